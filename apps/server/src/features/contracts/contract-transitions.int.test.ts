import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Contract } from '@hearth/shared/employments'
import { users } from '../../db/schema'
import { useTestApp } from '../../test/test-app'
import { createdContract, employer, get, helper, putContract } from './employments-fixtures'

const t = useTestApp()

async function pendingContract(overrides: Record<string, unknown> = {}) {
  const boss = await employer(t)
  const maria = await helper(t)
  const contract = await createdContract(t, boss.access, maria.email, overrides)
  return { boss, maria, contract }
}

async function put(access: string, contract: Contract, changes: Record<string, unknown>) {
  const response = await putContract(t, access, contract, changes)
  return { status: response.statusCode, body: response.json() }
}

test('PENDING → ACTIVE → COMPLETED, after which no change is accepted (409)', async () => {
  const { boss, contract } = await pendingContract()
  const moved = await put(boss.access, contract, { start_date: '2026-12-05', job_title: 'Nanny' })
  expect(moved).toMatchObject({
    status: 200,
    body: { start_date: '2026-12-05', job_title: 'Nanny' },
  })
  const active = await put(boss.access, moved.body, { status: 'ACTIVE' })
  expect(active).toMatchObject({ status: 200, body: { status: 'ACTIVE' } })
  const noEnd = await put(boss.access, active.body, { status: 'COMPLETED' })
  expect(noEnd.status).toBe(400)
  expect(noEnd.body.end_date).toEqual(['End Date is required when status is COMPLETED.'])
  const done = await put(boss.access, active.body, { status: 'COMPLETED', end_date: '2028-12-04' })
  expect(done).toMatchObject({ status: 200, body: { status: 'COMPLETED', end_date: '2028-12-04' } })
  for (const change of [{ status: 'ACTIVE' }, { job_title: 'Cook' }, { end_date: '2028-12-31' }]) {
    const refused = await put(boss.access, done.body, change)
    expect(refused.status, JSON.stringify(change)).toBe(409)
  }
  // Sending the contract back unchanged changes nothing and is no conflict.
  expect((await put(boss.access, done.body, {})).status).toBe(200)
})

test('an ACTIVE contract never goes back to PENDING and keeps its start date', async () => {
  const { boss, contract } = await pendingContract({ status: 'ACTIVE' })
  const back = await put(boss.access, contract, { status: 'PENDING' })
  expect(back.status).toBe(409)
  expect(back.body.detail).toBe('An active contract cannot go back to PENDING.')
  const moved = await put(boss.access, contract, { start_date: '2026-12-02' })
  expect(moved.status).toBe(409)
  expect(moved.body.detail).toBe('The start date of an active contract cannot change.')
  const raised = await put(boss.access, contract, { salary_amount: '5300', exclude_day_type: 6 })
  expect(raised).toMatchObject({
    status: 200,
    body: { salary_amount: '5300.00', exclude_day_type: 6, start_date: contract.start_date },
  })
})

test('TERMINATED_* and CANCELLED need a termination date, then are final', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const statuses = ['TERMINATED_MUTUAL', 'TERMINATED_EMPLOYER', 'TERMINATED_HELPER', 'CANCELLED']
  for (const status of statuses) {
    // One at a time: each ACTIVE one ends before the next starts.
    const contract = await createdContract(t, boss.access, maria.email, {
      status: status === 'CANCELLED' ? 'PENDING' : 'ACTIVE',
    })
    const undated = await put(boss.access, contract, { status })
    expect(undated.status, status).toBe(400)
    expect(undated.body.termination_date).toEqual([
      'Termination Date is required when status is terminated or cancelled.',
    ])
    const ended = await put(boss.access, contract, {
      status,
      termination_date: '2027-03-31',
      termination_reason: 'Family moved abroad',
    })
    expect(ended, status).toMatchObject({
      status: 200,
      body: { status, termination_date: '2027-03-31', termination_reason: 'Family moved abroad' },
    })
    const reopened = await put(boss.access, ended.body, { status: 'ACTIVE' })
    expect(reopened.status, status).toBe(409)
  }
}, 120_000)

test('an update keeps to the MAW of the signing date and needs start date, title and salary', async () => {
  const { boss, contract } = await pendingContract({
    signed_on: '2025-09-29',
    salary_amount: '5000',
  })
  // Signed on 29 Sep 2025: HK$4,990 applies, also when the contract is changed later.
  expect((await put(boss.access, contract, { salary_amount: '4990' })).status).toBe(200)
  const below = await put(boss.access, contract, { salary_amount: '4989.99' })
  expect(below.status).toBe(400)
  expect(below.body.salary_amount[0]).toContain('HK$4,990.00')
  const missing = await put(boss.access, contract, { job_title: '', start_date: null })
  expect(missing.status).toBe(400)
  expect(missing.body.job_title).toEqual([
    'Please fill in all required fields: Start Date, Job Title, Salary.',
  ])
  expect(missing.body.start_date).toEqual([
    'Please fill in all required fields: Start Date, Job Title, Salary.',
  ])
})

test('only the employment’s employer changes a contract; the helper reads it', async () => {
  const { boss, maria, contract } = await pendingContract()
  expect((await put(maria.access, contract, { job_title: 'Cook' })).status).toBe(403)
  const stranger = await employer(t)
  expect((await put(stranger.access, contract, { job_title: 'Cook' })).status).toBe(404)
  const read = await get(t, maria.access, `/employments/contracts/${contract.uid}/`)
  expect(read.statusCode).toBe(200)
  expect(read.json()).toEqual(contract)
  expect((await get(t, boss.access, `/employments/contracts/${contract.uid}/`)).json()).toEqual(
    contract,
  )
}, 120_000)

test('changing a contract needs active access (402)', async () => {
  const { boss, contract } = await pendingContract()
  await t.app.deps.db
    .update(users)
    .set({ accessEndDate: new Date(t.clock.now().getTime() - 1000) })
    .where(eq(users.uid, boss.user.id))
  const response = await put(boss.access, contract, { job_title: 'Cook' })
  expect(response.status).toBe(402)
  // Reading stays possible.
  expect((await get(t, boss.access, `/employments/contracts/${contract.uid}/`)).statusCode).toBe(
    200,
  )
})
