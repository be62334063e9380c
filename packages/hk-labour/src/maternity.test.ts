import fc from 'fast-check'
import { expect, test } from 'vitest'
import { maternityLeavePay, paternityLeavePay, weeksOfServiceBefore } from './maternity'

const FDH_ADW = (510_000 * 12) / 365

test('14 weeks of maternity leave pay at 4/5 ADW after 40 weeks of service', () => {
  const result = maternityLeavePay({
    averageDailyWageCents: FDH_ADW,
    employmentStart: '2024-01-01',
    leaveStart: '2025-03-01',
    confinementDate: '2025-03-20',
  })
  const daily = (FDH_ADW * 4) / 5
  expect(result).toMatchObject({ eligible: true, leaveWeeks: 14, leaveEnd: '2025-06-06' })
  expect(result.breakdown).toEqual([
    { labelKey: 'maternity_leave_pay', amountCents: Math.round(daily * 70), rule: 'EO s.14' },
    {
      labelKey: 'maternity_leave_pay_weeks_11_to_14',
      amountCents: Math.round(daily * 28),
      rule: 'EO s.14 (cap HK$80,000)',
    },
  ])
  expect(result.amountCents).toBe(Math.round(daily * 70) + Math.round(daily * 28))
  expect(result.reimbursableCents).toBe(Math.round(daily * 28))
})

test('weeks 11 to 14 are capped at HK$80,000', () => {
  const result = maternityLeavePay({
    averageDailyWageCents: 500_000,
    employmentStart: '2020-01-01',
    leaveStart: '2025-03-01',
    confinementDate: '2025-03-20',
  })
  expect(result.breakdown[1]?.amountCents).toBe(8_000_000)
  expect(result.amountCents).toBe(400_000 * 70 + 8_000_000)
})

test('a confinement before 11 Dec 2020 gives 10 weeks without a cap', () => {
  const result = maternityLeavePay({
    averageDailyWageCents: 10_000,
    employmentStart: '2019-01-01',
    leaveStart: '2020-11-20',
    confinementDate: '2020-12-10',
  })
  expect(result).toMatchObject({ leaveWeeks: 10, amountCents: 560_000, reimbursableCents: 0 })
  expect(result.breakdown).toHaveLength(1)
})

test('under 40 weeks of service the maternity leave is unpaid', () => {
  expect(weeksOfServiceBefore('2024-06-01', '2025-03-08')).toBe(40)
  expect(weeksOfServiceBefore('2024-06-02', '2025-03-08')).toBe(39)
  const result = maternityLeavePay({
    averageDailyWageCents: 10_000,
    employmentStart: '2024-06-02',
    leaveStart: '2025-03-08',
    confinementDate: '2025-03-28',
  })
  expect(result).toMatchObject({ eligible: false, weeksOfService: 39, amountCents: 0 })
})

test('maternity leave pay rejects bad input', () => {
  const base = {
    averageDailyWageCents: 1,
    employmentStart: '2024-01-01',
    leaveStart: '2025-03-01',
    confinementDate: '2025-03-20',
  }
  expect(() => maternityLeavePay({ ...base, averageDailyWageCents: -1 })).toThrow(RangeError)
  expect(() => maternityLeavePay({ ...base, leaveStart: '2023-12-31' })).toThrow(RangeError)
  expect(() => maternityLeavePay({ ...base, confinementDate: 'soon' })).toThrow(RangeError)
})

test('maternity leave pay is never negative and weeks 11 to 14 never exceed the cap', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 2_000_000, noNaN: true }), (adw) => {
      const result = maternityLeavePay({
        averageDailyWageCents: adw,
        employmentStart: '2020-01-01',
        leaveStart: '2025-03-01',
        confinementDate: '2025-03-20',
      })
      return result.amountCents >= 0 && result.reimbursableCents <= 8_000_000
    }),
  )
})

test('5 days of paternity leave at 4/5 ADW for a birth from 18 Jan 2019', () => {
  const result = paternityLeavePay({
    averageDailyWageCents: 10_000,
    employmentStart: '2023-01-01',
    birthDate: '2025-05-10',
    leaveDates: [
      '2025-05-12',
      '2025-05-13',
      '2025-05-14',
      '2025-05-15',
      '2025-05-16',
      '2025-05-19',
    ],
  })
  expect(result.entitlementDays).toBe(5)
  expect(result.paidDates).toHaveLength(5)
  expect(result.unpaidDates).toEqual([{ date: '2025-05-19', reason: 'beyond_entitlement' }])
  expect(result.breakdown).toEqual([
    { labelKey: 'paternity_leave_pay', amountCents: 40_000, rule: 'EO s.15D' },
  ])
})

test('paternity leave outside the window or before 40 weeks is unpaid', () => {
  const result = paternityLeavePay({
    averageDailyWageCents: 10_000,
    employmentStart: '2024-08-01',
    birthDate: '2025-05-10',
    expectedBirthDate: '2025-05-20',
    leaveDates: ['2025-04-21', '2025-04-22', '2025-05-08', '2025-08-16', '2025-08-17'],
  })
  expect(result.unpaidDates).toEqual([
    { date: '2025-04-21', reason: 'outside_window' },
    { date: '2025-04-22', reason: 'under_40_weeks_service' },
    { date: '2025-08-17', reason: 'outside_window' },
  ])
  expect(result.paidDates).toEqual(['2025-05-08', '2025-08-16'])
  expect(result.amountCents).toBe(16_000)
})

test('births before 18 Jan 2019 give 3 days and a 10-week window', () => {
  const result = paternityLeavePay({
    averageDailyWageCents: 10_000,
    employmentStart: '2016-01-01',
    birthDate: '2018-06-01',
    leaveDates: ['2018-06-01', '2018-06-02', '2018-06-03', '2018-06-04', '2018-08-11'],
  })
  expect(result.entitlementDays).toBe(3)
  expect(result.unpaidDates).toEqual([
    { date: '2018-06-04', reason: 'beyond_entitlement' },
    { date: '2018-08-11', reason: 'outside_window' },
  ])
})

test('paternity leave pay rejects bad input', () => {
  const base = {
    averageDailyWageCents: 1,
    employmentStart: '2023-01-01',
    birthDate: '2025-05-10',
    leaveDates: ['2025-05-12'],
  }
  expect(() => paternityLeavePay({ ...base, leaveDates: ['2025-05-12', '2025-05-12'] })).toThrow(
    /twice/,
  )
  expect(() => paternityLeavePay({ ...base, averageDailyWageCents: Number.NaN })).toThrow(
    RangeError,
  )
  expect(() => paternityLeavePay({ ...base, birthDate: '2015-01-01' })).toThrow(RangeError)
  expect(() => paternityLeavePay({ ...base, leaveDates: ['2022-12-31'] })).toThrow(RangeError)
  expect(() => paternityLeavePay({ ...base, expectedBirthDate: '2025-5-1' })).toThrow(RangeError)
})
