// One month's pay record for an employment (spec §11), with the fields of the Payroll record
// of docs/spec/employment.md §3 and a breakdown whose lines sum to the amount payable.

import type { DisregardedPeriod, MonthlyWageRecord } from './adw'
import { constantOn } from './constants'
import {
  addDays,
  daysInclusive,
  earlierOf,
  eachDay,
  firstOfMonth,
  lastOfMonth,
  laterOf,
  monthKey,
} from './dates'
import { applyWageDeductions, type AppliedDeduction, type DeductionKind } from './deductions'
import { isMpfCoveredByDefault, mpfContributions, type MpfContribution } from './mpf'
import { makeDayClassifier } from './payroll-days'
import { LEAVE_KINDS, monthLeavePay, type LeaveKind } from './payroll-leave'
import {
  assertPayrollInput,
  resolvePayrollOptions,
  type PayrollMonthInput,
} from './payroll-options'
import { add, mul, ratio, roundHalfUp, toNumber, type Ratio } from './rational'
import type { BreakdownLine } from './types'
import { adwAt, type AdwAt } from './wage-history'
import {
  dailyShare,
  minimumAllowableWageWarnings,
  PRORATION_RULES,
  proratedMonthlyRatio,
} from './wages'
import { LabourInputError } from './validation'

export type PayrollMonth = {
  /** The wage period: the month clipped to the employment. */
  fromDate: string
  toDate: string
  /** EO s.23: no later than 7 days after the wage period ends. */
  paymentDueDate: string
  referenceSalaryCents: number
  /** Base salary for the days employed, after leave deductions and with statutory leave pay. */
  salaryConsiderLeaveCents: number
  foodAllowanceCalculatedAmountCents: number
  /** Gross pay: salaryConsiderLeave + food allowance + bonuses. */
  totalSalaryCents: number
  /** EO s.32 deductions plus the employee's MPF share. */
  totalDeductionCents: number
  /** Net pay: totalSalary − totalDeduction, equal to the sum of `lines`. */
  amountCents: number
  /** ADW on the first day of the wage period, rounded for display. */
  adwAmountCents: number
  /** Pay this month that comes from ADW: sickness allowance, MLP, PLP and top-ups. */
  getAdwAmountCents: number
  adwConsiderationStartDate: string | null
  adwConsiderationLastDate: string | null
  adwExcludedDays: number
  adwExcludedSalaryCents: number
  leaveTypeDays: Record<LeaveKind, number>
  leaveTypePays: Record<LeaveKind, number>
  /** Sickness days of the month paid the allowance (a half sick day is never one). */
  paidSicknessDays: number
  totalEmployeeContributionCents: number
  totalEmployerContributionCents: number
  /** Retirement scheme contributions deducted at the employee's written request. */
  totalOtherContributionCents: number
  mpfNote: MpfContribution['note']
  adjustments: { description: string; amountCents: number }[]
  deductions: AppliedDeduction[]
  lines: BreakdownLine[]
  /** Store these and pass them back as wageRecords / disregardedPeriods for later months. */
  adwRecord: { wageRecord: MonthlyWageRecord; disregardedPeriods: DisregardedPeriod[] }
  warnings: string[]
}

function groupDisregarded(days: { date: string; pay: Ratio }[]): DisregardedPeriod[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date))
  const groups: { from: string; to: string; pay: Ratio }[] = []
  for (const day of sorted) {
    const last = groups.at(-1)
    if (last && addDays(last.to, 1) === day.date) {
      last.to = day.date
      last.pay = add(last.pay, day.pay)
    } else groups.push({ from: day.date, to: day.date, pay: day.pay })
  }
  return groups.map((group) => ({
    from: group.from,
    to: group.to,
    wagesCents: roundHalfUp(group.pay),
  }))
}

/**
 * The pay record of one calendar month (spec §11): the wage prorated for a partial month,
 * food allowance, absence deductions, statutory holiday, annual, sick, maternity and paternity
 * leave pay, salary adjustments, only the deductions EO s.32 allows, and MPF where it applies.
 * Every line is rounded half-up to the cent once; totals are sums of lines. Throws a
 * RangeError for invalid input or a month outside the employment.
 */
export function payrollMonth(input: PayrollMonthInput): PayrollMonth {
  assertPayrollInput(input)
  const options = resolvePayrollOptions(input.options)
  const { year, month } = input
  const fromDate = laterOf(firstOfMonth(year, month), input.employmentStart)
  const toDate = earlierOf(
    lastOfMonth(year, month),
    input.employmentEnd ?? lastOfMonth(year, month),
  )
  if (fromDate > toDate)
    throw new LabourInputError(
      `the employment does not cover ${monthKey(firstOfMonth(year, month))}`,
    )
  const food = input.foodAllowanceCents ?? 0
  const method = options.prorationMethod
  const salaryRate = dailyShare(input.monthlyWageCents, year, month, method)
  const foodRate = dailyShare(food, year, month, method)
  const wagesMonthly = input.monthlyWageCents + (options.foodAllowanceIsWages ? food : 0)
  const rates = {
    salary: salaryRate,
    food: foodRate,
    wages: options.foodAllowanceIsWages ? add(salaryRate, foodRate) : salaryRate,
    contractDaily: mul(ratio(wagesMonthly), ratio(12, 365)),
  }
  const employed = ratio(daysInclusive(fromDate, toDate))
  const base = roundHalfUp(
    proratedMonthlyRatio(input.monthlyWageCents, employed, year, month, method),
  )
  const foodBase = roundHalfUp(proratedMonthlyRatio(food, employed, year, month, method))

  const history = {
    employmentStart: input.employmentStart,
    ...(input.employmentEnd === undefined ? {} : { employmentEnd: input.employmentEnd }),
    contractMonthlyCents: wagesMonthly,
    ...(input.wageRecords ? { wageRecords: input.wageRecords } : {}),
    ...(input.disregardedPeriods ? { disregardedPeriods: input.disregardedPeriods } : {}),
    convention: options.adwConvention,
  }
  const cache = new Map<string, AdwAt>()
  const adwFull = (date: string): AdwAt => {
    const known = cache.get(date) ?? adwAt(history, date, 'calendar_months')
    cache.set(date, known)
    return known
  }
  const classify = makeDayClassifier(input.leave ?? [], input.restDays ?? [7], options)
  const days = eachDay(fromDate, toDate).map(classify)
  const leave = monthLeavePay({
    input,
    options,
    classify,
    days,
    monthStart: fromDate,
    rates,
    adw: (date) => adwFull(date).averageDailyWage,
  })

  const lines: BreakdownLine[] = [
    {
      labelKey: 'base_salary',
      amountCents: base,
      // Names the method in use: the same one prices absence days (spec §11.2).
      rule: `EO s.23; ${PRORATION_RULES[method]}`,
    },
  ]
  const add_ = (labelKey: string, amountCents: number, rule: string): number => {
    if (amountCents !== 0) lines.push({ labelKey, amountCents, rule })
    return amountCents
  }
  add_('food_allowance', foodBase, 'SEC cl.5(b)')
  // Absence deductions never exceed the wage for the period (EO s.32: proportionate to absence).
  let room = base
  let absence = 0
  const absenceLabels = {
    NP: 'no_pay_leave',
    SL: 'sick_leave',
    ML: 'maternity_leave',
    PL: 'paternity_leave',
    SH: 'unpaid_statutory_holiday',
  } as const
  for (const kind of ['NP', 'SL', 'ML', 'PL', 'SH'] as const) {
    const cents = Math.min(roundHalfUp(leave.absence[kind]), room)
    room -= cents
    absence += cents
    add_(`${absenceLabels[kind]}_deduction`, -cents, 'EO s.32 (absence)')
  }
  const foodCut = Math.min(roundHalfUp(leave.foodDeduction), foodBase)
  add_('no_pay_leave_food_allowance_deduction', -foodCut, 'EO s.32 (absence) [PRACTICE]')
  const statutory =
    add_('sickness_allowance', roundHalfUp(leave.sicknessAllowance), 'EO s.35') +
    add_('maternity_leave_pay', roundHalfUp(leave.maternityPay), 'EO s.14') +
    add_('paternity_leave_pay', roundHalfUp(leave.paternityPay), 'EO s.15D') +
    add_(
      'holiday_pay_top_up',
      roundHalfUp(leave.holidayTopUp),
      'EO s.40 (ADW above the day’s wage) [UNCONFIRMED]',
    ) +
    add_(
      'annual_leave_pay_top_up',
      roundHalfUp(leave.annualLeaveTopUp),
      'EO s.41AA (ADW above the day’s wage) [UNCONFIRMED]',
    )
  const bonuses = (input.adjustments ?? []).filter((item) => item.amountCents > 0)
  for (const bonus of bonuses) add_('salary_adjustment', bonus.amountCents, 'Contract')
  const bonusCents = bonuses.reduce((total, bonus) => total + bonus.amountCents, 0)

  const salaryConsiderLeaveCents = base - absence + statutory
  const foodAllowanceCalculatedAmountCents = foodBase - foodCut
  const totalSalaryCents =
    salaryConsiderLeaveCents + foodAllowanceCalculatedAmountCents + bonusCents
  const covered = input.mpfCovered ?? isMpfCoveredByDefault(input.employeeType)
  const mpf: MpfContribution = covered
    ? mpfContributions({
        relevantIncomeCents: totalSalaryCents,
        employmentStart: input.employmentStart,
        periodStart: fromDate,
        periodEnd: toDate,
        ...(input.employmentEnd === undefined ? {} : { employmentEnd: input.employmentEnd }),
        ...(input.dateOfBirth === undefined ? {} : { dateOfBirth: input.dateOfBirth }),
      })
    : { covered: false, note: null, employeeCents: 0, employerCents: 0 }
  const deductions = applyWageDeductions({
    employeeType: input.employeeType,
    wagesCents: totalSalaryCents,
    deductions: (input.adjustments ?? [])
      .filter((item) => item.amountCents < 0)
      .map((item) => ({
        kind: item.deductionKind as DeductionKind,
        amountCents: -item.amountCents,
        description: item.description,
      })),
    alreadyDeductedCents: mpf.employeeCents,
    periodDate: fromDate,
  })
  for (const deduction of deductions)
    add_(`deduction_${deduction.kind}`, -deduction.appliedCents, 'EO s.32')
  add_('mpf_employee_contribution', -mpf.employeeCents, 'MPFSO (Cap. 485)')
  const deducted = deductions.reduce((total, deduction) => total + deduction.appliedCents, 0)
  const totalDeductionCents = deducted + mpf.employeeCents

  const wagesForAdw =
    base -
    absence +
    (options.foodAllowanceIsWages ? foodAllowanceCalculatedAmountCents : 0) +
    statutory +
    bonuses
      .filter((bonus) => bonus.countsAsWages !== false)
      .reduce((total, bonus) => total + bonus.amountCents, 0)
  const atStart = adwFull(fromDate)
  const warnings: string[] = []
  if (food > 0 && options.foodAllowanceIsWages) warnings.push('food_allowance_counted_as_wages')
  if (atStart.fromContractRate) warnings.push('adw_from_contract_rate')
  warnings.push(
    ...minimumAllowableWageWarnings({
      employeeType: input.employeeType,
      contractSignedOn: input.contractSignedOn,
      monthlyWageCents: input.monthlyWageCents,
      foodAllowanceCents: food,
    }),
  )
  const byKind = (pick: (kind: LeaveKind) => number): Record<LeaveKind, number> =>
    Object.fromEntries(LEAVE_KINDS.map((kind) => [kind, pick(kind)])) as Record<LeaveKind, number>
  return {
    fromDate,
    toDate,
    paymentDueDate: addDays(toDate, constantOn('paymentDeadlines', toDate).wageDays),
    referenceSalaryCents: input.monthlyWageCents,
    salaryConsiderLeaveCents,
    foodAllowanceCalculatedAmountCents,
    totalSalaryCents,
    totalDeductionCents,
    amountCents: totalSalaryCents - totalDeductionCents,
    adwAmountCents: roundHalfUp(atStart.averageDailyWage),
    getAdwAmountCents: statutory,
    adwConsiderationStartDate: atStart.window.periodStart,
    adwConsiderationLastDate: atStart.window.periodEnd,
    adwExcludedDays: atStart.window.disregardedDays,
    adwExcludedSalaryCents: atStart.window.disregardedWagesCents,
    leaveTypeDays: byKind((kind) => toNumber(leave.days[kind])),
    leaveTypePays: byKind((kind) => roundHalfUp(leave.pays[kind])),
    paidSicknessDays: leave.paidSicknessDays,
    totalEmployeeContributionCents: mpf.employeeCents,
    totalEmployerContributionCents: mpf.employerCents,
    totalOtherContributionCents: deductions
      .filter((deduction) => deduction.kind === 'retirement_scheme')
      .reduce((total, deduction) => total + deduction.appliedCents, 0),
    mpfNote: mpf.note,
    adjustments: bonuses.map((bonus) => ({
      description: bonus.description,
      amountCents: bonus.amountCents,
    })),
    deductions,
    lines,
    adwRecord: {
      wageRecord: { month: monthKey(fromDate), wagesCents: wagesForAdw },
      disregardedPeriods: groupDisregarded(leave.disregarded),
    },
    warnings,
  }
}
