// Options of the termination settlement and their defaults.

import { ADW_CONVENTIONS, type AdwConvention } from './adw'
import { SERVICE_YEAR_DIVISORS, type ServiceYearDivisor } from './dates'
import type { ProRataRounding, ProRataThreshold } from './leave'
import type { PartialNoticeMethod } from './notice'
import type { EmployeeType } from './types'
import { assertOneOf } from './validation'
import { PRORATION_METHODS, type AverageMonthlyWageMethod, type ProrationMethod } from './wages'

export const EMPLOYEE_TYPES: readonly EmployeeType[] = ['fdh', 'local_domestic_worker', 'driver']

export type TerminationOptions = {
  /** Whether a cash food allowance counts as wages ([UNCONFIRMED] §5.3); default true. */
  foodAllowanceIsWages?: boolean
  /** ADW calculation period (§5.1); default 'calendar_months_before_month'. */
  adwConvention?: AdwConvention
  /** Disregarded days to months (§5.4); default 'calendar_months'. */
  averageMonthlyWageMethod?: AverageMonthlyWageMethod
  /** Pro-rata leave rounding (§4.3); default 'none'. */
  proRataRounding?: ProRataRounding
  /** Scope of the 3-month pro-rata threshold (§4.3); default 'current_leave_year'. */
  proRataThreshold?: ProRataThreshold
  /** Notice cut short (§9.1); default 'proportion_of_period'. */
  partialNotice?: PartialNoticeMethod
  /** Final partial month (§11.2); default 'calendar_days'. */
  prorationMethod?: ProrationMethod
  /** SP/LSP incomplete year divisor ([UNCONFIRMED] §8.2, open item 5); default
   * 'days_in_service_year' (365, or 366 when that service year contains 29 Feb). */
  serviceYearDivisor?: ServiceYearDivisor
  /** FDH who dies in service: list the free return passage (the cost of repatriation) and the
   * journey allowance as on any other termination (default true: §9.3 [OFFICIAL] makes the
   * passage due on any termination, for any reason), or leave both out (false). */
  passageOnDeath?: boolean
}

export type ResolvedTerminationOptions = Required<TerminationOptions>

export function resolveTerminationOptions(
  options: TerminationOptions = {},
): ResolvedTerminationOptions {
  const resolved: ResolvedTerminationOptions = {
    foodAllowanceIsWages: options.foodAllowanceIsWages ?? true,
    adwConvention: options.adwConvention ?? 'calendar_months_before_month',
    averageMonthlyWageMethod: options.averageMonthlyWageMethod ?? 'calendar_months',
    proRataRounding: options.proRataRounding ?? 'none',
    proRataThreshold: options.proRataThreshold ?? 'current_leave_year',
    partialNotice: options.partialNotice ?? 'proportion_of_period',
    prorationMethod: options.prorationMethod ?? 'calendar_days',
    serviceYearDivisor: options.serviceYearDivisor ?? 'days_in_service_year',
    passageOnDeath: options.passageOnDeath ?? true,
  }
  assertOneOf(resolved.adwConvention, ADW_CONVENTIONS, 'options.adwConvention')
  assertOneOf(
    resolved.averageMonthlyWageMethod,
    ['calendar_months', 'days_12_over_365'],
    'options.averageMonthlyWageMethod',
  )
  assertOneOf(resolved.proRataRounding, ['none', 'two_decimals', 'up'], 'options.proRataRounding')
  assertOneOf(
    resolved.proRataThreshold,
    ['current_leave_year', 'total_service'],
    'options.proRataThreshold',
  )
  assertOneOf(
    resolved.partialNotice,
    ['proportion_of_period', 'daily_wage'],
    'options.partialNotice',
  )
  assertOneOf(resolved.prorationMethod, PRORATION_METHODS, 'options.prorationMethod')
  assertOneOf(resolved.serviceYearDivisor, SERVICE_YEAR_DIVISORS, 'options.serviceYearDivisor')
  return resolved
}
