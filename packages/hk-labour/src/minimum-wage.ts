// The FDH Minimum Allowable Wage by signing date, and a job posting's budget against it: the
// part of `wages.ts` the web client's forms need, kept apart so that they load one table
// (`constants-wages.ts`) rather than every statutory constant. `wages.ts` re-exports both.

import { WAGE_CONSTANTS } from './constants-wages'
import { assertDate } from './dates'
import { rowInForce } from './row-in-force'
import { assertCount } from './validation'

export type MinimumAllowableWage = {
  monthlyWageCents: number
  foodAllowanceCents: number
  /** The first contract signing date this level applies to. */
  effectiveFrom: string
}

/**
 * The FDH Minimum Allowable Wage and minimum food allowance for a contract signed on
 * `signedOn` (spec §1.2: the level in force on the signing date; running contracts are not
 * uplifted). Throws a RangeError for a malformed date or one before 2016-10-01.
 */
export function minimumAllowableWage(signedOn: string): MinimumAllowableWage {
  assertDate(signedOn, 'signedOn')
  const entry = rowInForce(
    WAGE_CONSTANTS.fdhMinimumAllowableWage,
    'fdhMinimumAllowableWage',
    signedOn,
  )
  return {
    monthlyWageCents: entry.value.monthlyWageCents,
    foodAllowanceCents: entry.value.foodAllowanceCents,
    effectiveFrom: entry.effectiveFrom,
  }
}

/** Where a job posting's monthly budget stands against the MAW of a contract signed `on`. */
export type PostingWageCheck = {
  /** `below`: every wage of the range is below it; `straddles`: some are; `meets`: none are. */
  standing: 'below' | 'straddles' | 'meets'
  level: MinimumAllowableWage
}

/**
 * A posting for a helper offers a monthly budget (whole HK$, either bound optional) before any
 * contract exists; a contract signed `on` that day must reach the MAW in force (spec §1.2). A range
 * wholly below it cannot lead to a lawful contract; one that straddles it only at its upper part.
 * No bound at all says nothing: `meets`. Throws a RangeError as `minimumAllowableWage` does.
 */
export function checkPostingBudget(input: {
  on: string
  lowerHkd?: number | undefined
  upperHkd?: number | undefined
}): PostingWageCheck {
  const level = minimumAllowableWage(input.on)
  const bound = (value: number | undefined, name: string) => {
    if (value === undefined) return undefined
    assertCount(value, name)
    return value * 100
  }
  const lower = bound(input.lowerHkd, 'lowerHkd')
  const upper = bound(input.upperHkd, 'upperHkd')
  const wage = level.monthlyWageCents
  let standing: PostingWageCheck['standing'] = 'meets'
  if (upper !== undefined && upper < wage) standing = 'below'
  else if (lower !== undefined && lower < wage) standing = 'straddles'
  return { standing, level }
}
