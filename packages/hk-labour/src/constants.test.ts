import { expect, test } from 'vitest'
import { constantEntryOn, constantOn, latestConstant, STATUTORY_CONSTANTS } from './constants'

test('every dated table is in effective-date order with valid dates', () => {
  for (const rows of Object.values(STATUTORY_CONSTANTS)) {
    const dates = rows.map((row: { effectiveFrom: string }) => row.effectiveFrom)
    expect(dates).toEqual([...dates].sort())
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
})

test('picks the row in force on a date', () => {
  // Lunar New Year is one key standing for three holidays.
  expect(constantOn('statutoryHolidays', '2025-06-01')).not.toContain('easter_monday')
  expect(constantOn('statutoryHolidays', '2026-01-01')).toContain('easter_monday')
  expect(constantEntryOn('fdhMinimumAllowableWage', '2025-09-29').effectiveFrom).toBe('2024-09-28')
  expect(constantOn('maternityLeave', '2020-12-10').weeks).toBe(10)
  expect(constantOn('maternityLeave', '2020-12-11').weeks).toBe(14)
})

test('throws a RangeError before the first row or for a malformed date', () => {
  expect(() => constantOn('fdhMinimumAllowableWage', '2016-09-30')).toThrow(
    /table starts 2016-10-01/,
  )
  expect(() => constantOn('mpf', '2025/01/01')).toThrow(RangeError)
})

test('the latest row is the newest rule', () => {
  expect(latestConstant('fdhMinimumAllowableWage').monthlyWageCents).toBe(510_000)
  expect(latestConstant('servicePayments').totalCapCents).toBe(39_000_000)
})
