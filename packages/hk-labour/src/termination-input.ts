// The input of the termination settlement and its validation. The settlement, its options and
// its summary all import this module; it imports none of them but the options' types.

import type { DisregardedPeriod, MonthlyWageRecord } from './adw'
import { assertDate, assertOrder } from './dates'
import type { NoticePeriod } from './notice'
import type { ServicePaymentInput } from './severance'
import { EMPLOYEE_TYPES, type TerminationOptions } from './termination-options'
import {
  TERMINATION_REASONS,
  type BreakdownLine,
  type EmployeeType,
  type Period,
  type TerminationReason,
} from './types'
import { assertCents, assertCount, assertNonNegative, assertOneOf } from './validation'

export type TerminationSettlementInput = {
  employeeType: EmployeeType
  /** Start of continuous service (successive FDH contracts count as one, spec §8.1). */
  employmentStart: string
  /** Last day of employment. */
  terminationDate: string
  reason: TerminationReason
  monthlyWageCents: number
  /** Cash food allowance per month; 0 (default) when free food is provided. */
  foodAllowanceCents?: number
  /** FDH: the signing date of the current contract; when given, a wage or cash food
   * allowance below the MAW of that date adds a warning (spec §1.3). */
  contractSignedOn?: string
  /** Default: 1 month (FDH: SEC; others: EO s.6 when nothing is agreed). */
  notice?: NoticePeriod
  /** Days of notice served; default full notice, or none for 'employer_without_notice'. */
  noticeDaysGiven?: number
  /** Wages per calendar month for ADW; months without a record count at the contract rate. */
  wageRecords?: readonly MonthlyWageRecord[]
  disregardedPeriods?: readonly DisregardedPeriod[]
  /** Annual leave days taken over the whole employment (half days allowed). */
  annualLeaveDaysTaken?: number
  annualLeaveAdjustmentDays?: number
  /** Statutory or alternative holidays due but never granted. */
  untakenStatutoryHolidays?: number
  /** Replaces the prorated wages and food allowance of the final period (e.g. payrollMonth). */
  finalPeriodWagesCents?: number
  /**
   * The last day whose wages were paid: the days after it up to the last day are owed at the
   * contract rate, a line per calendar month. Default: the day before the final calendar month.
   */
  wagesPaidUpTo?: string
  /** Periods already paid (finalised payroll months): never paid again. */
  paidPeriods?: readonly Period[]
  /** Wages of earlier periods still unpaid (arrears), with the reason shown beside them. */
  unpaidWagesCents?: number
  unpaidWagesReason?: string
  /** Last full month's wages for SP/LSP; default contract wage (+ food allowance if wages). */
  lastMonthWagesCents?: number
  servicePayment?: Pick<
    ServicePaymentInput,
    | 'wageBasis'
    | 'contractExpiryDueToRedundancy'
    | 'renewalOfferUnreasonablyRefused'
    | 'resignationGround'
    | 'preTransitionWages'
    | 'offsets'
    | 'eighteenDaysWagesCents'
  >
  /** Default: only a driver is MPF-covered ([UNCONFIRMED], spec §10). */
  mpfCovered?: boolean
  /** FDH food and travelling allowance days (SEC cl.7(b)); default 1. */
  journeyDays?: number
  /** Cash paid for the return passage when no ticket is provided; default 0 (ticket in kind). */
  returnPassageCents?: number
  /** Contractual sums such as a gratuity or bonus. */
  otherItems?: readonly BreakdownLine[]
  options?: TerminationOptions
}

/** Throws a RangeError naming the first invalid field of a settlement input. */
export function assertTerminationInput(input: TerminationSettlementInput): void {
  assertOneOf(input.employeeType, EMPLOYEE_TYPES, 'employeeType')
  assertOneOf(input.reason, TERMINATION_REASONS, 'reason')
  assertOrder(input.employmentStart, input.terminationDate, 'employmentStart', 'terminationDate')
  assertCents(input.monthlyWageCents, 'monthlyWageCents')
  const cents: [number | undefined, string][] = [
    [input.foodAllowanceCents, 'foodAllowanceCents'],
    [input.finalPeriodWagesCents, 'finalPeriodWagesCents'],
    [input.unpaidWagesCents, 'unpaidWagesCents'],
    [input.lastMonthWagesCents, 'lastMonthWagesCents'],
    [input.returnPassageCents, 'returnPassageCents'],
  ]
  for (const [value, field] of cents) if (value !== undefined) assertCents(value, field)
  const counts: [number | undefined, string][] = [
    [input.noticeDaysGiven, 'noticeDaysGiven'],
    [input.untakenStatutoryHolidays, 'untakenStatutoryHolidays'],
    [input.journeyDays, 'journeyDays'],
  ]
  for (const [value, field] of counts) if (value !== undefined) assertCount(value, field)
  if (input.contractSignedOn !== undefined) assertDate(input.contractSignedOn, 'contractSignedOn')
  if (input.wagesPaidUpTo !== undefined) assertDate(input.wagesPaidUpTo, 'wagesPaidUpTo')
  for (const period of input.paidPeriods ?? [])
    assertOrder(period.from, period.to, 'paidPeriods.from', 'paidPeriods.to')
  if (input.annualLeaveDaysTaken !== undefined)
    assertNonNegative(input.annualLeaveDaysTaken, 'annualLeaveDaysTaken')
  for (const item of input.otherItems ?? [])
    assertCents(item.amountCents, `otherItems.${item.labelKey}`)
}
