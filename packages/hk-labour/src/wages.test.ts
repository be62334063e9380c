import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  averageDailyWage,
  averageMonthlyWages,
  checkMinimumAllowableWage,
  checkPostingBudget,
  dailyShare,
  minimumAllowableWage,
  minimumAllowableWageWarnings,
  monthsInPeriod,
  proratedMonthlyWage,
  statutoryMinimumHourlyWage,
} from './wages'
import { ratio, roundHalfUp, toNumber } from './rational'

test('the MAW follows the contract signing date through the whole history table', () => {
  const table: [string, number, number][] = [
    ['2016-10-01', 431_000, 103_700],
    ['2017-09-30', 441_000, 105_300],
    ['2018-09-29', 452_000, 107_500],
    ['2019-09-28', 463_000, 112_100],
    ['2021-09-30', 463_000, 117_300],
    ['2022-10-01', 473_000, 119_600],
    ['2023-09-30', 487_000, 123_600],
    ['2024-09-28', 499_000, 123_600],
    ['2025-09-30', 510_000, 123_600],
  ]
  for (const [effectiveFrom, monthlyWageCents, foodAllowanceCents] of table) {
    expect(minimumAllowableWage(effectiveFrom)).toEqual({
      monthlyWageCents,
      foodAllowanceCents,
      effectiveFrom,
    })
  }
})

test('a contract signed the day before a new level keeps the old level', () => {
  expect(minimumAllowableWage('2025-09-29')).toEqual({
    monthlyWageCents: 499_000,
    foodAllowanceCents: 123_600,
    effectiveFrom: '2024-09-28',
  })
  expect(minimumAllowableWage('2020-09-29').monthlyWageCents).toBe(463_000)
  expect(minimumAllowableWage('2026-11-22').monthlyWageCents).toBe(510_000)
})

test('the MAW rejects malformed dates and dates before the table', () => {
  expect(() => minimumAllowableWage('2016-09-30')).toThrow(RangeError)
  expect(() => minimumAllowableWage('30/09/2025')).toThrow(RangeError)
})

test('the statutory minimum wage follows the event date', () => {
  expect(statutoryMinimumHourlyWage('2025-05-01')).toBe(4210)
  expect(statutoryMinimumHourlyWage('2026-05-01')).toBe(4310)
  expect(() => statutoryMinimumHourlyWage('2025-04-30')).toThrow(RangeError)
})

test('ADW of an FDH on HK$5,100 with nothing disregarded is 5,100 × 12 / 365', () => {
  const adw = averageDailyWage({
    wagesCents: 6_120_000,
    calendarDays: 365,
    disregardedDays: 0,
    disregardedWagesCents: 0,
  })
  expect(adw).toBeCloseTo(16_767.123287, 5)
  expect(roundHalfUp(ratio(6_120_000, 365))).toBe(16_767)
})

test('ADW leaves out disregarded days and the wages paid for them', () => {
  // As in the Government SEC Guidance Ex. G-1: four unpaid holidays in the first 3 months are
  // taken out as D − 4 with a sum of $0 (figures here are illustrative).
  expect(
    averageDailyWage({
      wagesCents: 2_722_400,
      calendarDays: 92,
      disregardedDays: 4,
      disregardedWagesCents: 0,
    }),
  ).toBe(30_936.363636363636)
  expect(
    averageDailyWage({
      wagesCents: 1_000_000,
      calendarDays: 100,
      disregardedDays: 10,
      disregardedWagesCents: 100_000,
    }),
  ).toBe(10_000)
})

test('ADW rejects negative, fractional and inconsistent figures', () => {
  const ok = { wagesCents: 100, calendarDays: 10, disregardedDays: 0, disregardedWagesCents: 0 }
  expect(() => averageDailyWage({ ...ok, wagesCents: -1 })).toThrow(RangeError)
  expect(() => averageDailyWage({ ...ok, calendarDays: 1.5 })).toThrow(RangeError)
  expect(() => averageDailyWage({ ...ok, disregardedDays: 11 })).toThrow(
    /cannot exceed calendarDays/,
  )
  expect(() => averageDailyWage({ ...ok, disregardedWagesCents: 101 })).toThrow(
    /cannot exceed wagesCents/,
  )
  expect(() => averageDailyWage({ ...ok, disregardedDays: 10 })).toThrow(/impracticable/)
})

const adwInputs = fc
  .record({
    adw: fc.integer({ min: 0, max: 200_000 }),
    counted: fc.integer({ min: 1, max: 366 }),
    disregardedDays: fc.integer({ min: 0, max: 100 }),
    disregardedWagesCents: fc.integer({ min: 0, max: 5_000_000 }),
  })
  .map(({ adw, counted, disregardedDays, disregardedWagesCents }) => ({
    adw,
    input: {
      wagesCents: adw * counted + disregardedWagesCents,
      calendarDays: counted + disregardedDays,
      disregardedDays,
      disregardedWagesCents,
    },
  }))

test('ADW is unchanged when a fully paid day is added with its pay', () => {
  fc.assert(
    fc.property(adwInputs, ({ adw, input }) => {
      const withDay = {
        ...input,
        wagesCents: input.wagesCents + adw,
        calendarDays: input.calendarDays + 1,
      }
      return averageDailyWage(input) === adw && averageDailyWage(withDay) === adw
    }),
  )
})

test('ADW is unchanged when a disregarded day is added with whatever was paid for it', () => {
  fc.assert(
    fc.property(adwInputs, fc.integer({ min: 0, max: 100_000 }), ({ input }, pay) => {
      const withDay = {
        wagesCents: input.wagesCents + pay,
        calendarDays: input.calendarDays + 1,
        disregardedDays: input.disregardedDays + 1,
        disregardedWagesCents: input.disregardedWagesCents + pay,
      }
      return averageDailyWage(withDay) === averageDailyWage(input)
    }),
  )
})

test('months in a period count whole month periods plus a fraction', () => {
  expect(monthsInPeriod('2024-06-01', '2025-05-31')).toEqual(ratio(12))
  expect(monthsInPeriod('2024-06-22', '2025-06-21')).toEqual(ratio(12))
  expect(monthsInPeriod('2025-01-15', '2025-11-30')).toEqual(ratio(10 * 30 + 16, 30))
})

test('average monthly wages of a fixed wage equal that wage, leap year or not', () => {
  for (const [start, end, days] of [
    ['2024-01-01', '2024-12-31', 366],
    ['2025-01-01', '2025-12-31', 365],
  ] as const) {
    const input = {
      wagesCents: 6_120_000,
      calendarDays: days,
      disregardedDays: 0,
      disregardedWagesCents: 0,
      periodStart: start,
      periodEnd: end,
    }
    expect(averageMonthlyWages(input)).toBe(510_000)
  }
  const leap = {
    wagesCents: 6_120_000,
    calendarDays: 366,
    disregardedDays: 0,
    disregardedWagesCents: 0,
    periodStart: '2024-01-01',
    periodEnd: '2024-12-31',
  }
  expect(averageMonthlyWages(leap, 'days_12_over_365')).toBeCloseTo(
    (6_120_000 * 365) / (366 * 12),
    6,
  )
})

test('average monthly wages scale the months down by the disregarded share', () => {
  const input = {
    wagesCents: 5_610_000,
    calendarDays: 365,
    disregardedDays: 31,
    disregardedWagesCents: 0,
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
  }
  expect(averageMonthlyWages(input)).toBeCloseTo(5_610_000 / (12 * (334 / 365)), 6)
  expect(() => averageMonthlyWages({ ...input, periodEnd: '2025-12-32' })).toThrow(RangeError)
  expect(() => averageMonthlyWages(input, 'weekly' as never)).toThrow(RangeError)
})

test('the daily share of a monthly wage follows the Government SEC guidance', () => {
  // $8,060 ÷ 28 = $287.9 in February, ÷ 31 = $260.0, ÷ 30 = $268.7 (to HK$0.1).
  expect(toNumber(dailyShare(806_000, 2023, 2, 'calendar_days')) / 100).toBeCloseTo(287.857, 3)
  expect(roundHalfUp(ratio(roundHalfUp(dailyShare(806_000, 2023, 1, 'calendar_days')), 10))).toBe(
    2600,
  )
  expect(roundHalfUp(ratio(roundHalfUp(dailyShare(806_000, 2023, 4, 'calendar_days')), 10))).toBe(
    2687,
  )
  expect(dailyShare(600_000, 2025, 1, 'thirty_days')).toEqual(ratio(20_000))
  expect(dailyShare(365_000, 2025, 1, 'annualised')).toEqual(ratio(12_000))
})

test('prorates a partial month by calendar days by default', () => {
  expect(
    proratedMonthlyWage({ monthlyCents: 510_000, year: 2025, month: 11, daysEmployed: 10 }),
  ).toBe(170_000)
  expect(
    proratedMonthlyWage({ monthlyCents: 510_000, year: 2025, month: 1, daysEmployed: 17 }),
  ).toBe(279_677)
  expect(
    proratedMonthlyWage({ monthlyCents: 510_000, year: 2025, month: 2, daysEmployed: 28 }),
  ).toBe(510_000)
  expect(
    proratedMonthlyWage({
      monthlyCents: 510_000,
      year: 2025,
      month: 1,
      daysEmployed: 30,
      method: 'thirty_days',
    }),
  ).toBe(510_000)
  expect(
    proratedMonthlyWage({
      monthlyCents: 510_000,
      year: 2025,
      month: 1,
      daysEmployed: 15,
      method: 'annualised',
    }),
  ).toBe(251_507)
})

test('proration rejects days beyond the month and unknown methods', () => {
  expect(() =>
    proratedMonthlyWage({ monthlyCents: 1, year: 2025, month: 2, daysEmployed: 29 }),
  ).toThrow(RangeError)
  expect(() =>
    proratedMonthlyWage({
      monthlyCents: 1,
      year: 2025,
      month: 2,
      daysEmployed: 1,
      method: 'weekly' as never,
    }),
  ).toThrow(RangeError)
  expect(() =>
    proratedMonthlyWage({ monthlyCents: 1, year: 2025, month: 13, daysEmployed: 1 }),
  ).toThrow(RangeError)
})

test('a prorated wage never exceeds the monthly wage and grows with the days', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 2016, max: 2035 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 0, max: 27 }),
      fc.constantFrom('calendar_days', 'thirty_days', 'annualised' as const),
      (monthlyCents, year, month, days, method) => {
        const fewer = proratedMonthlyWage({ monthlyCents, year, month, daysEmployed: days, method })
        const more = proratedMonthlyWage({
          monthlyCents,
          year,
          month,
          daysEmployed: days + 1,
          method,
        })
        return fewer <= more && more <= monthlyCents
      },
    ),
  )
})

test('a contract meeting the MAW of its signing date passes the check', () => {
  expect(
    checkMinimumAllowableWage({
      signedOn: '2025-10-15',
      monthlyWageCents: 510_000,
      foodOption: 'allowance',
      foodAllowanceCents: 123_600,
    }),
  ).toEqual({
    ok: true,
    shortfallWageCents: 0,
    shortfallFoodCents: 0,
    applicable: {
      monthlyWageCents: 510_000,
      foodAllowanceCents: 123_600,
      effectiveFrom: '2025-09-30',
    },
  })
  // Signed the day before the 2025 level: HK$4,990 was enough.
  expect(
    checkMinimumAllowableWage({
      signedOn: '2025-09-29',
      monthlyWageCents: 499_000,
      foodOption: 'free_food',
    }).ok,
  ).toBe(true)
})

test('the MAW check gives the shortfall of the wage and of the stated food allowance', () => {
  expect(
    checkMinimumAllowableWage({
      signedOn: '2025-10-15',
      monthlyWageCents: 499_000,
      foodOption: 'free_food',
    }),
  ).toMatchObject({ ok: false, shortfallWageCents: 11_000, shortfallFoodCents: 0 })
  // With free food the contract still states an allowance (spec §1.1): it is checked when given.
  expect(
    checkMinimumAllowableWage({
      signedOn: '2025-10-15',
      monthlyWageCents: 510_000,
      foodOption: 'free_food',
      foodAllowanceCents: 120_000,
    }),
  ).toMatchObject({ ok: false, shortfallWageCents: 0, shortfallFoodCents: 3_600 })
  expect(
    checkMinimumAllowableWage({
      signedOn: '2023-01-01',
      monthlyWageCents: 470_000,
      foodOption: 'allowance',
      foodAllowanceCents: 100_000,
    }),
  ).toMatchObject({
    ok: false,
    shortfallWageCents: 3_000,
    shortfallFoodCents: 19_600,
    applicable: { effectiveFrom: '2022-10-01' },
  })
})

test('the MAW check rejects a missing cash allowance, an unknown food option and bad figures', () => {
  const base = { signedOn: '2025-10-15', monthlyWageCents: 510_000 }
  expect(() => checkMinimumAllowableWage({ ...base, foodOption: 'allowance' })).toThrow(
    /foodAllowanceCents is required/,
  )
  expect(() => checkMinimumAllowableWage({ ...base, foodOption: 'cash' as never })).toThrow(
    /foodOption/,
  )
  expect(() =>
    checkMinimumAllowableWage({ ...base, foodOption: 'allowance', foodAllowanceCents: -1 }),
  ).toThrow(/foodAllowanceCents/)
  expect(() =>
    checkMinimumAllowableWage({ ...base, monthlyWageCents: 0.5, foodOption: 'free_food' }),
  ).toThrow(/monthlyWageCents/)
  expect(() =>
    checkMinimumAllowableWage({ ...base, signedOn: '2016-09-30', foodOption: 'free_food' }),
  ).toThrow(RangeError)
})

test('MAW warnings concern FDH contracts with a signing date only; free food checks the wage alone', () => {
  const low = { monthlyWageCents: 499_000, foodAllowanceCents: 0 }
  expect(
    minimumAllowableWageWarnings({ employeeType: 'fdh', contractSignedOn: '2025-10-15', ...low }),
  ).toEqual(['wage_below_minimum_allowable_wage'])
  expect(
    minimumAllowableWageWarnings({
      employeeType: 'fdh',
      contractSignedOn: '2025-10-15',
      monthlyWageCents: 400_000,
      foodAllowanceCents: 100_000,
    }),
  ).toEqual(['wage_below_minimum_allowable_wage', 'food_allowance_below_minimum'])
  expect(minimumAllowableWageWarnings({ employeeType: 'fdh', ...low })).toEqual([])
  expect(
    minimumAllowableWageWarnings({
      employeeType: 'local_domestic_worker',
      contractSignedOn: '2025-10-15',
      ...low,
    }),
  ).toEqual([])
})

describe('checkPostingBudget', () => {
  // MAW HK$5,100 for contracts signed from 2025-09-30 (hk-employment-rules §1.2).
  const on = '2026-11-28'

  test('a range wholly below the wage in force is below it, with the level it is below', () => {
    expect(checkPostingBudget({ on, lowerHkd: 3000, upperHkd: 3500 })).toEqual({
      standing: 'below',
      level: minimumAllowableWage(on),
    })
    expect(checkPostingBudget({ on, upperHkd: 5099 }).standing).toBe('below')
  })

  test('a range that reaches the wage only at its top straddles it', () => {
    expect(checkPostingBudget({ on, lowerHkd: 4700, upperHkd: 5600 }).standing).toBe('straddles')
    expect(checkPostingBudget({ on, lowerHkd: 4990 }).standing).toBe('straddles')
    expect(checkPostingBudget({ on, lowerHkd: 4990, upperHkd: 5100 }).standing).toBe('straddles')
  })

  test('a range at or above the wage, or no budget at all, meets it', () => {
    expect(checkPostingBudget({ on, lowerHkd: 5100, upperHkd: 5500 }).standing).toBe('meets')
    expect(checkPostingBudget({ on, upperHkd: 5100 }).standing).toBe('meets')
    expect(checkPostingBudget({ on }).standing).toBe('meets')
  })

  test('the level is the one in force on the day: HK$4,990 before 2025-09-30', () => {
    expect(checkPostingBudget({ on: '2025-09-29', lowerHkd: 4990 }).standing).toBe('meets')
  })

  test('refuses amounts that are not whole non-negative HK$', () => {
    expect(() => checkPostingBudget({ on, lowerHkd: -1 })).toThrow(RangeError)
    expect(() => checkPostingBudget({ on, upperHkd: 5100.5 })).toThrow(RangeError)
  })
})
