import type { AppDeps } from '../../lib/deps'
import { LIMITS, clearHits, removeHits, reserveHits } from '../../lib/rate-limit'

/** One login attempt, counted (as a failure) before its password is checked. */
export type LoginAttempt = { hitIds: number[] }

/**
 * Counts the attempt before the password is checked, atomically with the checks, so concurrent
 * requests can never get more guesses evaluated than the limits allow: 5 failures per account
 * and 20 per address in 15 minutes.
 */
export async function reserveLoginAttempt(
  deps: AppDeps,
  account: string,
  ip: string,
): Promise<LoginAttempt> {
  const hitIds = await reserveHits(
    deps.db,
    [
      [LIMITS.loginFailuresPerAccount, account],
      [LIMITS.loginFailuresPerIp, ip],
    ],
    deps.clock(),
  )
  return { hitIds }
}

/**
 * The password was right: this attempt was no failed guess. Earlier failures stay counted until
 * they leave the window; clearing them would hand guesses racing this one fresh slots.
 */
export async function acceptLoginAttempt(deps: AppDeps, attempt: LoginAttempt): Promise<void> {
  await removeHits(deps.db, attempt.hitIds)
}

/** After a password reset the owner starts afresh. */
export async function clearLoginFailures(deps: AppDeps, account: string): Promise<void> {
  await clearHits(deps.db, LIMITS.loginFailuresPerAccount, account)
}
