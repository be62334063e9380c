import { expect, test, vi } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { employerParty } from '../leave/leave-fixtures'
import { calculated, createdAdjustment, getRecord, payrollSetUp } from './payroll-fixtures'
import * as repo from './payrolls.repository'

const t = useTestApp()
// Two or three accounts per test: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

// A pay record or adjustment is read with the caller's employments in the query
// (docs/decisions/0004), so another user's is missing by construction, not refused afterwards.

test('the look-ups find a record or adjustment only among the given employments', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  const bonus = await createdAdjustment(t, employer, {
    helper_profile: helper.profileUid,
    employment,
    adjustment_amount: '500',
    description: 'Festival bonus',
    effective_date: '2026-11-15',
    adjustment_currency: 'HKD',
  })
  const db = t.app.deps.db
  expect((await repo.findRecordForParty(db, record.uid, [employment]))?.uid).toBe(record.uid)
  expect(await repo.findRecordForParty(db, record.uid, [])).toBeUndefined()
  expect(await repo.findRecordForParty(db, record.uid, ['another-employment'])).toBeUndefined()
  expect((await repo.findAdjustmentForParty(db, bonus.id, [employment]))?.id).toBe(bonus.id)
  expect(await repo.findAdjustmentForParty(db, bonus.id, [])).toBeUndefined()
  expect(await repo.findAdjustmentForParty(db, bonus.id, ['another-employment'])).toBeUndefined()
})

test('another employer cannot delete a draft or an adjustment: 404, and both stay', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const stranger = await employerParty(t)
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  const bonus = await createdAdjustment(t, employer, {
    helper_profile: helper.profileUid,
    employment,
    adjustment_amount: '500',
    description: 'Festival bonus',
    effective_date: '2026-11-15',
    adjustment_currency: 'HKD',
  })
  const remove = (url: string) =>
    t.inject({ method: 'DELETE', url, headers: bearer(stranger.access) })

  expect((await remove(`/api/v1/payrolls/pay-period-records/${record.uid}/`)).statusCode).toBe(404)
  expect((await remove(`/api/v1/payrolls/salary-adjustments/${bonus.id}/`)).statusCode).toBe(404)
  const kept = await getRecord(t, employer, record.uid)
  expect(kept.statusCode).toBe(200)
  expect(kept.json().adjustments.map((a: { id: number }) => a.id)).toEqual([bonus.id])
})
