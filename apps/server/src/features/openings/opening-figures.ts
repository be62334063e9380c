import type { MonthlyWageRecord } from '@hearth/hk-labour/adw'
import { annualLeaveEntitlement, leaveYearPosition } from '@hearth/hk-labour/leave'
import type { SicknessOpening } from '@hearth/hk-labour/sickness'
import type { OpeningRow } from './openings.repository'

// What confirmed opening figures mean to balances, payroll and settlements (ADR 0028; pure).

/** The figures of a CONFIRMED opening, as the other features read them. */
export type CountingOpening = {
  asOf: string
  /** Annual leave days left on `asOf`, over every completed leave year. */
  annualDaysLeft: number
  sickness: SicknessOpening
  statutoryHolidaysOwed: number
  wagesPaidUpTo: string
  pastWages: MonthlyWageRecord[]
}

/** Half days add up exactly in binary floating point. */
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

export function countingOpeningOf(row: OpeningRow | undefined): CountingOpening | undefined {
  if (!row || row.helperStatus !== 'CONFIRMED') return undefined
  return {
    asOf: row.asOf,
    annualDaysLeft: sum(row.annualLeave.map((year) => year.daysLeft)),
    sickness: { date: row.asOf, days: row.sickDaysLeft },
    statutoryHolidaysOwed: row.statutoryHolidaysOwed,
    wagesPaidUpTo: row.wagesPaidUpTo,
    pastWages: row.pastWages.map((month) => ({ ...month })),
  }
}

/** The annual leave the leave years completed by `asOf` gave (EO s.41AA), summed. */
export function annualLeaveEarnedBy(serviceStart: string, asOf: string): number {
  if (asOf < serviceStart) return 0
  const { completedLeaveYears } = leaveYearPosition(serviceStart, asOf)
  let days = 0
  for (let year = 1; year <= completedLeaveYears; year += 1) days += annualLeaveEntitlement(year)
  return days
}

/**
 * The opening as an annual leave adjustment on its date: the days left less the days the
 * completed leave years gave. With the grants of those years it leaves exactly the days left;
 * leave taken and adjustments up to the date are in the figure, so they no longer count.
 */
export function openingLeaveAdjustment(serviceStart: string, opening: CountingOpening): number {
  return opening.annualDaysLeft - annualLeaveEarnedBy(serviceStart, opening.asOf)
}

/**
 * ADW's wage records: finalised payroll months first, then the opening's months that no
 * finalised month covers (oldest first).
 */
export function withOpeningWages(
  records: readonly MonthlyWageRecord[],
  opening: CountingOpening | undefined,
  beforeMonth?: string,
): MonthlyWageRecord[] {
  if (!opening) return [...records]
  const months = new Set(records.map((record) => record.month))
  const extra = opening.pastWages.filter(
    (record) =>
      !months.has(record.month) && (beforeMonth === undefined || record.month < beforeMonth),
  )
  return [...extra, ...records].sort((a, b) => a.month.localeCompare(b.month))
}
