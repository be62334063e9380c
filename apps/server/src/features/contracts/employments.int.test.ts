import { expect, test } from 'vitest'
import type { Contract } from '@hearth/shared/employments'
import { useTestApp } from '../../test/test-app'
import {
  createdContract,
  employer,
  employmentsOf,
  get,
  helper,
  postContract,
  putContract,
} from './employments-fixtures'

const t = useTestApp()

test('employments are listed to their employer and, read-only, to their helper; to no one else', async () => {
  const [amy, ben] = [await employer(t), await employer(t)]
  const maria = await helper(t, { first_name: 'Maria', middle_name: 'Cruz', last_name: 'Santos' })
  const siti = await helper(t, { first_name: 'Siti', last_name: 'Rahma' })
  const first = await createdContract(t, amy.access, maria.email, { status: 'ACTIVE' })
  const other = await createdContract(t, ben.access, siti.email)

  const [own] = await employmentsOf(t, amy.access)
  expect(await employmentsOf(t, amy.access)).toHaveLength(1)
  expect(own).toEqual({
    uid: first.employment,
    helper_profile: maria.profile.uid,
    helper_details: { uid: maria.profile.uid, full_name: 'Maria Cruz Santos' },
    employer_profile: amy.profileUid,
    employer_details: { uid: amy.profileUid, full_name: amy.email },
    status: 'active',
    overall_start_date: '2026-12-01',
    latest_contract_details: {
      uid: first.uid,
      status: 'ACTIVE',
      start_date: '2026-12-01',
      end_date: null,
      salary_currency: 'HKD',
      salary_amount: '5100.00',
      exclude_day_type: 7,
      job_title: 'Live-in domestic helper',
      helper_confirmed_at: null,
      helper_declined_at: null,
    },
    // No leave records yet: nothing granted, nothing pending (leave-summaries.service.ts's figures).
    annual_leave_balance: 0,
    pending_leave_requests_count: 0,
    // Service starts on 1 Dec 2026, after today: no leave year has completed.
    leave_accrual_due: null,
  })
  expect(await employmentsOf(t, maria.access)).toEqual([own])
  expect((await employmentsOf(t, siti.access)).map((row) => row.uid)).toEqual([other.employment])

  // Ben and Siti are strangers to Amy's employment of Maria: 404 on every call.
  for (const stranger of [ben, siti]) {
    const contract = await get(t, stranger.access, `/employments/contracts/${first.uid}/`)
    expect(contract.statusCode).toBe(404)
    const list = await get(
      t,
      stranger.access,
      `/employments/contracts/?employment__uid=${first.employment}`,
    )
    expect(list.statusCode).toBe(404)
  }
  const mine = await get(
    t,
    maria.access,
    `/employments/contracts/?employment__uid=${first.employment}`,
  )
  expect(mine.json()).toEqual([first])
  const all = await get(t, ben.access, '/employments/contracts/')
  expect(all.json()).toEqual([other])
}, 120_000)

test('status follows the latest contract: ACTIVE with no end date or one not yet passed', async () => {
  const amy = await employer(t)
  const maria = await helper(t)
  const past = await createdContract(t, amy.access, maria.email, {
    status: 'COMPLETED',
    start_date: '2023-01-02',
    end_date: '2024-12-31',
    signed_on: '2022-12-01',
    salary_amount: '4730',
  })
  const statusNow = async () => (await employmentsOf(t, amy.access))[0]!
  expect(await statusNow()).toMatchObject({ status: 'inactive', overall_start_date: '2023-01-02' })
  const next = await createdContract(t, amy.access, maria.email, { start_date: '2025-01-01' })
  expect(await statusNow()).toMatchObject({
    status: 'inactive',
    latest_contract_details: { uid: next.uid, status: 'PENDING' },
  })
  const ending = await putContract(t, amy.access, next, {
    status: 'ACTIVE',
    end_date: '2026-11-22',
  })
  expect(ending.statusCode, ending.body).toBe(200)
  // 22 Nov 2026 is the test clock's day in Hong Kong: the last day still counts.
  expect((await statusNow()).status).toBe('active')
  const active = ending.json<Contract>()
  const ended = await putContract(t, amy.access, active, { end_date: '2026-11-21' })
  expect(ended.statusCode, ended.body).toBe(200)
  expect((await statusNow()).status).toBe('inactive')
  expect(past.employment).toBe(next.employment)
}, 120_000)

test('a helper has one ACTIVE contract at a time across employers (409)', async () => {
  const [amy, ben] = [await employer(t), await employer(t)]
  const maria = await helper(t)
  await createdContract(t, amy.access, maria.email, { status: 'ACTIVE' })
  const second = await postContract(t, ben.access, maria.email, { status: 'ACTIVE' })
  expect(second.statusCode).toBe(409)
  expect(second.json().detail).toBe('This helper already has an active contract.')
  const pending = await createdContract(t, ben.access, maria.email)
  const activate = await putContract(t, ben.access, pending, { status: 'ACTIVE' })
  expect(activate.statusCode).toBe(409)
  // A refused contract leaves nothing behind: Ben employs Maria through the pending one only.
  expect(
    (await employmentsOf(t, ben.access)).map((row) => row.latest_contract_details?.uid),
  ).toEqual([pending.uid])
}, 120_000)

test('of 20 concurrent ACTIVE contracts for one helper, exactly one is created', async () => {
  // Signed up one at a time: the test outbox is read while mails are written.
  const employers = [await employer(t), await employer(t)]
  const maria = await helper(t)
  const responses = await Promise.all(
    employers.flatMap((boss) =>
      Array.from({ length: 10 }, () =>
        postContract(t, boss.access, maria.email, { status: 'ACTIVE' }),
      ),
    ),
  )
  const statuses = responses.map((response) => response.statusCode).sort()
  expect(statuses).toEqual([201, ...Array<number>(19).fill(409)])
  const winner = responses.find((response) => response.statusCode === 201)!.json<Contract>()
  const employments = await employmentsOf(t, maria.access)
  expect(employments.filter((row) => row.status === 'active').map((row) => row.uid)).toEqual([
    winner.employment,
  ])
}, 120_000)
