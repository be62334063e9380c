import { tk, type Language } from '@hearth/shared/i18n-keys'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { isCommonPassword } from '../../lib/passwords'
import { LIMITS, assertUnderLimits, recordHits, type Limit } from '../../lib/rate-limit'

/** Shared by the account services: the caller's language and address, and two rules. */
export type RequestInfo = { lang: Language; ip: string }

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

export function assertNotCommon(password: string, field: string): void {
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

/**
 * Whether another e-mail of this kind may go to this address from this caller (3 an hour per
 * address, 20 per IP); counts the request when it may. Over the limit, callers still answer the
 * generic message, so the limit reveals nothing about accounts.
 */
export async function mayMail(
  deps: AppDeps,
  addressKey: string,
  ip: string,
  now: Date,
): Promise<boolean> {
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
