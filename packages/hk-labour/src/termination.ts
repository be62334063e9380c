// The itemised final settlement of spec §9.3 for each way an employment ends, with the keys
// of the termination page (docs/spec/employment.md §3 "Termination result").

import { constantOn, latestConstant } from './constants'
import { addDays, completedMonths, daysInclusive, laterOf, monthKey } from './dates'
import { outstandingWageLines } from './outstanding-wages'
import { annualLeaveSummary, leaveYearPosition, proRataDaysRatio } from './leave'
import { paymentInLieuOfNotice } from './notice'
import { fromNumber, max, mul, ratio, roundHalfUp, sub, toNumber, ZERO } from './rational'
import { longServicePayment, severancePayment, type ServicePaymentInput } from './severance'
import { summariseSettlement, type TerminationSummary } from './termination-summary'
import { assertTerminationInput, type TerminationSettlementInput } from './termination-input'
import { resolveTerminationOptions } from './termination-options'
import type { BreakdownLine, TerminationReason } from './types'
import { adwAt } from './wage-history'
import { minimumAllowableWageWarnings } from './wages'

// Declared beside its validation, so the summary and the options need not import this module.
export type { TerminationSettlementInput } from './termination-input'

export type TerminationSettlement = {
  reason: TerminationReason
  lines: BreakdownLine[]
  totalCents: number
  /** Owed by the helper to the employer (wages in lieu when she resigns without notice). */
  payableByHelper: BreakdownLine[]
  summary: TerminationSummary
  /** EO s.25: within 7 days of termination (severance: within 2 months of the claim). */
  paymentDueBy: string
  /** FDH: ImmD must be told within 7 days; the helper leaves within 2 weeks. */
  immigrationNotificationDueBy: string | null
  helperDepartureBy: string | null
  warnings: string[]
}

const EMPLOYER_ENDS_WITH_NOTICE: readonly TerminationReason[] = [
  'employer_notice',
  'employer_without_notice',
  'redundancy',
]

/**
 * The final settlement (spec §9.3): outstanding wages, wages in lieu of notice, pay for
 * untaken and pro-rata annual leave, untaken holidays, severance or long service payment and,
 * for an FDH, free return passage and HK$100 a day for the journey. Every figure is a line;
 * `totalCents` is their sum. Throws a RangeError for invalid input (see README).
 */
export function terminationSettlement(input: TerminationSettlementInput): TerminationSettlement {
  assertTerminationInput(input)
  const options = resolveTerminationOptions(input.options)
  const { employmentStart: start, terminationDate: end, reason } = input
  const isFdh = input.employeeType === 'fdh'
  const food = input.foodAllowanceCents ?? 0
  const wageMonthly = input.monthlyWageCents + (options.foodAllowanceIsWages ? food : 0)
  const history = {
    employmentStart: start,
    employmentEnd: end,
    contractMonthlyCents: wageMonthly,
    ...(input.wageRecords ? { wageRecords: input.wageRecords } : {}),
    ...(input.disregardedPeriods ? { disregardedPeriods: input.disregardedPeriods } : {}),
    convention: options.adwConvention,
  }
  const atEnd = adwAt(history, end, options.averageMonthlyWageMethod)
  const adw = atEnd.averageDailyWage
  const lines: BreakdownLine[] = []
  const payableByHelper: BreakdownLine[] = []
  const push = (target: BreakdownLine[], labelKey: string, amount: number, rule: string): void => {
    if (amount > 0) target.push({ labelKey, amountCents: amount, rule })
  }

  // Wages owed up to and including the last day, after what was paid (spec §11.2).
  if (input.finalPeriodWagesCents === undefined) {
    lines.push(
      ...outstandingWageLines({
        employmentStart: start,
        terminationDate: end,
        monthlyWageCents: input.monthlyWageCents,
        foodAllowanceCents: food,
        ...(input.wagesPaidUpTo === undefined ? {} : { wagesPaidUpTo: input.wagesPaidUpTo }),
        ...(input.paidPeriods === undefined ? {} : { paidPeriods: input.paidPeriods }),
        prorationMethod: options.prorationMethod,
      }),
    )
  } else {
    push(lines, 'outstanding_wages', input.finalPeriodWagesCents, 'EO s.23, s.25')
  }
  const arrears = input.unpaidWagesCents ?? 0
  if (arrears > 0) {
    lines.push({
      labelKey: 'unpaid_wages',
      amountCents: arrears,
      rule: 'EO s.23, s.25',
      ...(input.unpaidWagesReason ? { note: input.unpaidWagesReason } : {}),
    })
  }

  // Wages in lieu of notice for the part of the notice not served (EO s.7).
  const notice = input.notice ?? {
    unit: 'month',
    length: constantOn('notice', end)[isFdh ? 'fdhMonths' : 'defaultMonths'],
  }
  const noticeApplies =
    EMPLOYER_ENDS_WITH_NOTICE.includes(reason) || reason === 'helper_resignation'
  const given = reason === 'employer_without_notice' ? 0 : input.noticeDaysGiven
  if (noticeApplies && given !== undefined) {
    // The day notice is given counts as its first day (spec §9.1).
    const noticeDate = given === 0 ? end : laterOf(addDays(end, 1 - given), start)
    const atNotice = adwAt(history, noticeDate, options.averageMonthlyWageMethod)
    const pilon = paymentInLieuOfNotice({
      notice,
      noticeDate,
      daysOfNoticeGiven: given === 0 ? 0 : daysInclusive(noticeDate, end),
      averageMonthlyWagesCents: toNumber(atNotice.averageMonthlyWages),
      averageDailyWageCents: toNumber(atNotice.averageDailyWage),
      partialNotice: options.partialNotice,
    })
    const rule = isFdh ? 'SEC cl.10; EO s.7' : 'EO s.7'
    push(
      reason === 'helper_resignation' ? payableByHelper : lines,
      'payment_in_lieu_of_notice',
      pilon.amountCents,
      rule,
    )
  }

  // Annual leave: untaken days of completed leave years are always paid, pro rata is not paid
  // on summary dismissal (EO s.41D). Leave taken in advance first eats into the pro-rata days.
  const leave = annualLeaveSummary({
    employmentStart: start,
    asOf: end,
    daysTaken: input.annualLeaveDaysTaken ?? 0,
    ...(input.annualLeaveAdjustmentDays === undefined
      ? {}
      : { adjustmentDays: input.annualLeaveAdjustmentDays }),
  })
  const position = leaveYearPosition(start, end)
  const months =
    options.proRataThreshold === 'total_service'
      ? completedMonths(start, end)
      : position.monthsInLeaveYear
  const proRataEligible =
    reason !== 'summary_dismissal' && months >= constantOn('proRataAnnualLeaveMinimumMonths', end)
  const balance = fromNumber(leave.balanceDays)
  const untakenDays = max(balance, ZERO)
  const proRataDays = proRataEligible
    ? max(
        sub(proRataDaysRatio(position, options.proRataRounding), max(sub(ZERO, balance), ZERO)),
        ZERO,
      )
    : ZERO
  const untakenCents = roundHalfUp(mul(untakenDays, adw))
  const proRataCents = roundHalfUp(mul(proRataDays, adw))
  push(lines, 'untaken_annual_leave_pay', untakenCents, 'EO s.41D')
  push(lines, 'pro_rata_annual_leave_pay', proRataCents, 'EO s.41D')
  push(
    lines,
    'untaken_statutory_holiday_pay',
    roundHalfUp(mul(ratio(input.untakenStatutoryHolidays ?? 0), adw)),
    'EO s.39, s.40 (LD checklist) [UNCONFIRMED]',
  )

  // Severance or long service payment (never both, EO s.31B, s.31R).
  const mpfCovered = input.mpfCovered ?? input.employeeType === 'driver'
  // Without wages for the month before 1 May 2025, the pre-transition part uses the April 2025
  // record, else the current contract wages [PRACTICE].
  const transitionMonth = monthKey(
    addDays(latestConstant('mpfOffsettingAbolition').transitionDate, -1),
  )
  const transitionRecord = input.wageRecords?.find((record) => record.month === transitionMonth)
  const serviceInput: ServicePaymentInput = {
    preTransitionWages: { lastMonthWagesCents: transitionRecord?.wagesCents ?? wageMonthly },
    ...input.servicePayment,
    employmentStart: start,
    terminationDate: end,
    reason,
    lastMonthWagesCents: input.lastMonthWagesCents ?? wageMonthly,
    averageMonthlyWagesCents: toNumber(atEnd.averageMonthlyWages),
    mpfCovered,
    serviceYearDivisor: options.serviceYearDivisor,
  }
  const severance = severancePayment(serviceInput)
  const longService = longServicePayment(serviceInput)
  lines.push(...severance.breakdown, ...longService.breakdown)

  const death = reason === 'death'
  if (isFdh && (!death || options.passageOnDeath)) {
    // SEC cl.7: free return passage and a daily food and travelling allowance, whoever ends it
    // and for any reason (spec §9.3 [OFFICIAL]). On death the passage is the cost of
    // repatriation (option passageOnDeath).
    lines.push({
      labelKey: 'free_return_passage',
      amountCents: input.returnPassageCents ?? 0,
      rule: death ? 'SEC cl.7(a) (repatriation on death)' : 'SEC cl.7(a)',
    })
    const perDay = constantOn('fdhJourneyAllowance', end).centsPerDay
    lines.push({
      labelKey: 'food_and_travelling_allowance',
      amountCents: perDay * (input.journeyDays ?? 1),
      rule: 'SEC cl.7(b)',
    })
  }
  lines.push(...(input.otherItems ?? []))

  const deadlines = constantOn('paymentDeadlines', end)
  const fdhDeadlines = constantOn('fdhTermination', end)
  const warnings: string[] = []
  if (food > 0 && options.foodAllowanceIsWages) warnings.push('food_allowance_counted_as_wages')
  if (atEnd.fromContractRate) warnings.push('adw_from_contract_rate')
  warnings.push(
    ...minimumAllowableWageWarnings({
      employeeType: input.employeeType,
      contractSignedOn: input.contractSignedOn,
      monthlyWageCents: input.monthlyWageCents,
      foodAllowanceCents: food,
    }),
  )
  return {
    reason,
    lines,
    totalCents: lines.reduce((total, line) => total + line.amountCents, 0),
    payableByHelper,
    summary: summariseSettlement({
      input,
      leave,
      adw,
      proRataDays,
      untakenDays,
      leaveCents: untakenCents + proRataCents,
      severance,
      longService,
    }),
    paymentDueBy: addDays(end, deadlines.terminationDays),
    immigrationNotificationDueBy: isFdh
      ? addDays(end, fdhDeadlines.immigrationNotificationDays)
      : null,
    helperDepartureBy: isFdh ? addDays(end, fdhDeadlines.departureDays) : null,
    warnings,
  }
}
