/** The largest value of a PostgreSQL `integer` (serial) id column. */
export const MAX_ROW_ID = 2_147_483_647

/**
 * Whether `id` could name a stored row. The API accepts any positive integer in a path (its
 * document allows up to 2^53 − 1); one past the column's range names nothing, so it is a 404,
 * never a query the database refuses (issue 26).
 */
export function isStoredRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID
}
