import type { Db } from '../../db/client'
import type { AppDeps } from '../../lib/deps'
import {
  LIMITS,
  clearHits,
  clearHitsWithPrefix,
  hitsInWindow,
  removeHits,
  reserveHits,
} from '../../lib/rate-limit'

/** The longest pause the account backoff asks for between guesses. */
const MAX_BACKOFF_SECONDS = 15 * 60

/** One login attempt, counted (as a failure) before its password is checked. */
export type LoginAttempt = { hitIds: number[] }

function pairKey(account: string, ip: string): string {
  return `${account} ${ip}`
}

/**
 * Seconds this account asks an address that already failed on it to wait: none below 5 failures
 * in the window, then 1 s, doubling with each further failure, at most 15 minutes after the last.
 */
async function backoffSeconds(db: Db, account: string, now: Date): Promise<number> {
  const limit = LIMITS.loginFailuresPerAccount
  const { hits, newest } = await hitsInWindow(db, limit, account, now)
  if (hits < limit.max || !newest) return 0
  const pause = Math.min(2 ** (hits - limit.max), MAX_BACKOFF_SECONDS)
  const ready = newest.getTime() + pause * 1000
  return ready > now.getTime() ? Math.ceil((ready - now.getTime()) / 1000) : 0
}

/**
 * Counts the attempt before the password is checked, atomically with the checks, so concurrent
 * requests can never get more guesses evaluated than the limits allow
 * (docs/decisions/0007-login-throttling.md): 5 failures per account-and-address pair and 20 per address in 15 minutes refuse
 * with 429; failures on the account from any address only pace the addresses that have already
 * failed on it. An address's first attempt on an account is never paced, so the owner's first
 * right password from a new address always gets through, whatever others guessed.
 */
export async function reserveLoginAttempt(
  deps: AppDeps,
  account: string,
  ip: string,
): Promise<LoginAttempt> {
  const now = deps.clock()
  const pair = pairKey(account, ip)
  const hitIds = await reserveHits(
    deps.db,
    [
      [LIMITS.loginFailuresPerPair, pair],
      [LIMITS.loginFailuresPerIp, ip],
    ],
    now,
    {
      // The account's count paces (below); it never refuses by itself.
      alsoRecord: [[LIMITS.loginFailuresPerAccount, account]],
      extraWait: async (tx) => {
        const tried = await hitsInWindow(tx, LIMITS.loginFailuresPerPair, pair, now)
        return tried.hits > 0 ? backoffSeconds(tx, account, now) : 0
      },
    },
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

/** After a password reset the owner starts afresh from every address. */
export async function clearLoginFailures(deps: AppDeps, account: string): Promise<void> {
  await clearHits(deps.db, LIMITS.loginFailuresPerAccount, account)
  await clearHitsWithPrefix(deps.db, LIMITS.loginFailuresPerPair, pairKey(account, ''))
}
