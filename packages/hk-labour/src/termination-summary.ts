// The summary cards of the termination page (docs/spec/employment.md §3 "Termination result").

import { completedMonths, daysInMonth, monthOf, yearOf } from './dates'
import type { AnnualLeaveSummary } from './leave'
import { add, ratio, roundHalfUp, toNumber, type Ratio } from './rational'
import type { ServicePayment } from './severance'
import type { TerminationSettlementInput } from './termination-input'

export type TerminationSummary = {
  /** Years Worked: completed years. */
  yearsWorked: number
  /** Months Worked: completed months after the completed years (0–11). */
  monthsWorked: number
  totalMonthsWorked: number
  /** Salary: the contract's monthly wage. */
  salaryCents: number
  /** Average Daily Wage at the termination date, rounded to the cent for display. */
  averageDailyWageCents: number
  startDateOfEmployment: string
  lastDate: string
  /** Severance Payment; null when not applicable. */
  severancePaymentCents: number | null
  /** Long Service Payment; null shows as 'N/A'. */
  longServicePaymentCents: number | null
  annualLeave: {
    /** Annual Leave Total Allocated Balance: days granted by completed leave years. */
    totalAllocatedBalanceDays: number
    /** Used leaves. */
    usedLeaveDays: number
    /** Accrued to Date: pro-rata days of the current leave year, unrounded. */
    accruedToDateDays: number
    /** Last Accrual Year: number of the last completed leave year (0: none). */
    lastAccrualYear: number
    /** Last Allocated Balance: allocated minus used. */
    lastAllocatedBalanceDays: number
    /** Days for calculation: untaken plus pro-rata days paid. */
    daysForCalculation: number
  }
  /** Wage from remaining Leave Days. */
  wageFromRemainingLeaveDaysCents: number
  /** Daily Food Allowance: monthly food allowance ÷ days of the final month. */
  dailyFoodAllowanceCents: number
  /** Last Accrued Leave: entitlement of the last completed leave year. */
  lastAccruedLeaveDays: number
}

export function summariseSettlement(parts: {
  input: TerminationSettlementInput
  leave: AnnualLeaveSummary
  adw: Ratio
  untakenDays: Ratio
  proRataDays: Ratio
  leaveCents: number
  severance: ServicePayment
  longService: ServicePayment
}): TerminationSummary {
  const { input, leave } = parts
  const months = completedMonths(input.employmentStart, input.terminationDate)
  const year = yearOf(input.terminationDate)
  const month = monthOf(input.terminationDate)
  return {
    yearsWorked: Math.floor(months / 12),
    monthsWorked: months % 12,
    totalMonthsWorked: months,
    salaryCents: input.monthlyWageCents,
    averageDailyWageCents: roundHalfUp(parts.adw),
    startDateOfEmployment: input.employmentStart,
    lastDate: input.terminationDate,
    severancePaymentCents: parts.severance.eligible ? parts.severance.amountCents : null,
    longServicePaymentCents: parts.longService.eligible ? parts.longService.amountCents : null,
    annualLeave: {
      totalAllocatedBalanceDays: leave.totalAllocatedDays,
      usedLeaveDays: leave.usedDays,
      accruedToDateDays: leave.accruedToDateDays,
      lastAccrualYear: leave.completedLeaveYears,
      lastAllocatedBalanceDays: leave.balanceDays,
      daysForCalculation: toNumber(add(parts.untakenDays, parts.proRataDays)),
    },
    wageFromRemainingLeaveDaysCents: parts.leaveCents,
    dailyFoodAllowanceCents: roundHalfUp(
      ratio(input.foodAllowanceCents ?? 0, daysInMonth(year, month)),
    ),
    lastAccruedLeaveDays: leave.lastAllocatedDays,
  }
}
