import { expect, test } from 'vitest'
import { payrollMonth } from '@hearth/hk-labour/payroll'
import { PAYROLL_WARNING_LABELS } from '@hearth/shared/payrolls'
import { PAYROLL_WARNING_AUDIENCES, warningsFor } from './payroll-warnings'
import type { PayPeriodRecordRow } from './payrolls.repository'

function rowWith(warnings: string[], paymentDate: string | null = null): PayPeriodRecordRow {
  return { warnings, paymentDate, paymentDueDate: '2026-11-07' } as PayPeriodRecordRow
}

test('every warning the web can word has an audience', () => {
  expect(Object.keys(PAYROLL_WARNING_AUDIENCES).sort()).toEqual(
    Object.keys(PAYROLL_WARNING_LABELS).sort(),
  )
})

test('the helper and the receipt get the warnings meant for both, the employer all of them', () => {
  // An underpaid FDH on a contract signed after the MAW rose, with a food allowance counted as
  // wages: the engine warns about both.
  const { warnings } = payrollMonth({
    year: 2026,
    month: 10,
    employeeType: 'fdh',
    employmentStart: '2025-09-01',
    contractSignedOn: '2025-08-01',
    monthlyWageCents: 400_000,
    foodAllowanceCents: 123_600,
    options: { foodAllowanceIsWages: true },
  })
  expect(warnings).toEqual(
    expect.arrayContaining([
      'food_allowance_counted_as_wages',
      'wage_below_minimum_allowable_wage',
    ]),
  )
  const row = rowWith(warnings, '2026-11-20')
  expect(warningsFor(row, 'employer')).toEqual([...warnings, 'payment_date_late'])
  for (const reader of ['helper', 'receipt'] as const) {
    const seen = warningsFor(row, reader)
    expect(seen, reader).toContain('wage_below_minimum_allowable_wage')
    expect(seen, reader).toContain('payment_date_late')
    expect(seen, reader).not.toContain('food_allowance_counted_as_wages')
    expect(seen, reader).not.toContain('adw_from_contract_rate')
  }
})

test('a warning nobody has given an audience reaches the employer alone', () => {
  const row = rowWith(['something_new'])
  expect(warningsFor(row, 'employer')).toEqual(['something_new'])
  expect(warningsFor(row, 'helper')).toEqual([])
  expect(warningsFor(row, 'receipt')).toEqual([])
})
