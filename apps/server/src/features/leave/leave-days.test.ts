import { expect, test } from 'vitest'
import { countLeaveDays, holidaysOfYear, type LeaveRange } from './leave-days'

const range = (overrides: Partial<LeaveRange>): LeaveRange => ({
  leaveTypeCode: 'AN',
  fromDate: '2026-03-02',
  toDate: '2026-03-06',
  durationType: 'FD',
  excludeDayType: 7,
  ...overrides,
})

test('counts every working day of a week without holidays', () => {
  // Mon 2 – Fri 6 March 2026.
  expect(countLeaveDays(range({}))).toBe(5)
})

test('leaves the contract’s rest day out', () => {
  // Mon 2 – Sun 8 March 2026 with Sunday off: 6 days.
  expect(countLeaveDays(range({ toDate: '2026-03-08' }))).toBe(6)
  // The same range with Wednesday off: Sunday counts, Wednesday does not.
  expect(countLeaveDays(range({ toDate: '2026-03-08', excludeDayType: 3 }))).toBe(6)
  expect(countLeaveDays(range({ toDate: '2026-03-08', excludeDayType: null }))).toBe(7)
})

test('leaves statutory holidays out, and the substitute day of one on the rest day', () => {
  // 2026: Ching Ming Sun 5 Apr moves to Tue 7 Apr for a Sunday rest day; Easter Monday 6 Apr.
  // Thu 2 – Thu 9 April: 2, 3, 4, 8, 9 count; 5 (rest), 6 (Easter Monday), 7 (substitute) do not.
  expect(countLeaveDays(range({ fromDate: '2026-04-02', toDate: '2026-04-09' }))).toBe(5)
  // With Saturday off, Ching Ming stays on Sunday 5 April and Tuesday 7 April is a working day.
  expect(
    countLeaveDays(range({ fromDate: '2026-04-02', toDate: '2026-04-09', excludeDayType: 6 })),
  ).toBe(5)
})

test('counts half a day for a morning or an afternoon', () => {
  expect(countLeaveDays(range({ toDate: '2026-03-02', durationType: 'AM' }))).toBe(0.5)
  expect(countLeaveDays(range({ toDate: '2026-03-02', durationType: 'PM' }))).toBe(0.5)
})

test('a half day on a rest day or a holiday uses nothing', () => {
  expect(
    countLeaveDays(range({ fromDate: '2026-03-08', toDate: '2026-03-08', durationType: 'AM' })),
  ).toBe(0)
  expect(
    countLeaveDays(range({ fromDate: '2026-05-01', toDate: '2026-05-01', durationType: 'PM' })),
  ).toBe(0)
})

test('counts across the turn of a year with both years’ holidays', () => {
  // Mon 28 Dec 2026 – Sat 2 Jan 2027, Sunday off: 1 Jan 2027 is a holiday. 28–31 Dec, 2 Jan.
  expect(countLeaveDays(range({ fromDate: '2026-12-28', toDate: '2027-01-02' }))).toBe(5)
})

test('maternity leave counts calendar days', () => {
  expect(
    countLeaveDays(range({ leaveTypeCode: 'ML', fromDate: '2026-04-01', toDate: '2026-04-30' })),
  ).toBe(30)
})

test('sick and no-pay leave count working days like annual leave', () => {
  expect(countLeaveDays(range({ leaveTypeCode: 'SL', toDate: '2026-03-08' }))).toBe(6)
  expect(countLeaveDays(range({ leaveTypeCode: 'NP', toDate: '2026-03-08' }))).toBe(6)
})

test('a year’s holidays carry the substitute day of those on the rest day', () => {
  const { holidays, provisional } = holidaysOfYear(2026, 7)
  expect(provisional).toBe(false)
  expect(holidays).toHaveLength(15)
  const byName = new Map(holidays.map((holiday) => [holiday.name_key, holiday]))
  expect(byName.get('ching_ming_festival')).toEqual({
    date: '2026-04-05',
    name_key: 'ching_ming_festival',
    substitute_date: '2026-04-07',
  })
  expect(byName.get('buddhas_birthday')?.substitute_date).toBe('2026-05-25')
  expect(byName.get('chung_yeung_festival')?.substitute_date).toBe('2026-10-19')
  expect(byName.get('labour_day')?.substitute_date).toBeNull()
})

test('without a rest day no holiday moves; 2027 is provisional', () => {
  expect(holidaysOfYear(2026, null).holidays.every((h) => h.substitute_date === null)).toBe(true)
  expect(holidaysOfYear(2027, 7).provisional).toBe(true)
})

test('a year outside the engine’s data is refused by the engine', () => {
  expect(() => holidaysOfYear(2099, 7)).toThrow(RangeError)
  expect(() => countLeaveDays(range({ fromDate: '2099-01-05', toDate: '2099-01-06' }))).toThrow(
    RangeError,
  )
})
