import fc from 'fast-check'
import { expect, test } from 'vitest'
import { addDays } from './dates'
import {
  annualLeaveEntitlement,
  annualLeaveSummary,
  leaveYearPosition,
  proRataAnnualLeave,
} from './leave'

const FDH_ADW = (510_000 * 12) / 365

test('annual leave grows from 7 days to 14 days by completed years', () => {
  expect(Array.from({ length: 12 }, (_, years) => annualLeaveEntitlement(years))).toEqual([
    0, 7, 7, 8, 9, 10, 11, 12, 13, 14, 14, 14,
  ])
})

test('annual leave entitlement rejects negative and fractional years', () => {
  expect(() => annualLeaveEntitlement(-1)).toThrow(RangeError)
  expect(() => annualLeaveEntitlement(1.5)).toThrow(RangeError)
})

test('annual leave entitlement never decreases with service', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 0, max: 60 }),
      (a, b) => annualLeaveEntitlement(Math.min(a, b)) <= annualLeaveEntitlement(Math.max(a, b)),
    ),
  )
})

test('the leave year runs from each anniversary of the start', () => {
  expect(leaveYearPosition('2023-03-15', '2025-06-30')).toEqual({
    completedLeaveYears: 2,
    currentLeaveYearStart: '2025-03-15',
    daysEmployedInLeaveYear: 108,
    daysInLeaveYear: 365,
    monthsInLeaveYear: 3,
  })
})

test('the leave summary adds completed years and subtracts leave taken', () => {
  expect(
    annualLeaveSummary({
      employmentStart: '2022-01-01',
      asOf: '2025-07-01',
      daysTaken: 10.5,
      adjustmentDays: 2,
    }),
  ).toEqual({
    completedLeaveYears: 3,
    totalAllocatedDays: 7 + 7 + 8 + 2,
    usedDays: 10.5,
    balanceDays: 13.5,
    lastAllocatedDays: 8,
    currentLeaveYearStart: '2025-01-01',
    accruedToDateDays: (9 * 182) / 365,
  })
  expect(() =>
    annualLeaveSummary({ employmentStart: '2022-01-01', asOf: '2025-07-01', daysTaken: -1 }),
  ).toThrow(RangeError)
  expect(() =>
    annualLeaveSummary({
      employmentStart: '2022-01-01',
      asOf: '2025-07-01',
      daysTaken: 0,
      adjustmentDays: Number.NaN,
    }),
  ).toThrow(RangeError)
})

test('pro-rata leave of 122 days keeps the fraction by default: 7 × 122 / 365', () => {
  const result = proRataAnnualLeave({
    employmentStart: '2025-01-01',
    terminationDate: '2025-05-02',
    averageDailyWageCents: FDH_ADW,
  })
  expect(result.eligible).toBe(true)
  expect(result.days).toBeCloseTo((7 * 122) / 365, 12)
  expect(result.amountCents).toBe(Math.round(((7 * 122) / 365) * FDH_ADW))
  expect(result.breakdown).toEqual([
    { labelKey: 'pro_rata_annual_leave_pay', amountCents: result.amountCents, rule: 'EO s.41D' },
  ])
})

test('pro-rata leave rounds up to 3 days or to 2.34 days when asked', () => {
  const base = {
    employmentStart: '2025-01-01',
    terminationDate: '2025-05-02',
    averageDailyWageCents: 10_000,
  }
  expect(proRataAnnualLeave({ ...base, rounding: 'up' })).toMatchObject({
    days: 3,
    amountCents: 30_000,
  })
  expect(proRataAnnualLeave({ ...base, rounding: 'two_decimals' })).toMatchObject({
    days: 2.34,
    amountCents: 23_400,
  })
})

test('no pro-rata leave under 3 months or on summary dismissal', () => {
  const short = proRataAnnualLeave({
    employmentStart: '2025-01-01',
    terminationDate: '2025-03-30',
    averageDailyWageCents: 10_000,
  })
  expect(short).toMatchObject({ eligible: false, days: 0, amountCents: 0 })
  const dismissed = proRataAnnualLeave({
    employmentStart: '2025-01-01',
    terminationDate: '2025-09-30',
    averageDailyWageCents: 10_000,
    summaryDismissal: true,
  })
  expect(dismissed.amountCents).toBe(0)
})

test('the 3-month threshold counts the current leave year unless total service is chosen', () => {
  const base = {
    employmentStart: '2023-01-01',
    terminationDate: '2025-02-15',
    averageDailyWageCents: 10_000,
  }
  expect(proRataAnnualLeave(base).eligible).toBe(false)
  const total = proRataAnnualLeave({ ...base, threshold: 'total_service' })
  expect(total).toMatchObject({
    eligible: true,
    leaveYear: 3,
    entitlementDays: 8,
    daysEmployedInLeaveYear: 46,
  })
  expect(total.amountCents).toBe(Math.round(((8 * 46) / 365) * 10_000))
})

test('an FDH contract ending on its second anniversary leaves no pro-rata leave', () => {
  const result = proRataAnnualLeave({
    employmentStart: '2023-10-01',
    terminationDate: '2025-09-30',
    averageDailyWageCents: FDH_ADW,
    threshold: 'total_service',
  })
  expect(result).toMatchObject({
    eligible: false,
    leaveYear: 3,
    daysEmployedInLeaveYear: 0,
    amountCents: 0,
  })
})

test('pro-rata leave rejects bad input', () => {
  const base = {
    employmentStart: '2025-01-01',
    terminationDate: '2025-05-02',
    averageDailyWageCents: 10_000,
  }
  expect(() => proRataAnnualLeave({ ...base, averageDailyWageCents: -1 })).toThrow(RangeError)
  expect(() => proRataAnnualLeave({ ...base, terminationDate: '2024-12-31' })).toThrow(RangeError)
  expect(() => proRataAnnualLeave({ ...base, rounding: 'down' as never })).toThrow(RangeError)
  expect(() => proRataAnnualLeave({ ...base, threshold: 'ever' as never })).toThrow(RangeError)
})

test('pro-rata leave is never negative and never above the year’s entitlement', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 3650 }),
      fc.integer({ min: 0, max: 200_000 }),
      (days, adw) => {
        const start = '2016-03-01'
        const end = addDays(start, days)
        const result = proRataAnnualLeave({
          employmentStart: start,
          terminationDate: end,
          averageDailyWageCents: adw,
        })
        return (
          result.amountCents >= 0 &&
          result.days <= result.entitlementDays &&
          result.amountCents <= result.entitlementDays * adw
        )
      },
    ),
  )
})
