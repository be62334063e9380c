import { expect, test, vi } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  accrue,
  balanceOf,
  createdLeave,
  decide,
  employerParty,
  leaveInput,
  leaveSetUp,
  patchLeave,
} from './leave-fixtures'

const t = useTestApp()
// Each test signs up two to four accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

async function setUpWithLeave() {
  const parties = await leaveSetUp(t)
  await accrue(t, parties.employer, parties.helper.profileUid)
  const leave = await createdLeave(t, parties.helper, leaveInput(parties.employment))
  return { ...parties, leave }
}

test('approve, cancel, approve the cancellation: the days come back', async () => {
  const { employer, helper, employment, leave } = await setUpWithLeave()
  expect((await balanceOf(t, helper, employment)).annual).toMatchObject({
    granted: 7,
    taken: 0,
    pending: 5,
    balance: 7,
  })
  const approved = await decide(t, employer, leave.id, { is_approved: true })
  expect(approved.statusCode, approved.body).toBe(200)
  expect(approved.json()).toMatchObject({ status_type: 'AP', status_type_display: 'Approved' })
  expect((await balanceOf(t, helper, employment)).annual).toMatchObject({
    taken: 5,
    pending: 0,
    balance: 2,
  })
  const cancelling = await patchLeave(t, helper, leave.id, { status_type: 'PC' })
  expect(cancelling.statusCode, cancelling.body).toBe(200)
  expect(cancelling.json().status_type).toBe('PC')
  // Until the employer agrees, the days stay taken.
  expect((await balanceOf(t, employer, employment)).annual.balance).toBe(2)
  const cancelled = await decide(t, employer, leave.id, {
    is_approved: true,
    is_cancellation: true,
  })
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  expect(cancelled.json().status_type).toBe('CA')
  expect((await balanceOf(t, helper, employment)).annual).toMatchObject({ taken: 0, balance: 7 })
})

test('a refused cancellation keeps the leave taken (CR)', async () => {
  const { employer, helper, employment, leave } = await setUpWithLeave()
  await decide(t, employer, leave.id, { is_approved: true })
  await patchLeave(t, helper, leave.id, { status_type: 'PC' })
  const refused = await decide(t, employer, leave.id, { is_rejected: true, is_cancellation: true })
  expect(refused.statusCode, refused.body).toBe(200)
  expect(refused.json().status_type).toBe('CR')
  expect((await balanceOf(t, helper, employment)).annual).toMatchObject({ taken: 5, balance: 2 })
})

test('the helper cancels a submitted request at once; a rejected one stays out of the balance', async () => {
  const { employer, helper, employment, leave } = await setUpWithLeave()
  const cancelled = await patchLeave(t, helper, leave.id, { status_type: 'CA' })
  expect(cancelled.json().status_type).toBe('CA')
  const second = await createdLeave(t, helper, leaveInput(employment))
  const rejected = await decide(t, employer, second.id, { is_rejected: true })
  expect(rejected.json().status_type).toBe('RJ')
  expect((await balanceOf(t, helper, employment)).annual).toMatchObject({
    taken: 0,
    pending: 0,
    balance: 7,
  })
})

test('every other transition is 409', async () => {
  const { employer, helper, leave } = await setUpWithLeave()
  // SU: no cancellation decision; PC needs is_cancellation.
  expect(
    (await decide(t, employer, leave.id, { is_approved: true, is_cancellation: true })).statusCode,
  ).toBe(409)
  await decide(t, employer, leave.id, { is_rejected: true })
  // RJ: nothing more, neither decided nor cancelled nor edited.
  expect((await decide(t, employer, leave.id, { is_approved: true })).statusCode).toBe(409)
  expect((await patchLeave(t, helper, leave.id, { status_type: 'CA' })).statusCode).toBe(409)
  const edit = await patchLeave(t, helper, leave.id, { reason: 'Changed my mind' })
  expect(edit.statusCode).toBe(409)
  expect(edit.json().detail).toBe('Only a submitted request can be changed.')
})

test('an approved request cannot be edited, and PC is decided only as a cancellation', async () => {
  const { employer, helper, leave } = await setUpWithLeave()
  await decide(t, employer, leave.id, { is_approved: true })
  expect((await patchLeave(t, helper, leave.id, { reason: 'Edit' })).statusCode).toBe(409)
  await patchLeave(t, helper, leave.id, { status_type: 'PC' })
  expect((await decide(t, employer, leave.id, { is_approved: true })).statusCode).toBe(409)
  expect((await patchLeave(t, helper, leave.id, { status_type: 'PC' })).statusCode).toBe(409)
})

test('approve and reject need exactly one choice; only the employer decides', async () => {
  const { employer, helper, leave } = await setUpWithLeave()
  const neither = await decide(t, employer, leave.id, {})
  expect(neither.statusCode).toBe(400)
  const both = await decide(t, employer, leave.id, { is_approved: true, is_rejected: true })
  expect(both.statusCode).toBe(400)
  expect((await decide(t, helper, leave.id, { is_approved: true })).statusCode).toBe(403)
  const stranger = await employerParty(t)
  expect((await decide(t, stranger, leave.id, { is_approved: true })).statusCode).toBe(404)
  expect((await decide(t, employer, 999_999, { is_approved: true })).statusCode).toBe(404)
})

test('of concurrent decisions exactly one wins', async () => {
  const { employer, leave } = await setUpWithLeave()
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      decide(t, employer, leave.id, i % 2 ? { is_approved: true } : { is_rejected: true }),
    ),
  )
  const codes = answers.map((answer) => answer.statusCode).sort()
  expect(codes).toEqual([200, 409, 409, 409, 409, 409])
})

test('each decision reaches the helper by e-mail in their language and in real time', async () => {
  const { employer, helper, leave } = await setUpWithLeave()
  const toEmployer = t.outbox().filter((mail) => mail.to === employer.email)
  expect(toEmployer.at(-1)?.text).toContain('7 Dec 2026')
  await t.inject({
    method: 'PATCH',
    url: '/api/v1/hirlab/belmount/user/',
    headers: bearer(helper.access),
    payload: { language: 'zh-TW' },
  })
  const emitted: [string[], string, unknown][] = []
  const original = t.app.deps.realtime.emit
  t.app.deps.realtime.emit = (rooms, event, payload) => {
    emitted.push([rooms, event, payload])
  }
  try {
    await decide(t, employer, leave.id, { is_approved: true })
  } finally {
    t.app.deps.realtime.emit = original
  }
  const mail = t
    .outbox()
    .filter((m) => m.to === helper.email)
    .at(-1)
  expect(mail?.subject).toContain('已批准')
  expect(emitted).toHaveLength(1)
  expect(emitted[0]?.[0]).toEqual([helper.profileUid])
  expect(emitted[0]?.[1]).toBe('leave_request_updated')
})
