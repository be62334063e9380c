import { and, asc, desc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employmentContracts, employments } from '../../db/schema'

// Owns employments and employment_contracts.

export type EmploymentRow = typeof employments.$inferSelect
export type ContractRow = typeof employmentContracts.$inferSelect
export type NewContractRow = typeof employmentContracts.$inferInsert

const e = employments
const c = employmentContracts

/** The pair's employment, made now if it did not exist (race-safe through the unique pair). */
export async function findOrInsertEmployment(db: Db, values: typeof e.$inferInsert) {
  await db.insert(e).values(values).onConflictDoNothing()
  const [row] = await db
    .select()
    .from(e)
    .where(
      and(
        eq(e.employerProfileUid, values.employerProfileUid),
        eq(e.helperProfileUid, values.helperProfileUid),
      ),
    )
  return row!
}

/** The employment only when the profile is one of its two parties. */
export async function findEmploymentForParty(
  db: Db,
  uid: string,
  party: { employerProfileUid?: string; helperProfileUid?: string },
): Promise<EmploymentRow | undefined> {
  const [row] = await db
    .select()
    .from(e)
    .where(and(eq(e.uid, uid), partyCondition(party)))
  return row
}

/** This employer's employment of this helper. */
export async function findEmploymentOfPair(
  db: Db,
  employerProfileUid: string,
  helperProfileUid: string,
): Promise<EmploymentRow | undefined> {
  const [row] = await db
    .select()
    .from(e)
    .where(
      and(eq(e.employerProfileUid, employerProfileUid), eq(e.helperProfileUid, helperProfileUid)),
    )
  return row
}

/** Every employment the profile is a party of, newest first. */
export function employmentsOfParty(
  db: Db,
  party: { employerProfileUid?: string; helperProfileUid?: string },
): Promise<EmploymentRow[]> {
  return db.select().from(e).where(partyCondition(party)).orderBy(desc(e.createdAt), desc(e.uid))
}

function partyCondition(party: { employerProfileUid?: string; helperProfileUid?: string }) {
  return or(
    party.employerProfileUid ? eq(e.employerProfileUid, party.employerProfileUid) : undefined,
    party.helperProfileUid ? eq(e.helperProfileUid, party.helperProfileUid) : undefined,
  )!
}

export async function insertContract(db: Db, values: NewContractRow): Promise<ContractRow> {
  const [row] = await db.insert(c).values(values).returning()
  return row!
}

export async function updateContract(
  db: Db,
  uid: string,
  values: Partial<NewContractRow>,
): Promise<ContractRow | undefined> {
  const [row] = await db.update(c).set(values).where(eq(c.uid, uid)).returning()
  return row
}

/** The contract locked for the caller's transaction, only when the profile is a party of it. */
export async function findContractForParty(
  db: Db,
  uid: string,
  party: { employerProfileUid?: string; helperProfileUid?: string },
  lock = false,
): Promise<ContractRow | undefined> {
  const condition = and(
    eq(c.uid, uid),
    or(
      party.employerProfileUid ? eq(c.employerProfileUid, party.employerProfileUid) : undefined,
      party.helperProfileUid ? eq(c.helperProfileUid, party.helperProfileUid) : undefined,
    ),
  )
  const query = db.select().from(c).where(condition)
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Contracts of these employments, latest first (start date, then creation). */
export function contractsOfEmployments(db: Db, employmentUids: string[]): Promise<ContractRow[]> {
  if (employmentUids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(c)
    .where(inArray(c.employmentUid, employmentUids))
    .orderBy(desc(c.startDate), desc(c.createdAt), desc(c.uid))
}

/** One employment's contracts, oldest start first. */
export function contractsOfEmployment(db: Db, employmentUid: string): Promise<ContractRow[]> {
  return db
    .select()
    .from(c)
    .where(eq(c.employmentUid, employmentUid))
    .orderBy(asc(c.startDate), asc(c.createdAt), asc(c.uid))
}

/** Employments that have a contract in this state (for the daily timeline reminders). */
export async function employmentUidsWithContractStatus(db: Db, status: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ uid: c.employmentUid })
    .from(c)
    .where(eq(c.status, status))
    .orderBy(asc(c.employmentUid))
  return rows.map((row) => row.uid)
}
