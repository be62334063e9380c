import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employmentOpenings } from '../../db/schema'

// Owns employment_openings (docs/decisions/0004, 0028).

export type { OpeningEvent } from '../../db/schema/openings'
export type OpeningRow = typeof employmentOpenings.$inferSelect
export type NewOpeningRow = typeof employmentOpenings.$inferInsert

const o = employmentOpenings

export async function findOpening(db: Db, employmentUid: string): Promise<OpeningRow | undefined> {
  const [row] = await db.select().from(o).where(eq(o.employmentUid, employmentUid))
  return row
}

/** Holds the employment's opening figures for the caller's transaction. */
export async function lockOpening(db: Db, employmentUid: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`opening:${employmentUid}`}))`)
}

export async function saveOpening(db: Db, row: NewOpeningRow): Promise<OpeningRow> {
  const { employmentUid: _key, ...values } = row
  const [saved] = await db
    .insert(o)
    .values(row)
    .onConflictDoUpdate({ target: o.employmentUid, set: values })
    .returning()
  return saved as OpeningRow
}

export async function updateOpening(
  db: Db,
  employmentUid: string,
  values: Partial<NewOpeningRow>,
): Promise<OpeningRow | undefined> {
  const [row] = await db.update(o).set(values).where(eq(o.employmentUid, employmentUid)).returning()
  return row
}
