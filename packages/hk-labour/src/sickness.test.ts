import fc from 'fast-check'
import { expect, test } from 'vitest'
import { paidSicknessDaysAccrued, paidSicknessDaysForRun, sicknessAllowance } from './sickness'

const FDH_ADW = (510_000 * 12) / 365

test('no sickness allowance for fewer than 4 consecutive days', () => {
  expect(
    sicknessAllowance({
      averageDailyWageCents: FDH_ADW,
      consecutiveDays: 3,
      availablePaidSicknessDays: 30,
    }),
  ).toBe(0)
})

test('4 consecutive days are all paid at 4/5 of ADW', () => {
  // 4/5 × HK$167.67 × 4 = HK$536.55 (Government Ex. G-3 pays all 4 days too).
  expect(
    sicknessAllowance({
      averageDailyWageCents: FDH_ADW,
      consecutiveDays: 4,
      availablePaidSicknessDays: 30,
    }),
  ).toBe(53_655)
})

test('only accumulated paid sickness days are paid', () => {
  expect(
    sicknessAllowance({
      averageDailyWageCents: 10_000,
      consecutiveDays: 10,
      availablePaidSicknessDays: 6,
    }),
  ).toBe(48_000)
  expect(paidSicknessDaysForRun({ consecutiveDays: 10, availablePaidSicknessDays: 0 })).toBe(0)
})

test('a single pregnancy check-up day counts as a sickness day', () => {
  expect(
    sicknessAllowance({
      averageDailyWageCents: 10_000,
      consecutiveDays: 1,
      availablePaidSicknessDays: 4,
      pregnancyRelated: true,
    }),
  ).toBe(8_000)
})

test('the rule in force on the first sickness day applies', () => {
  expect(
    sicknessAllowance({
      averageDailyWageCents: 10_000,
      consecutiveDays: 4,
      availablePaidSicknessDays: 4,
      firstDay: '2025-03-01',
    }),
  ).toBe(32_000)
  expect(() =>
    sicknessAllowance({
      averageDailyWageCents: 10_000,
      consecutiveDays: 4,
      availablePaidSicknessDays: 4,
      firstDay: '2015-03-01',
    }),
  ).toThrow(RangeError)
  expect(() =>
    sicknessAllowance({
      averageDailyWageCents: 10_000,
      consecutiveDays: 4,
      availablePaidSicknessDays: 4,
      firstDay: '1 Mar',
    }),
  ).toThrow(RangeError)
})

test('sickness allowance rejects negative figures and fractional days', () => {
  expect(() =>
    sicknessAllowance({
      averageDailyWageCents: -1,
      consecutiveDays: 4,
      availablePaidSicknessDays: 4,
    }),
  ).toThrow(RangeError)
  expect(() =>
    sicknessAllowance({
      averageDailyWageCents: 1,
      consecutiveDays: 4.5,
      availablePaidSicknessDays: 4,
    }),
  ).toThrow(RangeError)
  expect(() =>
    sicknessAllowance({
      averageDailyWageCents: 1,
      consecutiveDays: 4,
      availablePaidSicknessDays: -4,
    }),
  ).toThrow(RangeError)
})

test('sickness allowance is never negative and never above 4/5 ADW for each day', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 500_000, noNaN: true }),
      fc.integer({ min: 0, max: 200 }),
      fc.integer({ min: 0, max: 120 }),
      (adw, days, available) => {
        const allowance = sicknessAllowance({
          averageDailyWageCents: adw,
          consecutiveDays: days,
          availablePaidSicknessDays: available,
        })
        return (
          allowance >= 0 &&
          allowance <= Math.round(0.8 * adw * Math.min(days, available)) + 1 &&
          (days >= 4 || allowance === 0)
        )
      },
    ),
  )
})

test('2 paid sickness days per completed month in the first year, 4 after, 120 at most', () => {
  const start = '2023-01-01'
  expect(
    paidSicknessDaysAccrued({ employmentStart: start, asOf: '2023-01-30', daysTaken: 0 }),
  ).toBe(0)
  expect(
    paidSicknessDaysAccrued({ employmentStart: start, asOf: '2023-01-31', daysTaken: 0 }),
  ).toBe(2)
  expect(
    paidSicknessDaysAccrued({ employmentStart: start, asOf: '2023-12-31', daysTaken: 0 }),
  ).toBe(24)
  expect(
    paidSicknessDaysAccrued({ employmentStart: start, asOf: '2024-01-31', daysTaken: 0 }),
  ).toBe(28)
  expect(
    paidSicknessDaysAccrued({ employmentStart: start, asOf: '2025-12-31', daysTaken: 0 }),
  ).toBe(120)
  expect(
    paidSicknessDaysAccrued({ employmentStart: start, asOf: '2027-12-31', daysTaken: 0 }),
  ).toBe(120)
  expect(
    paidSicknessDaysAccrued({ employmentStart: start, asOf: '2023-12-31', daysTaken: 10 }),
  ).toBe(14)
})

test('dated sick days stop accrual only while the balance sits at 120', () => {
  const start = '2020-01-01'
  // Balance reaches 120 after 36 months; 50 days are used in month 39; months 39–48 add 40.
  const dated = paidSicknessDaysAccrued({
    employmentStart: start,
    asOf: '2023-12-31',
    daysTaken: [{ date: '2023-03-10', days: 50 }],
  })
  expect(dated).toBe(110)
  // A plain total is read as the most the balance can be: min(120, 168 − 50).
  const total = paidSicknessDaysAccrued({
    employmentStart: start,
    asOf: '2023-12-31',
    daysTaken: 50,
  })
  expect(total).toBe(118)
  // Days used on a month's last day come before that month's accrual.
  expect(() =>
    paidSicknessDaysAccrued({
      employmentStart: start,
      asOf: '2020-03-31',
      daysTaken: [{ date: '2020-01-31', days: 1 }],
    }),
  ).toThrow(RangeError)
  expect(
    paidSicknessDaysAccrued({
      employmentStart: start,
      asOf: '2020-03-31',
      daysTaken: [
        { date: '2020-04-05', days: 2 },
        { date: '2020-03-02', days: 1 },
        { date: '2020-02-01', days: 2 },
      ],
    }),
  ).toBe(3)
})

test('paid sickness days reject impossible histories', () => {
  expect(() =>
    paidSicknessDaysAccrued({ employmentStart: '2025-01-01', asOf: '2024-12-31', daysTaken: 0 }),
  ).toThrow(RangeError)
  expect(() =>
    paidSicknessDaysAccrued({ employmentStart: '2025-01-01', asOf: '2025-03-31', daysTaken: 7 }),
  ).toThrow(/exceeds/)
  expect(() =>
    paidSicknessDaysAccrued({
      employmentStart: '2025-01-01',
      asOf: '2025-03-31',
      daysTaken: [{ date: '2025-03-31', days: 1.5 }],
    }),
  ).toThrow(RangeError)
  expect(() =>
    paidSicknessDaysAccrued({
      employmentStart: '2025-01-01',
      asOf: '2025-03-31',
      daysTaken: [{ date: '2025-3-31', days: 1 }],
    }),
  ).toThrow(RangeError)
})

test('the paid sickness balance never exceeds 120 nor goes negative', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 120 }),
      fc.integer({ min: 0, max: 40 }),
      (months, taken) => {
        const asOf = `${2016 + Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`
        const accrued = paidSicknessDaysAccrued({
          employmentStart: '2016-01-01',
          asOf,
          daysTaken: 0,
        })
        const usable = Math.min(taken, accrued)
        const balance = paidSicknessDaysAccrued({
          employmentStart: '2016-01-01',
          asOf,
          daysTaken: usable,
        })
        return accrued <= 120 && balance >= 0 && balance <= accrued
      },
    ),
  )
})

// Issue 22: an employment that began before its records opens with the days both parties agreed.
const SINCE_2023 = { employmentStart: '2023-10-01' } as const

test('an opening figure replaces the accrual and the days used up to its date', () => {
  const opening = { date: '2026-01-31', days: 10 }
  expect(
    paidSicknessDaysAccrued({ ...SINCE_2023, asOf: '2026-01-31', daysTaken: [], opening }),
  ).toBe(10)
  // February 2026 is the 29th month: 4 days accrue after the opening.
  expect(
    paidSicknessDaysAccrued({ ...SINCE_2023, asOf: '2026-02-28', daysTaken: [], opening }),
  ).toBe(14)
  const taken = [
    { date: '2025-06-01', days: 5 },
    { date: '2026-02-10', days: 4 },
  ]
  expect(
    paidSicknessDaysAccrued({ ...SINCE_2023, asOf: '2026-02-28', daysTaken: taken, opening }),
  ).toBe(10)
  expect(
    paidSicknessDaysAccrued({ ...SINCE_2023, asOf: '2026-02-28', daysTaken: 4, opening }),
  ).toBe(10)
  expect(
    paidSicknessDaysAccrued({ ...SINCE_2023, asOf: '2026-02-28', daysTaken: 0, opening }),
  ).toBe(14)
})

test('before its date an opening is ignored, and it never lifts the balance over 120', () => {
  const opening = { date: '2026-01-31', days: 3 }
  expect(
    paidSicknessDaysAccrued({ ...SINCE_2023, asOf: '2025-12-31', daysTaken: [], opening }),
  ).toBe(paidSicknessDaysAccrued({ ...SINCE_2023, asOf: '2025-12-31', daysTaken: [] }))
  const high = { date: '2026-01-31', days: 119 }
  expect(
    paidSicknessDaysAccrued({ ...SINCE_2023, asOf: '2026-03-31', daysTaken: [], opening: high }),
  ).toBe(120)
  expect(() =>
    paidSicknessDaysAccrued({
      ...SINCE_2023,
      asOf: '2026-03-31',
      daysTaken: [],
      opening: { date: '2023-09-30', days: 0 },
    }),
  ).toThrow(/before employmentStart/)
})
