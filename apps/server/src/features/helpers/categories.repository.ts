import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { employerSavedHelpers } from '../../db/schema'
import type { SavedRow } from './helpers.presenter'

// Owns employer_saved_helpers (an employer's categories on helpers).

/** The employer's entries on these helpers, oldest first. */
export async function findSavedForEmployer(
  db: Db,
  employerProfileUid: string,
  helperUids: string[],
): Promise<SavedRow[]> {
  if (helperUids.length === 0) return []
  return db
    .select()
    .from(employerSavedHelpers)
    .where(
      and(
        eq(employerSavedHelpers.employerProfileUid, employerProfileUid),
        inArray(employerSavedHelpers.helperProfileUid, helperUids),
      ),
    )
    .orderBy(asc(employerSavedHelpers.createdAt))
}

/**
 * Adds the entry and, in the same transaction, removes the employer's `opposite` category on the
 * helper. False when the employer already has this category on the helper.
 */
export async function insertSavedReplacingOpposite(
  db: Db,
  entry: typeof employerSavedHelpers.$inferInsert,
  opposite: string | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(employerSavedHelpers)
      .values(entry)
      .onConflictDoNothing()
      .returning({ uid: employerSavedHelpers.uid })
    if (rows.length === 0) return false
    if (opposite) {
      await tx
        .delete(employerSavedHelpers)
        .where(
          and(
            eq(employerSavedHelpers.employerProfileUid, entry.employerProfileUid),
            eq(employerSavedHelpers.helperProfileUid, entry.helperProfileUid),
            eq(employerSavedHelpers.category, opposite),
          ),
        )
    }
    return true
  })
}

/** Removes the entry only when `employerProfileUid` owns it; undefined otherwise. */
export async function deleteSavedForOwner(
  db: Db,
  uid: string,
  employerProfileUid: string,
): Promise<SavedRow | undefined> {
  const [removed] = await db
    .delete(employerSavedHelpers)
    .where(
      and(
        eq(employerSavedHelpers.uid, uid),
        eq(employerSavedHelpers.employerProfileUid, employerProfileUid),
      ),
    )
    .returning()
  return removed
}
