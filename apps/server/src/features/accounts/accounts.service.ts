import type { LoginInput, LoginResult, RegistrationInput, UserSession } from '@hearth/shared/auth'
import {
  SESSION_DAYS_DEFAULT,
  SESSION_DAYS_REMEMBERED,
  VERIFY_EMAIL_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
} from '@hearth/shared/config'
import { isLanguage, tk, type Language } from '@hearth/shared/i18n-keys'
import { signAccessToken, type UserRow } from '../../lib/auth'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import {
  dummyPasswordHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../lib/passwords'
import {
  LIMITS,
  assertUnderLimits,
  clearHits,
  pruneHits,
  recordHits,
  type Limit,
} from '../../lib/rate-limit'
import { hashSecret, newReferralCode, newSecret, newUid } from '../../lib/tokens'
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from './accounts.emails'
import { employerProfileFor } from '../employers/employers.service'
import { findHelperForUser } from '../helpers/helpers.service'
import * as repo from './accounts.repository'
import { presentUserSession } from './accounts.presenter'

export type RequestInfo = { lang: Language; ip: string }

const HOUR = 3_600_000
const DAY = 24 * HOUR

function assertNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(
      'invalid',
      tk('This password is too common. Choose one that is harder to guess.'),
      {
        fields: {
          [field]: [tk('This password is too common. Choose one that is harder to guess.')],
        },
      },
    )
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = error as { code?: string; cause?: { code?: string } } | null
  return code?.code === '23505' || code?.cause?.code === '23505'
}

/**
 * Whether another e-mail of this kind may go to this address from this caller (3 an hour per
 * address, 20 per IP); counts the request when it may. Over the limit, callers still answer the
 * generic message, so the limit reveals nothing about accounts.
 */
async function mayMail(deps: AppDeps, addressKey: string, ip: string, now: Date): Promise<boolean> {
  const limits: [Limit, string][] = [
    [LIMITS.emailsPerAddress, addressKey],
    [LIMITS.emailRequestsPerIp, ip],
  ]
  try {
    await assertUnderLimits(deps.db, limits, now)
  } catch {
    return false
  }
  await recordHits(deps.db, limits, now)
  return true
}

async function sendVerification(deps: AppDeps, user: UserRow): Promise<void> {
  const now = deps.clock()
  const key = newSecret()
  await repo.insertEmailToken(deps.db, {
    tokenHash: hashSecret(key),
    userUid: user.uid,
    purpose: 'verify_email',
    expiresAt: new Date(now.getTime() + VERIFY_EMAIL_TTL_HOURS * HOUR),
    createdAt: now,
  })
  await deps.mailer.send(
    verificationEmail(user.email, user.language, `${deps.config.appUrl}/verify-email/${key}`),
  )
}

async function createUser(
  deps: AppDeps,
  input: RegistrationInput,
  passwordHash: string,
  lang: Language,
) {
  // Referral codes are random; a collision (1 in 300 million per pair) just draws again.
  for (let attempt = 0; ; attempt += 1) {
    const code = newReferralCode()
    if (await repo.referralCodeExists(deps.db, code)) continue
    try {
      return await deps.db.transaction(async (tx) => {
        const user = await repo.insertUser(tx, {
          uid: newUid(),
          email: input.email,
          username: input.email,
          passwordHash,
          userType: input.userType,
          referralCode: code,
          language: lang,
        })
        if (user.userType === 'employer') await repo.insertEmployerProfile(tx, newUid(), user.uid)
        return user
      })
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error
      if (await repo.findUserByEmail(deps.db, input.email)) return undefined
    }
  }
}

/**
 * Creates the account and sends the verification e-mail. An address that already has an account
 * gets the same answer, and its owner an e-mail instead, so the form reveals no accounts.
 */
export async function registerAccount(
  deps: AppDeps,
  input: RegistrationInput,
  info: RequestInfo,
): Promise<void> {
  const now = deps.clock()
  await assertUnderLimits(deps.db, [[LIMITS.registrationsPerIp, info.ip]], now)
  assertNotCommon(input.password1, 'password1')
  await recordHits(deps.db, [[LIMITS.registrationsPerIp, info.ip]], now)
  const lang = input.language && isLanguage(input.language) ? input.language : info.lang
  // Hash before looking up, so both answers take the same time.
  const passwordHash = await hashPassword(input.password1)
  const existing = await repo.findUserByEmail(deps.db, input.email)
  const user = existing ? undefined : await createUser(deps, input, passwordHash, lang)
  if (user) return sendVerification(deps, user)
  const owner = existing ?? (await repo.findUserByEmail(deps.db, input.email))
  if (!owner) return
  const { appUrl } = deps.config
  await deps.mailer.send(
    alreadyRegisteredEmail(owner.email, owner.language, {
      login: `${appUrl}/login`,
      reset: `${appUrl}/forgot-password`,
    }),
  )
}

export async function verifyEmail(deps: AppDeps, key: string): Promise<void> {
  const now = deps.clock()
  const userUid = await repo.consumeEmailToken(deps.db, hashSecret(key), 'verify_email', now)
  if (!userUid) {
    throw new AppError('invalid', tk('This verification link is invalid or has expired.'), {
      fields: { key: [tk('This verification link is invalid or has expired.')] },
    })
  }
  const user = await repo.findUserByUid(deps.db, userUid)
  if (user && !user.emailVerifiedAt)
    await repo.updateUser(deps.db, userUid, { emailVerifiedAt: now })
}

/** Mails a verification link again to an unverified account; answers the same for any address. */
export async function resendVerification(
  deps: AppDeps,
  email: string,
  info: RequestInfo,
): Promise<void> {
  const now = deps.clock()
  if (!(await mayMail(deps, `verify:${email}`, info.ip, now))) return
  const user = await repo.findUserByEmail(deps.db, email)
  if (user && !user.emailVerifiedAt) await sendVerification(deps, user)
}

async function openSession(deps: AppDeps, user: UserRow, rememberMe: boolean) {
  const now = deps.clock()
  const sessionId = newUid()
  const expiresAt = new Date(
    now.getTime() + (rememberMe ? SESSION_DAYS_REMEMBERED : SESSION_DAYS_DEFAULT) * DAY,
  )
  const refresh = newSecret()
  await deps.db.transaction(async (tx) => {
    await repo.insertSession(tx, {
      id: sessionId,
      userUid: user.uid,
      rememberMe,
      expiresAt,
      createdAt: now,
    })
    await repo.insertRefreshToken(tx, {
      tokenHash: hashSecret(refresh),
      sessionId,
      expiresAt,
      createdAt: now,
    })
  })
  return { access: await signAccessToken(deps, user.uid, sessionId), refresh }
}

export async function userSession(deps: AppDeps, user: UserRow): Promise<UserSession> {
  if (user.userType === 'employer') {
    return presentUserSession(user, { employer: await employerProfileFor(deps, user.uid) })
  }
  return presentUserSession(user, { helper: await findHelperForUser(deps, user.uid) })
}

export async function login(
  deps: AppDeps,
  input: LoginInput,
  info: RequestInfo,
): Promise<LoginResult> {
  const now = deps.clock()
  const accountKey = input.username
  await assertUnderLimits(
    deps.db,
    [
      [LIMITS.loginFailuresPerAccount, accountKey],
      [LIMITS.loginFailuresPerIp, info.ip],
    ],
    now,
  )
  const user = await repo.findUserByEmail(deps.db, input.username)
  const passwordMatches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  )
  if (!user || !passwordMatches) {
    await recordHits(
      deps.db,
      [
        [LIMITS.loginFailuresPerAccount, accountKey],
        [LIMITS.loginFailuresPerIp, info.ip],
      ],
      now,
    )
    // Unknown account and wrong password read the same (docs/spec/marketplace.md §8: 'Invalid username or password').
    throw new AppError('invalid_credentials', tk('Invalid username or password'))
  }
  // Only someone who knows the password learns that the address is unverified.
  if (!user.emailVerifiedAt) {
    throw new AppError(
      'email_not_verified',
      tk('Please verify your e-mail address before signing in. We can send the link again.'),
    )
  }
  await clearHits(deps.db, LIMITS.loginFailuresPerAccount, accountKey)
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
    throw refreshNotValid()
  }
  if (found.token.expiresAt <= now || found.session.expiresAt <= now) throw refreshNotValid()
  const session = found.session
  const expiresAt = new Date(
    now.getTime() + (session.rememberMe ? SESSION_DAYS_REMEMBERED : SESSION_DAYS_DEFAULT) * DAY,
  )
  const next = newSecret()
  await deps.db.transaction(async (tx) => {
    await repo.insertRefreshToken(tx, {
      tokenHash: hashSecret(next),
      sessionId: session.id,
      expiresAt,
      createdAt: now,
    })
    await repo.extendSession(tx, session.id, expiresAt)
  })
  return { access: await signAccessToken(deps, session.userUid, session.id), refresh: next }
}

export async function logout(deps: AppDeps, refresh: string): Promise<void> {
  const found = await repo.findRefreshToken(deps.db, hashSecret(refresh))
  if (found) await repo.revokeSession(deps.db, found.session.id, deps.clock())
}

/** Always answers the same; mails a single-use, one-hour link when the account exists. */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  info: RequestInfo,
): Promise<void> {
  const now = deps.clock()
  if (!(await mayMail(deps, `reset:${email}`, info.ip, now))) return
  const user = await repo.findUserByEmail(deps.db, email)
  if (!user) return
  const token = newSecret()
  await repo.insertEmailToken(deps.db, {
    tokenHash: hashSecret(token),
    userUid: user.uid,
    purpose: 'password_reset',
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    createdAt: now,
  })
  const link = `${deps.config.appUrl}/reset-password/${encodeURIComponent(user.uid)}/${token}`
  await deps.mailer.send(passwordResetEmail(user.email, user.language, link))
}

/** Sets the new password, spends the link, and signs the user out everywhere. */
export async function confirmPasswordReset(
  deps: AppDeps,
  input: { uid: string; token: string; new_password1: string },
): Promise<void> {
  const now = deps.clock()
  assertNotCommon(input.new_password1, 'new_password1')
  const userUid = await repo.consumeEmailToken(
    deps.db,
    hashSecret(input.token),
    'password_reset',
    now,
    input.uid,
  )
  if (!userUid) {
    throw new AppError('invalid', tk('This password reset link is invalid or has expired.'), {
      fields: { token: [tk('This password reset link is invalid or has expired.')] },
    })
  }
  const passwordHash = await hashPassword(input.new_password1)
  const user = await repo.findUserByUid(deps.db, userUid)
  await deps.db.transaction(async (tx) => {
    // The link reached the inbox, so it also proves the address.
    await repo.updateUser(tx, userUid, {
      passwordHash,
      emailVerifiedAt: user?.emailVerifiedAt ?? now,
    })
    await repo.invalidateEmailTokens(tx, userUid, 'password_reset', now)
    await repo.revokeAllSessions(tx, userUid, now)
  })
  await clearHits(deps.db, LIMITS.loginFailuresPerAccount, user?.email ?? '')
}

export async function updatePreferences(
  deps: AppDeps,
  user: UserRow,
  language: Language,
): Promise<UserSession> {
  const updated = (await repo.updateUser(deps.db, user.uid, { language })) ?? user
  return userSession(deps, updated)
}
