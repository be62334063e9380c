// Statutory holidays (EO s.39): the phase-in of the Employment (Amendment) Ordinance 2021,
// the Sunday shifting rules of spec §3.2 and the rest-day rule for a helper.

import { constantOn, type HolidayKey } from './constants'
import { addDays, isoWeekday, type IsoWeekday } from './dates'
import {
  assertHolidayYear,
  FIRST_PROVISIONAL_HOLIDAY_YEAR,
  festivalDates,
  type FestivalDates,
} from './holiday-dates'
import { LabourInputError } from './validation'

export type HolidayNameKey =
  | 'first_day_of_january'
  | 'lunar_new_year_day'
  | 'second_day_of_lunar_new_year'
  | 'third_day_of_lunar_new_year'
  | 'fourth_day_of_lunar_new_year'
  | 'ching_ming_festival'
  | 'labour_day'
  | 'buddhas_birthday'
  | 'tuen_ng_festival'
  | 'hksar_establishment_day'
  | 'day_following_mid_autumn_festival'
  | 'chung_yeung_festival'
  | 'national_day'
  | 'winter_solstice'
  | 'christmas_day'
  | 'first_weekday_after_christmas'
  | 'easter_monday'
  | 'good_friday'
  | 'day_following_good_friday'

export type StatutoryHoliday = { date: string; nameKey: HolidayNameKey }

export type HolidayOptions = {
  /** EO s.39: the employer chooses one of the two. Default 'winter_solstice' [PRACTICE]. */
  winterSolsticeOrChristmas?: 'winter_solstice' | 'christmas_day'
}

const SUNDAY: IsoWeekday = 7
// Fixed-date holidays keep their date if a festival lands on the same day.
const FIXED_DATE: ReadonlySet<HolidayNameKey> = new Set<HolidayNameKey>([
  'first_day_of_january',
  'labour_day',
  'hksar_establishment_day',
  'national_day',
  'christmas_day',
])

function notSunday(date: string): string {
  return isoWeekday(date) === SUNDAY ? addDays(date, 1) : date
}

function lunarNewYearDays(first: string): StatutoryHoliday[] {
  const names: HolidayNameKey[] = [
    'lunar_new_year_day',
    'second_day_of_lunar_new_year',
    'third_day_of_lunar_new_year',
  ]
  // Spec §3.2: a Sunday among the first three days is replaced by the fourth day.
  return names.map((nameKey, offset) => {
    const date = addDays(first, offset)
    return isoWeekday(date) === SUNDAY
      ? { date: addDays(first, 3), nameKey: 'fourth_day_of_lunar_new_year' }
      : { date, nameKey }
  })
}

function datesFor(
  key: HolidayKey,
  year: number,
  festivals: FestivalDates,
  choice: 'winter_solstice' | 'christmas_day',
): StatutoryHoliday[] {
  const on = (date: string, nameKey: HolidayNameKey): StatutoryHoliday[] => [{ date, nameKey }]
  switch (key) {
    case 'first_day_of_january':
      return on(`${year}-01-01`, key)
    case 'lunar_new_year':
      return lunarNewYearDays(festivals.lunarNewYear)
    case 'ching_ming_festival':
      return on(festivals.chingMing, key)
    case 'labour_day':
      return on(`${year}-05-01`, key)
    case 'tuen_ng_festival':
      return on(festivals.tuenNg, key)
    case 'hksar_establishment_day':
      return on(`${year}-07-01`, key)
    case 'day_following_mid_autumn_festival':
      // Spec §3.2: if the day following falls on a Sunday, the day after it is the holiday.
      return on(notSunday(addDays(festivals.midAutumn, 1)), key)
    case 'chung_yeung_festival':
      return on(festivals.chungYeung, key)
    case 'national_day':
      return on(`${year}-10-01`, key)
    case 'winter_solstice_or_christmas':
      return choice === 'christmas_day'
        ? on(`${year}-12-25`, 'christmas_day')
        : on(festivals.winterSolstice, 'winter_solstice')
    case 'buddhas_birthday':
      return on(festivals.buddhasBirthday, key)
    case 'first_weekday_after_christmas':
      // "Weekday" means any day but Sunday, so a Saturday 26 Dec counts.
      return on(notSunday(`${year}-12-26`), key)
    case 'easter_monday':
      return on(addDays(festivals.easterSunday, 1), key)
    case 'good_friday':
      return on(addDays(festivals.easterSunday, -2), key)
    case 'day_following_good_friday':
      return on(addDays(festivals.easterSunday, -1), key)
  }
}

/**
 * The statutory holidays of `year` in date order (EO s.39, spec §3.2–3.3). Two holidays never
 * share a date: a festival landing on another holiday moves to the next free day, as the
 * General Holidays Ordinance does [PRACTICE]. Throws a RangeError outside 2016–2035.
 */
export function statutoryHolidays(year: number, options: HolidayOptions = {}): StatutoryHoliday[] {
  assertHolidayYear(year)
  const choice = options.winterSolsticeOrChristmas ?? 'winter_solstice'
  const festivals = festivalDates(year)
  const candidates = constantOn('statutoryHolidays', `${year}-01-01`).flatMap((key) =>
    datesFor(key, year, festivals, choice),
  )
  const fixed = candidates.filter((holiday) => FIXED_DATE.has(holiday.nameKey))
  const taken = new Set(fixed.map((holiday) => holiday.date))
  const moved = candidates
    .filter((holiday) => !FIXED_DATE.has(holiday.nameKey))
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((holiday) => {
      let date = holiday.date
      while (taken.has(date)) date = addDays(date, 1)
      taken.add(date)
      return { date, nameKey: holiday.nameKey }
    })
  return [...fixed, ...moved].sort((a, b) => a.date.localeCompare(b.date))
}

/** True for years whose list is not yet confirmed by a published list (2027 onwards). */
export function isHolidayListProvisional(year: number): boolean {
  assertHolidayYear(year)
  return year >= FIRST_PROVISIONAL_HOLIDAY_YEAR
}

function assertRestDays(restDays: readonly IsoWeekday[]): void {
  for (const day of restDays) {
    if (!Number.isInteger(day) || day < 1 || day > 7) {
      throw new LabourInputError(
        `rest days must be ISO weekdays 1 (Monday) to 7 (Sunday), got ${day}`,
      )
    }
  }
  if (new Set(restDays).size === 7)
    throw new LabourInputError('at least one day a week must not be a rest day')
}

export type RestDayHolidayInput = {
  holidayDate: string
  /** The helper's rest days as ISO weekdays (7 = Sunday). */
  restDays: readonly IsoWeekday[]
  /** Other statutory, alternative and substituted holidays the moved day must avoid. */
  otherHolidayDates?: readonly string[]
}

/**
 * The day a helper actually gets a statutory holiday: the holiday itself, or, when it falls on
 * her rest day, the next day that is not a statutory, alternative or substituted holiday nor a
 * rest day (LD FAQ cap57f).
 */
export function holidayForRestDay(input: RestDayHolidayInput): string {
  assertRestDays(input.restDays)
  const rest = new Set(input.restDays)
  if (!rest.has(isoWeekday(input.holidayDate))) return input.holidayDate
  const blocked = new Set(input.otherHolidayDates ?? [])
  let date = addDays(input.holidayDate, 1)
  while (blocked.has(date) || rest.has(isoWeekday(date))) date = addDays(date, 1)
  return date
}

export type ObservedHoliday = StatutoryHoliday & { observedDate: string }

/** Each statutory holiday of `year` with the day this helper observes it (rest-day rule). */
export function observedStatutoryHolidays(
  year: number,
  options: HolidayOptions & { restDays: readonly IsoWeekday[] },
): ObservedHoliday[] {
  const holidays = statutoryHolidays(year, options)
  // 1 January of the next year is always a statutory holiday, so a late move must avoid it.
  const blocked = new Set([...holidays.map((holiday) => holiday.date), `${year + 1}-01-01`])
  return holidays.map((holiday) => {
    const observedDate = holidayForRestDay({
      holidayDate: holiday.date,
      restDays: options.restDays,
      otherHolidayDates: [...blocked],
    })
    blocked.add(observedDate)
    return { ...holiday, observedDate }
  })
}
