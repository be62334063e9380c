// The wage history behind every ADW figure of a settlement or payroll month, with the default
// used when the caller has no records: every month paid in full at the contract rate.

import {
  buildAverageDailyWageInput,
  type AdwConvention,
  type AverageDailyWageWindow,
  type DisregardedPeriod,
  type MonthlyWageRecord,
} from './adw'
import {
  daysInclusive,
  earlierOf,
  firstOfMonth,
  lastOfMonth,
  laterOf,
  monthKey,
  monthOf,
  yearOf,
} from './dates'
import { mul, ratio, roundHalfUp, type Ratio } from './rational'
import {
  averageDailyWageRatio,
  averageMonthlyWagesRatio,
  proratedMonthlyRatio,
  type AverageMonthlyWageMethod,
} from './wages'

export type WageHistory = {
  employmentStart: string
  employmentEnd?: string
  /** Monthly wages that count for ADW (wage + cash food allowance when it is wages). */
  contractMonthlyCents: number
  /** Actual wages per month; months without a record count at the contract rate. */
  wageRecords?: readonly MonthlyWageRecord[]
  disregardedPeriods?: readonly DisregardedPeriod[]
  convention: AdwConvention
}

/** Contract wages for each month from the start up to `until`, prorated by calendar days. */
export function contractWageRecords(history: WageHistory, until: string): MonthlyWageRecord[] {
  const records: MonthlyWageRecord[] = []
  let year = yearOf(history.employmentStart)
  let month = monthOf(history.employmentStart)
  while (firstOfMonth(year, month) <= until) {
    const from = laterOf(firstOfMonth(year, month), history.employmentStart)
    const to =
      history.employmentEnd === undefined
        ? lastOfMonth(year, month)
        : earlierOf(lastOfMonth(year, month), history.employmentEnd)
    const days = ratio(daysInclusive(from, to))
    records.push({
      month: monthKey(from),
      wagesCents: roundHalfUp(
        proratedMonthlyRatio(history.contractMonthlyCents, days, year, month, 'calendar_days'),
      ),
    })
    month = month === 12 ? 1 : month + 1
    year = month === 1 ? year + 1 : year
  }
  return records
}

/** The caller's records, with contract wages for any month they do not cover [PRACTICE]. */
function withContractFill(history: WageHistory, until: string): MonthlyWageRecord[] {
  const given = history.wageRecords ?? []
  const months = new Set(given.map((record) => record.month))
  return [
    ...given,
    ...contractWageRecords(history, until).filter((record) => !months.has(record.month)),
  ]
}

export type AdwAt = {
  window: AverageDailyWageWindow
  averageDailyWage: Ratio
  averageMonthlyWages: Ratio
  /** True when ADW was impracticable and the contract rate (× 12 / 365) stood in. */
  fromContractRate: boolean
}

/**
 * ADW and average monthly wages for a specified date. When no day of the period can be used
 * (employment began that day), the contract rate stands in for the comparable employee of
 * spec §5.2 [PRACTICE]: monthly wages × 12 / 365 a day, and the monthly wages themselves.
 */
export function adwAt(
  history: WageHistory,
  specifiedDate: string,
  method: AverageMonthlyWageMethod,
): AdwAt {
  const window = buildAverageDailyWageInput({
    specifiedDate,
    employmentStart: history.employmentStart,
    ...(history.employmentEnd === undefined ? {} : { employmentEnd: history.employmentEnd }),
    wageRecords: withContractFill(history, specifiedDate),
    disregardedPeriods: history.disregardedPeriods ?? [],
    convention: history.convention,
  })
  if (
    window.periodStart === null ||
    window.periodEnd === null ||
    window.disregardedDays === window.calendarDays
  ) {
    const monthly = ratio(history.contractMonthlyCents)
    return {
      window,
      averageDailyWage: mul(monthly, ratio(12, 365)),
      averageMonthlyWages: monthly,
      fromContractRate: true,
    }
  }
  const periodInput = { ...window, periodStart: window.periodStart, periodEnd: window.periodEnd }
  return {
    window,
    averageDailyWage: averageDailyWageRatio(window),
    averageMonthlyWages: averageMonthlyWagesRatio(periodInput, method),
    fromContractRate: false,
  }
}
