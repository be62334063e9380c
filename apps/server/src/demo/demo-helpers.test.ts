import { expect, test } from 'vitest'
import { HelperMainDetailsSchema } from '@hearth/shared/helper-profile'
import { rowToWire } from '../features/helpers/helpers.mapping'
import { demoHelper } from './demo-helpers'

test('every demo profile passes the same rules as a published profile', () => {
  for (let index = 1; index <= 300; index += 1) {
    const { row } = demoHelper(index, '2026-11-22')
    const result = HelperMainDetailsSchema.safeParse(rowToWire(row))
    expect(result.success, `demo helper ${index}: ${JSON.stringify(result.error?.issues)}`).toBe(
      true,
    )
  }
})

test('demo profiles are the same on every machine', () => {
  expect(demoHelper(42, '2026-11-22')).toEqual(demoHelper(42, '2026-11-22'))
  expect(demoHelper(42, '2026-11-22').row.firstName).not.toBe(undefined)
})

test('demo profiles are varied', () => {
  const rows = Array.from({ length: 300 }, (_, i) => demoHelper(i + 1, '2026-11-22').row)
  expect(new Set(rows.map((r) => r.nationality)).size).toBeGreaterThanOrEqual(6)
  expect(new Set(rows.map((r) => `${r.firstName} ${r.lastName}`)).size).toBeGreaterThan(150)
})
