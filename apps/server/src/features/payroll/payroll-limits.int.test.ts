import { expect, test, vi } from 'vitest'
import type { PayrollRecord, SalaryAdjustment } from '@hearth/shared/payrolls'
import { useTestApp } from '../../test/test-app'
import {
  calculated,
  createdAdjustment,
  getRecord,
  patchRecord,
  payrollSetUp,
  postAdjustment,
} from './payroll-fixtures'

// Issue 22 item 5: money at the limits of what is stored, payment dates within the window, and
// finalising a month against adjustments made at the same moment.

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

test('the largest adjustment allowed, twice in one month, still calculates to the cent; one cent more is 400', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const largest = '21474836.47'
  for (const description of ['First bonus', 'Second bonus']) {
    await createdAdjustment(t, employer, {
      employment,
      adjustment_amount: largest,
      description,
      effective_date: '2026-11-15',
    })
  }
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  // HK$5,100 + HK$1,236 food + 2 × HK$21,474,836.47.
  expect(record.total_salary).toBe('42956008.94')
  const finalised = await patchRecord(t, employer, record.uid, {
    payment_date: '2026-12-01',
    finalised: true,
  })
  expect(finalised.statusCode, finalised.body).toBe(200)
  expect(finalised.json().total_salary).toBe('42956008.94')

  const over = await postAdjustment(t, employer, {
    employment,
    adjustment_amount: '21474836.48',
    description: 'Too much',
    effective_date: '2026-12-15',
  })
  expect(over.statusCode).toBe(400)
  expect(over.json().adjustment_amount).toEqual(expect.any(Array))
})

test('a payment date before 2000 or more than 2 years ahead is 400 on the field', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  for (const [date, message] of [
    ['9999-12-31', 'Enter a date no more than 2 years from today.'],
    ['1999-12-31', 'Enter a date in 2000 or later.'],
  ] as const) {
    const response = await patchRecord(t, employer, record.uid, { payment_date: date })
    expect(response.statusCode, date).toBe(400)
    expect(response.json().payment_date, date).toEqual([message])
  }
  expect((await getRecord(t, employer, record.uid)).json().payment_date).toBeNull()
})

test('adjustments made while the month is finalised are either paid in it or refused, never left unpaid in it', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  const adjustments = Array.from({ length: 6 }, (_, i) =>
    postAdjustment(t, employer, {
      employment,
      adjustment_amount: String(100 + i),
      description: `Bonus ${i}`,
      effective_date: '2026-11-20',
    }),
  )
  const finalise = patchRecord(t, employer, record.uid, {
    payment_date: '2026-12-01',
    finalised: true,
  })
  const [finalised, ...made] = await Promise.all([finalise, ...adjustments])
  expect(finalised?.statusCode, finalised?.body).toBe(200)
  const statuses = made.map((response) => response.statusCode)
  expect(statuses.every((status) => status === 201 || status === 409)).toBe(true)

  const final = (await getRecord(t, employer, record.uid)).json() as PayrollRecord
  const accepted = made
    .filter((response) => response.statusCode === 201)
    .map((response) => response.json<SalaryAdjustment>().id)
  // Every accepted adjustment is in the finalised month, paid, and in its total.
  expect(final.adjustments.map((adjustment) => adjustment.id).sort()).toEqual(accepted.sort())
  expect(final.adjustments.every((adjustment) => adjustment.paid)).toBe(true)
  const bonusCents = final.adjustments.reduce(
    (sum, adjustment) => sum + Math.round(Number(adjustment.adjustment_amount) * 100),
    0,
  )
  expect(Math.round(Number(final.total_salary) * 100)).toBe(633_600 + bonusCents)
})
