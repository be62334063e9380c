import { expect, test } from 'vitest'
import { ageOn, isMpfCoveredByDefault, mpfContributions } from './mpf'

const month = { employmentStart: '2024-01-01', periodStart: '2025-10-01', periodEnd: '2025-10-31' }

test('only a driver is MPF-covered by default', () => {
  expect(
    ['fdh', 'local_domestic_worker', 'driver'].map((type) => isMpfCoveredByDefault(type as 'fdh')),
  ).toEqual([false, false, true])
})

test('each side pays 5% of relevant income up to HK$30,000', () => {
  expect(mpfContributions({ ...month, relevantIncomeCents: 2_000_000 })).toEqual({
    covered: true,
    note: null,
    employeeCents: 100_000,
    employerCents: 100_000,
  })
  expect(mpfContributions({ ...month, relevantIncomeCents: 4_000_000 })).toMatchObject({
    employeeCents: 150_000,
    employerCents: 150_000,
  })
})

test('below HK$7,100 only the employer pays', () => {
  expect(mpfContributions({ ...month, relevantIncomeCents: 700_000 })).toEqual({
    covered: true,
    note: 'below_minimum_relevant_income',
    employeeCents: 0,
    employerCents: 35_000,
  })
})

test('the employee pays nothing for the first 30 days and the incomplete wage period after them', () => {
  const start = { employmentStart: '2025-01-15', relevantIncomeCents: 2_000_000 }
  expect(
    mpfContributions({ ...start, periodStart: '2025-01-15', periodEnd: '2025-01-31' }).note,
  ).toBe('contribution_holiday')
  expect(
    mpfContributions({ ...start, periodStart: '2025-02-01', periodEnd: '2025-02-28' }),
  ).toMatchObject({ employeeCents: 0, employerCents: 100_000 })
  expect(
    mpfContributions({ ...start, periodStart: '2025-03-01', periodEnd: '2025-03-31' })
      .employeeCents,
  ).toBe(100_000)
  expect(
    mpfContributions({
      employmentStart: '2025-01-02',
      relevantIncomeCents: 2_000_000,
      periodStart: '2025-02-01',
      periodEnd: '2025-02-28',
    }).note,
  ).toBeNull()
})

test('no contributions under 60 days of employment or outside ages 18 to 64', () => {
  expect(
    mpfContributions({
      ...month,
      employmentStart: '2025-09-15',
      employmentEnd: '2025-11-12',
      relevantIncomeCents: 2_000_000,
    }).note,
  ).toBe('employed_under_60_days')
  expect(
    mpfContributions({ ...month, employmentEnd: '2025-12-31', relevantIncomeCents: 2_000_000 })
      .covered,
  ).toBe(true)
  expect(
    mpfContributions({ ...month, dateOfBirth: '2007-11-01', relevantIncomeCents: 2_000_000 }).note,
  ).toBe('under_18')
  expect(
    mpfContributions({ ...month, dateOfBirth: '2007-10-31', relevantIncomeCents: 2_000_000 })
      .covered,
  ).toBe(true)
  expect(
    mpfContributions({ ...month, dateOfBirth: '1960-10-01', relevantIncomeCents: 2_000_000 }).note,
  ).toBe('aged_65_or_over')
  expect(
    mpfContributions({ ...month, dateOfBirth: '1960-10-02', relevantIncomeCents: 2_000_000 })
      .covered,
  ).toBe(true)
})

test('age counts completed years at the start of a day', () => {
  expect(ageOn('2000-05-10', '2018-05-09')).toBe(17)
  expect(ageOn('2000-05-10', '2018-05-10')).toBe(18)
})

test('MPF contributions reject bad input', () => {
  expect(() => mpfContributions({ ...month, relevantIncomeCents: -1 })).toThrow(RangeError)
  expect(() =>
    mpfContributions({ ...month, periodStart: '2023-12-01', relevantIncomeCents: 1 }),
  ).toThrow(RangeError)
  expect(() =>
    mpfContributions({ ...month, employmentEnd: '2025-10-15', relevantIncomeCents: 1 }),
  ).toThrow(RangeError)
  expect(() =>
    mpfContributions({ ...month, dateOfBirth: 'unknown', relevantIncomeCents: 1 }),
  ).toThrow(RangeError)
})
