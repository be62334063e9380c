import { z } from 'zod'
import { tk } from './i18n-keys'

// Multipart forms send every value as text, repeated fields as repeated entries and nested lists
// as JSON text (docs/spec/api-conventions.md "Requests"); JSON clients send real types. These helpers accept
// both and hand the rules one shape.

/** '' and null mean "not given". */
export function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value
}

/**
 * Before a number is read from a value: blank is "not given" (as blankToUndefined), text and
 * numbers go on to be read, and anything else (true, a list, an object) becomes NaN, which no
 * number schema accepts (z.coerce.number alone would read true as 1).
 */
export function blankOrNumeric(value: unknown): unknown {
  const given = blankToUndefined(value)
  return given === undefined || typeof given === 'number' || typeof given === 'string'
    ? given
    : Number.NaN
}

/**
 * A JSON number as the text of its amount: 12.34 arrives as the nearest double, and arithmetic
 * in a client (0.1 + 0.2) can leave 12.340000000000002; both mean 12.34. A value further than
 * a millionth of a cent from whole cents keeps its digits, and the pattern refuses it.
 */
export function numberText(value: number): string {
  const cents = Math.round(value * 100)
  return Number.isFinite(value) && Math.abs(value * 100 - cents) < 1e-6
    ? (cents / 100).toFixed(2)
    : String(value)
}

/**
 * How the OpenAPI document shows a money amount in dollars with at most two decimals, sent as a
 * number (JSON) or as text (forms): what `amountToCents` and `signedAmountToCents` accept.
 */
export function moneyAmountMeta(minimum: number, maximum: number) {
  const digits = minimum < 0 ? '^-?' : '^'
  return {
    anyOf: [
      { type: 'number', minimum, maximum, multipleOf: 0.01 },
      { type: 'string', pattern: `${digits}\\d{1,8}(\\.\\d{1,2})?$` },
    ],
  }
}

export function toList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return []
  return Array.isArray(value) ? value.filter((item) => item !== '') : [value]
}

export function parseJsonList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return []
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

export const FormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1')

/** A calendar date `YYYY-MM-DD` that exists. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Today's calendar date in Hong Kong (UTC+8, no daylight saving). */
export function hongKongToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Completed years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(birthdate: string, day: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

// Field builders for form schemas: each accepts multipart text and JSON values alike.

export function requiredChoice<T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }))
}

export function optionalChoice<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: tk('Choose one of the options.') }).optional(),
  )
}

export function requiredText(message: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .min(1, { message, abort: true })
      .max(max, tk('This text is too long.')),
  )
}

export function optionalText(max: number) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? undefined : blankToUndefined(value),
    z.string().trim().max(max, tk('This text is too long.')).optional(),
  )
}

/**
 * A `YYYY-MM-DD` text that is a real calendar date. The OpenAPI document shows it as
 * `format: date`, so a generated client knows what the server checks (issue 26).
 */
export function calendarDateString(message: string = tk('Enter a date as YYYY-MM-DD.')) {
  return z
    .string({ error: message })
    .refine(isCalendarDate, { message: tk('Enter a date as YYYY-MM-DD.'), abort: true })
    .meta({ format: 'date' })
}

export function requiredDate(message: string) {
  return z.preprocess(blankToUndefined, calendarDateString(message))
}

export function optionalDate() {
  return z.preprocess(blankToUndefined, calendarDateString().optional())
}

export function choiceList<T extends readonly [string, ...string[]]>(
  values: T,
  max: number,
  maxMessage: string,
) {
  return z.preprocess(
    toList,
    z
      .array(z.enum(values, { error: tk('Choose one of the options.') }))
      .max(max, maxMessage)
      .refine(
        (items) => new Set(items).size === items.length,
        tk('Each option can be chosen once.'),
      )
      .meta({ uniqueItems: true }),
  )
}

export function wholeNumber(
  requiredMessage: string,
  min: number,
  max: number,
  rangeMessage: string,
) {
  return z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: requiredMessage })
      .int(rangeMessage)
      .min(min, rangeMessage)
      .max(max, rangeMessage),
  )
}
