import type { LoginInput, LoginResult, UserSession } from '@hearth/shared/accounts'
import { SESSION_DAYS_DEFAULT, SESSION_DAYS_REMEMBERED } from '@hearth/shared/config'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import type { Actor } from '../../lib/actor'
import { signAccessToken, tokenNotValid } from '../../lib/auth'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords'
import { pruneHits } from '../../lib/rate-limit'
import { hashSecret, newSecret, newUid } from '../../lib/tokens'
import { withTransaction } from '../../lib/transaction'
import { findEmployerProfileOfUser } from '../employers/employers.service'
import { findHelperForUser } from '../helpers/helpers.service'
import { DAY, type RequestInfo } from './accounts.common'
import { presentUserSession } from './accounts.presenter'
import { isOperator } from './actor.service'
import { acceptLoginAttempt, reserveLoginAttempt } from './login-throttle'
import * as repo from './accounts.repository'
import type { UserRow } from './accounts.repository'

async function openSession(deps: AppDeps, user: UserRow, rememberMe: boolean) {
  const now = deps.clock()
  const sessionId = newUid()
  const expiresAt = new Date(
    now.getTime() + (rememberMe ? SESSION_DAYS_REMEMBERED : SESSION_DAYS_DEFAULT) * DAY,
  )
  const refresh = newSecret()
  await withTransaction(deps, async (tx) => {
    await repo.insertSession(tx.db, {
      id: sessionId,
      userUid: user.uid,
      rememberMe,
      expiresAt,
      createdAt: now,
    })
    await repo.insertRefreshToken(tx.db, {
      tokenHash: hashSecret(refresh),
      sessionId,
      expiresAt,
      createdAt: now,
    })
  })
  return { access: await signAccessToken(deps, user.uid, sessionId), refresh }
}

export async function userSession(deps: AppDeps, user: UserRow): Promise<UserSession> {
  const operator = isOperator(deps, user)
  if (user.userType === 'employer') {
    const employer = await findEmployerProfileOfUser(deps, user.uid)
    return presentUserSession(user, { employer }, operator)
  }
  return presentUserSession(user, { helper: await findHelperForUser(deps, user.uid) }, operator)
}

const ACCOUNT_SUSPENDED_SIGN_IN = tk(
  'This account has been suspended. If you think this is a mistake, write to support@hearth.hk.',
)

/**
 * An operator suspends an account (issue 23): every session ends at once (refresh refused,
 * sockets closed) and sign-in answers 403. False when it was already suspended.
 */
export async function suspendUser(deps: AppDeps, uid: string, reason: string): Promise<boolean> {
  const now = deps.clock()
  const changed = await repo.setSuspension(deps.db, uid, { at: now, reason })
  if (!changed) return false
  const sessions = await repo.revokeAllSessions(deps.db, uid, now)
  deps.realtime.endSessions(sessions)
  return true
}

/** Lifts a suspension; false when the account was not suspended. */
export function unsuspendUser(deps: AppDeps, uid: string): Promise<boolean> {
  return repo.setSuspension(deps.db, uid, null)
}

export async function login(
  deps: AppDeps,
  input: LoginInput,
  info: RequestInfo,
): Promise<LoginResult> {
  const now = deps.clock()
  // Counted as a failure before the password is checked, so no race gets extra guesses; a right
  // password takes the count back (login-throttle.ts).
  const attempt = await reserveLoginAttempt(deps, input.username, info.ip)
  const user = await repo.findUserByEmail(deps.db, input.username)
  const passwordMatches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  )
  if (!user || !passwordMatches) {
    // Unknown account and wrong password read the same (docs/spec/marketplace.md §8: 'Invalid username or password').
    throw new AppError('invalid_credentials', tk('Invalid username or password'))
  }
  await acceptLoginAttempt(deps, attempt)
  // Only someone who knows the password learns that the address is unverified.
  if (!user.emailVerifiedAt) {
    throw new AppError(
      'email_not_verified',
      tk('Please verify your e-mail address before signing in. We can send the link again.'),
    )
  }
  if (user.suspendedAt) {
    throw new AppError('account_suspended', ACCOUNT_SUSPENDED_SIGN_IN)
  }
  if (Math.random() < 0.01) await pruneHits(deps.db, now)
  const tokens = await openSession(deps, user, input.remember_me ?? false)
  return { ...tokens, user: await userSession(deps, user) }
}

function refreshNotValid(): AppError {
  return new AppError('token_not_valid', tk('Your session has expired. Please sign in again.'), {
    fields: { refresh: [tk('Your session has expired. Please sign in again.')] },
  })
}

/**
 * Rotates the refresh token. A token that was already rotated is a sign of theft: the whole
 * session (every token descended from the same sign-in) is revoked.
 */
export async function refreshSession(
  deps: AppDeps,
  refresh: string,
): Promise<{ access: string; refresh: string }> {
  const now = deps.clock()
  const tokenHash = hashSecret(refresh)
  const found = await repo.findRefreshToken(deps.db, tokenHash)
  if (!found || found.session.revokedAt) throw refreshNotValid()
  if (found.token.usedAt || !(await repo.claimRefreshToken(deps.db, tokenHash, now))) {
    await repo.revokeSession(deps.db, found.session.id, now)
    deps.realtime.endSessions([found.session.id])
    throw refreshNotValid()
  }
  if (found.token.expiresAt <= now || found.session.expiresAt <= now) throw refreshNotValid()
  const owner = await repo.findUserByUid(deps.db, found.session.userUid)
  if (!owner || owner.suspendedAt) throw refreshNotValid()
  const session = found.session
  const expiresAt = new Date(
    now.getTime() + (session.rememberMe ? SESSION_DAYS_REMEMBERED : SESSION_DAYS_DEFAULT) * DAY,
  )
  const next = newSecret()
  await withTransaction(deps, async (tx) => {
    await repo.insertRefreshToken(tx.db, {
      tokenHash: hashSecret(next),
      sessionId: session.id,
      expiresAt,
      createdAt: now,
    })
    await repo.extendSession(tx.db, session.id, expiresAt)
  })
  return { access: await signAccessToken(deps, session.userUid, session.id), refresh: next }
}

export async function logout(deps: AppDeps, refresh: string): Promise<void> {
  const found = await repo.findRefreshToken(deps.db, hashSecret(refresh))
  if (!found) return
  await repo.revokeSession(deps.db, found.session.id, deps.clock())
  deps.realtime.endSessions([found.session.id])
}

/** `GET /hirlab/belmount/user/`: the signed-in actor’s session object. */
export async function actorSession(deps: AppDeps, actor: Actor): Promise<UserSession> {
  const user = await repo.findUserByUid(deps.db, actor.userUid)
  if (!user) throw tokenNotValid()
  return userSession(deps, user)
}

export async function updatePreferences(
  deps: AppDeps,
  actor: Actor,
  language: Language,
): Promise<UserSession> {
  const updated = await repo.updateUser(deps.db, actor.userUid, { language })
  if (!updated) throw tokenNotValid()
  return userSession(deps, updated)
}
