import { expect, test, vi } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  accrue,
  balanceOf,
  createdLeave,
  decide,
  employerParty,
  employmentOf,
  helperParty,
  leaveInput,
  leaveSetUp,
  type Party,
} from './leave-fixtures'
import { leaveSummaries } from './leave-summaries.service'

const t = useTestApp()
// Each test signs up two to four accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

function postAccrual(party: Party, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/leaves/yearly-leaveaccrue/',
    headers: bearer(party.access),
    payload,
  })
}

function postAdjustment(party: Party, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/leaves/adjustments/',
    headers: bearer(party.access),
    payload,
  })
}

test('accrual grants each completed leave year once, however often it runs', async () => {
  const employer = await employerParty(t)
  const helper = await helperParty(t)
  // Started 2023-11-01: years 1 and 2 (7 + 7) by 2025-10-31, year 3 (8) on 2026-10-31.
  const employment = await employmentOf(t, employer, helper, { startDate: '2023-11-01' })
  const first = await accrue(t, employer, helper.profileUid)
  expect(first.granted).toEqual([
    { leave_year: 1, days: 7, granted_for: '2024-10-31' },
    { leave_year: 2, days: 7, granted_for: '2025-10-31' },
    { leave_year: 3, days: 8, granted_for: '2026-10-31' },
  ])
  const again = await Promise.all([
    accrue(t, employer, helper.profileUid),
    postAccrual(employer, {
      calculation_date: '2026-11-30',
      helper_profile: helper.profileUid,
      employment,
    }),
  ])
  expect(again[0].granted).toEqual([])
  expect(again[1].json().granted).toEqual([])
  expect((await balanceOf(t, helper, employment)).annual).toMatchObject({
    granted: 22,
    balance: 22,
  })
  // A later date with another completed year grants that year only.
  const later = await postAccrual(employer, {
    calculation_date: '2027-11-01',
    helper_profile: helper.profileUid,
  })
  expect(later.json().granted).toEqual([{ leave_year: 4, days: 9, granted_for: '2027-10-31' }])
  // Not counted before its year completes.
  expect((await balanceOf(t, helper, employment)).annual.granted).toBe(22)
  expect((await balanceOf(t, helper, employment, '2027-10-31')).annual.granted).toBe(31)
})

test('accrual: the employer only, a date not in the past, the employment’s own helper', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const past = await postAccrual(employer, {
    calculation_date: '2026-11-21',
    helper_profile: helper.profileUid,
  })
  expect(past.statusCode).toBe(400)
  expect(past.json().calculation_date).toEqual(['The calculation date cannot be in the past.'])
  const asHelper = await postAccrual(helper, {
    calculation_date: '2026-11-22',
    helper_profile: helper.profileUid,
    employment,
  })
  expect(asHelper.statusCode).toBe(403)
  const stranger = await employerParty(t)
  const other = await postAccrual(stranger, {
    calculation_date: '2026-11-22',
    helper_profile: helper.profileUid,
  })
  expect(other.statusCode).toBe(404)
  const otherHelper = await helperParty(t)
  const mismatch = await postAccrual(employer, {
    calculation_date: '2026-11-22',
    helper_profile: otherHelper.profileUid,
    employment,
  })
  expect(mismatch.statusCode).toBe(404)
})

test('adjustments: employer only, annual only, −365…365 and a reason; both parties list them', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const base = { employment, helper_profile_uid: helper.profileUid, leave_type_code: 'AN' }
  const created = await postAdjustment(employer, {
    ...base,
    adjustment_amount: 2.5,
    reason: 'Carried over',
  })
  expect(created.statusCode, created.body).toBe(201)
  expect(created.json()).toMatchObject({
    leave_type_code: 'AN',
    leave_type_name: 'Annual leave',
    adjustment_amount: 2.5,
    reason: 'Carried over',
    effective_date: '2026-11-22',
  })
  const refusals: [Record<string, unknown>, string][] = [
    [{ adjustment_amount: 366, reason: 'Too many' }, 'adjustment_amount'],
    [{ adjustment_amount: -366, reason: 'Too few' }, 'adjustment_amount'],
    [{ adjustment_amount: 1, reason: '' }, 'reason'],
    [{ adjustment_amount: 1, reason: 'Sick', leave_type_code: 'SL' }, 'leave_type_code'],
  ]
  for (const [payload, field] of refusals) {
    const response = await postAdjustment(employer, { ...base, ...payload })
    expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    expect(response.json()[field]).toBeDefined()
  }
  expect(
    (await postAdjustment(employer, { ...base, adjustment_amount: -365, reason: 'Edge' }))
      .statusCode,
  ).toBe(201)
  expect(
    (await postAdjustment(helper, { ...base, adjustment_amount: 1, reason: 'Mine' })).statusCode,
  ).toBe(403)
  const stranger = await employerParty(t)
  expect(
    (await postAdjustment(stranger, { ...base, adjustment_amount: 1, reason: 'No' })).statusCode,
  ).toBe(404)
  const list = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/adjustments/by-employment/?employment_uid=${employment}`,
    headers: bearer(helper.access),
  })
  expect(list.json().map((row: { adjustment_amount: number }) => row.adjustment_amount)).toEqual([
    -365, 2.5,
  ])
  expect((await balanceOf(t, employer, employment)).annual).toMatchObject({ adjustments: -362.5 })
})

test('the balance shows sick, no-pay and maternity figures from the records', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const sick = await createdLeave(
    t,
    helper,
    leaveInput(employment, {
      leave_type_code: 'SL',
      from_date: '2026-12-07',
      to_date: '2026-12-10',
      medical_certificate: true,
    }),
  )
  await decide(t, employer, sick.id, { is_approved: true })
  const response = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/balances/?employment_uid=${employment}&as_of=2026-11-22`,
    headers: bearer(helper.access),
  })
  // 14 completed months since 2025-09-01: 12 × 2 + 2 × 4 = 32 paid sickness days.
  expect(response.json()).toEqual({
    as_of: '2026-11-22',
    annual: { granted: 0, adjustments: 0, taken: 0, pending: 0, balance: 0, expiry_date: null },
    sick: { accrued: 32, taken: 4, balance: 28 },
    no_pay: { taken: 0 },
    maternity: { entitled_weeks: 14, taken: 0 },
  })
  const stranger = await helperParty(t)
  const hidden = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/balances/?employment_uid=${employment}`,
    headers: bearer(stranger.access),
  })
  expect(hidden.statusCode).toBe(404)
})

test('the holiday calendar gives the substitute for a holiday on the rest day', async () => {
  const { employer, employment } = await leaveSetUp(t)
  const response = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/holidays/?employment_uid=${employment}&year=2026`,
    headers: bearer(employer.access),
  })
  expect(response.statusCode).toBe(200)
  const calendar = response.json()
  expect(calendar).toMatchObject({ year: 2026, rest_day: 7, provisional: false })
  expect(calendar.holidays).toHaveLength(15)
  expect(calendar.holidays).toContainEqual({
    date: '2026-04-05',
    name_key: 'ching_ming_festival',
    name: 'Ching Ming Festival',
    substitute_date: '2026-04-07',
  })
  const outside = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/holidays/?employment_uid=${employment}&year=2099`,
    headers: bearer(employer.access),
  })
  expect(outside.statusCode).toBe(400)
})

test('the hub’s summaries: annual balance and requests awaiting the employer', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  await accrue(t, employer, helper.profileUid)
  const first = await createdLeave(t, helper, leaveInput(employment, { to_date: '2026-12-08' }))
  await decide(t, employer, first.id, { is_approved: true })
  await t.inject({
    method: 'PATCH',
    url: `/api/v1/leaves/requests/${first.id}/`,
    headers: bearer(helper.access),
    payload: { status_type: 'PC' },
  })
  await createdLeave(
    t,
    helper,
    leaveInput(employment, { from_date: '2027-01-04', to_date: '2027-01-04' }),
  )
  const summaries = await leaveSummaries(t.app.deps, [employment, 'unknown'], '2026-11-22')
  expect(summaries.get(employment)).toEqual({ annualLeaveBalance: 5, pendingLeaveRequestsCount: 2 })
  expect(summaries.get('unknown')).toEqual({ annualLeaveBalance: 0, pendingLeaveRequestsCount: 0 })
})
