// What each day of an employment is for payroll: a statutory holiday the helper observes, a
// rest day, a day of leave of some type, or a working day.

import { addDays, eachDay, isoWeekday, yearOf, type IsoWeekday } from './dates'
import { observedStatutoryHolidays, type ObservedHoliday } from './holidays'
import type { LeaveRecord, ResolvedPayrollOptions } from './payroll-options'
import { ratio, type Ratio } from './rational'
import { LabourInputError } from './validation'

export type DayKind = 'work' | 'rest' | 'SH' | 'AN' | 'SL' | 'ML' | 'PL' | 'NP'

export type ClassifiedDay = {
  date: string
  kind: DayKind
  /** Share of the day the kind covers: 1, or 1/2 for an AM or PM half day. */
  weight: Ratio
  record: LeaveRecord | null
  holiday: ObservedHoliday | null
}

/** `medicalCertificate`: every record of the run is supported by one (EO s.33(4)). */
export type SicknessRun = {
  from: string
  to: string
  pregnancyRelated: boolean
  medicalCertificate: boolean
}

export type DayClassifier = (date: string) => ClassifiedDay

/**
 * Builds the classifier. A holiday wins over leave: an observed statutory holiday inside any
 * leave is a holiday (paid as one), not a day of leave [PRACTICE]. Annual and paternity leave
 * never cover a rest day; sick leave covers one only with restDayInSickLeave 'sickness_day'.
 * Throws a RangeError when two leave records overlap.
 */
export function makeDayClassifier(
  leave: readonly LeaveRecord[],
  restDays: readonly IsoWeekday[],
  options: ResolvedPayrollOptions,
): DayClassifier {
  const rest = new Set(restDays)
  const byDate = new Map<string, LeaveRecord>()
  for (const record of leave) {
    for (const date of eachDay(record.from, record.to)) {
      if (byDate.has(date)) throw new LabourInputError(`two leave records cover ${date}`)
      byDate.set(date, record)
    }
  }
  const holidayYears = new Map<number, Map<string, ObservedHoliday>>()
  // Late-December holidays never move past 31 December with one or two rest days a week, so a
  // date only needs its own year's list.
  const holidayOn = (date: string): ObservedHoliday | null => {
    const year = yearOf(date)
    let observed = holidayYears.get(year)
    if (!observed) {
      const list = observedStatutoryHolidays(year, {
        restDays,
        winterSolsticeOrChristmas: options.winterSolsticeOrChristmas,
      })
      observed = new Map(list.map((holiday) => [holiday.observedDate, holiday]))
      holidayYears.set(year, observed)
    }
    return observed.get(date) ?? null
  }
  return (date) => {
    const holiday = holidayOn(date)
    const record = byDate.get(date) ?? null
    const isRest = rest.has(isoWeekday(date))
    const base = { date, weight: ratio(1), record, holiday }
    if (holiday) return { ...base, kind: 'SH', record: null }
    if (!record) return { ...base, kind: isRest ? 'rest' : 'work' }
    const half = (record.durationType ?? 'FD') !== 'FD'
    const weight = ratio(1, half ? 2 : 1)
    const restWins =
      isRest &&
      (record.type === 'AN' ||
        record.type === 'PL' ||
        (record.type === 'SL' && options.restDayInSickLeave === 'rest_day'))
    return restWins
      ? { ...base, kind: 'rest', record: null }
      : { ...base, kind: record.type, weight }
  }
}

/**
 * Whether a leave record's days are sickness days (EO s.33). A half sick day (AM or PM) is not:
 * the helper worked the other half, so it is a working day paid in full wages; it uses no paid
 * sickness day and neither counts towards nor joins a run of 4 consecutive sickness days
 * (docs/decisions/0027). Leave balances, payroll and settlements all read half days this way.
 */
export function isSicknessRecord(record: Pick<LeaveRecord, 'type' | 'durationType'>): boolean {
  return record.type === 'SL' && (record.durationType ?? 'FD') === 'FD'
}

/** Sick leave records merged into runs of consecutive days (EO s.33: 4 consecutive days). */
export function sicknessRuns(leave: readonly LeaveRecord[]): SicknessRun[] {
  const sick = leave.filter(isSicknessRecord).sort((a, b) => a.from.localeCompare(b.from))
  const runs: SicknessRun[] = []
  for (const record of sick) {
    const last = runs.at(-1)
    const certified = record.medicalCertificate ?? true
    if (last && addDays(last.to, 1) === record.from) {
      last.to = record.to
      last.pregnancyRelated ||= record.pregnancyRelated === true
      last.medicalCertificate &&= certified
    } else {
      runs.push({
        from: record.from,
        to: record.to,
        pregnancyRelated: record.pregnancyRelated === true,
        medicalCertificate: certified,
      })
    }
  }
  return runs
}
