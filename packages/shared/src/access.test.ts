import { expect, test } from 'vitest'
import { isAccessActive } from './access'

const now = new Date('2026-11-22T02:00:00.000Z')

test('access is active while its end lies in the future', () => {
  expect(isAccessActive(new Date('2026-11-22T02:00:00.001Z'), now)).toBe(true)
  expect(isAccessActive('2026-12-22T02:00:00.000Z', now)).toBe(true)
})

test('access has ended at its end instant and after it', () => {
  expect(isAccessActive(new Date(now), now)).toBe(false)
  expect(isAccessActive('2026-11-22T02:00:00.000Z', now)).toBe(false)
  expect(isAccessActive('2026-11-21T00:00:00.000Z', now)).toBe(false)
})

test('no end date, or one that is not a date, is no access', () => {
  expect(isAccessActive(null, now)).toBe(false)
  expect(isAccessActive(undefined, now)).toBe(false)
  expect(isAccessActive('', now)).toBe(false)
  expect(isAccessActive('next month', now)).toBe(false)
  expect(isAccessActive(new Date(Number.NaN), now)).toBe(false)
})
