import { addDays, monthPeriodEnd } from '@hearth/hk-labour/dates'
import { annualLeaveEntitlement, leaveYearPosition } from '@hearth/hk-labour/leave'
import type { Contract } from '@hearth/shared/employments'
import type { Opening } from '@hearth/shared/employment-openings'
import { isCalendarDate } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'

// The onboarding flow's form values and what they derive from the contracts (pure).

export type Form = {
  as_of: string
  /** Days left per completed leave year, as typed. */
  leave: Record<number, string>
  sick_days_left: string
  statutory_holidays_owed: string
  wages_paid_up_to: string
  /** Actual wages per month ("2025-03"), as typed; blank: as the contract. */
  wages: Record<string, string>
}

export const STEPS = [
  tk('Contracts as signed'),
  tk('Balances on the opening date'),
  tk('Wages paid'),
  tk('Review and send'),
] as const

/** Which step shows each field's error. */
export const STEP_OF: Record<string, number> = {
  as_of: 1,
  annual_leave: 1,
  sick_days_left: 1,
  statutory_holidays_owed: 1,
  wages_paid_up_to: 2,
  past_wages: 2,
}

const SERVED = new Set([
  'ACTIVE',
  'COMPLETED',
  'TERMINATED_MUTUAL',
  'TERMINATED_EMPLOYER',
  'TERMINATED_HELPER',
])

/** Continuous service starts with the earliest contract that was served. */
export function serviceStartOf(contracts: readonly Contract[]): string | null {
  const starts = contracts
    .filter((contract) => SERVED.has(contract.status))
    .map((contract) => contract.start_date)
    .sort()
  return starts[0] ?? null
}

export function formOf(opening: Opening | null | undefined): Form {
  if (!opening) {
    return {
      as_of: '',
      leave: {},
      sick_days_left: '',
      statutory_holidays_owed: '0',
      wages_paid_up_to: '',
      wages: {},
    }
  }
  return {
    as_of: opening.as_of,
    leave: Object.fromEntries(
      opening.annual_leave.map((year) => [year.leave_year, String(year.days_left)]),
    ),
    sick_days_left: String(opening.sick_days_left),
    statutory_holidays_owed: String(opening.statutory_holidays_owed),
    wages_paid_up_to: opening.wages_paid_up_to,
    wages: Object.fromEntries(opening.past_wages.map((month) => [month.month, month.amount])),
  }
}

/** The leave years completed by the opening date, with their dates and entitlement. */
export type LeaveYear = { year: number; from: string; to: string; days: number }

export function leaveYearsOf(start: string | null, asOf: string): LeaveYear[] {
  if (!start || !isCalendarDate(asOf) || asOf < start) return []
  const { completedLeaveYears } = leaveYearPosition(start, asOf)
  return Array.from({ length: completedLeaveYears }, (_, index) => {
    const year = index + 1
    return {
      year,
      from: year === 1 ? start : addDays(monthPeriodEnd(start, index * 12), 1),
      to: monthPeriodEnd(start, year * 12),
      days: annualLeaveEntitlement(year),
    }
  })
}

/** The 12 months up to the wages paid date's month, not before the service began. */
export function wageMonthsOf(start: string | null, paidUpTo: string): string[] {
  if (!start || !isCalendarDate(paidUpTo)) return []
  const months: string[] = []
  let [year, month] = paidUpTo.split('-').map(Number) as [number, number]
  for (let count = 0; count < 12; count += 1) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    if (key < start.slice(0, 7)) break
    months.unshift(key)
    month -= 1
    if (month === 0) {
      month = 12
      year -= 1
    }
  }
  return months
}
