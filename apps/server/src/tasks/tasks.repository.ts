import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { backgroundTasks } from '../db/schema'

export type TaskRow = typeof backgroundTasks.$inferSelect
export type NewTask = typeof backgroundTasks.$inferInsert

/** The new task's id, or undefined when a task with the same unique key already exists. */
export async function insertTask(db: Db, task: NewTask): Promise<number | undefined> {
  const [row] = await db
    .insert(backgroundTasks)
    .values(task)
    .onConflictDoNothing({ target: backgroundTasks.uniqueKey })
    .returning({ id: backgroundTasks.id })
  return row?.id
}

export async function findTask(db: Db, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(backgroundTasks).where(eq(backgroundTasks.id, id))
  return row
}

/**
 * Leases up to `limit` due tasks to `token` until `lockedUntil`, counting an attempt each.
 * `SKIP LOCKED` lets processes that claim at the same moment take different rows instead of
 * waiting; a row whose lease ran out (its process died) is due again.
 */
export async function claimDueTasks(
  db: Db,
  claim: {
    names: readonly string[]
    now: Date
    lockedUntil: Date
    token: string
    limit: number
    ids?: readonly number[]
  },
): Promise<TaskRow[]> {
  const t = backgroundTasks
  if (claim.names.length === 0 || claim.ids?.length === 0) return []
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        isNull(t.doneAt),
        isNull(t.failedAt),
        lte(t.runAt, claim.now),
        or(isNull(t.lockedUntil), lte(t.lockedUntil, claim.now)),
        lt(t.attempts, t.maxAttempts),
        inArray(t.name, [...claim.names]),
        claim.ids ? inArray(t.id, [...claim.ids]) : undefined,
      ),
    )
    .orderBy(asc(t.runAt), asc(t.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(t)
    .set({
      attempts: sql`${t.attempts} + 1`,
      lockedUntil: claim.lockedUntil,
      lockedBy: claim.token,
    })
    .where(inArray(t.id, due))
    .returning()
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id)
}

function heldBy(id: number, token: string) {
  return and(eq(backgroundTasks.id, id), eq(backgroundTasks.lockedBy, token))
}

/** False when the lease was lost (it ran out and another process took the task). */
export async function completeTask(
  db: Db,
  lease: { id: number; token: string },
  now: Date,
  erasePayload: boolean,
): Promise<boolean> {
  const rows = await db
    .update(backgroundTasks)
    .set({
      doneAt: now,
      lockedUntil: null,
      lockedBy: null,
      ...(erasePayload ? { payload: {} } : {}),
    })
    .where(heldBy(lease.id, lease.token))
    .returning({ id: backgroundTasks.id })
  return rows.length > 0
}

export async function retryTaskLater(
  db: Db,
  lease: { id: number; token: string },
  runAt: Date,
  error: string,
): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({ runAt, lockedUntil: null, lockedBy: null, lastError: error })
    .where(heldBy(lease.id, lease.token))
}

export async function abandonTask(
  db: Db,
  lease: { id: number; token: string },
  now: Date,
  error: string,
  erasePayload: boolean,
): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({
      failedAt: now,
      lockedUntil: null,
      lockedBy: null,
      lastError: error,
      ...(erasePayload ? { payload: {} } : {}),
    })
    .where(heldBy(lease.id, lease.token))
}

/**
 * Tasks whose last attempt's lease ran out with no attempt left (each attempt killed its
 * process): they will never be claimed again, so they are marked failed for an operator.
 */
export async function abandonExhaustedTasks(db: Db, now: Date): Promise<number> {
  const t = backgroundTasks
  const rows = await db
    .update(t)
    .set({
      failedAt: now,
      lockedUntil: null,
      lockedBy: null,
      lastError: sql`coalesce(${t.lastError} || ' / ', '') || 'the lease ran out on the last attempt'`,
    })
    .where(
      and(
        isNull(t.doneAt),
        isNull(t.failedAt),
        sql`${t.attempts} >= ${t.maxAttempts}`,
        lte(t.lockedUntil, now),
      ),
    )
    .returning({ id: t.id })
  return rows.length
}

export async function deleteTasksDoneBefore(db: Db, before: Date): Promise<void> {
  await db.delete(backgroundTasks).where(lt(backgroundTasks.doneAt, before))
}
