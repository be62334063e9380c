import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  addDays,
  assertDate,
  assertOrder,
  completedMonths,
  daysInclusive,
  daysInMonth,
  eachDay,
  fromDayNumber,
  isLeapYear,
  isoWeekday,
  monthPeriodEnd,
  parseMonthKey,
  serviceLength,
  toDayNumber,
} from './dates'

const dayNumbers = fc.integer({ min: toDayNumber('1990-01-01'), max: toDayNumber('2060-12-31') })

test('rejects malformed and impossible dates with a RangeError', () => {
  expect(() => assertDate('2025-1-01')).toThrow(RangeError)
  expect(() => assertDate('2025-02-29', 'signedOn')).toThrow(/signedOn is not a calendar date/)
  expect(() => assertDate('2025-13-01')).toThrow(RangeError)
  expect(() => assertDate('2025-04-31')).toThrow(RangeError)
  expect(() => assertDate('2024-02-29')).not.toThrow()
})

test('rejects an end before its start', () => {
  expect(() => assertOrder('2025-02-01', '2025-01-31', 'from', 'to')).toThrow(
    /to \(2025-01-31\) is before from/,
  )
  expect(() => assertOrder('2025-02-01', '2025-02-01', 'from', 'to')).not.toThrow()
})

test('knows leap years and month lengths', () => {
  expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false])
  expect([1, 2, 4, 12].map((month) => daysInMonth(2024, month))).toEqual([31, 29, 30, 31])
  expect(daysInMonth(2025, 2)).toBe(28)
})

test('day numbers count from 1970-01-01 and weekdays follow ISO numbering', () => {
  expect(toDayNumber('1970-01-01')).toBe(0)
  expect(fromDayNumber(0)).toBe('1970-01-01')
  expect(fromDayNumber(-1)).toBe('1969-12-31')
  expect(isoWeekday('2025-12-21')).toBe(7)
  expect(isoWeekday('2025-12-22')).toBe(1)
  expect(isoWeekday('2026-12-26')).toBe(6)
})

test('day numbers round-trip through dates', () => {
  fc.assert(fc.property(dayNumbers, (n) => toDayNumber(fromDayNumber(n)) === n))
})

test('adding days moves the weekday by the same amount', () => {
  fc.assert(
    fc.property(dayNumbers, fc.integer({ min: -400, max: 400 }), (n, shift) => {
      const date = fromDayNumber(n)
      const moved = addDays(date, shift)
      return (((isoWeekday(moved) - isoWeekday(date) - shift) % 7) + 7) % 7 === 0
    }),
  )
})

test('counts days with both ends included', () => {
  expect(daysInclusive('2025-01-01', '2025-12-31')).toBe(365)
  expect(daysInclusive('2025-01-02', '2025-01-01')).toBe(0)
  expect(eachDay('2025-02-27', '2025-03-02')).toEqual([
    '2025-02-27',
    '2025-02-28',
    '2025-03-01',
    '2025-03-02',
  ])
})

test('a month period ends the day before the corresponding date, or at the month end', () => {
  expect(monthPeriodEnd('2025-01-01', 1)).toBe('2025-01-31')
  expect(monthPeriodEnd('2025-03-10', 1)).toBe('2025-04-09')
  expect(monthPeriodEnd('2025-01-31', 1)).toBe('2025-02-28')
  expect(monthPeriodEnd('2024-01-30', 1)).toBe('2024-02-29')
  expect(monthPeriodEnd('2025-01-31', 2)).toBe('2025-03-30')
  expect(monthPeriodEnd('2024-02-29', 12)).toBe('2025-02-28')
  expect(monthPeriodEnd('2025-11-15', 3)).toBe('2026-02-14')
})

test('completed months count whole periods up to the end of a day', () => {
  expect(completedMonths('2025-01-15', '2025-02-13')).toBe(0)
  expect(completedMonths('2025-01-15', '2025-02-14')).toBe(1)
  expect(completedMonths('2025-01-31', '2025-02-28')).toBe(1)
  expect(completedMonths('2023-01-01', '2025-12-31')).toBe(36)
  expect(completedMonths('2025-05-01', '2025-04-30')).toBe(0)
})

test('completed months never decrease as time passes', () => {
  fc.assert(
    fc.property(
      dayNumbers,
      fc.integer({ min: 0, max: 3000 }),
      fc.integer({ min: 0, max: 60 }),
      (start, a, b) => {
        const from = fromDayNumber(start)
        return (
          completedMonths(from, fromDayNumber(start + a)) <=
          completedMonths(from, fromDayNumber(start + a + b))
        )
      },
    ),
  )
})

test('service length counts whole years and the days of the year in progress', () => {
  expect(serviceLength('2019-01-01', '2024-12-31')).toEqual({
    years: 6,
    extraDays: 0,
    daysInServiceYear: 365,
  })
  expect(serviceLength('2023-01-01', '2024-01-31')).toEqual({
    years: 1,
    extraDays: 31,
    daysInServiceYear: 366,
  })
  expect(serviceLength('2023-03-01', '2024-03-31').daysInServiceYear).toBe(365)
  expect(serviceLength('2025-06-01', '2025-06-01')).toEqual({
    years: 0,
    extraDays: 1,
    daysInServiceYear: 365,
  })
})

test('service length can divide the incomplete year by 365 whatever its length', () => {
  // The service year 1 Jan – 31 Dec 2024 has 366 days; 365 of them count as a whole year.
  expect(serviceLength('2023-01-01', '2024-12-30')).toEqual({
    years: 1,
    extraDays: 365,
    daysInServiceYear: 366,
  })
  expect(serviceLength('2023-01-01', '2024-12-30', 'always_365')).toEqual({
    years: 1,
    extraDays: 365,
    daysInServiceYear: 365,
  })
})

test('parses month keys and rejects bad ones', () => {
  expect(parseMonthKey('2025-09')).toEqual({ year: 2025, month: 9 })
  expect(() => parseMonthKey('2025-13')).toThrow(RangeError)
  expect(() => parseMonthKey('2025-9', 'month')).toThrow(/YYYY-MM/)
})
