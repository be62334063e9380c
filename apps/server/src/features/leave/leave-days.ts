import {
  daysInclusive,
  eachDay,
  isoWeekday,
  yearOf,
  type IsoWeekday,
} from '@hearth/hk-labour/dates'
import {
  isHolidayListProvisional,
  observedStatutoryHolidays,
  type HolidayNameKey,
} from '@hearth/hk-labour/holidays'

// Pure leave arithmetic on top of the hk-labour engine: which days of a leave range count, and
// the statutory holidays a helper observes. No I/O; the engine decides every labour rule.

export type DurationType = 'FD' | 'AM' | 'PM'
export type LeaveTypeCode = 'AN' | 'SL' | 'ML' | 'NP'

/** The helper's rest days as the engine takes them: `exclude_day_type` 1–7, or none. */
export function restDaysOf(excludeDayType: number | null): IsoWeekday[] {
  return excludeDayType === null ? [] : [excludeDayType as IsoWeekday]
}

/** The dates the helper observes a statutory holiday on in the years `from`…`to` touch. */
function observedHolidayDates(from: string, to: string, restDays: IsoWeekday[]): Set<string> {
  const dates = new Set<string>()
  for (let year = yearOf(from); year <= yearOf(to); year += 1) {
    for (const holiday of observedStatutoryHolidays(year, { restDays }))
      dates.add(holiday.observedDate)
  }
  return dates
}

export type LeaveRange = {
  leaveTypeCode: LeaveTypeCode
  fromDate: string
  toDate: string
  durationType: DurationType
  /** The contract's `exclude_day_type` (1 = Monday … 7 = Sunday), or null. */
  excludeDayType: number | null
}

/**
 * Days a leave request uses. Rest days and the statutory holidays the helper observes inside the
 * range are not leave (EO s.41AA and spec §4.1: "rest days and SHs falling within AL are not
 * counted as AL"); each other day counts 1, or 0.5 for an AM/PM half day (only when from = to).
 * Maternity leave is continuous weeks (EO s.12), so it counts calendar days. Throws the engine's
 * RangeError for a year outside its holiday data.
 */
export function countLeaveDays(range: LeaveRange): number {
  if (range.leaveTypeCode === 'ML') return daysInclusive(range.fromDate, range.toDate)
  const restDays = restDaysOf(range.excludeDayType)
  const rest = new Set<number>(restDays)
  const holidays = observedHolidayDates(range.fromDate, range.toDate, restDays)
  const working = eachDay(range.fromDate, range.toDate).filter(
    (date) => !rest.has(isoWeekday(date)) && !holidays.has(date),
  ).length
  return range.durationType === 'FD' ? working : working / 2
}

export type YearHoliday = {
  date: string
  name_key: HolidayNameKey
  /** The day the helper gets instead, when the holiday falls on her rest day; else null. */
  substitute_date: string | null
}

/** The statutory holidays of `year` (EO s.39) with the rest-day substitute, from the engine. */
export function holidaysOfYear(
  year: number,
  excludeDayType: number | null,
): { provisional: boolean; holidays: YearHoliday[] } {
  const holidays = observedStatutoryHolidays(year, { restDays: restDaysOf(excludeDayType) })
  return {
    provisional: isHolidayListProvisional(year),
    holidays: holidays.map((holiday) => ({
      date: holiday.date,
      name_key: holiday.nameKey,
      substitute_date: holiday.observedDate === holiday.date ? null : holiday.observedDate,
    })),
  }
}
