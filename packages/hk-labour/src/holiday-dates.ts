// Source dates of the festivals behind the statutory holidays, before any shifting rule.
// Lunar dates were decoded from the Hong Kong Observatory-based lunar table used by common
// calendar libraries; Ching Ming and the Winter Solstice are the solar terms in Hong Kong time
// (UTC+8), checked against an astronomical computation. 2016–2026 match the published lists;
// 2027 onwards is provisional until gazetted (spec §3.3, open item 7).

import { dateOf } from './dates'
import { LabourInputError } from './validation'

export const FIRST_HOLIDAY_YEAR = 2016
export const LAST_HOLIDAY_YEAR = 2035
/** Years from here on are not yet confirmed by a published list. */
export const FIRST_PROVISIONAL_HOLIDAY_YEAR = 2027

type FestivalRow = readonly [
  lunarNewYear: string,
  chingMing: string,
  buddhasBirthday: string,
  tuenNg: string,
  midAutumn: string,
  chungYeung: string,
  winterSolstice: string,
]

// MM-DD of: Lunar New Year's Day, Ching Ming, Buddha's Birthday (4/8), Tuen Ng (5/5),
// Mid-Autumn (8/15, the festival itself, not the holiday after it), Chung Yeung (9/9),
// Winter Solstice.
const FESTIVALS: Record<number, FestivalRow> = {
  2016: ['02-08', '04-04', '05-14', '06-09', '09-15', '10-09', '12-21'],
  2017: ['01-28', '04-04', '05-03', '05-30', '10-04', '10-28', '12-22'],
  2018: ['02-16', '04-05', '05-22', '06-18', '09-24', '10-17', '12-22'],
  2019: ['02-05', '04-05', '05-12', '06-07', '09-13', '10-07', '12-22'],
  2020: ['01-25', '04-04', '04-30', '06-25', '10-01', '10-25', '12-21'],
  2021: ['02-12', '04-04', '05-19', '06-14', '09-21', '10-14', '12-21'],
  2022: ['02-01', '04-05', '05-08', '06-03', '09-10', '10-04', '12-22'],
  2023: ['01-22', '04-05', '05-26', '06-22', '09-29', '10-23', '12-22'],
  2024: ['02-10', '04-04', '05-15', '06-10', '09-17', '10-11', '12-21'],
  2025: ['01-29', '04-04', '05-05', '05-31', '10-06', '10-29', '12-21'],
  2026: ['02-17', '04-05', '05-24', '06-19', '09-25', '10-18', '12-22'],
  2027: ['02-06', '04-05', '05-13', '06-09', '09-15', '10-08', '12-22'],
  2028: ['01-26', '04-04', '05-02', '05-28', '10-03', '10-26', '12-21'],
  2029: ['02-13', '04-04', '05-20', '06-16', '09-22', '10-16', '12-21'],
  2030: ['02-03', '04-05', '05-09', '06-05', '09-12', '10-05', '12-22'],
  2031: ['01-23', '04-05', '05-28', '06-24', '10-01', '10-24', '12-22'],
  2032: ['02-11', '04-04', '05-16', '06-12', '09-19', '10-12', '12-21'],
  2033: ['01-31', '04-04', '05-06', '06-01', '09-08', '10-01', '12-21'],
  2034: ['02-19', '04-05', '05-25', '06-20', '09-27', '10-20', '12-22'],
  2035: ['02-08', '04-05', '05-15', '06-10', '09-16', '10-09', '12-22'],
}

export type FestivalDates = {
  lunarNewYear: string
  chingMing: string
  buddhasBirthday: string
  tuenNg: string
  midAutumn: string
  chungYeung: string
  winterSolstice: string
  easterSunday: string
}

/** Easter Sunday in the Gregorian calendar (anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dateOf(year, month, day)
}

/** Throws a RangeError for a year outside the engine's holiday data. */
export function assertHolidayYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_HOLIDAY_YEAR || year > LAST_HOLIDAY_YEAR) {
    throw new LabourInputError(
      `holiday data cover ${FIRST_HOLIDAY_YEAR}–${LAST_HOLIDAY_YEAR}, got year ${year}`,
    )
  }
}

export function festivalDates(year: number): FestivalDates {
  assertHolidayYear(year)
  const [lunarNewYear, chingMing, buddhas, tuenNg, midAutumn, chungYeung, solstice] = FESTIVALS[
    year
  ] as FestivalRow
  const full = (monthDay: string): string => `${year}-${monthDay}`
  return {
    lunarNewYear: full(lunarNewYear),
    chingMing: full(chingMing),
    buddhasBirthday: full(buddhas),
    tuenNg: full(tuenNg),
    midAutumn: full(midAutumn),
    chungYeung: full(chungYeung),
    winterSolstice: full(solstice),
    easterSunday: easterSunday(year),
  }
}
