import { and, count, eq, gt, inArray, like, lt, max, min, sql } from 'drizzle-orm'
import { tk } from '@hearth/shared/i18n-keys'
import type { Db } from '../db/client'
import { rateLimitHits } from '../db/schema'
import { AppError } from './errors'

export type Limit = { bucket: string; max: number; windowSeconds: number }

/** The key's hits inside the limit's window: how many, the oldest and the newest. */
export async function hitsInWindow(db: Db, limit: Limit, key: string, now: Date) {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000)
  const [row] = await db
    .select({
      hits: count(),
      oldest: min(rateLimitHits.createdAt),
      newest: max(rateLimitHits.createdAt),
    })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, since),
      ),
    )
  return {
    hits: row?.hits ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : undefined,
    newest: row?.newest ? new Date(row.newest) : undefined,
  }
}

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function retryAfterSeconds(
  db: Db,
  limit: Limit,
  key: string,
  now: Date,
): Promise<number> {
  const { hits, oldest } = await hitsInWindow(db, limit, key, now)
  if (hits < limit.max || !oldest) return 0
  return Math.max(
    1,
    Math.ceil((oldest.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000),
  )
}

/** 429 with Retry-After. */
export function throttled(waitSeconds: number): AppError {
  return new AppError(
    'throttled',
    tk('Too many attempts. Please wait {{minutes}} minutes and try again.'),
    {
      headers: { 'retry-after': String(waitSeconds) },
      values: { minutes: Math.ceil(waitSeconds / 60) },
    },
  )
}

/** Throws 429 with Retry-After when any of the keys is over its limit. */
export async function assertUnderLimits(
  db: Db,
  checks: [Limit, string][],
  now: Date,
): Promise<void> {
  let wait = 0
  for (const [limit, key] of checks)
    wait = Math.max(wait, await retryAfterSeconds(db, limit, key, now))
  if (wait > 0) throw throttled(wait)
}

/** Records one hit per entry; answers their ids (to take back with `removeHits`). */
export async function recordHits(db: Db, hits: [Limit, string][], now: Date): Promise<number[]> {
  if (hits.length === 0) return []
  const rows = await db
    .insert(rateLimitHits)
    .values(hits.map(([limit, key]) => ({ bucket: limit.bucket, key, createdAt: now })))
    .returning({ id: rateLimitHits.id })
  return rows.map((row) => row.id)
}

export async function removeHits(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids))
}

/**
 * Checks every limit and records a hit in each, as one step: the keys are locked (transaction-
 * scoped advisory locks, taken in one order so two callers cannot deadlock) while they are counted
 * and recorded, so concurrent requests cannot all pass a check that only one of them should.
 * `alsoRecord` keys are recorded (and locked) without a limit of their own; `extraWait` adds a
 * rule of the caller's, checked under the same locks. Throws 429 when any limit is reached;
 * otherwise answers the recorded hits' ids.
 */
export async function reserveHits(
  db: Db,
  checks: [Limit, string][],
  now: Date,
  options: { alsoRecord?: [Limit, string][]; extraWait?: (tx: Db) => Promise<number> } = {},
): Promise<number[]> {
  const hits = [...checks, ...(options.alsoRecord ?? [])]
  const locks = [...new Set(hits.map(([limit, key]) => `${limit.bucket}\n${key}`))].sort()
  return db.transaction(async (tx) => {
    for (const lock of locks) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`)
    }
    let wait = options.extraWait ? await options.extraWait(tx) : 0
    for (const [limit, key] of checks)
      wait = Math.max(wait, await retryAfterSeconds(tx, limit, key, now))
    if (wait > 0) throw throttled(wait)
    return recordHits(tx, hits, now)
  })
}

export async function clearHits(db: Db, limit: Limit, key: string): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key)))
}

/** Clears every key of the bucket that starts with `prefix` (e.g. all pairs of one account). */
export async function clearHitsWithPrefix(db: Db, limit: Limit, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), like(rateLimitHits.key, pattern)))
}

/** Drops events older than a day; run opportunistically, so no single process has to own a timer. */
export async function pruneHits(db: Db, now: Date): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, new Date(now.getTime() - 86_400_000)))
}

export const LIMITS = {
  // docs/decisions/0007-login-throttling.md: per account the count only paces (backoff), per
  // account-and-address pair it refuses.
  loginFailuresPerAccount: { bucket: 'login-fail-account', max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerPair: { bucket: 'login-fail-pair', max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { bucket: 'login-fail-ip', max: 20, windowSeconds: 15 * 60 },
  registrationsPerIp: { bucket: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  emailsPerAddress: { bucket: 'email-address', max: 3, windowSeconds: 60 * 60 },
  emailRequestsPerIp: { bucket: 'email-ip', max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>
