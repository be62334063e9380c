import { expect, test, vi } from 'vitest'
import type { Contract } from '@hearth/shared/employments'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { createdContract, employer, get, helper, postContract } from './employments-fixtures'

// Issue 22 item 5: a contract made with a helper's e-mail is hers to confirm or decline, and
// naming e-mails cannot be used to list helpers.

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

function say(access: string, uid: string, action: 'confirm' | 'decline', payload?: object) {
  return t.inject({
    method: 'POST',
    url: `/api/v1/employments/contracts/${uid}/${action}/`,
    headers: bearer(access),
    ...(payload ? { payload } : {}),
  })
}

test('a helper declines an ACTIVE contract she never agreed to: it is CANCELLED, her real employer can hire her, the other is told', async () => {
  const stranger = await employer(t)
  const maria = await helper(t)
  const imposed = await createdContract(t, stranger.access, maria.email, { status: 'ACTIVE' })
  const real = await employer(t)
  const blocked = await postContract(t, real.access, maria.email, { status: 'ACTIVE' })
  expect(blocked.statusCode).toBe(409)

  const declined = await say(maria.access, imposed.uid, 'decline', {
    reason: 'I do not know this employer.',
  })
  expect(declined.statusCode, declined.body).toBe(200)
  expect(declined.json<Contract>()).toMatchObject({
    status: 'CANCELLED',
    termination_date: '2026-11-22',
    termination_reason: 'I do not know this employer.',
    helper_decline_reason: 'I do not know this employer.',
    helper_declined_at: t.clock.now().toISOString(),
    helper_confirmed_at: null,
  })
  // Both sides read it so.
  const seen = await get(t, stranger.access, `/employments/contracts/${imposed.uid}/`)
  expect(seen.json()).toMatchObject({
    status: 'CANCELLED',
    helper_decline_reason: 'I do not know this employer.',
  })
  const mail = t
    .outbox()
    .filter((m) => m.to === stranger.email)
    .at(-1)
  expect(mail?.subject).toContain('declined a contract')
  expect(mail?.text).toContain(
    'declined the contract “Live-in domestic helper” starting 1 Dec 2026',
  )
  expect(mail?.text).toContain('Her reason: I do not know this employer.')

  // Her one ACTIVE place is free again.
  expect((await postContract(t, real.access, maria.email, { status: 'ACTIVE' })).statusCode).toBe(
    201,
  )
  // Declined is final: no second decline, no confirm, no change by the employer.
  expect((await say(maria.access, imposed.uid, 'decline', { reason: 'again' })).statusCode).toBe(
    409,
  )
  const confirmLater = await say(maria.access, imposed.uid, 'confirm')
  expect(confirmLater.statusCode).toBe(409)
  expect(confirmLater.json().detail).toBe('This contract was declined and cannot be confirmed.')
})

test('a helper confirms a PENDING contract; both see it confirmed, and she can no longer decline it', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const contract = await createdContract(t, boss.access, maria.email)
  const confirmed = await say(maria.access, contract.uid, 'confirm')
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  expect(confirmed.json<Contract>()).toMatchObject({
    status: 'PENDING',
    helper_confirmed_at: t.clock.now().toISOString(),
    helper_declined_at: null,
  })
  t.clock.advance(60_000)
  // Again: the same answer, the first time kept.
  const again = await say(maria.access, contract.uid, 'confirm')
  expect(again.statusCode).toBe(200)
  expect(again.json().helper_confirmed_at).toBe(confirmed.json().helper_confirmed_at)
  const seen = await get(t, boss.access, `/employments/contracts/${contract.uid}/`)
  expect(seen.json().helper_confirmed_at).toBe(confirmed.json().helper_confirmed_at)

  const refused = await say(maria.access, contract.uid, 'decline', { reason: 'Changed my mind' })
  expect(refused.statusCode).toBe(409)
  expect(refused.json().detail).toBe(
    'You confirmed this contract. To end it, ask your employer or contact Hearth.',
  )
})

test('only the contract’s helper: another helper or employer 404, its employer 403, unknown 404', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const contract = await createdContract(t, boss.access, maria.email)
  const otherHelper = await helper(t)
  const otherEmployer = await employer(t)
  for (const action of ['confirm', 'decline'] as const) {
    const payload = action === 'decline' ? { reason: 'Not mine' } : undefined
    expect((await say(otherHelper.access, contract.uid, action, payload)).statusCode).toBe(404)
    expect((await say(otherEmployer.access, contract.uid, action, payload)).statusCode).toBe(404)
    const own = await say(boss.access, contract.uid, action, payload)
    expect(own.statusCode).toBe(403)
    expect(own.json().detail).toBe(
      'Only the helper named in this contract can confirm or decline it.',
    )
    expect((await say(maria.access, 'no-such-contract', action, payload)).statusCode).toBe(404)
    const anonymous = await t.inject({
      method: 'POST',
      url: `/api/v1/employments/contracts/${contract.uid}/${action}/`,
      ...(payload ? { payload } : {}),
    })
    expect(anonymous.statusCode).toBe(401)
  }
  // Nothing changed.
  const seen = await get(t, boss.access, `/employments/contracts/${contract.uid}/`)
  expect(seen.json()).toMatchObject({
    status: 'PENDING',
    helper_confirmed_at: null,
    helper_declined_at: null,
  })
})

test('declining needs a reason of at most 500 characters; a finished contract cannot be declined', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const contract = await createdContract(t, boss.access, maria.email)
  for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
    const response = await say(maria.access, contract.uid, 'decline', payload)
    expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    expect(response.json().reason).toEqual(['Please say why you decline this contract.'])
  }
  const tooLong = await say(maria.access, contract.uid, 'decline', { reason: 'x'.repeat(501) })
  expect(tooLong.statusCode).toBe(400)
  expect(tooLong.json().reason).toEqual(['This text is too long.'])

  const done = await createdContract(t, boss.access, maria.email, {
    status: 'COMPLETED',
    start_date: '2024-01-01',
    end_date: '2025-12-31',
  })
  const finished = await say(maria.access, done.uid, 'decline', { reason: 'Not mine' })
  expect(finished.statusCode).toBe(409)
  expect(finished.json().detail).toBe(
    'A completed, terminated or cancelled contract cannot be changed.',
  )
  expect((await say(maria.access, done.uid, 'confirm')).statusCode).toBe(409)
})

test('naming e-mails without a helper account is limited to 30 an hour, in parallel too; contracts created do not count', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  // Contracts made do not use the allowance.
  for (let i = 0; i < 3; i += 1) await createdContract(t, boss.access, maria.email)
  const misses = await Promise.all(
    Array.from({ length: 34 }, (_, i) => postContract(t, boss.access, `nobody${i}@example.com`)),
  )
  const statuses = misses.map((response) => response.statusCode)
  expect(statuses.filter((status) => status === 400)).toHaveLength(30)
  expect(statuses.filter((status) => status === 429)).toHaveLength(4)
  const limited = await postContract(t, boss.access, maria.email)
  expect(limited.statusCode).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500)
  // Another employer is not held back by this one's misses.
  const other = await employer(t)
  expect((await postContract(t, other.access, maria.email)).statusCode).toBe(201)
})
