import { expect, test } from 'vitest'
import { formatAmount, hongKongDate, hongKongDateTime, rowsOf, sumCents } from './layout'

test('formats cents as dollars with two decimals and thousands separators', () => {
  expect(formatAmount(0)).toBe('0.00')
  expect(formatAmount(5)).toBe('0.05')
  expect(formatAmount(39_900)).toBe('399.00')
  expect(formatAmount(633_600)).toBe('6,336.00')
  expect(formatAmount(123_456_789)).toBe('1,234,567.89')
  expect(formatAmount(-17_000)).toBe('-170.00')
  expect(formatAmount(-5)).toBe('-0.05')
})

test('refuses an amount that is not a whole number of cents', () => {
  expect(() => formatAmount(0.1 + 0.2)).toThrow(RangeError)
  expect(() => formatAmount(Number.NaN)).toThrow(RangeError)
})

test('sums the lines in cents, deductions included', () => {
  const lines = [{ amountCents: 510_000 }, { amountCents: 123_600 }, { amountCents: -17_000 }]
  expect(sumCents(lines)).toBe(616_600)
  expect(formatAmount(sumCents(lines))).toBe('6,166.00')
  expect(sumCents([])).toBe(0)
  // Ten lines of 10 cents: the float sum of 0.1 would not be exactly 1.
  expect(formatAmount(sumCents(Array.from({ length: 10 }, () => ({ amountCents: 10 }))))).toBe(
    '1.00',
  )
})

test('dates an instant on the Hong Kong calendar', () => {
  expect(hongKongDate(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24')
  expect(hongKongDate(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25')
  expect(hongKongDateTime(new Date('2026-11-24T16:05:30Z'))).toBe('2026-11-25 00:05')
})

test('splits items into rows, keeping their order', () => {
  expect(rowsOf(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']])
  expect(rowsOf([], 2)).toEqual([])
})
