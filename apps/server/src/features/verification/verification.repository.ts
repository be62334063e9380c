import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { verifications } from '../../db/schema'

// Owns verifications (issue 24).

export type VerificationRow = typeof verifications.$inferSelect
const v = verifications

/** Inserts a request; undefined when the account already has one pending (the unique index). */
export async function insertRequest(
  db: Db,
  values: typeof verifications.$inferInsert,
): Promise<VerificationRow | undefined> {
  const [row] = await db.insert(v).values(values).onConflictDoNothing().returning()
  return row
}

export function requestsOf(db: Db, userUid: string) {
  return db.select().from(v).where(eq(v.userUid, userUid)).orderBy(desc(v.createdAt)).limit(50)
}

export async function findRequest(db: Db, uid: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(v).where(eq(v.uid, uid))
  return row
}

/** One page of requests in `status`, oldest first (the operators' queue). */
export async function pageOfRequests(
  db: Db,
  status: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: VerificationRow[] }> {
  const [total] = await db.select({ n: count() }).from(v).where(eq(v.status, status))
  const rows = await db
    .select()
    .from(v)
    .where(eq(v.status, status))
    .orderBy(asc(v.createdAt), asc(v.uid))
    .limit(page.limit)
    .offset(page.offset)
  return { total: total?.n ?? 0, rows }
}

/** Moves a request from `from` to a new state; undefined when it was no longer in `from` (409). */
export async function transition(
  db: Db,
  uid: string,
  from: VerificationRow['status'],
  changes: Partial<typeof verifications.$inferInsert>,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(v)
    .set(changes)
    .where(and(eq(v.uid, uid), eq(v.status, from)))
    .returning()
  return row
}

/** The account's approved requests (at most one is current) moved to `status`, with `reason`. */
export function endApproved(
  db: Db,
  userUid: string,
  changes: { status: 'expired' | 'revoked'; reason: string; note?: string | null; at: Date },
) {
  return db
    .update(v)
    .set({
      status: changes.status,
      reason: changes.reason,
      note: changes.note ?? null,
      decidedAt: changes.at,
    })
    .where(and(eq(v.userUid, userUid), eq(v.status, 'approved')))
    .returning()
}

/** Approved helper requests whose confirmed expiry falls on one of `days`. */
export function approvedExpiringOn(db: Db, days: string[]) {
  return db
    .select()
    .from(v)
    .where(
      and(
        eq(v.status, 'approved'),
        eq(v.kind, 'helper_identity'),
        inArray(v.confirmedExpiresOn, days),
      ),
    )
}

/** Records that the `lead`-day reminder of a request went out; false when it already had. */
export async function claimReminder(db: Db, uid: string, lead: string): Promise<boolean> {
  const [row] = await db.select({ sent: v.remindersSent }).from(v).where(eq(v.uid, uid))
  if (!row || row.sent.includes(lead)) return false
  const updated = await db
    .update(v)
    .set({ remindersSent: [...row.sent, lead] })
    .where(and(eq(v.uid, uid), eq(v.remindersSent, row.sent)))
    .returning({ uid: v.uid })
  return updated.length > 0
}
