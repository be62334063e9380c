// Annual leave (EO Part VIIIA): entitlement by completed years, balances, and the pro-rata
// leave of the current leave year on termination (EO s.41D, spec §4).

import { constantOn, latestConstant } from './constants'
import { addDays, assertOrder, completedMonths, daysInclusive, monthPeriodEnd } from './dates'
import { ceil, fromNumber, mul, ratio, roundHalfUp, sub, toNumber, type Ratio } from './rational'
import type { BreakdownLine } from './types'
import { assertCount, assertNonNegative, assertOneOf, LabourInputError } from './validation'

/**
 * Paid annual leave days earned on completing a leave year: 7, 7, 8, 9 … 14 for the 1st, 2nd,
 * 3rd, 4th … 9th and later years (EO s.41AA). 0 completed years earn nothing yet. Throws a
 * RangeError unless `completedYearsOfService` is a non-negative whole number.
 */
export function annualLeaveEntitlement(completedYearsOfService: number): number {
  assertCount(completedYearsOfService, 'completedYearsOfService')
  if (completedYearsOfService === 0) return 0
  const scale = latestConstant('annualLeaveDaysByCompletedYear')
  return scale[Math.min(completedYearsOfService, scale.length) - 1] as number
}

export type LeaveYearPosition = {
  /** Leave years completed (each 12 months from the start of employment). */
  completedLeaveYears: number
  currentLeaveYearStart: string
  daysEmployedInLeaveYear: number
  daysInLeaveYear: number
  /** Whole months served in the current leave year. */
  monthsInLeaveYear: number
}

/** Where `asOf` falls in the employment's leave years (leave year = employment year). */
export function leaveYearPosition(employmentStart: string, asOf: string): LeaveYearPosition {
  assertOrder(employmentStart, asOf, 'employmentStart', 'asOf')
  const completedLeaveYears = Math.floor(completedMonths(employmentStart, asOf) / 12)
  const currentLeaveYearStart = addDays(
    monthPeriodEnd(employmentStart, completedLeaveYears * 12),
    1,
  )
  const currentLeaveYearEnd = monthPeriodEnd(employmentStart, (completedLeaveYears + 1) * 12)
  return {
    completedLeaveYears,
    currentLeaveYearStart,
    daysEmployedInLeaveYear: daysInclusive(currentLeaveYearStart, asOf),
    daysInLeaveYear: daysInclusive(currentLeaveYearStart, currentLeaveYearEnd),
    monthsInLeaveYear: completedMonths(currentLeaveYearStart, asOf),
  }
}

/** Leave earned so far in the current leave year, unrounded: entitlement × days / 365 or 366. */
function accruedLeaveRatio(position: LeaveYearPosition): Ratio {
  return mul(
    ratio(annualLeaveEntitlement(position.completedLeaveYears + 1)),
    ratio(position.daysEmployedInLeaveYear, position.daysInLeaveYear),
  )
}

export type AnnualLeaveSummary = {
  completedLeaveYears: number
  /** Days granted by completed leave years plus adjustments. */
  totalAllocatedDays: number
  usedDays: number
  /** Allocated minus used; negative when leave was taken in advance. */
  balanceDays: number
  /** Entitlement of the last completed leave year (0 before the first). */
  lastAllocatedDays: number
  currentLeaveYearStart: string
  /** Pro-rata leave earned in the current leave year, unrounded. */
  accruedToDateDays: number
}

/**
 * Annual leave position on `asOf` from the leave actually taken (may include half days) and
 * any manual adjustments (spec: −365 to 365). Throws a RangeError for bad dates or numbers.
 */
export function annualLeaveSummary(input: {
  employmentStart: string
  asOf: string
  daysTaken: number
  adjustmentDays?: number
}): AnnualLeaveSummary {
  assertNonNegative(input.daysTaken, 'daysTaken')
  const adjustment = input.adjustmentDays ?? 0
  if (!Number.isFinite(adjustment))
    throw new LabourInputError('adjustmentDays must be a finite number')
  const position = leaveYearPosition(input.employmentStart, input.asOf)
  let earned = 0
  for (let year = 1; year <= position.completedLeaveYears; year += 1)
    earned += annualLeaveEntitlement(year)
  const allocated = earned + adjustment
  return {
    completedLeaveYears: position.completedLeaveYears,
    totalAllocatedDays: allocated,
    usedDays: input.daysTaken,
    balanceDays: toNumber(sub(fromNumber(allocated), fromNumber(input.daysTaken))),
    lastAllocatedDays: annualLeaveEntitlement(position.completedLeaveYears),
    currentLeaveYearStart: position.currentLeaveYearStart,
    accruedToDateDays: toNumber(accruedLeaveRatio(position)),
  }
}

/**
 * Rounding of pro-rata days ([UNCONFIRMED], spec §4.3): 'none' (default: keep the fraction),
 * 'two_decimals' (half-up to 0.01 day) or 'up' (to a whole day).
 */
export type ProRataRounding = 'none' | 'two_decimals' | 'up'

/**
 * Scope of the 3-month threshold ([UNCONFIRMED], spec §4.3): 'current_leave_year' (default)
 * or 'total_service'.
 */
export type ProRataThreshold = 'current_leave_year' | 'total_service'

export type ProRataAnnualLeaveInput = {
  employmentStart: string
  terminationDate: string
  /** ADW over the 12 months before the termination date, in cents (may be fractional). */
  averageDailyWageCents: number
  /** EO s.9 summary dismissal forfeits pro-rata leave. */
  summaryDismissal?: boolean
  rounding?: ProRataRounding
  threshold?: ProRataThreshold
}

export type ProRataAnnualLeave = {
  eligible: boolean
  /** The leave year in progress (1 = first year of employment). */
  leaveYear: number
  leaveYearStart: string
  daysEmployedInLeaveYear: number
  daysInLeaveYear: number
  entitlementDays: number
  days: number
  amountCents: number
  breakdown: BreakdownLine[]
}

export function proRataDaysRatio(position: LeaveYearPosition, rounding: ProRataRounding): Ratio {
  const exact = accruedLeaveRatio(position)
  if (rounding === 'up') return ratio(ceil(exact))
  if (rounding === 'two_decimals') return ratio(roundHalfUp(mul(exact, ratio(100))), 100)
  return exact
}

/**
 * Pay for the pro-rata annual leave of the incomplete leave year on termination (EO s.41D):
 * entitlement for that year × days employed in it / days in it × ADW, rounded half-up to the
 * cent. Nothing before 3 months or on summary dismissal. Throws a RangeError for bad input.
 */
export function proRataAnnualLeave(input: ProRataAnnualLeaveInput): ProRataAnnualLeave {
  assertNonNegative(input.averageDailyWageCents, 'averageDailyWageCents')
  const rounding = input.rounding ?? 'none'
  const threshold = input.threshold ?? 'current_leave_year'
  assertOneOf(rounding, ['none', 'two_decimals', 'up'], 'rounding')
  assertOneOf(threshold, ['current_leave_year', 'total_service'], 'threshold')
  const position = leaveYearPosition(input.employmentStart, input.terminationDate)
  const minimumMonths = constantOn('proRataAnnualLeaveMinimumMonths', input.terminationDate)
  const months =
    threshold === 'total_service'
      ? completedMonths(input.employmentStart, input.terminationDate)
      : position.monthsInLeaveYear
  const eligible =
    !input.summaryDismissal && months >= minimumMonths && position.daysEmployedInLeaveYear > 0
  const days = eligible ? proRataDaysRatio(position, rounding) : ratio(0)
  const amountCents = roundHalfUp(mul(days, fromNumber(input.averageDailyWageCents)))
  return {
    eligible,
    leaveYear: position.completedLeaveYears + 1,
    leaveYearStart: position.currentLeaveYearStart,
    daysEmployedInLeaveYear: position.daysEmployedInLeaveYear,
    daysInLeaveYear: position.daysInLeaveYear,
    entitlementDays: annualLeaveEntitlement(position.completedLeaveYears + 1),
    days: toNumber(days),
    amountCents,
    breakdown: [{ labelKey: 'pro_rata_annual_leave_pay', amountCents, rule: 'EO s.41D' }],
  }
}
