import { z } from 'zod'
import { blankToUndefined, calendarDateString, hongKongToday } from './form-values'
import { tk } from './i18n-keys'

// The dates an employment record can carry (issue 22): contracts, leave, payroll and settlements.

/** The earliest date an employment record may carry (contracts, leave, payroll, settlements). */
export const EARLIEST_EMPLOYMENT_DATE = '2000-01-01'

/** How far ahead an employment date may be: 2 years, or 5 for a contract's end. */
export type YearsAhead = 0 | 2 | 5

const TOO_EARLY = tk('Enter a date in 2000 or later.')
const TOO_LATE: Record<YearsAhead, string> = {
  0: tk('This date cannot be in the future.'),
  2: tk('Enter a date no more than 2 years from today.'),
  5: tk('Enter a date no more than 5 years from today.'),
}

const WINDOW_DESCRIPTIONS: Record<YearsAhead, string> = {
  0: 'A date from 2000-01-01 up to today in Hong Kong.',
  2: 'A date from 2000-01-01 up to 2 years after today in Hong Kong.',
  5: 'A date from 2000-01-01 up to 5 years after today in Hong Kong.',
}

/** Today in Hong Kong, `years` later ("2028-11-28"; from 29 Feb a string that still compares). */
export function yearsFromToday(years: number, now = new Date()): string {
  const today = hongKongToday(now)
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`
}

/** The years 2000–2099, what a document can say of the window (its upper end is relative). */
const WINDOW_PATTERN = '^20[0-9]{2}-[0-9]{2}-[0-9]{2}$'
/** The same where a blank is "not given" (the field may be left out). */
const WINDOW_OR_BLANK_PATTERN = '^(20[0-9]{2}-[0-9]{2}-[0-9]{2})?$'

/**
 * A calendar date an employment record can carry (issue 22): from 2000, and at most `yearsAhead`
 * years after today in Hong Kong (0: not in the future). A year 9999 or 1900 is a typing mistake
 * that the labour rules cannot calculate. `blankAllowed`: the document shows that a blank is
 * accepted (as "not given", by the caller's preprocess).
 */
export function employmentDateString(
  yearsAhead: YearsAhead,
  message?: string,
  blankAllowed = false,
) {
  return calendarDateString(message)
    .refine((value) => value >= EARLIEST_EMPLOYMENT_DATE, { message: TOO_EARLY, abort: true })
    .refine((value) => value <= yearsFromToday(yearsAhead), TOO_LATE[yearsAhead])
    .meta({
      format: 'date',
      pattern: blankAllowed ? WINDOW_OR_BLANK_PATTERN : WINDOW_PATTERN,
      description: WINDOW_DESCRIPTIONS[yearsAhead],
    })
}

/** `requiredDate` within the employment window (`employmentDateString`). */
export function requiredEmploymentDate(message: string, yearsAhead: YearsAhead = 2) {
  return z.preprocess(blankToUndefined, employmentDateString(yearsAhead, message))
}

/** An employment date that may be left out (blank or null: not given). */
export function optionalEmploymentDate(yearsAhead: YearsAhead = 2) {
  return z.preprocess(
    blankToUndefined,
    employmentDateString(yearsAhead, undefined, true).optional(),
  )
}
