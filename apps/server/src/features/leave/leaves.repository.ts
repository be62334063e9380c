import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leaveAdjustments, leaveGrants, leaveRequests } from '../../db/schema'

// Owns leave_requests, leave_grants and leave_adjustments (docs/decisions/0004).

export type LeaveRequestRow = typeof leaveRequests.$inferSelect
export type LeaveGrantRow = typeof leaveGrants.$inferSelect
export type LeaveAdjustmentRow = typeof leaveAdjustments.$inferSelect

const r = leaveRequests

/** The request when one of its parties asks: the helper's or the employer's profile uid. */
export async function findRequestForParty(
  db: Db,
  id: number,
  profileUid: string,
): Promise<LeaveRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.id, id),
        or(eq(r.helperProfileUid, profileUid), eq(r.employerProfileUid, profileUid)),
      ),
    )
  return row
}

export async function requestsOfEmployment(
  db: Db,
  employmentUid: string,
): Promise<LeaveRequestRow[]> {
  return db
    .select()
    .from(r)
    .where(eq(r.employmentUid, employmentUid))
    .orderBy(desc(r.fromDate), desc(r.id))
}

export async function insertRequest(
  db: Db,
  values: typeof leaveRequests.$inferInsert,
): Promise<LeaveRequestRow> {
  const [row] = await db.insert(r).values(values).returning()
  return row!
}

/**
 * Writes `changes` only while the request is still in `from` (compare-and-set): of two
 * concurrent decisions exactly one finds the state it expects; the other gets undefined.
 */
/** The request, locked until the transaction ends: its document keys cannot change meanwhile. */
export async function lockRequest(db: Db, id: number): Promise<LeaveRequestRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id)).for('update')
  return row
}

export async function updateRequestInState(
  db: Db,
  id: number,
  from: string,
  changes: Partial<typeof leaveRequests.$inferInsert>,
): Promise<LeaveRequestRow | undefined> {
  const [row] = await db
    .update(r)
    .set(changes)
    .where(and(eq(r.id, id), eq(r.statusType, from)))
    .returning()
  return row
}

/** The requests of these employments (figures only), for balances and the hub's counts. */
export async function requestsOfEmployments(
  db: Db,
  employmentUids: string[],
): Promise<
  Pick<
    LeaveRequestRow,
    | 'id'
    | 'employmentUid'
    | 'leaveTypeCode'
    | 'statusType'
    | 'days'
    | 'fromDate'
    | 'toDate'
    | 'durationType'
    | 'medicalCertificate'
  >[]
> {
  if (employmentUids.length === 0) return []
  return db
    .select({
      id: r.id,
      employmentUid: r.employmentUid,
      leaveTypeCode: r.leaveTypeCode,
      statusType: r.statusType,
      days: r.days,
      fromDate: r.fromDate,
      toDate: r.toDate,
      durationType: r.durationType,
      medicalCertificate: r.medicalCertificate,
    })
    .from(r)
    .where(inArray(r.employmentUid, employmentUids))
}

export async function countRequestsInStates(
  db: Db,
  employmentUid: string,
  states: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.employmentUid, employmentUid), inArray(r.statusType, [...states])))
  return row?.n ?? 0
}

export async function grantsOfEmployments(
  db: Db,
  employmentUids: string[],
): Promise<LeaveGrantRow[]> {
  if (employmentUids.length === 0) return []
  return db
    .select()
    .from(leaveGrants)
    .where(inArray(leaveGrants.employmentUid, employmentUids))
    .orderBy(asc(leaveGrants.leaveYear))
}

/** Inserts the grants not yet made; the (employment, leave year) key skips the others. */
export async function insertGrants(
  db: Db,
  values: (typeof leaveGrants.$inferInsert)[],
): Promise<LeaveGrantRow[]> {
  if (values.length === 0) return []
  return db.insert(leaveGrants).values(values).onConflictDoNothing().returning()
}

export async function adjustmentsOfEmployments(
  db: Db,
  employmentUids: string[],
): Promise<LeaveAdjustmentRow[]> {
  if (employmentUids.length === 0) return []
  return db
    .select()
    .from(leaveAdjustments)
    .where(inArray(leaveAdjustments.employmentUid, employmentUids))
    .orderBy(desc(leaveAdjustments.effectiveDate), desc(leaveAdjustments.id))
}

export async function insertAdjustment(
  db: Db,
  values: typeof leaveAdjustments.$inferInsert,
): Promise<LeaveAdjustmentRow> {
  const [row] = await db.insert(leaveAdjustments).values(values).returning()
  return row!
}

/**
 * Serialises leave writes of one employment for the rest of the caller's transaction, so two
 * requests cannot both pass the annual balance check on the same days.
 */
export async function lockEmploymentLeave(db: Db, employmentUid: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`leave:${employmentUid}`}))`)
}
