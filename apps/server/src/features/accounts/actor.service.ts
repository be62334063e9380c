import { tokenNotValid, verifyAccessToken } from '../../lib/auth'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { findEmployerUidOfUser } from '../employers/employers.service'
import { findHelperUidOfUser } from '../helpers/helpers.service'
import * as repo from './accounts.repository'

/**
 * The `ActorResolver` the app installs (lib/actor.ts): the access token's live session and its
 * user, and that user's one detail profile. A revoked or expired session is refused even while
 * its JWT is young. The three look-ups run side by side (one round trip on every signed-in
 * request): a user has a profile of one kind only, so the other look-up finds nothing.
 */
/** OPERATOR_EMAILS names the operators; only a verified address counts (issue 23). */
export function isOperator(
  deps: AppDeps,
  user: { email: string; emailVerifiedAt: Date | null },
): boolean {
  return user.emailVerifiedAt !== null && deps.config.operatorEmails.has(user.email.toLowerCase())
}

export async function resolveActor(deps: AppDeps, token: string): Promise<Actor> {
  const { userUid, sessionId } = await verifyAccessToken(deps, token)
  const [user, employerProfileUid, helperProfileUid] = await Promise.all([
    repo.findUserOfLiveSession(deps.db, sessionId, userUid, deps.clock()),
    findEmployerUidOfUser(deps, userUid),
    findHelperUidOfUser(deps, userUid),
  ])
  // A suspension revokes every session; the check here also covers a token minted meanwhile.
  if (!user || user.suspendedAt) throw tokenNotValid()
  const base = {
    userUid: user.uid,
    sessionId,
    email: user.email,
    language: user.language,
    referralCode: user.referralCode,
    accessEndsAt: user.accessEndDate,
    plan: user.subscriptionType,
    isOperator: isOperator(deps, user),
  }
  if (user.userType === 'employer') {
    return { ...base, role: 'employer', employerProfileUid: employerProfileUid ?? null }
  }
  return { ...base, role: 'helper', helperProfileUid: helperProfileUid ?? null }
}
