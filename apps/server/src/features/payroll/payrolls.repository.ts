import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { payPeriodRecords, salaryAdjustments } from '../../db/schema'

// Owns pay_period_records and salary_adjustments (docs/decisions/0004).

export type PayPeriodRecordRow = typeof payPeriodRecords.$inferSelect
export type PayPeriodRecordInsert = typeof payPeriodRecords.$inferInsert
export type SalaryAdjustmentRow = typeof salaryAdjustments.$inferSelect

const p = payPeriodRecords
const a = salaryAdjustments

/** The record when it belongs to one of `employmentUids` (the caller's own employments). */
export async function findRecordForParty(
  db: Db,
  uid: string,
  employmentUids: string[],
): Promise<PayPeriodRecordRow | undefined> {
  if (employmentUids.length === 0) return undefined
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.uid, uid), inArray(p.employmentUid, employmentUids)))
  return row
}

export function recordsOfEmployment(db: Db, employmentUid: string): Promise<PayPeriodRecordRow[]> {
  return db.select().from(p).where(eq(p.employmentUid, employmentUid)).orderBy(asc(p.month))
}

export async function findRecordOfMonth(
  db: Db,
  employmentUid: string,
  month: string,
): Promise<PayPeriodRecordRow | undefined> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.employmentUid, employmentUid), eq(p.month, month)))
  return row
}

/**
 * Writes a month's record: a new one, or over the month's draft (keeping its uid). Nothing is
 * written over a finalised record: the answer is then undefined.
 */
export async function upsertDraft(
  db: Db,
  values: PayPeriodRecordInsert,
): Promise<PayPeriodRecordRow | undefined> {
  const { uid: _uid, createdAt: _createdAt, ...changes } = values
  const [row] = await db
    .insert(p)
    .values(values)
    .onConflictDoUpdate({
      target: [p.employmentUid, p.month],
      set: changes,
      setWhere: eq(p.finalised, false),
    })
    .returning()
  return row
}

/** Sets the payment date of a draft; undefined when the record is finalised (or gone). */
export async function setDraftPaymentDate(
  db: Db,
  uid: string,
  paymentDate: string,
  now: Date,
): Promise<PayPeriodRecordRow | undefined> {
  const [row] = await db
    .update(p)
    .set({ paymentDate, updatedAt: now })
    .where(and(eq(p.uid, uid), eq(p.finalised, false)))
    .returning()
  return row
}

/** Finalises a draft in one statement, so of concurrent calls exactly one gets the row. */
export async function finaliseDraft(
  db: Db,
  uid: string,
  paymentDate: string,
  now: Date,
): Promise<PayPeriodRecordRow | undefined> {
  const [row] = await db
    .update(p)
    .set({ paymentDate, finalised: true, finalisedAt: now, updatedAt: now })
    .where(and(eq(p.uid, uid), eq(p.finalised, false)))
    .returning()
  return row
}

/** Deletes a draft; false when the record is finalised (or gone). */
export async function deleteDraft(db: Db, uid: string): Promise<boolean> {
  const rows = await db
    .delete(p)
    .where(and(eq(p.uid, uid), eq(p.finalised, false)))
    .returning({ uid: p.uid })
  return rows.length > 0
}

export function adjustmentsOfEmployment(
  db: Db,
  employmentUid: string,
): Promise<SalaryAdjustmentRow[]> {
  return db
    .select()
    .from(a)
    .where(eq(a.employmentUid, employmentUid))
    .orderBy(asc(a.effectiveDate), asc(a.id))
}

export function adjustmentsBetween(
  db: Db,
  employmentUid: string,
  from: string,
  to: string,
): Promise<SalaryAdjustmentRow[]> {
  return db
    .select()
    .from(a)
    .where(
      and(eq(a.employmentUid, employmentUid), gte(a.effectiveDate, from), lte(a.effectiveDate, to)),
    )
    .orderBy(asc(a.effectiveDate), asc(a.id))
}

/** The adjustment when it belongs to one of `employmentUids` (the caller's own employments). */
export async function findAdjustmentForParty(
  db: Db,
  id: number,
  employmentUids: string[],
): Promise<SalaryAdjustmentRow | undefined> {
  if (employmentUids.length === 0) return undefined
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), inArray(a.employmentUid, employmentUids)))
  return row
}

export async function insertAdjustment(
  db: Db,
  values: typeof salaryAdjustments.$inferInsert,
): Promise<SalaryAdjustmentRow> {
  const [row] = await db.insert(a).values(values).returning()
  if (!row) throw new Error('salary adjustment insert returned no row')
  return row
}

/** Deletes an unpaid adjustment; undefined when it is paid (or gone). */
export async function deleteUnpaidAdjustment(
  db: Db,
  id: number,
): Promise<SalaryAdjustmentRow | undefined> {
  const [row] = await db
    .delete(a)
    .where(and(eq(a.id, id), eq(a.paid, false)))
    .returning()
  return row
}

/** Marks the month's unpaid adjustments paid by the finalised record. */
export async function markAdjustmentsPaid(
  db: Db,
  employmentUid: string,
  from: string,
  to: string,
  recordUid: string,
): Promise<void> {
  await db
    .update(a)
    .set({ paid: true, paidRecordUid: recordUid })
    .where(
      and(
        eq(a.employmentUid, employmentUid),
        gte(a.effectiveDate, from),
        lte(a.effectiveDate, to),
        eq(a.paid, false),
      ),
    )
}

/** Serialises payroll writes of one employment inside a transaction (PostgreSQL advisory lock). */
export async function lockEmploymentPayroll(db: Db, employmentUid: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'payroll:' + employmentUid}))`)
}
