import { tk } from '@hearth/shared/i18n-keys'
import { AppError } from './errors'

/**
 * The seam to `@hearth/hk-labour`. The engine throws a `RangeError` for input it cannot
 * calculate, with an English message for developers that names the engine's field
 * (`terminationDate (2025-01-01) is before employmentStart (2025-03-01)`). A caller gets a 400
 * `invalid` in their own language instead of a 500; the engine's message goes to no one.
 */
const KINDS: [RegExp, string][] = [
  [/\) is before /, tk('An end date is before its start date.')],
  [
    /YYYY-MM-DD date|YYYY-MM month|is not a calendar date|must name a calendar month/,
    tk('This date is not a valid calendar date.'),
  ],
  [
    /holiday data cover|rule is known for|does not cover/,
    tk('These dates fall outside the period the employment rules cover.'),
  ],
  [/overlap|twice|two \w+ records/, tk('Two records cover the same day or month.')],
  [
    /must be one of|needs a|is required|needs averageMonthlyWagesCents|half day/,
    tk('A required choice is missing or not allowed.'),
  ],
  [
    /cents|whole number|finite number|exceed|disregarded/,
    tk('An amount or a number of days is not valid.'),
  ],
]

const FALLBACK = tk('These details cannot be calculated. Check the dates and amounts.')

/** The engine's field at the start of its message: `monthlyWageCents must …`, `leave.from (…`. */
const LEADING_FIELD = /^([A-Za-z][\w.]*) (?:must|is|cannot|exceeds|\()/

/**
 * Turns an engine `RangeError` into `AppError('invalid')`. `fields` maps the engine's field
 * names to the request's (`{ terminationDate: 'termination_date' }`), so a form can show the
 * message under its input; an unmapped field gives only `detail`.
 */
export function labourInputError(
  error: RangeError,
  fields: Readonly<Record<string, string>> = {},
): AppError {
  const message = KINDS.find(([pattern]) => pattern.test(error.message))?.[1] ?? FALLBACK
  const engineField = LEADING_FIELD.exec(error.message)?.[1]
  const field = engineField === undefined ? undefined : fields[engineField]
  return new AppError('invalid', message, field ? { fields: { [field]: [message] } } : {})
}

/**
 * Runs an hk-labour calculation: its result, or for input the engine refuses an
 * `AppError('invalid')` (see `labourInputError`). Any other error is a bug and stays a 500.
 *
 *     const settlement = runLabour(() => calculateTermination(input), {
 *       terminationDate: 'termination_date',
 *     })
 */
export function runLabour<T>(calculate: () => T, fields?: Readonly<Record<string, string>>): T {
  try {
    return calculate()
  } catch (error) {
    if (error instanceof RangeError) throw labourInputError(error, fields)
    throw error
  }
}

/**
 * A breakdown line's `rule` as users read it: the legal citation and the method, without the
 * engine's notes to developers — its confidence tags (`[UNCONFIRMED]`) and references to
 * Hearth's own rule book (`(spec §11.2)`).
 *
 *     citationOf('EO s.23; prorated by calendar days (spec §11.2)') // 'EO s.23; prorated by calendar days'
 */
export function citationOf(rule: string): string {
  return rule
    .replace(/\s*\[(?:OFFICIAL|SECONDARY|UNCONFIRMED|PRACTICE)\]/g, '')
    .replace(/\s*\(spec §[\d.]+\)/g, '')
    .trim()
}
