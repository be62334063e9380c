// The lookup behind every dated table (`constants.ts`), on its own so that a module needing one
// table (`minimum-wage.ts`) does not pull in all of them.

import { assertDate } from './dates'
import { LabourInputError } from './validation'

/** The last of `rows` (ordered by `effectiveFrom`) in force on `date`; a RangeError before the first. */
export function rowInForce<Row extends { effectiveFrom: string }>(
  rows: readonly Row[],
  key: string,
  date: string,
): Row {
  assertDate(date)
  const row = rows.filter((entry) => entry.effectiveFrom <= date).at(-1)
  if (!row) {
    throw new LabourInputError(
      `no ${key} rule is known for ${date} (the table starts ${rows[0]?.effectiveFrom})`,
    )
  }
  return row
}
