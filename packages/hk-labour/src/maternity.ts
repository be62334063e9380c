// Maternity leave pay (EO Part III) and paternity leave pay (EO Part IIIA), spec §7.

import { constantOn } from './constants'
import { addDays, assertDate, assertOrder, daysInclusive } from './dates'
import { fromNumber, min, mul, ratio, roundHalfUp, sub, type Ratio } from './rational'
import type { BreakdownLine } from './types'
import { assertNonNegative, LabourInputError } from './validation'

/** Completed weeks of employment before `day` (the continuous-contract test of 40 weeks). */
export function weeksOfServiceBefore(employmentStart: string, day: string): number {
  return Math.floor(daysInclusive(employmentStart, addDays(day, -1)) / 7)
}

export type MaternityRule = ReturnType<typeof maternityRule>

export function maternityRule(confinementDate: string) {
  return constantOn('maternityLeave', confinementDate)
}

/** 4/5 of ADW per day (EO s.14). */
export function dailyLeavePayRatio(
  averageDailyWage: Ratio,
  rate: { numerator: number; denominator: number },
): Ratio {
  return mul(averageDailyWage, ratio(rate.numerator, rate.denominator))
}

/**
 * Maternity leave pay for some days of the leave: `earlyDays` before the capped weeks, and
 * `lateDays` in the capped weeks 11–14 after `lateDaysBefore` already paid there. The HK$80,000
 * cap covers weeks 11–14 together, so a month's share is the growth of the capped total.
 */
export function maternityPayRatio(
  daily: Ratio,
  rule: MaternityRule,
  earlyDays: number,
  lateDaysBefore: number,
  lateDays: number,
): { early: Ratio; late: Ratio } {
  const early = mul(daily, ratio(earlyDays))
  const cap = rule.capCents === null ? null : ratio(rule.capCents)
  const capped = (days: number): Ratio => {
    const uncapped = mul(daily, ratio(days))
    return cap ? min(cap, uncapped) : uncapped
  }
  return { early, late: sub(capped(lateDaysBefore + lateDays), capped(lateDaysBefore)) }
}

export type MaternityLeavePayInput = {
  /** ADW over the 12 months before the first day of maternity leave, in cents. */
  averageDailyWageCents: number
  employmentStart: string
  /** First day of maternity leave. */
  leaveStart: string
  /** Date of confinement: on or after 11 Dec 2020 gives 14 weeks, before it 10. */
  confinementDate: string
}

export type MaternityLeavePay = {
  eligible: boolean
  weeksOfService: number
  leaveWeeks: number
  leaveEnd: string
  amountCents: number
  /** The capped weeks 11–14 part, which the employer may claim back from the Government. */
  reimbursableCents: number
  breakdown: BreakdownLine[]
}

/**
 * Maternity leave pay (EO s.12, s.14): 4/5 × ADW for every day of the 14-week leave (10 weeks
 * for confinements before 11 Dec 2020), weeks 11–14 capped at HK$80,000 in total; payable after
 * a continuous contract of 40 weeks before the leave starts (otherwise the leave is unpaid).
 * Each line is rounded half-up to the cent; the amount is their sum. Throws a RangeError for
 * bad dates, a leave start before the employment, or a negative ADW.
 */
export function maternityLeavePay(input: MaternityLeavePayInput): MaternityLeavePay {
  assertNonNegative(input.averageDailyWageCents, 'averageDailyWageCents')
  assertOrder(input.employmentStart, input.leaveStart, 'employmentStart', 'leaveStart')
  assertDate(input.confinementDate, 'confinementDate')
  const rule = maternityRule(input.confinementDate)
  const weeksOfService = weeksOfServiceBefore(input.employmentStart, input.leaveStart)
  const eligible = weeksOfService >= rule.qualifyingWeeks
  const leaveDays = rule.weeks * 7
  const earlyDays = rule.cappedFromWeek === null ? leaveDays : (rule.cappedFromWeek - 1) * 7
  const daily = eligible
    ? dailyLeavePayRatio(fromNumber(input.averageDailyWageCents), rule.rate)
    : ratio(0)
  const { early, late } = maternityPayRatio(daily, rule, earlyDays, 0, leaveDays - earlyDays)
  const earlyCents = roundHalfUp(early)
  const lateCents = roundHalfUp(late)
  const breakdown: BreakdownLine[] = [
    { labelKey: 'maternity_leave_pay', amountCents: earlyCents, rule: 'EO s.14' },
  ]
  if (rule.cappedFromWeek !== null) {
    breakdown.push({
      labelKey: 'maternity_leave_pay_weeks_11_to_14',
      amountCents: lateCents,
      rule: 'EO s.14 (cap HK$80,000)',
    })
  }
  return {
    eligible,
    weeksOfService,
    leaveWeeks: rule.weeks,
    leaveEnd: addDays(input.leaveStart, leaveDays - 1),
    amountCents: earlyCents + lateCents,
    reimbursableCents: lateCents,
    breakdown,
  }
}

export type PaternityLeavePayInput = {
  /** ADW over the 12 months before the (first) day of paternity leave, in cents. */
  averageDailyWageCents: number
  employmentStart: string
  /** Actual date of birth; picks 5 days (births from 18 Jan 2019) or 3 days. */
  birthDate: string
  /** Expected date of birth; the leave window opens 4 weeks before it (default: birthDate). */
  expectedBirthDate?: string
  /** The days of paternity leave taken. */
  leaveDates: readonly string[]
}

export type UnpaidPaternityDay = {
  date: string
  reason: 'outside_window' | 'beyond_entitlement' | 'under_40_weeks_service'
}

export type PaternityLeavePay = {
  entitlementDays: number
  paidDates: string[]
  unpaidDates: UnpaidPaternityDay[]
  amountCents: number
  breakdown: BreakdownLine[]
}

/** Classifies each paternity leave day as paid or not (EO s.15B–15D). */
export function classifyPaternityDays(
  input: Omit<PaternityLeavePayInput, 'averageDailyWageCents'>,
) {
  assertDate(input.birthDate, 'birthDate')
  const expected = input.expectedBirthDate ?? input.birthDate
  assertDate(expected, 'expectedBirthDate')
  const rule = constantOn('paternityLeave', input.birthDate)
  const windowStart = addDays(expected, -rule.weeksBeforeExpectedBirth * 7)
  const windowEnd = addDays(input.birthDate, rule.weeksAfterBirth * 7)
  const dates = [...input.leaveDates].sort()
  if (new Set(dates).size !== dates.length)
    throw new LabourInputError('leaveDates contains a date twice')
  const paidDates: string[] = []
  const unpaidDates: UnpaidPaternityDay[] = []
  let granted = 0
  for (const date of dates) {
    assertOrder(input.employmentStart, date, 'employmentStart', 'leaveDates')
    if (date < windowStart || date > windowEnd) unpaidDates.push({ date, reason: 'outside_window' })
    else if (granted >= rule.days) unpaidDates.push({ date, reason: 'beyond_entitlement' })
    else {
      granted += 1
      if (weeksOfServiceBefore(input.employmentStart, date) >= rule.qualifyingWeeks)
        paidDates.push(date)
      else unpaidDates.push({ date, reason: 'under_40_weeks_service' })
    }
  }
  return { rule, paidDates, unpaidDates }
}

/**
 * Paternity leave pay (EO Part IIIA): 4/5 × ADW per day of leave, up to 5 days per birth (3 for
 * births before 18 Jan 2019), taken from 4 weeks before the expected birth to 14 weeks after
 * the birth (10 weeks for births before 11 Dec 2020), after 40 weeks' continuous contract
 * before the day. Rounded once, half-up. Throws a RangeError for bad dates or a repeated day.
 */
export function paternityLeavePay(input: PaternityLeavePayInput): PaternityLeavePay {
  assertNonNegative(input.averageDailyWageCents, 'averageDailyWageCents')
  const { rule, paidDates, unpaidDates } = classifyPaternityDays(input)
  const daily = dailyLeavePayRatio(fromNumber(input.averageDailyWageCents), rule.rate)
  const amountCents = roundHalfUp(mul(daily, ratio(paidDates.length)))
  return {
    entitlementDays: rule.days,
    paidDates,
    unpaidDates,
    amountCents,
    breakdown: [{ labelKey: 'paternity_leave_pay', amountCents, rule: 'EO s.15D' }],
  }
}
