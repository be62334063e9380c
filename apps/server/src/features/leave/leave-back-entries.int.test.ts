import { expect, test, vi } from 'vitest'
import type { LeaveRequest } from '@hearth/shared/leaves'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { calculated } from '../payroll/payroll-fixtures'
import { balanceOf, employerParty, helperParty, leaveSetUp, type Party } from './leave-fixtures'

// Issue 22 item 2: leave taken before it was recorded. The employment started 2025-09-01 (Sundays
// off); the test clock's today is Sunday 2026-11-22 in Hong Kong.

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

function backEntry(party: Party, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/leaves/back-entries/',
    headers: bearer(party.access),
    payload,
  })
}

async function recorded(party: Party, payload: Record<string, unknown>): Promise<LeaveRequest> {
  const response = await backEntry(party, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

type SickFigures = { accrued: number; taken: number; balance: number }

async function sickOf(party: Party, employment: string): Promise<SickFigures> {
  const balance = (await balanceOf(t, party, employment)) as unknown as { sick: SickFigures }
  return balance.sick
}

function listOf(party: Party, employment: string) {
  return t.inject({
    method: 'GET',
    url: `/api/v1/leaves/requests/leaves-for-employment/?employment_uid=${employment}`,
    headers: bearer(party.access),
  })
}

test('past sick leave with a certificate uses paid sickness days; without one it uses none; the helper sees both as back-entries', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const before = await sickOf(employer, employment)
  // Mon 2 – Thu 5 March 2026: four consecutive sickness days, with a certificate.
  const certified = await recorded(employer, {
    employment,
    leave_type_code: 'SL',
    from_date: '2026-03-02',
    to_date: '2026-03-05',
    reason: 'Flu, doctor’s certificate seen',
    medical_certificate: true,
  })
  expect(certified).toMatchObject({
    status_type: 'AP',
    back_entry: true,
    medical_certificate: true,
    days: 4,
  })
  const after = await sickOf(employer, employment)
  expect(after.taken).toBe(before.taken + 4)
  expect(after.balance).toBe(before.balance - 4)

  // Mon 4 – Thu 7 May 2026 without one: sickness days, but no allowance (EO s.33(4)).
  const uncertified = await recorded(employer, {
    employment,
    leave_type_code: 'SL',
    from_date: '2026-05-04',
    to_date: '2026-05-07',
    reason: 'Back pain, no certificate',
  })
  expect(uncertified.medical_certificate).toBe(false)
  expect((await sickOf(employer, employment)).taken).toBe(after.taken)

  const seen = (await listOf(helper, employment)).json() as LeaveRequest[]
  expect(seen.filter((request) => request.back_entry).map((request) => request.id)).toEqual([
    uncertified.id,
    certified.id,
  ])
})

test('past annual leave counts as used and past no-pay leave is deducted in that month’s payroll', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  await recorded(employer, {
    employment,
    leave_type_code: 'AN',
    from_date: '2026-02-09',
    to_date: '2026-02-11',
    reason: 'Taken before Hearth',
  })
  const used = await t.inject({
    method: 'POST',
    url: '/api/v1/payrolls/accrue_calculation/',
    headers: bearer(employer.access),
    payload: { helper_profile: helper.profileUid, termination_date: '2026-11-30' },
  })
  expect(used.statusCode, used.body).toBe(200)
  expect(used.json()['Used leaves']).toBe(3)

  // Wed 7 October 2026, a no-pay day: October's payroll deducts it.
  await recorded(employer, {
    employment,
    leave_type_code: 'NP',
    from_date: '2026-10-07',
    to_date: '2026-10-07',
    reason: 'Personal day, unpaid',
  })
  const october = await calculated(t, employer, helper, employment, 2026, 10)
  expect(october.lines.map((line) => line.key)).toContain('no_pay_leave_deduction')
})

test('a back-entry is past, within the employment, on free days; only its employer records it', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const base = {
    employment,
    leave_type_code: 'AN',
    from_date: '2026-06-01',
    to_date: '2026-06-02',
    reason: 'Taken before Hearth',
  }
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { from_date: '2026-11-20', to_date: '2026-11-23' },
      'to_date',
      'A back-entry records leave already taken: it must end before today.',
    ],
    [
      { from_date: '2025-08-25', to_date: '2025-08-26' },
      'from_date',
      'The leave starts before the employment started.',
    ],
    [{ reason: '' }, 'reason', 'Please give a reason.'],
    [
      { from_date: '2026-06-02', to_date: '2026-06-01' },
      'to_date',
      'To date must be on or after from date.',
    ],
  ]
  for (const [extra, field, message] of cases) {
    const response = await backEntry(employer, { ...base, ...extra })
    expect(response.statusCode, JSON.stringify(extra)).toBe(400)
    expect(response.json()[field], JSON.stringify(extra)).toEqual([message])
  }
  await recorded(employer, base)
  const twice = await backEntry(employer, {
    ...base,
    from_date: '2026-06-02',
    to_date: '2026-06-03',
  })
  expect(twice.statusCode).toBe(409)
  expect(twice.json().detail).toBe('This employment already has leave on some of these days.')

  const own = await backEntry(helper, { ...base, from_date: '2026-07-06', to_date: '2026-07-06' })
  expect(own.statusCode).toBe(403)
  expect(own.json().detail).toBe('Only the employer of this employment can record past leave.')
  const stranger = await employerParty(t)
  const otherHelper = await helperParty(t)
  for (const party of [stranger, otherHelper]) {
    const response = await backEntry(party, {
      ...base,
      from_date: '2026-07-06',
      to_date: '2026-07-06',
    })
    expect(response.statusCode).toBe(404)
  }
  const anonymous = await t.inject({
    method: 'POST',
    url: '/api/v1/leaves/back-entries/',
    payload: base,
  })
  expect(anonymous.statusCode).toBe(401)
})
