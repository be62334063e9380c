import { and, gt, or, sql, type Column, type SQL } from 'drizzle-orm'

/** Where a newest-first (updated_at desc, uid asc) walk stopped: the last row's time and uid. */
export type NewestFirstCursor = { at: string; uid: string }

/**
 * The rows after `cursor` in newest-first order (updated_at desc, uid asc), or no condition at
 * the start. Bounded by `updated_at <=` so that an index scan starts at the cursor, not at the top.
 */
export function afterNewestFirst(
  updatedAt: Column,
  uid: Column,
  cursor: NewestFirstCursor | null,
): SQL | undefined {
  if (!cursor) return undefined
  return and(
    sql`${updatedAt} <= ${cursor.at}::timestamptz`,
    or(sql`${updatedAt} < ${cursor.at}::timestamptz`, gt(uid, cursor.uid)),
  )
}
