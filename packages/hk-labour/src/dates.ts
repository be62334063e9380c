// Pure calendar arithmetic on `YYYY-MM-DD` strings read as Hong Kong calendar dates.
// Nothing here touches `Date`, so the machine's time zone can never shift a day.

import { LabourInputError } from './validation'

export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

type CalendarDate = { year: number; month: number; day: number }

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function parse(date: string, field: string): CalendarDate {
  const match = DATE_PATTERN.exec(date)
  if (!match) throw new LabourInputError(`${field} must be a YYYY-MM-DD date, got '${date}'`)
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new LabourInputError(`${field} is not a calendar date: '${date}'`)
  }
  return { year, month, day }
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0')
}

function format({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/** Throws a RangeError unless `date` is a valid `YYYY-MM-DD` calendar date. */
export function assertDate(date: string, field = 'date'): void {
  parse(date, field)
}

/** Throws a RangeError when `to` is before `from`. */
export function assertOrder(from: string, to: string, fromField: string, toField: string): void {
  assertDate(from, fromField)
  assertDate(to, toField)
  if (to < from) throw new LabourInputError(`${toField} (${to}) is before ${fromField} (${from})`)
}

export function dateOf(year: number, month: number, day: number): string {
  return format({ year, month, day })
}

export function yearOf(date: string): number {
  return parse(date, 'date').year
}

export function monthOf(date: string): number {
  return parse(date, 'date').month
}

/** Days since 1970-01-01 (civil-from-days algorithm, proleptic Gregorian). */
export function toDayNumber(date: string): number {
  const { year, month, day } = parse(date, 'date')
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146097 + dayOfEra - 719468
}

export function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468
  const era = Math.floor(z / 146097)
  const dayOfEra = z - era * 146097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  )
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const mp = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return format({ year, month, day })
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days)
}

/** Number of calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInclusive(from: string, to: string): number {
  return Math.max(0, toDayNumber(to) - toDayNumber(from) + 1)
}

/** ISO weekday: 1 = Monday … 7 = Sunday (the spec's exclude_day_type numbering). */
export function isoWeekday(date: string): IsoWeekday {
  return (((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1) as IsoWeekday
}

export function firstOfMonth(year: number, month: number): string {
  return dateOf(year, month, 1)
}

export function lastOfMonth(year: number, month: number): string {
  return dateOf(year, month, daysInMonth(year, month))
}

export function laterOf(a: string, b: string): string {
  return a > b ? a : b
}

export function earlierOf(a: string, b: string): string {
  return a < b ? a : b
}

/**
 * Last day of the `count`-th month of a period that starts on `start`. A period of months
 * ends the day before the corresponding date, or on the last day of the month when that
 * month has no corresponding date (period from 31 Jan: one month ends 28 or 29 Feb).
 */
export function monthPeriodEnd(start: string, count: number): string {
  const { year, month, day } = parse(start, 'start')
  const index = year * 12 + (month - 1) + count
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  if (day > daysInMonth(targetYear, targetMonth)) return lastOfMonth(targetYear, targetMonth)
  return addDays(dateOf(targetYear, targetMonth, day), -1)
}

/** Whole months of a period starting on `start` that have ended by the end of `asOf`. */
export function completedMonths(start: string, asOf: string): number {
  if (asOf < start) return 0
  const from = parse(start, 'start')
  const to = parse(asOf, 'asOf')
  let count = (to.year - from.year) * 12 + (to.month - from.month)
  while (count > 0 && monthPeriodEnd(start, count) > asOf) count -= 1
  while (monthPeriodEnd(start, count + 1) <= asOf) count += 1
  return count
}

export type ServiceLength = {
  /** Whole years completed. */
  years: number
  /** Days served after the last completed year. */
  extraDays: number
  /** Divisor of the incomplete year: by default the length of the service year in progress
   * (365, or 366 when it contains 29 February); 365 with 'always_365'. */
  daysInServiceYear: number
}

/**
 * The divisor of an incomplete year of service for SP/LSP (spec §8.2, [UNCONFIRMED], open
 * item 5): 'days_in_service_year' (default), 365 or 366 when that service year contains
 * 29 February, which is what the LD calculator is reported to do; 'always_365'.
 */
export type ServiceYearDivisor = 'days_in_service_year' | 'always_365'

export const SERVICE_YEAR_DIVISORS: readonly ServiceYearDivisor[] = [
  'days_in_service_year',
  'always_365',
]

/** Service from `start` to `end`, both included, as whole years plus days of the next year. */
export function serviceLength(
  start: string,
  end: string,
  divisor: ServiceYearDivisor = 'days_in_service_year',
): ServiceLength {
  const years = Math.floor(completedMonths(start, end) / 12)
  const yearStart = addDays(monthPeriodEnd(start, years * 12), 1)
  const nextEnd = monthPeriodEnd(start, (years + 1) * 12)
  return {
    years,
    extraDays: daysInclusive(yearStart, end),
    daysInServiceYear: divisor === 'always_365' ? 365 : daysInclusive(yearStart, nextEnd),
  }
}

/** The `YYYY-MM` key of a date. */
export function monthKey(date: string): string {
  return date.slice(0, 7)
}

/** Parses a `YYYY-MM` key; throws a RangeError when malformed. */
export function parseMonthKey(key: string, field = 'month'): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(key)
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12) {
    throw new LabourInputError(`${field} must be a YYYY-MM month, got '${key}'`)
  }
  return { year: Number(match[1]), month }
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let n = toDayNumber(from); n <= toDayNumber(to); n += 1) days.push(fromDayNumber(n))
  return days
}
