// Builds the ADW input of spec §5.1 from monthly wage records and disregarded periods over the
// 12-month calculation period before a "specified date".

import {
  addDays,
  assertDate,
  assertOrder,
  daysInclusive,
  daysInMonth,
  earlierOf,
  firstOfMonth,
  lastOfMonth,
  laterOf,
  monthOf,
  parseMonthKey,
  yearOf,
  dateOf,
} from './dates'
import { mul, ratio, roundHalfUp } from './rational'
import type { AverageDailyWageInput } from './wages'
import { assertCents, assertOneOf, LabourInputError } from './validation'

/** Wages earned in one calendar month (`YYYY-MM`), including pay for disregarded days. */
export type MonthlyWageRecord = { month: string; wagesCents: number }

/** Days not paid, or not paid in full, with what was paid for them (spec §5.2). */
export type DisregardedPeriod = { from: string; to: string; wagesCents: number }

/**
 * The calculation period (spec §5.1): 'calendar_months_before_month' (default, [UNCONFIRMED]
 * LD Appendix 1 reading): the 12 complete calendar months before the month of the specified
 * date; 'rolling_12_months': the 12 months ending the day before the specified date.
 */
export type AdwConvention = 'calendar_months_before_month' | 'rolling_12_months'

export const ADW_CONVENTIONS: readonly AdwConvention[] = [
  'calendar_months_before_month',
  'rolling_12_months',
]

export type AverageDailyWageWindow = AverageDailyWageInput & {
  /** First and last day of the calculation period; null when the period is empty. */
  periodStart: string | null
  periodEnd: string | null
}

export type AverageDailyWageWindowInput = {
  specifiedDate: string
  employmentStart: string
  /** Last day of employment, when it has ended (bounds the days a final record covers). */
  employmentEnd?: string
  wageRecords: readonly MonthlyWageRecord[]
  disregardedPeriods?: readonly DisregardedPeriod[]
  convention?: AdwConvention
}

function rollingStart(specifiedDate: string): string {
  const year = yearOf(specifiedDate) - 1
  const month = monthOf(specifiedDate)
  const day = Number(specifiedDate.slice(8))
  // 29 Feb has no twin a year earlier: the period then starts on 1 March.
  return day > daysInMonth(year, month) ? dateOf(year, 3, 1) : dateOf(year, month, day)
}

/** The calculation period, clipped to the employment; null when it is empty. */
export function calculationPeriod(
  specifiedDate: string,
  employmentStart: string,
  convention: AdwConvention = 'calendar_months_before_month',
): { start: string; end: string } | null {
  const rolling = {
    start: laterOf(rollingStart(specifiedDate), employmentStart),
    end: addDays(specifiedDate, -1),
  }
  if (convention === 'calendar_months_before_month') {
    const year = yearOf(specifiedDate)
    const month = monthOf(specifiedDate)
    const end = addDays(firstOfMonth(year, month), -1)
    const start = laterOf(firstOfMonth(year - 1, month), employmentStart)
    // Employed only since the specified date's month: use the days actually served [PRACTICE].
    if (start <= end) return { start, end }
  }
  return rolling.start <= rolling.end ? rolling : null
}

function overlapDays(from: string, to: string, start: string, end: string): number {
  return daysInclusive(laterOf(from, start), earlierOf(to, end))
}

function assertPeriods(periods: readonly DisregardedPeriod[]): void {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from))
  sorted.forEach((period, index) => {
    assertOrder(period.from, period.to, 'disregardedPeriods.from', 'disregardedPeriods.to')
    assertCents(period.wagesCents, 'disregardedPeriods.wagesCents')
    const previous = sorted[index - 1]
    if (previous && period.from <= previous.to) {
      throw new LabourInputError(
        `disregarded periods overlap: ${previous.from}–${previous.to} and ${period.from}–${period.to}`,
      )
    }
  })
}

function assertRecords(records: readonly MonthlyWageRecord[]): void {
  const seen = new Set<string>()
  for (const record of records) {
    parseMonthKey(record.month, 'wageRecords.month')
    assertCents(record.wagesCents, 'wageRecords.wagesCents')
    if (seen.has(record.month)) throw new LabourInputError(`two wage records for ${record.month}`)
    seen.add(record.month)
  }
}

/**
 * The ADW input over the calculation period before `specifiedDate`. A record or period that
 * straddles the period boundary counts in proportion to its calendar days inside the period,
 * rounded half-up to the cent (the only rounding before the final figure). A wage record for
 * the first or last month of employment is spread over the days employed in that month. Throws a
 * RangeError for malformed dates, duplicate months, overlapping periods or negative cents.
 */
export function buildAverageDailyWageInput(
  input: AverageDailyWageWindowInput,
): AverageDailyWageWindow {
  assertDate(input.specifiedDate, 'specifiedDate')
  assertOrder(input.employmentStart, input.specifiedDate, 'employmentStart', 'specifiedDate')
  if (input.employmentEnd !== undefined) {
    assertOrder(input.specifiedDate, input.employmentEnd, 'specifiedDate', 'employmentEnd')
  }
  const convention = input.convention ?? 'calendar_months_before_month'
  assertOneOf(convention, ADW_CONVENTIONS, 'convention')
  assertRecords(input.wageRecords)
  const periods = input.disregardedPeriods ?? []
  assertPeriods(periods)
  const period = calculationPeriod(input.specifiedDate, input.employmentStart, convention)
  if (!period) {
    return {
      wagesCents: 0,
      calendarDays: 0,
      disregardedDays: 0,
      disregardedWagesCents: 0,
      periodStart: null,
      periodEnd: null,
    }
  }
  let wagesCents = 0
  for (const record of input.wageRecords) {
    const { year, month } = parseMonthKey(record.month)
    const monthEnd = lastOfMonth(year, month)
    const covered = {
      from: laterOf(firstOfMonth(year, month), input.employmentStart),
      to: input.employmentEnd === undefined ? monthEnd : earlierOf(monthEnd, input.employmentEnd),
    }
    const inside = overlapDays(covered.from, covered.to, period.start, period.end)
    if (inside > 0) {
      wagesCents += roundHalfUp(
        mul(ratio(record.wagesCents), ratio(inside, daysInclusive(covered.from, covered.to))),
      )
    }
  }
  let disregardedDays = 0
  let disregardedWagesCents = 0
  for (const item of periods) {
    const inside = overlapDays(item.from, item.to, period.start, period.end)
    if (inside > 0) {
      disregardedDays += inside
      disregardedWagesCents += roundHalfUp(
        mul(ratio(item.wagesCents), ratio(inside, daysInclusive(item.from, item.to))),
      )
    }
  }
  return {
    wagesCents,
    calendarDays: daysInclusive(period.start, period.end),
    disregardedDays,
    disregardedWagesCents,
    periodStart: period.start,
    periodEnd: period.end,
  }
}
