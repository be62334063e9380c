// Independent review checks: every expected figure below was worked out by hand from
// docs/spec/hk-employment-rules.md ("§" = its sections), with the arithmetic in a
// comment. Money is in cents. "ADW 61,200/365" means a fixed HK$5,100 a month for 12 months
// with nothing disregarded: 6,120,000 / 365 = 16,767.1233 cents a day.

import { expect, test } from 'vitest'
import { buildAverageDailyWageInput, calculationPeriod } from './adw'
import { constantOn } from './constants'
import { applyWageDeductions } from './deductions'
import {
  holidayForRestDay,
  isHolidayListProvisional,
  observedStatutoryHolidays,
  statutoryHolidays,
} from './holidays'
import { annualLeaveEntitlement, annualLeaveSummary, proRataAnnualLeave } from './leave'
import { maternityLeavePay, paternityLeavePay } from './maternity'
import { isMpfCoveredByDefault, mpfContributions } from './mpf'
import { noticePeriodDays, paymentInLieuOfNotice } from './notice'
import { payrollMonth } from './payroll'
import type { PayrollMonthInput } from './payroll-options'
import { toNumber } from './rational'
import { longServicePayment, severancePayment, type ServicePaymentInput } from './severance'
import { paidSicknessDaysAccrued, paidSicknessDaysForRun, sicknessAllowance } from './sickness'
import { terminationSettlement, type TerminationSettlementInput } from './termination'
import {
  averageDailyWage,
  averageMonthlyWages,
  dailyShare,
  minimumAllowableWage,
  proratedMonthlyWage,
  statutoryMinimumHourlyWage,
} from './wages'

/** ADW of a fixed HK$5,100 over a 365-day window: 6,120,000 / 365 cents. */
const ADW_5100 = 6_120_000 / 365

const lineMap = (lines: readonly { labelKey: string; amountCents: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.labelKey, line.amountCents]))

const dates = (year: number, choice?: 'winter_solstice' | 'christmas_day') =>
  statutoryHolidays(year, choice ? { winterSolsticeOrChristmas: choice } : {}).map(
    (holiday) => holiday.date,
  )

const service = (overrides: Partial<ServicePaymentInput> = {}): ServicePaymentInput => ({
  employmentStart: '2019-01-01',
  terminationDate: '2024-12-31',
  reason: 'employer_notice',
  lastMonthWagesCents: 510_000,
  ...overrides,
})

const settlement = (overrides: Partial<TerminationSettlementInput> = {}) =>
  terminationSettlement({
    employeeType: 'fdh',
    employmentStart: '2023-01-01',
    terminationDate: '2025-06-30',
    reason: 'redundancy',
    monthlyWageCents: 510_000,
    foodAllowanceCents: 123_600,
    options: { foodAllowanceIsWages: false },
    ...overrides,
  })

const payroll = (overrides: Partial<PayrollMonthInput> = {}) =>
  payrollMonth({
    year: 2025,
    month: 11,
    employeeType: 'fdh',
    employmentStart: '2024-01-01',
    monthlyWageCents: 510_000,
    ...overrides,
  })

// ─── §1.2 FDH Minimum Allowable Wage, keyed by the contract signing date ───────────────────────

test('a contract signed on 1 Oct 2016 must pay at least HK$4,310 and a HK$1,037 food allowance', () => {
  expect(minimumAllowableWage('2016-10-01')).toEqual({
    monthlyWageCents: 431_000,
    foodAllowanceCents: 103_700,
    effectiveFrom: '2016-10-01',
  })
})

test('the MAW rises to HK$4,410 / HK$1,053 for contracts signed from 30 Sep 2017', () => {
  expect(minimumAllowableWage('2017-09-29').monthlyWageCents).toBe(431_000)
  expect(minimumAllowableWage('2017-09-30')).toMatchObject({
    monthlyWageCents: 441_000,
    foodAllowanceCents: 105_300,
  })
})

test('the MAW rises to HK$4,520 / HK$1,075 for contracts signed from 29 Sep 2018', () => {
  expect(minimumAllowableWage('2018-09-28').monthlyWageCents).toBe(441_000)
  expect(minimumAllowableWage('2018-09-29')).toMatchObject({
    monthlyWageCents: 452_000,
    foodAllowanceCents: 107_500,
  })
})

test('the MAW rises to HK$4,630 / HK$1,121 for contracts signed from 28 Sep 2019', () => {
  expect(minimumAllowableWage('2019-09-27').monthlyWageCents).toBe(452_000)
  expect(minimumAllowableWage('2019-09-28')).toMatchObject({
    monthlyWageCents: 463_000,
    foodAllowanceCents: 112_100,
  })
})

test('the 2020 review left HK$4,630 / HK$1,121 unchanged', () => {
  expect(minimumAllowableWage('2020-10-15')).toMatchObject({
    monthlyWageCents: 463_000,
    foodAllowanceCents: 112_100,
    effectiveFrom: '2019-09-28',
  })
})

test('the 2021 review froze the wage at HK$4,630 and raised food to HK$1,173 from 30 Sep 2021', () => {
  expect(minimumAllowableWage('2021-09-29').foodAllowanceCents).toBe(112_100)
  expect(minimumAllowableWage('2021-09-30')).toMatchObject({
    monthlyWageCents: 463_000,
    foodAllowanceCents: 117_300,
  })
})

test('the MAW rises to HK$4,730 / HK$1,196 for contracts signed from 1 Oct 2022', () => {
  expect(minimumAllowableWage('2022-09-30')).toMatchObject({
    monthlyWageCents: 463_000,
    foodAllowanceCents: 117_300,
  })
  expect(minimumAllowableWage('2022-10-01')).toMatchObject({
    monthlyWageCents: 473_000,
    foodAllowanceCents: 119_600,
  })
})

test('the MAW rises to HK$4,870 / HK$1,236 for contracts signed from 30 Sep 2023', () => {
  expect(minimumAllowableWage('2023-09-29').monthlyWageCents).toBe(473_000)
  expect(minimumAllowableWage('2023-09-30')).toMatchObject({
    monthlyWageCents: 487_000,
    foodAllowanceCents: 123_600,
  })
})

test('the MAW rises to HK$4,990 with food unchanged at HK$1,236 from 28 Sep 2024', () => {
  expect(minimumAllowableWage('2024-09-27').monthlyWageCents).toBe(487_000)
  expect(minimumAllowableWage('2024-09-28')).toMatchObject({
    monthlyWageCents: 499_000,
    foodAllowanceCents: 123_600,
  })
})

test('the MAW is HK$5,100 / HK$1,236 for contracts signed from 30 Sep 2025 and still in Nov 2026', () => {
  expect(minimumAllowableWage('2025-09-29').monthlyWageCents).toBe(499_000)
  expect(minimumAllowableWage('2025-09-30')).toEqual({
    monthlyWageCents: 510_000,
    foodAllowanceCents: 123_600,
    effectiveFrom: '2025-09-30',
  })
  expect(minimumAllowableWage('2026-11-22').monthlyWageCents).toBe(510_000)
})

test('a signing date before the first known MAW row is rejected, not guessed', () => {
  expect(() => minimumAllowableWage('2016-09-30')).toThrow(RangeError)
})

// ─── §3.2–3.3 Statutory holidays ───────────────────────────────────────────────────────────────

test('2025 has exactly the 14 listed statutory holidays, Winter Solstice on Sun 21 Dec', () => {
  expect(dates(2025)).toEqual([
    '2025-01-01',
    '2025-01-29',
    '2025-01-30',
    '2025-01-31',
    '2025-04-04',
    '2025-05-01',
    '2025-05-05',
    '2025-05-31',
    '2025-07-01',
    '2025-10-01',
    '2025-10-07',
    '2025-10-29',
    '2025-12-21',
    '2025-12-26',
  ])
})

test('an employer choosing Christmas in 2025 gives Thu 25 Dec instead of the Winter Solstice', () => {
  const list = dates(2025, 'christmas_day')
  expect(list).toHaveLength(14)
  expect(list).toContain('2025-12-25')
  expect(list).not.toContain('2025-12-21')
})

test('2026 has exactly the 15 listed statutory holidays, Easter Monday 6 Apr and Sat 26 Dec included', () => {
  expect(dates(2026)).toEqual([
    '2026-01-01',
    '2026-02-17',
    '2026-02-18',
    '2026-02-19',
    '2026-04-05',
    '2026-04-06',
    '2026-05-01',
    '2026-05-24',
    '2026-06-19',
    '2026-07-01',
    '2026-09-26',
    '2026-10-01',
    '2026-10-18',
    '2026-12-22',
    '2026-12-26',
  ])
})

test('an employer choosing Christmas in 2026 gives Fri 25 Dec instead of Tue 22 Dec', () => {
  const list = dates(2026, 'christmas_day')
  expect(list).toHaveLength(15)
  expect(list).toContain('2026-12-25')
  expect(list).not.toContain('2026-12-22')
})

test('the holiday count follows the phase-in: 12 to 2021, 13, 14, 15, 16, then 17 from 2030', () => {
  const counts = Object.fromEntries(
    [2016, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2035].map((year) => [
      year,
      statutoryHolidays(year).length,
    ]),
  )
  expect(counts).toEqual({
    2016: 12,
    2021: 12,
    2022: 13,
    2023: 13,
    2024: 14,
    2025: 14,
    2026: 15,
    2027: 15,
    2028: 16,
    2029: 16,
    2030: 17,
    2035: 17,
  })
})

test("the Buddha's Birthday becomes a statutory holiday only from 2022 (Sun 8 May 2022)", () => {
  const names = (year: number) => statutoryHolidays(year).map((holiday) => holiday.nameKey)
  expect(names(2021)).not.toContain('buddhas_birthday')
  expect(statutoryHolidays(2022)).toContainEqual({
    date: '2022-05-08',
    nameKey: 'buddhas_birthday',
  })
})

test('the first weekday after Christmas becomes a statutory holiday only from 2024 (Thu 26 Dec 2024)', () => {
  expect(dates(2023)).not.toContain('2023-12-26')
  expect(statutoryHolidays(2024)).toContainEqual({
    date: '2024-12-26',
    nameKey: 'first_weekday_after_christmas',
  })
})

test('Easter Monday is not a statutory holiday in 2025 (21 Apr) but is from 2026', () => {
  expect(dates(2025)).not.toContain('2025-04-21')
  expect(dates(2026)).toContain('2026-04-06')
})

test('Good Friday joins in 2028 (14 Apr) and the day following Good Friday in 2030 (20 Apr)', () => {
  // Easter Sunday 2027 = 28 Mar, 2028 = 16 Apr, 2029 = 1 Apr, 2030 = 21 Apr.
  expect(dates(2027)).not.toContain('2027-03-26')
  expect(dates(2028)).toContain('2028-04-14')
  expect(dates(2029)).toContain('2029-03-30')
  expect(dates(2029)).not.toContain('2029-03-31')
  expect(dates(2030)).toEqual(expect.arrayContaining(['2030-04-19', '2030-04-20', '2030-04-22']))
})

test('a Lunar New Year day on a Sunday is replaced by the 4th day (2023: Sun 22 Jan gives Wed 25 Jan)', () => {
  const lny = statutoryHolidays(2023).filter((holiday) => holiday.date.startsWith('2023-01-2'))
  expect(lny).toEqual([
    { date: '2023-01-23', nameKey: 'second_day_of_lunar_new_year' },
    { date: '2023-01-24', nameKey: 'third_day_of_lunar_new_year' },
    { date: '2023-01-25', nameKey: 'fourth_day_of_lunar_new_year' },
  ])
})

test('a 3rd day of Lunar New Year on a Sunday gives the 4th day (2018: Sun 18 Feb gives Mon 19 Feb)', () => {
  expect(dates(2018).filter((date) => date.startsWith('2018-02'))).toEqual([
    '2018-02-16',
    '2018-02-17',
    '2018-02-19',
  ])
})

test('the spec 2027 example: 2nd day Sun 7 Feb is replaced by the 4th day Tue 9 Feb', () => {
  expect(dates(2027).filter((date) => date.startsWith('2027-02'))).toEqual([
    '2027-02-06',
    '2027-02-08',
    '2027-02-09',
  ])
})

test('a day following Mid-Autumn on a Sunday moves to Monday (2022: Sun 11 Sep gives Mon 12 Sep)', () => {
  expect(statutoryHolidays(2022)).toContainEqual({
    date: '2022-09-12',
    nameKey: 'day_following_mid_autumn_festival',
  })
  expect(dates(2022)).not.toContain('2022-09-11')
})

test('the first weekday after Christmas may be a Saturday, but a Sunday 26 Dec gives Mon 27 Dec', () => {
  expect(dates(2026)).toContain('2026-12-26')
  expect(dates(2027)).toContain('2027-12-27')
  expect(dates(2027)).not.toContain('2027-12-26')
})

test('the 2027 list matches the spec’s provisional list and is flagged provisional', () => {
  expect(isHolidayListProvisional(2026)).toBe(false)
  expect(isHolidayListProvisional(2027)).toBe(true)
  expect(dates(2027)).toEqual([
    '2027-01-01',
    '2027-02-06',
    '2027-02-08',
    '2027-02-09',
    '2027-03-29',
    '2027-04-05',
    '2027-05-01',
    '2027-05-13',
    '2027-06-09',
    '2027-07-01',
    '2027-09-16',
    '2027-10-01',
    '2027-10-08',
    '2027-12-22',
    '2027-12-27',
  ])
})

// ─── §3.2 SH on the rest day: the next day that is not a holiday nor a rest day ───────────────

test('a Sunday-rest-day helper gets the 2025 Winter Solstice (Sun 21 Dec) on Mon 22 Dec', () => {
  expect(
    observedStatutoryHolidays(2025, { restDays: [7] }).filter((h) => h.date !== h.observedDate),
  ).toEqual([{ date: '2025-12-21', nameKey: 'winter_solstice', observedDate: '2025-12-22' }])
})

test('a Sunday-rest-day helper gets Ching Ming 2026 (Sun 5 Apr) on Tue 7 Apr, after Easter Monday', () => {
  expect(
    holidayForRestDay({
      holidayDate: '2026-04-05',
      restDays: [7],
      otherHolidayDates: dates(2026),
    }),
  ).toBe('2026-04-07')
})

test('in 2026 a Sunday-rest-day helper moves exactly Ching Ming, Buddha’s Birthday and Chung Yeung', () => {
  expect(
    observedStatutoryHolidays(2026, { restDays: [7] })
      .filter((h) => h.date !== h.observedDate)
      .map((h) => [h.date, h.observedDate]),
  ).toEqual([
    ['2026-04-05', '2026-04-07'],
    ['2026-05-24', '2026-05-25'],
    ['2026-10-18', '2026-10-19'],
  ])
})

test('a holiday not on the rest day is kept; a Saturday-rest-day helper gets Tuen Ng 2025 on Sun 1 Jun', () => {
  expect(holidayForRestDay({ holidayDate: '2025-10-01', restDays: [7] })).toBe('2025-10-01')
  // Tuen Ng Sat 31 May 2025; Sunday is a normal working day for this helper.
  expect(holidayForRestDay({ holidayDate: '2025-05-31', restDays: [6] })).toBe('2025-06-01')
})

test('with Saturday and Sunday rest days, Sat 26 Dec 2026 is observed on Mon 28 Dec', () => {
  expect(holidayForRestDay({ holidayDate: '2026-12-26', restDays: [6, 7] })).toBe('2026-12-28')
})

// ─── §4 Annual leave ───────────────────────────────────────────────────────────────────────────

test('annual leave is 7, 7, 8, 9, 10, 11, 12, 13 days for years 1–8 and 14 from year 9 on', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15].map(annualLeaveEntitlement)).toEqual([
    0, 7, 7, 8, 9, 10, 11, 12, 13, 14, 14, 14,
  ])
})

test('after 9 completed leave years a helper has been granted 91 days in all', () => {
  // 7 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14 = 91
  expect(
    annualLeaveSummary({ employmentStart: '2016-01-01', asOf: '2024-12-31', daysTaken: 0 }),
  ).toMatchObject({ completedLeaveYears: 9, totalAllocatedDays: 91, lastAllocatedDays: 14 })
})

test('the spec’s 122/365 × 7 = 2.34 days rounds up to 3 days and is kept as 2.3397 by default', () => {
  // 1 Jan – 2 May 2025 = 31 + 28 + 31 + 30 + 2 = 122 days; 7 × 122 / 365 = 2.339726
  const base = {
    employmentStart: '2025-01-01',
    terminationDate: '2025-05-02',
    averageDailyWageCents: ADW_5100,
  }
  expect(proRataAnnualLeave(base).days).toBeCloseTo(2.339726, 6)
  expect(proRataAnnualLeave({ ...base, rounding: 'up' }).days).toBe(3)
  expect(proRataAnnualLeave({ ...base, rounding: 'two_decimals' }).days).toBe(2.34)
  // 854/365 days × 6,120,000/365 cents = 5,226,480,000 / 133,225 = 39,230.47 → HK$392.30
  expect(proRataAnnualLeave(base).amountCents).toBe(39_230)
})

test('no pro-rata annual leave before 3 months; at 3 months 7 × 90/365 days are paid (HK$289.41)', () => {
  const base = { employmentStart: '2025-01-01', averageDailyWageCents: ADW_5100 }
  // 1 Jan – 30 Mar: 2 completed months → nil
  expect(proRataAnnualLeave({ ...base, terminationDate: '2025-03-30' })).toMatchObject({
    eligible: false,
    amountCents: 0,
  })
  // 1 Jan – 31 Mar = 90 days, 3 months: 7 × 90/365 = 1.7260 days × 167.6712 = HK$289.41
  expect(proRataAnnualLeave({ ...base, terminationDate: '2025-03-31' })).toMatchObject({
    eligible: true,
    amountCents: 28_941,
  })
})

test('pro-rata leave in leave year 2 is 7 × 181/365 days (HK$582.03 at ADW HK$167.67)', () => {
  // Leave year 2 = 1 Jan – 31 Dec 2025; 1 Jan – 30 Jun = 181 days; 7 × 181/365 = 3.47123 days
  // 3.47123 × 16,767.1233 = 58,202.9 cents
  const result = proRataAnnualLeave({
    employmentStart: '2024-01-01',
    terminationDate: '2025-06-30',
    averageDailyWageCents: ADW_5100,
  })
  expect(result).toMatchObject({ leaveYear: 2, entitlementDays: 7, daysInLeaveYear: 365 })
  expect(result.amountCents).toBe(58_203)
})

test('a leave year containing 29 Feb divides by 366 (7 × 182/366 days)', () => {
  // Leave year 2 = 2024 (366 days); 1 Jan – 30 Jun 2024 = 182 days; 7 × 182/366 = 3.480874
  // 3.480874 × 16,767.1233 = 58,364.3 cents
  const result = proRataAnnualLeave({
    employmentStart: '2023-01-01',
    terminationDate: '2024-06-30',
    averageDailyWageCents: ADW_5100,
  })
  expect(result.daysInLeaveYear).toBe(366)
  expect(result.days).toBeCloseTo(3.480874, 6)
  expect(result.amountCents).toBe(58_364)
})

test('pro-rata leave of leave year 3 uses that year’s entitlement of 8 days', () => {
  // 8 × 181/365 = 3.967123 days
  expect(
    proRataAnnualLeave({
      employmentStart: '2023-01-01',
      terminationDate: '2025-06-30',
      averageDailyWageCents: ADW_5100,
    }),
  ).toMatchObject({ leaveYear: 3, entitlementDays: 8, amountCents: 66_517 })
})

test('summary dismissal forfeits pro-rata annual leave', () => {
  expect(
    proRataAnnualLeave({
      employmentStart: '2024-01-01',
      terminationDate: '2025-06-30',
      averageDailyWageCents: ADW_5100,
      summaryDismissal: true,
    }).amountCents,
  ).toBe(0)
})

// ─── §5 ADW and average monthly wages ──────────────────────────────────────────────────────────

test('the ADW period for a holiday on 22 Jun 2023 is 1 Jun 2022 – 31 May 2023', () => {
  expect(calculationPeriod('2023-06-22', '2020-01-01')).toEqual({
    start: '2022-06-01',
    end: '2023-05-31',
  })
})

test('employed from 1 Jan 2025, a December 2025 date uses Jan–Nov 2025 with D = 334', () => {
  const records = Array.from({ length: 11 }, (_, index) => ({
    month: `2025-${String(index + 1).padStart(2, '0')}`,
    wagesCents: 510_000,
  }))
  const window = buildAverageDailyWageInput({
    specifiedDate: '2025-12-15',
    employmentStart: '2025-01-01',
    wageRecords: records,
  })
  // W = 11 × 5,100 = 56,100; D = 365 − 31 = 334
  expect(window).toMatchObject({
    wagesCents: 5_610_000,
    calendarDays: 334,
    periodStart: '2025-01-01',
    periodEnd: '2025-11-30',
  })
  // ADW = 56,100 / 334 = HK$167.96
  expect(averageDailyWage(window)).toBeCloseTo(16_796.407, 3)
})

test('ADW is (W − Wd)/(D − Dd): HK$61,200 over 365 days is HK$167.67 a day', () => {
  const input = {
    wagesCents: 6_120_000,
    calendarDays: 365,
    disregardedDays: 0,
    disregardedWagesCents: 0,
  }
  expect(averageDailyWage(input)).toBeCloseTo(16_767.1233, 4)
  // 4 disregarded days paid HK$536.55 at 4/5: (6,120,000 − 53,655) / 361 = 16,804.2798 cents
  expect(
    averageDailyWage({ ...input, disregardedDays: 4, disregardedWagesCents: 53_655 }),
  ).toBeCloseTo(16_804.28, 2)
})

test('a fixed HK$5,100 averages to HK$5,100 a month, also over a 366-day window', () => {
  const base = { disregardedDays: 0, disregardedWagesCents: 0 }
  expect(
    averageMonthlyWages({
      ...base,
      wagesCents: 6_120_000,
      calendarDays: 365,
      periodStart: '2024-10-01',
      periodEnd: '2025-09-30',
    }),
  ).toBeCloseTo(510_000, 6)
  expect(
    averageMonthlyWages({
      ...base,
      wagesCents: 6_120_000,
      calendarDays: 366,
      periodStart: '2023-03-01',
      periodEnd: '2024-02-29',
    }),
  ).toBeCloseTo(510_000, 6)
})

// ─── §6 Sickness allowance ─────────────────────────────────────────────────────────────────────

test('paid sickness days accrue 2 a month in the first year, then 4, up to 120', () => {
  const at = (asOf: string, daysTaken = 0) =>
    paidSicknessDaysAccrued({ employmentStart: '2023-01-01', asOf, daysTaken })
  expect(at('2023-01-30')).toBe(0) // no completed month
  expect(at('2023-01-31')).toBe(2) // 1 month × 2
  expect(at('2023-12-31')).toBe(24) // 12 × 2
  expect(at('2024-01-31')).toBe(28) // 24 + 1 × 4
  expect(at('2025-12-31')).toBe(120) // 24 + 24 × 4 = 120 at 36 months
  expect(at('2026-12-31')).toBe(120) // 24 + 36 × 4 = 168, capped at 120
  expect(at('2024-01-31', 4)).toBe(24) // 28 − 4
})

test('a sick leave of 3 consecutive days earns no sickness allowance', () => {
  expect(
    sicknessAllowance({
      averageDailyWageCents: ADW_5100,
      consecutiveDays: 3,
      availablePaidSicknessDays: 30,
    }),
  ).toBe(0)
  expect(paidSicknessDaysForRun({ consecutiveDays: 3, availablePaidSicknessDays: 30 })).toBe(0)
})

test('a sick leave of 4 consecutive days pays all 4 days at 4/5 ADW (HK$536.55)', () => {
  // 4 × 4/5 × 16,767.1233 = 53,654.79 cents
  expect(
    sicknessAllowance({
      averageDailyWageCents: ADW_5100,
      consecutiveDays: 4,
      availablePaidSicknessDays: 30,
    }),
  ).toBe(53_655)
})

test('a single pregnancy check-up day is paid at 4/5 ADW (HK$134.14)', () => {
  // 4/5 × 16,767.1233 = 13,413.70 cents
  expect(
    sicknessAllowance({
      averageDailyWageCents: ADW_5100,
      consecutiveDays: 1,
      availablePaidSicknessDays: 2,
      pregnancyRelated: true,
    }),
  ).toBe(13_414)
})

test('only accumulated paid sickness days are paid: 6 days sick with 4 available pays 4', () => {
  // 4 × 13,413.6986 = 53,654.79
  expect(
    sicknessAllowance({
      averageDailyWageCents: ADW_5100,
      consecutiveDays: 6,
      availablePaidSicknessDays: 4,
    }),
  ).toBe(53_655)
})

test('payroll: 3 sick days in Nov 2025 are deducted at 5,100/30 with no allowance', () => {
  // Wed 5 – Fri 7 Nov 2025: 3 × 17,000 = 51,000 deducted, nothing paid
  const result = payroll({ leave: [{ type: 'SL', from: '2025-11-05', to: '2025-11-07' }] })
  expect(lineMap(result.lines)).toEqual({ base_salary: 510_000, sick_leave_deduction: -51_000 })
  expect(result.amountCents).toBe(459_000)
})

test('payroll: 4 sick days in Nov 2025 pay HK$536.55 allowance against a HK$680 deduction', () => {
  // Wed 5 – Sat 8 Nov 2025: deduction 4 × 510,000/30 = 68,000; ADW window Nov 2024 – Oct 2025
  // (365 days at HK$5,100) → allowance 4 × 4/5 × 16,767.1233 = 53,654.79
  const result = payroll({ leave: [{ type: 'SL', from: '2025-11-05', to: '2025-11-08' }] })
  expect(lineMap(result.lines)).toEqual({
    base_salary: 510_000,
    sick_leave_deduction: -68_000,
    sickness_allowance: 53_655,
  })
  expect(result.amountCents).toBe(495_655)
})

// ─── §7 Maternity and paternity leave pay ──────────────────────────────────────────────────────

test('maternity leave pay is 14 weeks at 4/5 ADW: HK$9,389.59 + HK$3,755.84 at ADW HK$167.67', () => {
  // Daily 4/5 × 16,767.1233 = 13,413.6986; weeks 1–10: 70 × = 938,958.90; weeks 11–14: 28 × = 375,583.56
  const result = maternityLeavePay({
    averageDailyWageCents: ADW_5100,
    employmentStart: '2024-01-01',
    leaveStart: '2025-03-01',
    confinementDate: '2025-03-20',
  })
  expect(result).toMatchObject({
    eligible: true,
    leaveWeeks: 14,
    leaveEnd: '2025-06-06', // 1 Mar + 97 days
    amountCents: 1_314_543,
    reimbursableCents: 375_584,
  })
})

test('maternity pay for weeks 11–14 is capped at HK$80,000', () => {
  // ADW HK$5,000 → daily HK$4,000; weeks 1–10: 70 × 4,000 = 280,000; weeks 11–14: 28 × 4,000
  // = 112,000 capped at 80,000; total HK$360,000
  const result = maternityLeavePay({
    averageDailyWageCents: 500_000,
    employmentStart: '2024-01-01',
    leaveStart: '2025-03-01',
    confinementDate: '2025-03-20',
  })
  expect(result.amountCents).toBe(36_000_000)
  expect(result.reimbursableCents).toBe(8_000_000)
})

test('a confinement before 11 Dec 2020 gives 10 weeks of maternity pay without the cap', () => {
  // 70 days × 4/5 × HK$200 = HK$11,200
  expect(
    maternityLeavePay({
      averageDailyWageCents: 20_000,
      employmentStart: '2019-01-01',
      leaveStart: '2020-11-20',
      confinementDate: '2020-12-10',
    }),
  ).toMatchObject({ leaveWeeks: 10, amountCents: 1_120_000, reimbursableCents: 0 })
})

test('maternity leave pay needs 40 weeks of service before the leave starts', () => {
  // From 1 Jun 2024: 1 Jun 2024 – 7 Mar 2025 = 280 days = 40 weeks; to 6 Mar = 279 days
  const base = {
    averageDailyWageCents: 20_000,
    employmentStart: '2024-06-01',
    confinementDate: '2025-03-30',
  }
  expect(maternityLeavePay({ ...base, leaveStart: '2025-03-08' })).toMatchObject({
    eligible: true,
    weeksOfService: 40,
  })
  expect(maternityLeavePay({ ...base, leaveStart: '2025-03-07' })).toMatchObject({
    eligible: false,
    weeksOfService: 39,
    amountCents: 0,
  })
})

test('paternity leave pay is 5 days at 4/5 ADW (HK$670.68 at ADW HK$167.67)', () => {
  // 5 × 13,413.6986 = 67,068.49
  expect(
    paternityLeavePay({
      averageDailyWageCents: ADW_5100,
      employmentStart: '2020-01-01',
      birthDate: '2025-05-10',
      leaveDates: ['2025-05-12', '2025-05-13', '2025-05-14', '2025-05-15', '2025-05-16'],
    }).amountCents,
  ).toBe(67_068)
})

test('paternity leave is paid from 4 weeks before the expected birth to 14 weeks after the birth', () => {
  // Birth 10 May 2025: window 12 Apr (10 May − 28) to 16 Aug (10 May + 98); 4/5 × HK$200 a day
  const result = paternityLeavePay({
    averageDailyWageCents: 20_000,
    employmentStart: '2020-01-01',
    birthDate: '2025-05-10',
    leaveDates: [
      '2025-04-11',
      '2025-04-12',
      '2025-06-02',
      '2025-06-03',
      '2025-08-16',
      '2025-08-17',
    ],
  })
  expect(result.paidDates).toEqual(['2025-04-12', '2025-06-02', '2025-06-03', '2025-08-16'])
  expect(result.unpaidDates.map((day) => day.date)).toEqual(['2025-04-11', '2025-08-17'])
  expect(result.amountCents).toBe(64_000) // 4 × 16,000
})

test('a birth before 18 Jan 2019 gives 3 days of paternity leave, not 5', () => {
  const result = paternityLeavePay({
    averageDailyWageCents: 20_000,
    employmentStart: '2015-01-01',
    birthDate: '2019-01-17',
    leaveDates: ['2019-01-18', '2019-01-19', '2019-01-20', '2019-01-21'],
  })
  expect(result.entitlementDays).toBe(3)
  expect(result.amountCents).toBe(48_000) // 3 × 4/5 × 20,000
})

test('paternity leave pay needs 40 weeks of service before the day of leave', () => {
  // From 1 Jun 2024, 7 Mar 2025 has 279 days (39 weeks) before it; 8 Mar has 280 (40 weeks)
  const result = paternityLeavePay({
    averageDailyWageCents: 20_000,
    employmentStart: '2024-06-01',
    birthDate: '2025-03-06',
    leaveDates: ['2025-03-07', '2025-03-08'],
  })
  expect(result.paidDates).toEqual(['2025-03-08'])
  expect(result.amountCents).toBe(16_000)
})

// ─── §8 Severance and long service payment ─────────────────────────────────────────────────────

test('LSP for 6 years on HK$5,100 without food allowance is HK$20,400', () => {
  // 5,100 × 2/3 × 6 = 20,400 (spec §8.2 example)
  expect(longServicePayment(service())).toMatchObject({
    eligible: true,
    monthlyBaseCents: 340_000,
    amountCents: 2_040_000,
  })
})

test('severance needs 24 months: redundancy after exactly 24 months pays HK$6,800, one day less pays nothing', () => {
  // 1 Jan 2023 – 31 Dec 2024 = 24 months; 3,400 × 2 = 6,800
  const redundancy = service({ employmentStart: '2023-01-01', reason: 'redundancy' })
  expect(severancePayment(redundancy).amountCents).toBe(680_000)
  expect(severancePayment({ ...redundancy, terminationDate: '2024-12-30' })).toMatchObject({
    eligible: false,
    ineligibleReason: 'service_under_24_months',
    amountCents: 0,
  })
})

test('LSP needs 5 years: exactly 5 years pays HK$17,000, one day less pays nothing', () => {
  // 3,400 × 5 = 17,000
  const base = service({ employmentStart: '2020-01-01' })
  expect(longServicePayment(base).amountCents).toBe(1_700_000)
  expect(longServicePayment({ ...base, terminationDate: '2024-12-30' })).toMatchObject({
    eligible: false,
    ineligibleReason: 'service_under_5_years',
  })
})

test('the monthly base is capped at 2/3 of HK$22,500 = HK$15,000', () => {
  const base = (wage: number) =>
    longServicePayment(service({ lastMonthWagesCents: wage })).monthlyBaseCents
  expect(base(2_250_000)).toBe(1_500_000) // 22,500 × 2/3
  expect(base(3_000_000)).toBe(1_500_000) // 20,000 capped
  expect(base(2_249_900)).toBe(1_499_933) // 22,499 × 2/3 = 14,999.33
})

test('the total is capped at HK$390,000: 30 years × HK$15,000 = HK$450,000 pays HK$390,000', () => {
  const result = longServicePayment(
    service({ employmentStart: '1995-01-01', lastMonthWagesCents: 3_000_000 }),
  )
  expect(result.amountCents).toBe(39_000_000)
  // 26 years × 15,000 = 390,000 exactly: no reduction
  expect(
    longServicePayment(service({ employmentStart: '1999-01-01', lastMonthWagesCents: 3_000_000 }))
      .amountCents,
  ).toBe(39_000_000)
})

test('an incomplete year counts pro rata: 2 years 181 days of redundancy pays HK$8,486.03', () => {
  // 1 Jan 2023 – 30 Jun 2025: 2 years + 181/365 (service year 2025 has 365 days)
  // 3,400 × (2 + 181/365) = 6,800 + 1,686.03 = 8,486.03
  expect(
    severancePayment(
      service({
        employmentStart: '2023-01-01',
        terminationDate: '2025-06-30',
        reason: 'redundancy',
      }),
    ).amountCents,
  ).toBe(848_603)
})

test('an incomplete service year containing 29 Feb divides by 366: HK$8,490.71', () => {
  // 1 Jan 2022 – 30 Jun 2024: 2 years + 182/366; 3,400 × 2.497268 = 8,490.71
  expect(
    severancePayment(
      service({
        employmentStart: '2022-01-01',
        terminationDate: '2024-06-30',
        reason: 'redundancy',
      }),
    ).amountCents,
  ).toBe(849_071)
})

test('redundancy after 5 years gives severance, never long service payment', () => {
  const input = service({ reason: 'redundancy' })
  expect(severancePayment(input).amountCents).toBe(2_040_000)
  expect(longServicePayment(input)).toMatchObject({
    eligible: false,
    ineligibleReason: 'redundancy_gives_severance',
  })
})

test('LSP after 5 years is due on expiry without renewal, on death and on resignation at 65', () => {
  expect(longServicePayment(service({ reason: 'contract_expiry' })).amountCents).toBe(2_040_000)
  expect(longServicePayment(service({ reason: 'death' })).amountCents).toBe(2_040_000)
  expect(
    longServicePayment(
      service({ reason: 'helper_resignation', resignationGround: 'aged_65_or_over' }),
    ).amountCents,
  ).toBe(2_040_000)
  expect(
    longServicePayment(
      service({ reason: 'helper_resignation', resignationGround: 'permanently_unfit' }),
    ).amountCents,
  ).toBe(2_040_000)
})

test('no SP or LSP on summary dismissal, plain resignation or an unreasonably refused renewal', () => {
  expect(longServicePayment(service({ reason: 'summary_dismissal' })).ineligibleReason).toBe(
    'summary_dismissal',
  )
  expect(longServicePayment(service({ reason: 'helper_resignation' })).amountCents).toBe(0)
  const refused = service({ reason: 'contract_expiry', renewalOfferUnreasonablyRefused: true })
  expect(longServicePayment(refused).amountCents).toBe(0)
  expect(severancePayment({ ...refused, contractExpiryDueToRedundancy: true }).amountCents).toBe(0)
})

test('a 2-year contract not renewed because of redundancy gives severance of HK$6,800', () => {
  const input = service({
    employmentStart: '2023-01-01',
    reason: 'contract_expiry',
    contractExpiryDueToRedundancy: true,
  })
  expect(severancePayment(input).amountCents).toBe(680_000)
})

test('the employee may elect the 12-month average when it is higher than the last month', () => {
  // max(5,100, 5,400) × 2/3 × 6 = 3,600 × 6 = 21,600
  expect(longServicePayment(service({ averageMonthlyWagesCents: 540_000 })).amountCents).toBe(
    2_160_000,
  )
})

// ─── §9.1 Notice and PILON ─────────────────────────────────────────────────────────────────────

test('one month of notice given on 10 Mar runs to 9 Apr, 31 days with the notice day', () => {
  expect(noticePeriodDays({ unit: 'month', length: 1 }, '2025-03-10')).toBe(31)
})

test('an FDH’s PILON for one month is one month’s average wages, HK$5,100', () => {
  expect(
    paymentInLieuOfNotice({
      notice: { unit: 'month', length: 1 },
      noticeDate: '2025-06-30',
      averageMonthlyWagesCents: 510_000,
      averageDailyWageCents: ADW_5100,
    }).amountCents,
  ).toBe(510_000)
})

test('PILON for notice in days is ADW × days: 7 days at HK$167.67 is HK$1,173.70', () => {
  // 7 × 16,767.1233 = 117,369.86
  expect(
    paymentInLieuOfNotice({
      notice: { unit: 'day', length: 7 },
      noticeDate: '2025-06-30',
      averageMonthlyWagesCents: 510_000,
      averageDailyWageCents: ADW_5100,
    }).amountCents,
  ).toBe(117_370)
})

test('half of a 30-day month of notice served leaves HK$2,550 in lieu', () => {
  // 1 – 30 Apr 2025 = 30 days; 15 served: 5,100 × 15/30
  expect(
    paymentInLieuOfNotice({
      notice: { unit: 'month', length: 1 },
      noticeDate: '2025-04-01',
      daysOfNoticeGiven: 15,
      averageMonthlyWagesCents: 510_000,
      averageDailyWageCents: ADW_5100,
    }).amountCents,
  ).toBe(255_000)
})

// ─── §9.3 Final settlement ─────────────────────────────────────────────────────────────────────

test('redundancy after 2 years 6 months: wages, AL 14 + 3.97 days, SP HK$8,486.03, HK$100 journey', () => {
  // Window Jun 2024 – May 2025, 365 days at 5,100 → ADW 16,767.1233 (food not wages)
  // Untaken AL: 14 × 16,767.1233 = 234,739.73; pro rata year 3: 8 × 181/365 × ADW = 66,517.25
  // SP: 3,400 × (2 + 181/365) = 8,486.03; June paid in full; journey 1 day × HK$100
  const result = settlement()
  expect(lineMap(result.lines)).toEqual({
    outstanding_wages: 510_000,
    outstanding_food_allowance: 123_600,
    untaken_annual_leave_pay: 234_740,
    pro_rata_annual_leave_pay: 66_517,
    severance_payment: 848_603,
    free_return_passage: 0,
    food_and_travelling_allowance: 10_000,
  })
  // 510,000 + 123,600 + 234,740 + 66,517 + 848,603 + 0 + 10,000
  expect(result.totalCents).toBe(1_793_460)
})

test('summary dismissal keeps the untaken leave of completed years but no PILON, pro rata or LSP', () => {
  // 6 completed years: 7 + 7 + 8 + 9 + 10 + 11 = 52 days × 16,767.1233 = 871,890.41
  const result = settlement({ employmentStart: '2019-01-01', reason: 'summary_dismissal' })
  expect(lineMap(result.lines)).toEqual({
    outstanding_wages: 510_000,
    outstanding_food_allowance: 123_600,
    untaken_annual_leave_pay: 871_890,
    free_return_passage: 0,
    food_and_travelling_allowance: 10_000,
  })
  expect(result.summary.longServicePaymentCents).toBeNull()
})

test('a 2-year contract expiring at the end of leave year 2 pays untaken leave and no pro rata', () => {
  // 1 Jul 2023 – 30 Jun 2025: 7 + 7 = 14 days × 16,767.1233 = 234,739.73; no SP/LSP (< 5 years)
  const result = settlement({ employmentStart: '2023-07-01', reason: 'contract_expiry' })
  const lines = lineMap(result.lines)
  expect(lines.untaken_annual_leave_pay).toBe(234_740)
  expect(lines.pro_rata_annual_leave_pay).toBeUndefined()
  expect(lines.long_service_payment).toBeUndefined()
  expect(lines.payment_in_lieu_of_notice).toBeUndefined()
})

test('dismissal without notice pays one month in lieu: HK$6,336 with food as wages, HK$5,100 without', () => {
  const withFood = settlement({ reason: 'employer_without_notice', options: {} })
  expect(lineMap(withFood.lines).payment_in_lieu_of_notice).toBe(633_600)
  expect(withFood.warnings).toContain('food_allowance_counted_as_wages')
  const withoutFood = settlement({ reason: 'employer_without_notice' })
  expect(lineMap(withoutFood.lines).payment_in_lieu_of_notice).toBe(510_000)
})

test('a helper resigning without notice owes a month in lieu; it is listed, not deducted', () => {
  const result = settlement({ reason: 'helper_resignation', noticeDaysGiven: 0 })
  expect(result.payableByHelper).toEqual([
    { labelKey: 'payment_in_lieu_of_notice', amountCents: 510_000, rule: 'SEC cl.10; EO s.7' },
  ])
  expect(lineMap(result.lines).payment_in_lieu_of_notice).toBeUndefined()
  // She still gets her return passage and journey allowance (any termination, by either party)
  expect(lineMap(result.lines)).toMatchObject({
    free_return_passage: 0,
    food_and_travelling_allowance: 10_000,
  })
})

test('the food and travelling allowance is HK$100 a day: 2 days pay HK$200 with a HK$2,500 passage', () => {
  const result = settlement({ journeyDays: 2, returnPassageCents: 250_000 })
  expect(lineMap(result.lines)).toMatchObject({
    free_return_passage: 250_000,
    food_and_travelling_allowance: 20_000,
  })
  expect(constantOn('fdhJourneyAllowance', '2025-06-30')).toEqual({ centsPerDay: 10_000 })
})

test('termination sums are due in 7 days, ImmD is told in 7 days, the helper leaves within 2 weeks', () => {
  expect(settlement()).toMatchObject({
    paymentDueBy: '2025-07-07',
    immigrationNotificationDueBy: '2025-07-07',
    helperDepartureBy: '2025-07-14',
  })
})

test('the final month is prorated by calendar days: 15 Oct 2025 pays 15/31 of wage and food', () => {
  // 5,100 × 15/31 = 2,467.74; 1,236 × 15/31 = 598.06
  const result = settlement({
    employmentStart: '2024-01-01',
    terminationDate: '2025-10-15',
    reason: 'employer_notice',
  })
  expect(lineMap(result.lines)).toMatchObject({
    outstanding_wages: 246_774,
    outstanding_food_allowance: 59_806,
  })
})

// ─── §11.2 Payroll proration ───────────────────────────────────────────────────────────────────

test('a helper starting 15 Oct 2025 is paid 17/31 of HK$5,100 and of HK$1,236 for October', () => {
  // 15 – 31 Oct = 17 days; 5,100 × 17/31 = 2,796.77; 1,236 × 17/31 = 677.81
  const result = payroll({
    year: 2025,
    month: 10,
    employmentStart: '2025-10-15',
    foodAllowanceCents: 123_600,
  })
  expect(lineMap(result.lines)).toEqual({ base_salary: 279_677, food_allowance: 67_781 })
  expect(result.amountCents).toBe(347_458)
  expect(result.fromDate).toBe('2025-10-15')
})

test('a helper starting 10 Feb 2026 is paid 19/28 of HK$5,100 for February', () => {
  // 10 – 28 Feb = 19 days; 5,100 × 19/28 = 3,460.71
  expect(
    payroll({ year: 2026, month: 2, employmentStart: '2026-02-10' }).lines[0]?.amountCents,
  ).toBe(346_071)
  expect(
    proratedMonthlyWage({ monthlyCents: 510_000, year: 2026, month: 2, daysEmployed: 19 }),
  ).toBe(346_071)
})

test('a full month pays the full wage whatever its length, due 7 days after the month ends', () => {
  const result = payroll({ year: 2025, month: 10 })
  expect(result.lines).toHaveLength(1)
  expect(result.amountCents).toBe(510_000)
  expect(result.paymentDueDate).toBe('2025-11-07')
})

test('the daily rate divides by the calendar days: HK$8,060 gives HK$287.9, HK$260.0, HK$268.7', () => {
  // Government SEC guidance examples: 8,060 ÷ 28, ÷ 31, ÷ 30
  expect(toNumber(dailyShare(806_000, 2025, 2, 'calendar_days')) / 100).toBeCloseTo(287.9, 1)
  expect(toNumber(dailyShare(806_000, 2025, 1, 'calendar_days')) / 100).toBeCloseTo(260.0, 1)
  expect(toNumber(dailyShare(806_000, 2025, 4, 'calendar_days')) / 100).toBeCloseTo(268.7, 1)
})

test('holidays in the first 3 months are not deducted by default, and cost 1/31 each when opted in', () => {
  // From 1 Sep 2025, the SHs of 1, 7 and 29 Oct fall in the first 3 months
  const base = { year: 2025, month: 10, employmentStart: '2025-09-01' }
  expect(payroll(base).amountCents).toBe(510_000)
  // 3 × 510,000 / 31 = 49,354.84
  expect(
    lineMap(payroll({ ...base, options: { deductUnpaidHolidays: true } }).lines)
      .unpaid_statutory_holiday_deduction,
  ).toBe(-49_355)
})

// ─── §10 MPF, §11.3 deductions, §11.4 SMW ──────────────────────────────────────────────────────

test('an FDH and a local domestic worker are MPF-exempt; a driver is covered by default', () => {
  expect(isMpfCoveredByDefault('fdh')).toBe(false)
  expect(isMpfCoveredByDefault('local_domestic_worker')).toBe(false)
  expect(isMpfCoveredByDefault('driver')).toBe(true)
})

test('MPF is 5% each, at most HK$1,500; below HK$7,100 only the employer pays', () => {
  const period = {
    employmentStart: '2024-01-01',
    periodStart: '2025-10-01',
    periodEnd: '2025-10-31',
  }
  expect(mpfContributions({ ...period, relevantIncomeCents: 2_000_000 })).toMatchObject({
    employeeCents: 100_000,
    employerCents: 100_000,
  })
  expect(mpfContributions({ ...period, relevantIncomeCents: 4_000_000 })).toMatchObject({
    employeeCents: 150_000,
    employerCents: 150_000,
  })
  // 7,000 < 7,100: employee 0, employer 5% = 350
  expect(mpfContributions({ ...period, relevantIncomeCents: 700_000 })).toMatchObject({
    employeeCents: 0,
    employerCents: 35_000,
  })
})

test('no employee MPF in the first 30 days and the incomplete wage period after them', () => {
  // Start 15 Oct 2025: days 1–30 end 13 Nov; October and November are holidays, December is not
  const at = (periodStart: string, periodEnd: string) =>
    mpfContributions({
      relevantIncomeCents: 2_000_000,
      employmentStart: '2025-10-15',
      periodStart,
      periodEnd,
    })
  expect(at('2025-10-15', '2025-10-31')).toMatchObject({ employeeCents: 0, employerCents: 100_000 })
  expect(at('2025-11-01', '2025-11-30')).toMatchObject({ employeeCents: 0, employerCents: 100_000 })
  expect(at('2025-12-01', '2025-12-31')).toMatchObject({ employeeCents: 100_000 })
})

test('a HK$500 breakage deduction is cut to HK$300; advances to 1/4; all to 1/2 of wages', () => {
  const run = (kind: 'damage_or_loss' | 'advance_or_overpayment' | 'loan', amountCents: number) =>
    applyWageDeductions({
      employeeType: 'fdh',
      wagesCents: 510_000,
      periodDate: '2025-10-31',
      deductions: [{ kind, amountCents, description: 'x' }],
    })[0]?.appliedCents
  expect(run('damage_or_loss', 50_000)).toBe(30_000)
  expect(run('advance_or_overpayment', 200_000)).toBe(127_500) // 5,100 / 4
  expect(run('loan', 400_000)).toBe(255_000) // 5,100 / 2
})

test('accommodation can never be deducted from an FDH', () => {
  expect(
    applyWageDeductions({
      employeeType: 'fdh',
      wagesCents: 510_000,
      periodDate: '2025-10-31',
      deductions: [{ kind: 'accommodation', amountCents: 10_000, description: 'room' }],
    })[0]?.appliedCents,
  ).toBe(0)
})

test('the Statutory Minimum Wage is HK$42.10 from 1 May 2025 and HK$43.10 from 1 May 2026', () => {
  expect(statutoryMinimumHourlyWage('2025-05-01')).toBe(4_210)
  expect(statutoryMinimumHourlyWage('2026-04-30')).toBe(4_210)
  expect(statutoryMinimumHourlyWage('2026-05-01')).toBe(4_310)
})

test('the SP/LSP constants are a HK$22,500 wage cap at 2/3 and a HK$390,000 total cap', () => {
  expect(constantOn('servicePayments', '2025-06-30')).toMatchObject({
    severanceQualifyingMonths: 24,
    longServiceQualifyingYears: 5,
    monthlyWageCapCents: 2_250_000,
    wageFraction: { numerator: 2, denominator: 3 },
    totalCapCents: 39_000_000,
  })
})

test('with the default food-as-wages setting, 6 years’ LSP on HK$5,100 + HK$1,236 is HK$25,344', () => {
  // §5.3 default true: (5,100 + 1,236) × 2/3 × 6 = 4,224 × 6 = 25,344
  const result = settlement({
    employmentStart: '2019-07-01',
    reason: 'employer_notice',
    options: {},
  })
  expect(lineMap(result.lines).long_service_payment).toBe(2_534_400)
})

test('the /30 and ×12/365 proration settings give HK$2,890.00 and HK$2,850.41 for 17 days', () => {
  // 5,100 × 17/30 = 2,890; 5,100 × 12/365 × 17 = 2,850.41
  const october = { year: 2025, month: 10, employmentStart: '2025-10-15' }
  expect(
    payroll({ ...october, options: { prorationMethod: 'thirty_days' } }).lines[0]?.amountCents,
  ).toBe(289_000)
  expect(
    payroll({ ...october, options: { prorationMethod: 'annualised' } }).lines[0]?.amountCents,
  ).toBe(285_041)
})

test('a payroll prorated by 30 days or × 12/365 does not label its base salary as calendar days', () => {
  // §11.2: offer /30 and ×12/365 as settings and "label the output clearly"
  const october = { year: 2025, month: 10, employmentStart: '2025-10-15' }
  for (const prorationMethod of ['thirty_days', 'annualised'] as const) {
    const line = payroll({ ...october, options: { prorationMethod } }).lines[0]
    expect(line?.rule).not.toContain('calendar days')
  }
})
