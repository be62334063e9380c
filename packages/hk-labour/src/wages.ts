// Wage levels (FDH Minimum Allowable Wage, Statutory Minimum Wage), the 12-month averages of
// EO s.2 / spec §5 and partial-month proration (spec §11.2).

import { constantEntryOn, constantOn } from './constants'
import {
  assertDate,
  completedMonths,
  daysInclusive,
  daysInMonth,
  monthPeriodEnd,
  addDays,
} from './dates'
import { add, compare, div, min, mul, ratio, roundHalfUp, toNumber, type Ratio } from './rational'
import { assertCents, assertCount, assertOneOf } from './validation'

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
  const entry = constantEntryOn('fdhMinimumAllowableWage', signedOn)
  return {
    monthlyWageCents: entry.value.monthlyWageCents,
    foodAllowanceCents: entry.value.foodAllowanceCents,
    effectiveFrom: entry.effectiveFrom,
  }
}

/** Statutory Minimum Wage per hour (Cap. 608; not for live-in domestic workers), spec §11.4. */
export function statutoryMinimumHourlyWage(date: string): number {
  assertDate(date)
  return constantOn('statutoryMinimumWage', date).hourlyCents
}

export type AverageDailyWageInput = {
  /** W: wages earned in the calculation period. */
  wagesCents: number
  /** D: calendar days in the period. */
  calendarDays: number
  /** Dd: days of disregarded periods (unpaid or not fully paid days). */
  disregardedDays: number
  /** Wd: wages paid for those disregarded days. */
  disregardedWagesCents: number
}

function assertAdwInput(input: AverageDailyWageInput): void {
  assertCents(input.wagesCents, 'wagesCents')
  assertCount(input.calendarDays, 'calendarDays')
  assertCount(input.disregardedDays, 'disregardedDays')
  assertCents(input.disregardedWagesCents, 'disregardedWagesCents')
  if (input.disregardedDays > input.calendarDays) {
    throw new RangeError('disregardedDays cannot exceed calendarDays')
  }
  if (input.disregardedWagesCents > input.wagesCents) {
    throw new RangeError('disregardedWagesCents cannot exceed wagesCents')
  }
  if (input.disregardedDays === input.calendarDays) {
    throw new RangeError(
      "ADW is impracticable: every day of the period is disregarded (use a comparable employee's ADW, spec §5.2)",
    )
  }
}

/** ADW = (W − Wd) / (D − Dd) as an exact fraction of cents. */
export function averageDailyWageRatio(input: AverageDailyWageInput): Ratio {
  assertAdwInput(input)
  return ratio(
    input.wagesCents - input.disregardedWagesCents,
    input.calendarDays - input.disregardedDays,
  )
}

/**
 * Average daily wages, EO s.2 (spec §5.1): (W − Wd) / (D − Dd), in cents, NOT rounded.
 * Throws a RangeError for negative or inconsistent figures, or when every day is disregarded.
 */
export function averageDailyWage(input: AverageDailyWageInput): number {
  return toNumber(averageDailyWageRatio(input))
}

/** Months between two dates (both included) as whole month periods plus a fraction. */
export function monthsInPeriod(from: string, to: string): Ratio {
  const whole = completedMonths(from, to)
  const restStart = addDays(monthPeriodEnd(from, whole), 1)
  const rest = daysInclusive(restStart, to)
  const nextLength = daysInclusive(restStart, monthPeriodEnd(from, whole + 1))
  return add(ratio(whole), ratio(rest, nextLength))
}

/**
 * How disregarded days become months for average monthly wages (spec §5.4):
 * 'calendar_months' (default, [PRACTICE]): months in the period × (D − Dd) / D, so a fixed
 * wage with nothing disregarded averages to exactly that wage; 'days_12_over_365'
 * ([UNCONFIRMED] third-party convention): (D − Dd) × 12 / 365.
 */
export type AverageMonthlyWageMethod = 'calendar_months' | 'days_12_over_365'

export type AverageMonthlyWageInput = AverageDailyWageInput & {
  periodStart: string
  periodEnd: string
}

export function averageMonthlyWagesRatio(
  input: AverageMonthlyWageInput,
  method: AverageMonthlyWageMethod = 'calendar_months',
): Ratio {
  assertOneOf(method, ['calendar_months', 'days_12_over_365'], 'method')
  const adw = averageDailyWageRatio(input)
  const paidDays = ratio(input.calendarDays - input.disregardedDays)
  const months =
    method === 'calendar_months'
      ? mul(
          monthsInPeriod(input.periodStart, input.periodEnd),
          div(paidDays, ratio(input.calendarDays)),
        )
      : mul(paidDays, ratio(12, 365))
  return div(mul(adw, paidDays), months)
}

/**
 * Average monthly wages over the 12-month period (EO s.7, spec §5.4), in cents, not rounded.
 * Used for wages in lieu of notice expressed in months and the SP/LSP election.
 */
export function averageMonthlyWages(
  input: AverageMonthlyWageInput,
  method: AverageMonthlyWageMethod = 'calendar_months',
): number {
  assertDate(input.periodStart, 'periodStart')
  assertDate(input.periodEnd, 'periodEnd')
  return toNumber(averageMonthlyWagesRatio(input, method))
}

/**
 * How a monthly amount is turned into a daily one for partial months and absence (spec §11.2):
 * 'calendar_days' (default [PRACTICE], the Government SEC guidance), 'thirty_days' or
 * 'annualised' (× 12 / 365).
 */
export type ProrationMethod = 'calendar_days' | 'thirty_days' | 'annualised'

export const PRORATION_METHODS: readonly ProrationMethod[] = [
  'calendar_days',
  'thirty_days',
  'annualised',
]

/** The daily share of a monthly amount in a given month. */
export function dailyShare(
  monthlyCents: number,
  year: number,
  month: number,
  method: ProrationMethod,
): Ratio {
  const monthly = ratio(monthlyCents)
  if (method === 'thirty_days') return div(monthly, ratio(30))
  if (method === 'annualised') return mul(monthly, ratio(12, 365))
  return div(monthly, ratio(daysInMonth(year, month)))
}

/** A monthly amount for `days` of a month (a whole month always gets the full amount). */
export function proratedMonthlyRatio(
  monthlyCents: number,
  days: Ratio,
  year: number,
  month: number,
  method: ProrationMethod,
): Ratio {
  const full = ratio(monthlyCents)
  if (compare(days, ratio(daysInMonth(year, month))) >= 0) return full
  return min(full, mul(dailyShare(monthlyCents, year, month, method), days))
}

/**
 * A monthly wage prorated to `daysEmployed` days of a month, rounded half-up to the cent
 * (spec §11.2). Throws a RangeError for negative cents or days outside the month.
 */
export function proratedMonthlyWage(input: {
  monthlyCents: number
  year: number
  month: number
  daysEmployed: number
  method?: ProrationMethod
}): number {
  assertCents(input.monthlyCents, 'monthlyCents')
  assertDate(
    `${String(input.year).padStart(4, '0')}-${String(input.month).padStart(2, '0')}-01`,
    'year/month',
  )
  assertCount(input.daysEmployed, 'daysEmployed')
  const method = input.method ?? 'calendar_days'
  assertOneOf(method, PRORATION_METHODS, 'method')
  if (input.daysEmployed > daysInMonth(input.year, input.month)) {
    throw new RangeError('daysEmployed exceeds the days of the month')
  }
  return roundHalfUp(
    proratedMonthlyRatio(
      input.monthlyCents,
      ratio(input.daysEmployed),
      input.year,
      input.month,
      method,
    ),
  )
}
