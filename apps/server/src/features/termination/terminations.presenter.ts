import type { BreakdownLine } from '@hearth/hk-labour/types'
import { centsToAmount } from '@hearth/shared/money'
import type { Language } from '@hearth/shared/i18n-keys'
import {
  TERMINATION_WARNING_LABELS,
  type TerminationItem,
  type TerminationResult,
} from '@hearth/shared/termination'
import { translate } from '@hearth/shared/translate'
import type { TerminationFacts } from './terminations.service'
import { citationOf } from '../../lib/labour'

/** 2400000 → "24000.00" (money on the wire: two decimals). */
const money = centsToAmount

function sumOf(lines: readonly BreakdownLine[]): number {
  return lines.reduce((total, line) => total + line.amountCents, 0)
}

/** A positive payment, or nothing. */
function positive(cents: number | null): number {
  return cents !== null && cents > 0 ? cents : 0
}

/**
 * docs/spec/employment.md §9: the total estimated termination pay is the wage from the remaining
 * leave days plus the long service payment when it is a positive number, otherwise plus the
 * severance payment when that is positive.
 */
export function estimatedTotalCents(facts: TerminationFacts): number {
  const { summary } = facts.settlement
  const lsp = positive(summary.longServicePaymentCents)
  return (
    summary.wageFromRemainingLeaveDaysCents +
    (lsp > 0 ? lsp : positive(summary.severancePaymentCents))
  )
}

export function presentItems(
  lines: readonly BreakdownLine[],
  language: Language,
): TerminationItem[] {
  return lines.map((line) => ({
    key: line.labelKey,
    label: translate(line.labelKey, language),
    amount: money(line.amountCents),
    rule: citationOf(line.rule, language),
    period: line.period ? { from: line.period.from, to: line.period.to } : null,
    note: line.note ?? null,
  }))
}

/** The engine's settlement with the spec's display keys (§3 "Termination result"). */
export function presentTermination(facts: TerminationFacts, language: Language): TerminationResult {
  const { settlement, input, employment, contract } = facts
  const { summary } = settlement
  const leave = summary.annualLeave
  return {
    'Years Worked': summary.yearsWorked,
    'Months Worked': summary.monthsWorked,
    Salary: money(summary.salaryCents),
    'Average Daily Wage': money(summary.averageDailyWageCents),
    'Start Date of Employment': summary.startDateOfEmployment,
    'Last Date': summary.lastDate,
    'Severance Payment':
      summary.severancePaymentCents === null ? 'N/A' : money(summary.severancePaymentCents),
    'Long Service Payment':
      summary.longServicePaymentCents === null ? 'N/A' : money(summary.longServicePaymentCents),
    'Annual Leave Total Allocated Balance': leave.totalAllocatedBalanceDays,
    'Used leaves': leave.usedLeaveDays,
    'Accrued to Date': leave.accruedToDateDays,
    'Last Accrual Year': leave.lastAccrualYear,
    'Last Allocated Balance': leave.lastAllocatedBalanceDays,
    'Days for calculation': leave.daysForCalculation,
    'Wage from remaining Leave Days': money(summary.wageFromRemainingLeaveDaysCents),
    'Daily Food Allowance': money(summary.dailyFoodAllowanceCents),
    'Last Accrued Leave': summary.lastAccruedLeaveDays,
    employment: employment.uid,
    helper_profile: employment.helperProfileUid,
    helper_name: facts.helperName,
    termination_type: input.termination_type,
    termination_date: input.termination_date,
    wages_paid_up_to: facts.wagesPaidUpTo,
    total_months_worked: summary.totalMonthsWorked,
    currency: contract.salaryCurrency,
    items: presentItems(settlement.lines, language),
    payable_by_helper: presentItems(settlement.payableByHelper, language),
    payable_by_helper_total: money(sumOf(settlement.payableByHelper)),
    total: money(estimatedTotalCents(facts)),
    settlement_total: money(settlement.totalCents),
    payment_due_by: settlement.paymentDueBy,
    immigration_notification_due_by: settlement.immigrationNotificationDueBy,
    helper_departure_by: settlement.helperDepartureBy,
    warnings: settlement.warnings.map((code) => {
      const label = TERMINATION_WARNING_LABELS[code]
      return { code, message: label ? translate(label, language) : code }
    }),
  }
}
