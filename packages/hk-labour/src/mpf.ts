// Mandatory Provident Fund contributions (MPFSO, Cap. 485), spec §10. Monthly wage periods only.

import { constantOn } from './constants'
import { addDays, assertDate, assertOrder, completedMonths, daysInclusive } from './dates'
import { min, mul, ratio, roundHalfUp } from './rational'
import type { EmployeeType } from './types'
import { assertCents } from './validation'

/**
 * FDHs and local domestic workers are exempt (domestic employees); a driver is treated as
 * covered unless the employer confirms otherwise with the MPFA ([UNCONFIRMED], spec §10).
 */
export function isMpfCoveredByDefault(employeeType: EmployeeType): boolean {
  return employeeType === 'driver'
}

/** Age in completed years at the start of `date`. */
export function ageOn(dateOfBirth: string, date: string): number {
  return Math.floor(completedMonths(dateOfBirth, addDays(date, -1)) / 12)
}

export type MpfContributionInput = {
  relevantIncomeCents: number
  employmentStart: string
  /** First and last day of the wage period (a calendar month, clipped to the employment). */
  periodStart: string
  periodEnd: string
  /** Last day of employment, when known. */
  employmentEnd?: string
  dateOfBirth?: string
}

export type MpfContribution = {
  covered: boolean
  /** Why nothing or only the employer's share is due. */
  note:
    | 'employed_under_60_days'
    | 'under_18'
    | 'aged_65_or_over'
    | 'contribution_holiday'
    | 'below_minimum_relevant_income'
    | null
  employeeCents: number
  employerCents: number
}

/**
 * Mandatory contributions for one monthly wage period: 5% each of relevant income capped at
 * HK$30,000; the employee pays nothing below HK$7,100 or during the first 30 days and the
 * incomplete wage period after them, while the employer pays from day 1. Employees aged 18–64
 * employed for at least 60 days. Each share is rounded half-up to the cent [PRACTICE].
 */
export function mpfContributions(input: MpfContributionInput): MpfContribution {
  assertCents(input.relevantIncomeCents, 'relevantIncomeCents')
  assertOrder(input.employmentStart, input.periodStart, 'employmentStart', 'periodStart')
  assertOrder(input.periodStart, input.periodEnd, 'periodStart', 'periodEnd')
  const rules = constantOn('mpf', input.periodEnd)
  const none = (note: MpfContribution['note']): MpfContribution => ({
    covered: false,
    note,
    employeeCents: 0,
    employerCents: 0,
  })
  if (input.employmentEnd !== undefined) {
    assertOrder(input.periodEnd, input.employmentEnd, 'periodEnd', 'employmentEnd')
    if (daysInclusive(input.employmentStart, input.employmentEnd) < rules.minimumEmploymentDays) {
      return none('employed_under_60_days')
    }
  }
  if (input.dateOfBirth !== undefined) {
    assertDate(input.dateOfBirth, 'dateOfBirth')
    // Coverage follows the age reached by the end (18) or start (65) of the wage period.
    if (ageOn(input.dateOfBirth, input.periodEnd) < rules.minimumAge) return none('under_18')
    if (ageOn(input.dateOfBirth, input.periodStart) > rules.maximumAge)
      return none('aged_65_or_over')
  }
  const rate = ratio(rules.rate.numerator, rules.rate.denominator)
  const contribution = roundHalfUp(
    mul(min(ratio(input.relevantIncomeCents), ratio(rules.maximumRelevantIncomeCents)), rate),
  )
  const holidayEnds = addDays(input.employmentStart, rules.employeeHolidayDays - 1)
  if (input.periodStart <= holidayEnds) {
    return {
      covered: true,
      note: 'contribution_holiday',
      employeeCents: 0,
      employerCents: contribution,
    }
  }
  if (input.relevantIncomeCents < rules.minimumRelevantIncomeCents) {
    return {
      covered: true,
      note: 'below_minimum_relevant_income',
      employeeCents: 0,
      employerCents: contribution,
    }
  }
  return { covered: true, note: null, employeeCents: contribution, employerCents: contribution }
}
