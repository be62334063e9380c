import fc from 'fast-check'
import { expect, test } from 'vitest'
import { buildAverageDailyWageInput, calculationPeriod, type MonthlyWageRecord } from './adw'
import { averageDailyWage } from './wages'

function fixedWages(from: string, months: number, wagesCents: number): MonthlyWageRecord[] {
  const [year, month] = from.split('-').map(Number) as [number, number]
  return Array.from({ length: months }, (_, index) => {
    const total = year * 12 + month - 1 + index
    return {
      month: `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`,
      wagesCents,
    }
  })
}

test('a holiday on 22 Jun 2023 uses 1 Jun 2022 to 31 May 2023', () => {
  expect(calculationPeriod('2023-06-22', '2020-01-01')).toEqual({
    start: '2022-06-01',
    end: '2023-05-31',
  })
})

test('employment from 1 Jan 2025 and a date in Dec 2025 use Jan–Nov 2025, D = 334', () => {
  const window = buildAverageDailyWageInput({
    specifiedDate: '2025-12-15',
    employmentStart: '2025-01-01',
    wageRecords: fixedWages('2025-01', 12, 510_000),
  })
  expect(window).toEqual({
    wagesCents: 5_610_000,
    calendarDays: 334,
    disregardedDays: 0,
    disregardedWagesCents: 0,
    periodStart: '2025-01-01',
    periodEnd: '2025-11-30',
  })
  expect(averageDailyWage(window)).toBeCloseTo(5_610_000 / 334, 9)
})

test('the rolling convention takes the 12 months ending the day before', () => {
  expect(calculationPeriod('2025-06-22', '2020-01-01', 'rolling_12_months')).toEqual({
    start: '2024-06-22',
    end: '2025-06-21',
  })
  expect(calculationPeriod('2024-02-29', '2020-01-01', 'rolling_12_months')).toEqual({
    start: '2023-03-01',
    end: '2024-02-28',
  })
  const window = buildAverageDailyWageInput({
    specifiedDate: '2025-06-16',
    employmentStart: '2020-01-01',
    wageRecords: fixedWages('2024-06', 13, 300_000),
    convention: 'rolling_12_months',
  })
  // June 2024 counts 15 of its 30 days and June 2025 15 of 30.
  expect(window.wagesCents).toBe(150_000 + 11 * 300_000 + 150_000)
  expect(window.calendarDays).toBe(365)
})

test('employment that began in the month of the specified date uses the days served', () => {
  expect(calculationPeriod('2025-03-20', '2025-03-05')).toEqual({
    start: '2025-03-05',
    end: '2025-03-19',
  })
  const window = buildAverageDailyWageInput({
    specifiedDate: '2025-03-20',
    employmentStart: '2025-03-05',
    wageRecords: [{ month: '2025-03', wagesCents: 270_000 }],
  })
  expect(window.calendarDays).toBe(15)
  expect(window.wagesCents).toBe(150_000)
})

test('the first day of employment has an empty period', () => {
  expect(calculationPeriod('2025-03-05', '2025-03-05')).toBeNull()
  expect(
    buildAverageDailyWageInput({
      specifiedDate: '2025-03-05',
      employmentStart: '2025-03-05',
      wageRecords: [],
    }),
  ).toEqual({
    wagesCents: 0,
    calendarDays: 0,
    disregardedDays: 0,
    disregardedWagesCents: 0,
    periodStart: null,
    periodEnd: null,
  })
})

test('disregarded periods count only their days inside the period, wages in proportion', () => {
  const window = buildAverageDailyWageInput({
    specifiedDate: '2025-07-10',
    employmentStart: '2023-01-01',
    wageRecords: fixedWages('2024-07', 12, 510_000),
    disregardedPeriods: [
      { from: '2024-03-01', to: '2024-03-05', wagesCents: 0 },
      { from: '2024-06-25', to: '2024-07-04', wagesCents: 10_000 },
      { from: '2025-01-10', to: '2025-01-12', wagesCents: 0 },
      { from: '2025-06-30', to: '2025-07-03', wagesCents: 4_000 },
    ],
  })
  expect(window.disregardedDays).toBe(4 + 3 + 1)
  expect(window.disregardedWagesCents).toBe(4_000 + 0 + 1_000)
})

test('a record for the first or last month is spread over the days employed in it', () => {
  const window = buildAverageDailyWageInput({
    specifiedDate: '2025-04-20',
    employmentStart: '2025-01-21',
    employmentEnd: '2025-04-25',
    wageRecords: [
      { month: '2025-01', wagesCents: 180_000 },
      { month: '2025-02', wagesCents: 510_000 },
      { month: '2025-03', wagesCents: 510_000 },
      { month: '2025-04', wagesCents: 425_000 },
    ],
    convention: 'rolling_12_months',
  })
  // April: 19 of the 25 days employed fall before the specified date.
  expect(window.wagesCents).toBe(180_000 + 510_000 + 510_000 + 323_000)
  expect(window.calendarDays).toBe(89)
})

test('the builder rejects duplicate months, overlapping periods and bad figures', () => {
  const base = { specifiedDate: '2025-07-10', employmentStart: '2023-01-01', wageRecords: [] }
  expect(() =>
    buildAverageDailyWageInput({
      ...base,
      wageRecords: [
        { month: '2025-01', wagesCents: 1 },
        { month: '2025-01', wagesCents: 2 },
      ],
    }),
  ).toThrow(/two wage records/)
  expect(() =>
    buildAverageDailyWageInput({
      ...base,
      disregardedPeriods: [
        { from: '2025-01-01', to: '2025-01-05', wagesCents: 0 },
        { from: '2025-01-05', to: '2025-01-06', wagesCents: 0 },
      ],
    }),
  ).toThrow(/overlap/)
  expect(() =>
    buildAverageDailyWageInput({ ...base, wageRecords: [{ month: '2025-01', wagesCents: -5 }] }),
  ).toThrow(RangeError)
  expect(() =>
    buildAverageDailyWageInput({
      ...base,
      disregardedPeriods: [{ from: '2025-01-05', to: '2025-01-01', wagesCents: 0 }],
    }),
  ).toThrow(RangeError)
  expect(() => buildAverageDailyWageInput({ ...base, employmentStart: '2025-08-01' })).toThrow(
    RangeError,
  )
  expect(() => buildAverageDailyWageInput({ ...base, employmentEnd: '2025-07-01' })).toThrow(
    RangeError,
  )
  expect(() => buildAverageDailyWageInput({ ...base, convention: 'weekly' as never })).toThrow(
    RangeError,
  )
})

test('a fixed monthly wage with nothing disregarded gives the same ADW under both conventions', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 3_000_000 }),
      fc.integer({ min: 2017, max: 2034 }),
      fc.integer({ min: 1, max: 12 }),
      (wage, year, month) => {
        const specifiedDate = `${year}-${String(month).padStart(2, '0')}-01`
        const input = {
          specifiedDate,
          employmentStart: '2015-01-01',
          wageRecords: fixedWages(`${year - 2}-01`, 48, wage),
        }
        const calendar = buildAverageDailyWageInput(input)
        const rolling = buildAverageDailyWageInput({ ...input, convention: 'rolling_12_months' })
        return (
          calendar.wagesCents === wage * 12 &&
          rolling.wagesCents === wage * 12 &&
          calendar.calendarDays === rolling.calendarDays
        )
      },
    ),
  )
})
