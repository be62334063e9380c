import { and, count, eq, gt, lt, min } from 'drizzle-orm'
import { tk } from '@hearth/shared/i18n-keys'
import type { Db } from '../db/client'
import { rateLimitHits } from '../db/schema'
import { AppError } from './errors'

export type Limit = { bucket: string; max: number; windowSeconds: number }

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function retryAfterSeconds(
  db: Db,
  limit: Limit,
  key: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000)
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitHits.createdAt) })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, since),
      ),
    )
  if (!row || row.hits < limit.max || !row.oldest) return 0
  const oldest = new Date(row.oldest)
  return Math.max(
    1,
    Math.ceil((oldest.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000),
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
  if (wait > 0) {
    throw new AppError(
      'throttled',
      tk('Too many attempts. Please wait {{minutes}} minutes and try again.'),
      {
        headers: { 'retry-after': String(wait) },
        values: { minutes: Math.ceil(wait / 60) },
      },
    )
  }
}

export async function recordHits(db: Db, hits: [Limit, string][], now: Date): Promise<void> {
  if (hits.length === 0) return
  await db
    .insert(rateLimitHits)
    .values(hits.map(([limit, key]) => ({ bucket: limit.bucket, key, createdAt: now })))
}

export async function clearHits(db: Db, limit: Limit, key: string): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key)))
}

/** Drops events older than a day; run opportunistically, so no single process has to own a timer. */
export async function pruneHits(db: Db, now: Date): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, new Date(now.getTime() - 86_400_000)))
}

export const LIMITS = {
  loginFailuresPerAccount: { bucket: 'login-fail-account', max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { bucket: 'login-fail-ip', max: 20, windowSeconds: 15 * 60 },
  registrationsPerIp: { bucket: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  emailsPerAddress: { bucket: 'email-address', max: 3, windowSeconds: 60 * 60 },
  emailRequestsPerIp: { bucket: 'email-ip', max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>
