import { PASSWORD_RESET_TTL_MINUTES } from '@hearth/shared/config'
import { tk } from '@hearth/shared/i18n-keys'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { hashPassword } from '../../lib/passwords'
import { hashSecret, newSecret } from '../../lib/tokens'
import { withTransaction } from '../../lib/transaction'
import { queueMail } from '../../tasks/mail.task'
import { passwordResetEmail } from './accounts.emails'
import { assertNotCommon, mayMail, type RequestInfo } from './accounts.common'
import * as repo from './accounts.repository'
import { clearLoginFailures } from './login-throttle'

/** Always answers the same; mails a single-use, one-hour link when the account exists. */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  info: RequestInfo,
): Promise<void> {
  const now = deps.clock()
  if (!(await mayMail(deps, email, info.ip, now))) return
  const user = await repo.findUserByEmail(deps.db, email)
  if (!user) return
  const token = newSecret()
  const link = `${deps.config.appUrl}/reset-password/${encodeURIComponent(user.uid)}/${token}`
  const mail = await withTransaction(deps, async (tx) => {
    await repo.insertEmailToken(tx.db, {
      tokenHash: hashSecret(token),
      userUid: user.uid,
      purpose: 'password_reset',
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      createdAt: now,
    })
    return queueMail(tx, passwordResetEmail(user.email, user.language, link))
  })
  await deps.tasks.runNow([mail])
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
  await withTransaction(deps, async (tx) => {
    // The link reached the inbox, so it also proves the address.
    await repo.updateUser(tx.db, userUid, {
      passwordHash,
      emailVerifiedAt: user?.emailVerifiedAt ?? now,
    })
    await repo.invalidateEmailTokens(tx.db, userUid, 'password_reset', now)
    // Held back until the commit: the sockets close once the sessions are really revoked.
    tx.realtime.endSessions(await repo.revokeAllSessions(tx.db, userUid, now))
  })
  await clearLoginFailures(deps, user?.email ?? '')
}
