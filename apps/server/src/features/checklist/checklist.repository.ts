import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { checklistProgress, checklistSteps, checklistSubItems } from '../../db/schema'

export type ChecklistStepRow = typeof checklistSteps.$inferSelect
export type ChecklistSubItemRow = typeof checklistSubItems.$inferSelect

/**
 * Makes sure the user's progress row exists and locks it for the rest of the transaction
 * (an upsert that always updates takes the row lock), so one user's writes run in turn.
 */
export async function lockProgress(db: Db, userUid: string, now: Date): Promise<void> {
  await db
    .insert(checklistProgress)
    .values({ userUid, startDate: null, updatedAt: now })
    .onConflictDoUpdate({ target: checklistProgress.userUid, set: { updatedAt: now } })
}

export async function findProgress(db: Db, userUid: string) {
  const [row] = await db
    .select()
    .from(checklistProgress)
    .where(eq(checklistProgress.userUid, userUid))
  return row
}

export function findSteps(db: Db, userUid: string): Promise<ChecklistStepRow[]> {
  return db.select().from(checklistSteps).where(eq(checklistSteps.userUid, userUid))
}

export function findSubItems(db: Db, userUid: string): Promise<ChecklistSubItemRow[]> {
  return db.select().from(checklistSubItems).where(eq(checklistSubItems.userUid, userUid))
}

export async function updateStartDate(
  db: Db,
  userUid: string,
  startDate: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(checklistProgress)
    .set({ startDate, updatedAt: now })
    .where(eq(checklistProgress.userUid, userUid))
}

export async function markSubItemDone(
  db: Db,
  row: typeof checklistSubItems.$inferInsert,
): Promise<void> {
  await db.insert(checklistSubItems).values(row).onConflictDoNothing()
}

export async function markSubItemUndone(
  db: Db,
  userUid: string,
  itemId: string,
  subItemId: string,
): Promise<void> {
  await db
    .delete(checklistSubItems)
    .where(
      and(
        eq(checklistSubItems.userUid, userUid),
        eq(checklistSubItems.itemId, itemId),
        eq(checklistSubItems.subItemId, subItemId),
      ),
    )
}

export async function saveStep(db: Db, row: typeof checklistSteps.$inferInsert): Promise<void> {
  await db
    .insert(checklistSteps)
    .values(row)
    .onConflictDoUpdate({
      target: [checklistSteps.userUid, checklistSteps.itemId],
      set: { status: row.status, completedDate: row.completedDate ?? null },
    })
}
