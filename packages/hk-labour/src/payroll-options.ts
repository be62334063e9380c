// Input, options and validation of payrollMonth.

import type { SicknessOpening } from './sickness'
import {
  ADW_CONVENTIONS,
  type AdwConvention,
  type DisregardedPeriod,
  type MonthlyWageRecord,
} from './adw'
import { assertDate, assertOrder, firstOfMonth, type IsoWeekday } from './dates'
import { DEDUCTION_KINDS, type DeductionKind } from './deductions'
import { EMPLOYEE_TYPES } from './termination-options'
import type { EmployeeType } from './types'
import {
  assertCents,
  assertCount,
  assertOneOf,
  assertSignedCents,
  LabourInputError,
} from './validation'
import { PRORATION_METHODS, type ProrationMethod } from './wages'

/** Leave type codes of the spec (docs/spec/employment.md §9) plus paternity leave. */
export type LeaveTypeCode = 'AN' | 'SL' | 'ML' | 'PL' | 'NP'

export const LEAVE_TYPE_CODES: readonly LeaveTypeCode[] = ['AN', 'SL', 'ML', 'PL', 'NP']

export type LeaveRecord = {
  type: LeaveTypeCode
  from: string
  to: string
  /** FD full day (default); AM or PM half day, for a one-day AN or NP record. */
  durationType?: 'FD' | 'AM' | 'PM'
  /** SL: pregnancy check-up, post-confinement or miscarriage days (count even when single). */
  pregnancyRelated?: boolean
  /**
   * SL: whether an appropriate medical certificate supports it (default true). Without one no
   * sickness allowance is paid and no paid sickness day is used (EO s.33(4)).
   */
  medicalCertificate?: boolean
  /** ML: date of confinement (picks 10 or 14 weeks). */
  confinementDate?: string
  /** PL: child's date of birth, and the expected date when known. */
  birthDate?: string
  expectedBirthDate?: string
}

/** Bonus when positive; a deduction when negative, which must name its EO s.32 kind. */
export type SalaryAdjustment = {
  amountCents: number
  description: string
  deductionKind?: DeductionKind
  /**
   * Whether a positive adjustment counts as wages for ADW (its `adwRecord`). Default true, the
   * conservative choice (spec §5.3: overpaying a statutory amount is safe, underpaying is an
   * offence). Set false for a gratuitous or discretionary payment, which EO s.2 excludes from
   * wages (§5.3). MPF relevant income includes every bonus either way (§10).
   */
  countsAsWages?: boolean
}

export type PayrollOptions = {
  /** Partial months and absence (§11.2); default 'calendar_days' [PRACTICE]. */
  prorationMethod?: ProrationMethod
  /** Cash food allowance counts as wages ([UNCONFIRMED] §5.3); default true. */
  foodAllowanceIsWages?: boolean
  /** ADW period (§5.1); default 'calendar_months_before_month' [UNCONFIRMED]. */
  adwConvention?: AdwConvention
  /** The employer's choice under EO s.39; default 'winter_solstice'. */
  winterSolsticeOrChristmas?: 'winter_solstice' | 'christmas_day'
  /** Pay the difference when ADW exceeds the day's wage on holidays and annual leave
   * ([UNCONFIRMED] §3.4, §4.2); default true. */
  topUpToAdw?: boolean
  /** Deduct a day's wage for a statutory holiday in the first 3 months ([UNCONFIRMED] §3.4);
   * default false. */
  deductUnpaidHolidays?: boolean
  /** 'statutory' (default): sick days are deducted and qualifying days get 4/5 ADW (§6);
   * 'full_pay': the contract keeps full pay on sick days. */
  sickLeavePay?: 'statutory' | 'full_pay'
  /** How a rest day inside sick leave is paid: it stays a paid rest day, not deducted and not
   * using a paid sickness day (default 'rest_day'), or it is a sickness day, deducted and paid
   * 4/5 ADW when the run qualifies ('sickness_day') [PRACTICE]. Whether it counts towards the
   * 4 consecutive days is restDaysInSicknessRun. */
  restDayInSickLeave?: 'rest_day' | 'sickness_day'
  /** Rest days and statutory holidays inside a sick-leave period and the 4 consecutive days
   * of EO s.33 ([UNCONFIRMED] §6; the spec recommends nothing): 'count' (default) counts every
   * calendar day of the period, so they count and never break it; 'bridge': they neither
   * count nor break it (4 sickness days needed); 'break': they end it. A rest day that falls
   * as a sickness day (restDayInSickLeave 'sickness_day') is a sickness day in all three. */
  restDaysInSicknessRun?: SicknessRunRestDays
  /** Also deduct the food allowance for no-pay leave days [PRACTICE]; default false. */
  deductFoodAllowanceForNoPayLeave?: boolean
}

export type ResolvedPayrollOptions = Required<PayrollOptions>

export type SicknessRunRestDays = 'count' | 'bridge' | 'break'

export const SICKNESS_RUN_REST_DAYS: readonly SicknessRunRestDays[] = ['count', 'bridge', 'break']

export type PayrollMonthInput = {
  year: number
  month: number
  employeeType: EmployeeType
  employmentStart: string
  /** Last day of employment, when it ends. */
  employmentEnd?: string
  monthlyWageCents: number
  /** Cash food allowance per month; 0 (default) when free food is provided. */
  foodAllowanceCents?: number
  /** ISO weekdays (7 = Sunday, the spec's exclude_day_type); default [7]. */
  restDays?: readonly IsoWeekday[]
  /** Leave records; earlier records may be included (sickness runs, maternity weeks). */
  leave?: readonly LeaveRecord[]
  adjustments?: readonly SalaryAdjustment[]
  /** ADW history; months without a record count at the contract rate; nothing is
   * disregarded unless listed (pass back each month's `adwRecord`). */
  wageRecords?: readonly MonthlyWageRecord[]
  disregardedPeriods?: readonly DisregardedPeriod[]
  /** Paid sickness days used before the first SL record given. */
  paidSicknessDaysTakenBefore?: number
  /** Paid sickness days held at the end of a date both parties agreed (issue 22): runs that
   * start after it draw on it and the months after; earlier runs are counted as before. */
  paidSicknessOpening?: SicknessOpening
  dateOfBirth?: string
  /** Default: only a driver ([UNCONFIRMED] §10). */
  mpfCovered?: boolean
  /** FDH: the contract's signing date; when given, a wage or cash food allowance below the
   * MAW of that date adds a warning (spec §1.3). */
  contractSignedOn?: string
  options?: PayrollOptions
}

export function resolvePayrollOptions(options: PayrollOptions = {}): ResolvedPayrollOptions {
  const resolved: ResolvedPayrollOptions = {
    prorationMethod: options.prorationMethod ?? 'calendar_days',
    foodAllowanceIsWages: options.foodAllowanceIsWages ?? true,
    adwConvention: options.adwConvention ?? 'calendar_months_before_month',
    winterSolsticeOrChristmas: options.winterSolsticeOrChristmas ?? 'winter_solstice',
    topUpToAdw: options.topUpToAdw ?? true,
    deductUnpaidHolidays: options.deductUnpaidHolidays ?? false,
    sickLeavePay: options.sickLeavePay ?? 'statutory',
    restDayInSickLeave: options.restDayInSickLeave ?? 'rest_day',
    restDaysInSicknessRun: options.restDaysInSicknessRun ?? 'count',
    deductFoodAllowanceForNoPayLeave: options.deductFoodAllowanceForNoPayLeave ?? false,
  }
  assertOneOf(resolved.prorationMethod, PRORATION_METHODS, 'options.prorationMethod')
  assertOneOf(resolved.adwConvention, ADW_CONVENTIONS, 'options.adwConvention')
  assertOneOf(
    resolved.winterSolsticeOrChristmas,
    ['winter_solstice', 'christmas_day'],
    'options.winterSolsticeOrChristmas',
  )
  assertOneOf(resolved.sickLeavePay, ['statutory', 'full_pay'], 'options.sickLeavePay')
  assertOneOf(
    resolved.restDayInSickLeave,
    ['rest_day', 'sickness_day'],
    'options.restDayInSickLeave',
  )
  assertOneOf(
    resolved.restDaysInSicknessRun,
    SICKNESS_RUN_REST_DAYS,
    'options.restDaysInSicknessRun',
  )
  return resolved
}

function assertLeaveRecord(record: LeaveRecord, start: string, end: string | undefined): void {
  assertOneOf(record.type, LEAVE_TYPE_CODES, 'leave.type')
  assertOrder(record.from, record.to, 'leave.from', 'leave.to')
  assertOrder(start, record.from, 'employmentStart', 'leave.from')
  if (end !== undefined) assertOrder(record.to, end, 'leave.to', 'employmentEnd')
  const duration = record.durationType ?? 'FD'
  assertOneOf(duration, ['FD', 'AM', 'PM'], 'leave.durationType')
  if (
    duration !== 'FD' &&
    (record.from !== record.to || (record.type !== 'AN' && record.type !== 'NP'))
  ) {
    throw new LabourInputError('a half day (AM or PM) must be a one-day AN or NP record')
  }
  if (record.type === 'ML') assertDate(record.confinementDate ?? '', 'leave.confinementDate')
  if (record.type === 'PL') assertDate(record.birthDate ?? '', 'leave.birthDate')
}

/** Throws a RangeError naming the first invalid field of a payroll input. */
export function assertPayrollInput(input: PayrollMonthInput): void {
  if (
    !Number.isInteger(input.year) ||
    !Number.isInteger(input.month) ||
    input.month < 1 ||
    input.month > 12
  ) {
    throw new LabourInputError(
      `year and month must name a calendar month, got ${input.year}-${input.month}`,
    )
  }
  assertDate(firstOfMonth(input.year, input.month), 'year/month')
  assertOneOf(input.employeeType, EMPLOYEE_TYPES, 'employeeType')
  assertDate(input.employmentStart, 'employmentStart')
  if (input.employmentEnd !== undefined) {
    assertOrder(input.employmentStart, input.employmentEnd, 'employmentStart', 'employmentEnd')
  }
  assertCents(input.monthlyWageCents, 'monthlyWageCents')
  assertCents(input.foodAllowanceCents ?? 0, 'foodAllowanceCents')
  assertCount(input.paidSicknessDaysTakenBefore ?? 0, 'paidSicknessDaysTakenBefore')
  if (input.dateOfBirth !== undefined) assertDate(input.dateOfBirth, 'dateOfBirth')
  if (input.contractSignedOn !== undefined) assertDate(input.contractSignedOn, 'contractSignedOn')
  for (const record of input.leave ?? [])
    assertLeaveRecord(record, input.employmentStart, input.employmentEnd)
  for (const adjustment of input.adjustments ?? []) {
    assertSignedCents(adjustment.amountCents, 'adjustments.amountCents')
    if (adjustment.amountCents < 0) {
      if (adjustment.deductionKind === undefined) {
        throw new LabourInputError(
          `deduction '${adjustment.description}' needs a deductionKind allowed by EO s.32`,
        )
      }
      assertOneOf(adjustment.deductionKind, DEDUCTION_KINDS, 'adjustments.deductionKind')
    }
  }
}
