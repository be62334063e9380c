import { expect, test, vi } from 'vitest'
import type { PayrollRecord } from '@hearth/shared/payrolls'
import { listRecords, payrollSetUp } from '../features/payroll/payroll-fixtures'
import { useTestApp } from '../test/test-app'
import { loadDemoPayroll } from './demo-payrolls'

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

test('demo payroll: last month finalised with its bonus paid, this month a draft, once', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  expect(await loadDemoPayroll(t.app.deps, employment)).toBe(2)
  expect(await loadDemoPayroll(t.app.deps, employment)).toBe(0)
  const list = await listRecords(t, employer, employment)
  const records = list.json() as PayrollRecord[]
  // The test clock is 2026-11-22.
  expect(records.map((record) => [record.month, record.finalised])).toEqual([
    ['2026-11', false],
    ['2026-10', true],
  ])
  const october = records[1] as PayrollRecord
  expect(october.payment_date).toBe(october.payment_due_date)
  expect(october.adjustments.map((adjustment) => adjustment.paid)).toEqual([true])
  expect(october.lines.find((line) => line.key === 'salary_adjustment')?.amount).toBe('500.00')
  const helperView = (await listRecords(t, helper, employment)).json() as PayrollRecord[]
  expect(helperView.map((record) => record.month)).toEqual(['2026-10'])
})
