import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  ceil,
  compare,
  div,
  floor,
  fromNumber,
  max,
  min,
  ratio,
  roundHalfUp,
  sub,
  sum,
  toNumber,
} from './rational'

test('reduces fractions and keeps the sign in the numerator', () => {
  expect(ratio(6, -4)).toEqual({ num: -3n, den: 2n })
  expect(ratio(0, 7)).toEqual({ num: 0n, den: 1n })
  expect(() => ratio(1, 0)).toThrow(RangeError)
  expect(() => div(ratio(1), ratio(0))).toThrow(RangeError)
})

test('rounds halves away from zero', () => {
  expect(roundHalfUp(ratio(1, 2))).toBe(1)
  expect(roundHalfUp(ratio(-1, 2))).toBe(-1)
  expect(roundHalfUp(ratio(5, 2))).toBe(3)
  expect(roundHalfUp(ratio(7, 3))).toBe(2)
  expect(roundHalfUp(ratio(-7, 3))).toBe(-2)
})

test('floors and ceils negative and positive fractions', () => {
  expect(floor(ratio(-7, 2))).toBe(-4)
  expect(floor(ratio(7, 2))).toBe(3)
  expect(ceil(ratio(7, 2))).toBe(4)
  expect(ceil(ratio(-7, 2))).toBe(-3)
  expect(Object.is(ceil(ratio(0)), 0)).toBe(true)
})

test('reads a float at its exact binary value', () => {
  expect(fromNumber(0.5)).toEqual({ num: 1n, den: 2n })
  expect(fromNumber(12)).toEqual({ num: 12n, den: 1n })
  expect(toNumber(fromNumber(0.1))).toBe(0.1)
  expect(compare(fromNumber(0.1), ratio(1, 10))).toBe(1)
})

test('compares, picks and sums exactly', () => {
  expect(compare(ratio(1, 3), ratio(2, 6))).toBe(0)
  expect(min(ratio(1, 3), ratio(1, 2))).toEqual(ratio(1, 3))
  expect(max(ratio(1, 3), ratio(1, 2))).toEqual(ratio(1, 2))
  expect(sum([ratio(1, 3), ratio(1, 3), ratio(1, 3)])).toEqual(ratio(1))
  expect(sub(ratio(1, 3), ratio(1, 2))).toEqual(ratio(-1, 6))
})

test('rounding lands within half a unit of the exact value', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.integer({ min: 1, max: 10_000 }),
      (num, den) => {
        const exact = ratio(num, den)
        const rounded = ratio(roundHalfUp(exact))
        return (
          compare(sub(rounded, exact), ratio(1, 2)) <= 0 &&
          compare(sub(exact, rounded), ratio(1, 2)) <= 0
        )
      },
    ),
  )
})
