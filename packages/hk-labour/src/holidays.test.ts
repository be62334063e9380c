import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isoWeekday } from './dates'
import { easterSunday, festivalDates } from './holiday-dates'
import {
  holidayForRestDay,
  isHolidayListProvisional,
  observedStatutoryHolidays,
  statutoryHolidays,
} from './holidays'

const dates = (year: number, options = {}) =>
  statutoryHolidays(year, options).map((holiday) => holiday.date.slice(5))

test('2025 has the 14 statutory holidays of the official list', () => {
  expect(statutoryHolidays(2025)).toEqual([
    { date: '2025-01-01', nameKey: 'first_day_of_january' },
    { date: '2025-01-29', nameKey: 'lunar_new_year_day' },
    { date: '2025-01-30', nameKey: 'second_day_of_lunar_new_year' },
    { date: '2025-01-31', nameKey: 'third_day_of_lunar_new_year' },
    { date: '2025-04-04', nameKey: 'ching_ming_festival' },
    { date: '2025-05-01', nameKey: 'labour_day' },
    { date: '2025-05-05', nameKey: 'buddhas_birthday' },
    { date: '2025-05-31', nameKey: 'tuen_ng_festival' },
    { date: '2025-07-01', nameKey: 'hksar_establishment_day' },
    { date: '2025-10-01', nameKey: 'national_day' },
    { date: '2025-10-07', nameKey: 'day_following_mid_autumn_festival' },
    { date: '2025-10-29', nameKey: 'chung_yeung_festival' },
    { date: '2025-12-21', nameKey: 'winter_solstice' },
    { date: '2025-12-26', nameKey: 'first_weekday_after_christmas' },
  ])
})

test('2026 has 15 statutory holidays with Easter Monday added', () => {
  expect(statutoryHolidays(2026)).toEqual([
    { date: '2026-01-01', nameKey: 'first_day_of_january' },
    { date: '2026-02-17', nameKey: 'lunar_new_year_day' },
    { date: '2026-02-18', nameKey: 'second_day_of_lunar_new_year' },
    { date: '2026-02-19', nameKey: 'third_day_of_lunar_new_year' },
    { date: '2026-04-05', nameKey: 'ching_ming_festival' },
    { date: '2026-04-06', nameKey: 'easter_monday' },
    { date: '2026-05-01', nameKey: 'labour_day' },
    { date: '2026-05-24', nameKey: 'buddhas_birthday' },
    { date: '2026-06-19', nameKey: 'tuen_ng_festival' },
    { date: '2026-07-01', nameKey: 'hksar_establishment_day' },
    { date: '2026-09-26', nameKey: 'day_following_mid_autumn_festival' },
    { date: '2026-10-01', nameKey: 'national_day' },
    { date: '2026-10-18', nameKey: 'chung_yeung_festival' },
    { date: '2026-12-22', nameKey: 'winter_solstice' },
    { date: '2026-12-26', nameKey: 'first_weekday_after_christmas' },
  ])
})

test('2027 is provisional: the Sunday 2nd day of Lunar New Year gives the 4th day, 26 Dec is a Sunday', () => {
  expect(isHolidayListProvisional(2027)).toBe(true)
  expect(isHolidayListProvisional(2026)).toBe(false)
  expect(dates(2027)).toEqual([
    '01-01',
    '02-06',
    '02-08',
    '02-09',
    '03-29',
    '04-05',
    '05-01',
    '05-13',
    '06-09',
    '07-01',
    '09-16',
    '10-01',
    '10-08',
    '12-22',
    '12-27',
  ])
  expect(statutoryHolidays(2027).find((holiday) => holiday.date === '2027-02-09')?.nameKey).toBe(
    'fourth_day_of_lunar_new_year',
  )
})

test('the holiday count follows the phase-in: 12, 13, 14, 15, 16, 17', () => {
  const counts = Object.fromEntries(
    Array.from({ length: 20 }, (_, index) => 2016 + index).map((year) => [
      year,
      statutoryHolidays(year).length,
    ]),
  )
  for (const year of [2016, 2017, 2018, 2019, 2020, 2021]) expect(counts[year]).toBe(12)
  for (const year of [2022, 2023]) expect(counts[year]).toBe(13)
  for (const year of [2024, 2025]) expect(counts[year]).toBe(14)
  for (const year of [2026, 2027]) expect(counts[year]).toBe(15)
  for (const year of [2028, 2029]) expect(counts[year]).toBe(16)
  for (let year = 2030; year <= 2035; year += 1) expect(counts[year]).toBe(17)
})

test('Christmas Day replaces the Winter Solstice when the employer chooses it', () => {
  const christmas = statutoryHolidays(2025, { winterSolsticeOrChristmas: 'christmas_day' })
  expect(christmas.map((holiday) => holiday.nameKey)).toContain('christmas_day')
  expect(christmas.map((holiday) => holiday.nameKey)).not.toContain('winter_solstice')
  expect(christmas.find((holiday) => holiday.nameKey === 'christmas_day')?.date).toBe('2025-12-25')
})

test('a Sunday among the first three days of Lunar New Year gives way to the fourth day', () => {
  expect(dates(2023).slice(1, 4)).toEqual(['01-23', '01-24', '01-25'])
  expect(dates(2024).slice(1, 4)).toEqual(['02-10', '02-12', '02-13'])
})

test('the day following Mid-Autumn moves to Monday when it falls on a Sunday', () => {
  expect(festivalDates(2022).midAutumn).toBe('2022-09-10')
  expect(
    statutoryHolidays(2022).find(
      (holiday) => holiday.nameKey === 'day_following_mid_autumn_festival',
    )?.date,
  ).toBe('2022-09-12')
})

test('a festival landing on another holiday moves to the next free day', () => {
  // 2033: Chung Yeung falls on National Day.
  expect(festivalDates(2033).chungYeung).toBe('2033-10-01')
  const holidays = statutoryHolidays(2033)
  expect(holidays.find((holiday) => holiday.nameKey === 'national_day')?.date).toBe('2033-10-01')
  expect(holidays.find((holiday) => holiday.nameKey === 'chung_yeung_festival')?.date).toBe(
    '2033-10-02',
  )
})

test('Good Friday and the day following are holidays from 2028 and 2030', () => {
  expect(statutoryHolidays(2028).map((holiday) => holiday.nameKey)).toContain('good_friday')
  expect(statutoryHolidays(2028).map((holiday) => holiday.nameKey)).not.toContain(
    'day_following_good_friday',
  )
  const holidays2030 = statutoryHolidays(2030)
  expect(holidays2030.find((holiday) => holiday.nameKey === 'good_friday')?.date).toBe('2030-04-19')
  expect(
    holidays2030.find((holiday) => holiday.nameKey === 'day_following_good_friday')?.date,
  ).toBe('2030-04-20')
})

test('Easter Sunday follows the Gregorian computus', () => {
  expect(
    ['2024', '2025', '2026', '2027', '2030'].map((year) => easterSunday(Number(year))),
  ).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2030-04-21'])
})

test('a Sunday-rest-day helper gets Sunday holidays on the next free day in 2026', () => {
  const moved = observedStatutoryHolidays(2026, { restDays: [7] }).filter(
    (holiday) => holiday.date !== holiday.observedDate,
  )
  expect(moved).toEqual([
    { date: '2026-04-05', nameKey: 'ching_ming_festival', observedDate: '2026-04-07' },
    { date: '2026-05-24', nameKey: 'buddhas_birthday', observedDate: '2026-05-25' },
    { date: '2026-10-18', nameKey: 'chung_yeung_festival', observedDate: '2026-10-19' },
  ])
})

test('the 2025 Winter Solstice on a Sunday is observed on Monday 22 Dec', () => {
  const solstice = observedStatutoryHolidays(2025, { restDays: [7] }).find(
    (holiday) => holiday.nameKey === 'winter_solstice',
  )
  expect(solstice?.observedDate).toBe('2025-12-22')
})

test('the next-day rule skips rest days and other holidays', () => {
  expect(holidayForRestDay({ holidayDate: '2026-04-05', restDays: [7] })).toBe('2026-04-06')
  expect(
    holidayForRestDay({
      holidayDate: '2026-04-05',
      restDays: [7],
      otherHolidayDates: ['2026-04-06'],
    }),
  ).toBe('2026-04-07')
  expect(holidayForRestDay({ holidayDate: '2026-04-04', restDays: [6, 7] })).toBe('2026-04-06')
  expect(holidayForRestDay({ holidayDate: '2026-04-08', restDays: [7] })).toBe('2026-04-08')
})

test('rest days must be ISO weekdays and leave at least one working day', () => {
  expect(() => holidayForRestDay({ holidayDate: '2026-04-05', restDays: [0 as never] })).toThrow(
    RangeError,
  )
  expect(() =>
    holidayForRestDay({ holidayDate: '2026-04-05', restDays: [1, 2, 3, 4, 5, 6, 7] }),
  ).toThrow(/at least one day/)
})

test('years outside the holiday data are rejected', () => {
  expect(() => statutoryHolidays(2015)).toThrow(RangeError)
  expect(() => statutoryHolidays(2036)).toThrow(RangeError)
  expect(() => statutoryHolidays(2025.5)).toThrow(RangeError)
  expect(() => isHolidayListProvisional(2040)).toThrow(RangeError)
})

test('holidays are distinct dates in their year, in order', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2016, max: 2035 }), fc.boolean(), (year, christmas) => {
      const list = statutoryHolidays(year, {
        winterSolsticeOrChristmas: christmas ? 'christmas_day' : 'winter_solstice',
      })
      const all = list.map((holiday) => holiday.date)
      return (
        new Set(all).size === all.length &&
        all.every((date) => date.startsWith(`${year}-`)) &&
        all.join() === [...all].sort().join()
      )
    }),
  )
})

test('an observed holiday is never on a rest day nor on another holiday', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2016, max: 2035 }),
      fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 2 }),
      (year, restDays) => {
        const observed = observedStatutoryHolidays(year, {
          restDays: restDays as (1 | 2 | 3 | 4 | 5 | 6 | 7)[],
        })
        const days = observed.map((holiday) => holiday.observedDate)
        return (
          new Set(days).size === days.length &&
          days.every((date) => !restDays.includes(isoWeekday(date)))
        )
      },
    ),
  )
})
