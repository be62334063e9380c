import { tokenNotValid, verifyAccessToken } from '../../lib/auth'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { findEmployerProfileOfUser } from '../employers/employers.service'
import { findHelperForUser } from '../helpers/helpers.service'
import * as repo from './accounts.repository'

/**
 * The `ActorResolver` the app installs (lib/actor.ts): the access token's live session and its
 * user, then that user's one detail profile. A revoked or expired session is refused even while
 * its JWT is young.
 */
export async function resolveActor(deps: AppDeps, token: string): Promise<Actor> {
  const { userUid, sessionId } = await verifyAccessToken(deps, token)
  const user = await repo.findUserOfLiveSession(deps.db, sessionId, userUid, deps.clock())
  if (!user) throw tokenNotValid()
  const base = {
    userUid: user.uid,
    sessionId,
    email: user.email,
    language: user.language,
    referralCode: user.referralCode,
    accessEndsAt: user.accessEndDate,
    plan: user.subscriptionType,
  }
  if (user.userType === 'employer') {
    const profile = await findEmployerProfileOfUser(deps, user.uid)
    return { ...base, role: 'employer', employerProfileUid: profile?.uid ?? null }
  }
  const profile = await findHelperForUser(deps, user.uid)
  return { ...base, role: 'helper', helperProfileUid: profile?.uid ?? null }
}
