// Every statutory constant, in ONE dated table. Each key holds rows ordered by `effectiveFrom`;
// a lookup takes the latest row in force on the date it is asked about (the contract signing
// date for the FDH wage, otherwise the event date). Never edit a row: add a new one.
// Rows dated 2016-01-01 were already in force then; the engine's tables start in 2016.
// The rows live by topic (`constants-wages.ts`, `constants-leave.ts`, `constants-termination.ts`)
// and their shapes in `constant-types.ts`; this module joins them and answers the lookups.

import type { StatutoryConstants } from './constant-types'
import { LEAVE_CONSTANTS } from './constants-leave'
import { TERMINATION_CONSTANTS } from './constants-termination'
import { WAGE_CONSTANTS } from './constants-wages'
import { rowInForce } from './row-in-force'

export type { Confidence, Dated, HolidayKey, StatutoryConstants } from './constant-types'

export const STATUTORY_CONSTANTS: StatutoryConstants = {
  ...WAGE_CONSTANTS,
  ...LEAVE_CONSTANTS,
  ...TERMINATION_CONSTANTS,
}

/** The row of `key` in force on `date`; throws a RangeError before the first row. */
export function constantEntryOn<K extends keyof StatutoryConstants>(
  key: K,
  date: string,
): StatutoryConstants[K][number] {
  const rows: StatutoryConstants[K][number][] = STATUTORY_CONSTANTS[key]
  return rowInForce(rows, key, date)
}

/** The value of `key` in force on `date`. */
export function constantOn<K extends keyof StatutoryConstants>(
  key: K,
  date: string,
): StatutoryConstants[K][number]['value'] {
  return constantEntryOn(key, date).value
}

/** The newest row of `key`, for rules that do not depend on a date. */
export function latestConstant<K extends keyof StatutoryConstants>(
  key: K,
): StatutoryConstants[K][number]['value'] {
  const rows: StatutoryConstants[K][number][] = STATUTORY_CONSTANTS[key]
  return (rows.at(-1) as StatutoryConstants[K][number]).value
}
