// Wage levels (FDH Minimum Allowable Wage, Statutory Minimum Wage), the 12-month averages of
// EO s.2 / spec §5 and partial-month proration (spec §11.2).

import { constantOn } from './constants'
import {
  assertDate,
  completedMonths,
  daysInclusive,
  daysInMonth,
  monthPeriodEnd,
  addDays,
} from './dates'
import { add, compare, div, min, mul, ratio, roundHalfUp, toNumber, type Ratio } from './rational'
import type { EmployeeType } from './types'
import { assertCents, assertCount, assertOneOf, LabourInputError } from './validation'
import { minimumAllowableWage, type MinimumAllowableWage } from './minimum-wage'

export {
  checkPostingBudget,
  minimumAllowableWage,
  type MinimumAllowableWage,
  type PostingWageCheck,
} from './minimum-wage'

/** How the helper is fed (SEC cl.5(b), spec §1.1): free food, or a cash food allowance. */
export type FoodOption = 'free_food' | 'allowance'

export const FOOD_OPTIONS: readonly FoodOption[] = ['free_food', 'allowance']

export type MinimumAllowableWageCheckInput = {
  /** The contract's signing date, which picks the MAW row (spec §1.1). */
  signedOn: string
  monthlyWageCents: number
  foodOption: FoodOption
  /**
   * The food allowance stated in the contract. Required with 'allowance'. With 'free_food' the
   * contract must still state it (spec §1.1); pass it to check it, or leave it out to check the
   * wage only.
   */
  foodAllowanceCents?: number
}

export type MinimumAllowableWageCheck = {
  /** True when neither the wage nor the (stated) food allowance is below the minimum. */
  ok: boolean
  /** How far the wage is below the MAW; 0 when it is not. */
  shortfallWageCents: number
  /** How far the food allowance is below the minimum; 0 when it is not, or was not given. */
  shortfallFoodCents: number
  /** The MAW row in force on the signing date. */
  applicable: MinimumAllowableWage
}

/**
 * Checks a contract against the MAW and minimum food allowance in force on its signing date
 * (spec §1.3: wage ≥ MAW; stated food allowance ≥ the minimum, even when free food is given).
 * The ImmD grace period for contracts signed just before a new level is not checked. Throws a
 * RangeError for invalid cents, an unknown food option, a missing allowance with 'allowance',
 * or a signing date before 2016-10-01.
 */
export function checkMinimumAllowableWage(
  input: MinimumAllowableWageCheckInput,
): MinimumAllowableWageCheck {
  assertCents(input.monthlyWageCents, 'monthlyWageCents')
  assertOneOf(input.foodOption, FOOD_OPTIONS, 'foodOption')
  const food = input.foodAllowanceCents
  if (food !== undefined) assertCents(food, 'foodAllowanceCents')
  else if (input.foodOption === 'allowance') {
    throw new LabourInputError("foodAllowanceCents is required when foodOption is 'allowance'")
  }
  const applicable = minimumAllowableWage(input.signedOn)
  const shortfallWageCents = Math.max(0, applicable.monthlyWageCents - input.monthlyWageCents)
  const shortfallFoodCents =
    food === undefined ? 0 : Math.max(0, applicable.foodAllowanceCents - food)
  return {
    ok: shortfallWageCents === 0 && shortfallFoodCents === 0,
    shortfallWageCents,
    shortfallFoodCents,
    applicable,
  }
}

/**
 * The warnings payrollMonth and terminationSettlement add for an FDH contract below the MAW of
 * its signing date (spec §1.3): 'wage_below_minimum_allowable_wage' and, when a cash food
 * allowance is paid, 'food_allowance_below_minimum'. Nothing for other employee types, or
 * without a signing date. A food allowance of 0 is read as free food, whose stated allowance
 * the engine does not know.
 */
export function minimumAllowableWageWarnings(input: {
  employeeType: EmployeeType
  contractSignedOn?: string | undefined
  monthlyWageCents: number
  foodAllowanceCents: number
}): string[] {
  if (input.employeeType !== 'fdh' || input.contractSignedOn === undefined) return []
  const paysAllowance = input.foodAllowanceCents > 0
  const check = checkMinimumAllowableWage({
    signedOn: input.contractSignedOn,
    monthlyWageCents: input.monthlyWageCents,
    foodOption: paysAllowance ? 'allowance' : 'free_food',
    ...(paysAllowance ? { foodAllowanceCents: input.foodAllowanceCents } : {}),
  })
  const warnings: string[] = []
  if (check.shortfallWageCents > 0) warnings.push('wage_below_minimum_allowable_wage')
  if (check.shortfallFoodCents > 0) warnings.push('food_allowance_below_minimum')
  return warnings
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
    throw new LabourInputError('disregardedDays cannot exceed calendarDays')
  }
  if (input.disregardedWagesCents > input.wagesCents) {
    throw new LabourInputError('disregardedWagesCents cannot exceed wagesCents')
  }
  if (input.disregardedDays === input.calendarDays) {
    throw new LabourInputError(
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

/**
 * How a breakdown line names the proration method it used (spec §11.2: offer /30 and
 * × 12/365 as settings and "label the output clearly").
 */
export const PRORATION_RULES: Readonly<Record<ProrationMethod, string>> = {
  calendar_days: 'prorated by calendar days (spec §11.2)',
  thirty_days: 'prorated by a 30-day month, ÷ 30 (spec §11.2)',
  annualised: 'prorated by × 12/365 a day (spec §11.2)',
}

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
    throw new LabourInputError('daysEmployed exceeds the days of the month')
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
