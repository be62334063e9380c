import fc from 'fast-check'
import { expect, test } from 'vitest'
import { applyWageDeductions, DEDUCTION_KINDS, type DeductionRequest } from './deductions'

const base = { employeeType: 'fdh', wagesCents: 510_000, periodDate: '2025-10-31' } as const

test('damage or loss is limited to HK$300 a case and a quarter of the wages', () => {
  const result = applyWageDeductions({
    ...base,
    deductions: [
      { kind: 'damage_or_loss', amountCents: 50_000, description: 'vase' },
      { kind: 'damage_or_loss', amountCents: 20_000, description: 'plate' },
    ],
  })
  expect(result.map((item) => [item.appliedCents, item.disallowedCents, item.limitedBy])).toEqual([
    [30_000, 20_000, 'damage_per_case'],
    [20_000, 0, null],
  ])
  const small = applyWageDeductions({
    ...base,
    wagesCents: 100_000,
    deductions: [
      { kind: 'damage_or_loss', amountCents: 20_000, description: 'cup' },
      { kind: 'damage_or_loss', amountCents: 20_000, description: 'glass' },
    ],
  })
  expect(small.map((item) => item.appliedCents)).toEqual([20_000, 5_000])
  expect(small[1]?.limitedBy).toBe('damage_quarter_of_wages')
})

test('advances are limited to a quarter and all deductions to half of the wages', () => {
  const result = applyWageDeductions({
    ...base,
    wagesCents: 400_000,
    alreadyDeductedCents: 10_000,
    deductions: [
      { kind: 'advance_or_overpayment', amountCents: 150_000, description: 'advance' },
      { kind: 'loan', amountCents: 150_000, description: 'loan' },
    ],
  })
  expect(result.map((item) => [item.appliedCents, item.limitedBy])).toEqual([
    [100_000, 'advance_quarter_of_wages'],
    [90_000, 'half_of_wages'],
  ])
})

test('accommodation is never deducted from an FDH', () => {
  const request: DeductionRequest = {
    kind: 'accommodation',
    amountCents: 100_000,
    description: 'room',
  }
  expect(applyWageDeductions({ ...base, deductions: [request] })[0]).toMatchObject({
    appliedCents: 0,
    limitedBy: 'not_allowed_for_fdh',
  })
  expect(
    applyWageDeductions({ ...base, employeeType: 'driver', deductions: [request] })[0]
      ?.appliedCents,
  ).toBe(100_000)
})

test('unknown kinds and bad amounts are rejected', () => {
  expect(() =>
    applyWageDeductions({
      ...base,
      deductions: [{ kind: 'agency_fee' as never, amountCents: 1, description: 'fee' }],
    }),
  ).toThrow(RangeError)
  expect(() =>
    applyWageDeductions({
      ...base,
      deductions: [{ kind: 'loan', amountCents: -1, description: 'x' }],
    }),
  ).toThrow(RangeError)
  expect(() => applyWageDeductions({ ...base, wagesCents: -1, deductions: [] })).toThrow(RangeError)
  expect(() => applyWageDeductions({ ...base, alreadyDeductedCents: 0.5, deductions: [] })).toThrow(
    RangeError,
  )
  expect(() => applyWageDeductions({ ...base, periodDate: '2025-13-01', deductions: [] })).toThrow(
    RangeError,
  )
})

test('deductions other than absence never exceed half of the wages', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 5_000_000 }),
      fc.array(
        fc.record({
          kind: fc.constantFrom(...DEDUCTION_KINDS),
          amountCents: fc.integer({ min: 0, max: 3_000_000 }),
          description: fc.constant('x'),
        }),
      ),
      (wagesCents, deductions) => {
        const applied = applyWageDeductions({
          ...base,
          employeeType: 'driver',
          wagesCents,
          deductions,
        })
        const total = applied.reduce((sum, item) => sum + item.appliedCents, 0)
        return (
          total <= wagesCents / 2 &&
          applied.every(
            (item) =>
              item.appliedCents >= 0 &&
              item.appliedCents + item.disallowedCents === item.amountCents,
          )
        )
      },
    ),
  )
})
