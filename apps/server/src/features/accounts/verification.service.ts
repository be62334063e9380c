import { VERIFY_EMAIL_TTL_HOURS } from '@hearth/shared/config'
import { tk } from '@hearth/shared/i18n-keys'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { withTransaction } from '../../lib/transaction'
import { hashSecret, newSecret } from '../../lib/tokens'
import { queueMail } from '../../tasks/mail.task'
import { verificationEmail } from './accounts.emails'
import { HOUR, mayMail, type RequestInfo } from './accounts.common'
import * as repo from './accounts.repository'
import type { UserRow } from './accounts.repository'

/**
 * A fresh key and its e-mail, queued in `deps`' transaction; the caller runs the mail task after
 * the commit (`deps.tasks.runNow`).
 */
export async function queueVerification(
  deps: AppDeps,
  user: UserRow,
): Promise<QueuedTask | undefined> {
  const now = deps.clock()
  const key = newSecret()
  await repo.insertEmailToken(deps.db, {
    tokenHash: hashSecret(key),
    userUid: user.uid,
    purpose: 'verify_email',
    expiresAt: new Date(now.getTime() + VERIFY_EMAIL_TTL_HOURS * HOUR),
    createdAt: now,
  })
  return queueMail(
    deps,
    verificationEmail(user.email, user.language, `${deps.config.appUrl}/verify-email/${key}`),
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
  if (!(await mayMail(deps, email, info.ip, now))) return
  const user = await repo.findUserByEmail(deps.db, email)
  if (!user || user.emailVerifiedAt) return
  const mail = await withTransaction(deps, (tx) => queueVerification(tx, user))
  await deps.tasks.runNow([mail])
}
