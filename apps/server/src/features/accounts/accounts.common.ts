import { tk, type Language } from '@hearth/shared/i18n-keys'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { isCommonPassword } from '../../lib/passwords'
import { LIMITS, reserveHits } from '../../lib/rate-limit'

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
 * Whether another e-mail may go to this address on a visitor's request (3 an hour per address,
 * whatever the kind: a verification resent, a password reset, "someone tried to register"; 20
 * per IP); counts the request when it may, in the same step as the check, so concurrent requests
 * cannot all pass it. Every e-mail a visitor's request sends asks first, except a new account's
 * first verification, which each address gets once. Over the limit, callers still answer the
 * generic message, so the limit reveals nothing about accounts.
 */
export async function mayMail(
  deps: AppDeps,
  email: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  try {
    await reserveHits(
      deps.db,
      [
        [LIMITS.emailsPerAddress, `mail:${email.toLowerCase()}`],
        [LIMITS.emailRequestsPerIp, ip],
      ],
      now,
    )
    return true
  } catch (error) {
    if (error instanceof AppError && error.code === 'throttled') return false
    throw error
  }
}
