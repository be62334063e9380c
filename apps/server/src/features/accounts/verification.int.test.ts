import { describe, expect, test } from 'vitest'
import {
  GOOD_PASSWORD,
  login,
  register,
  uniqueEmail,
  verificationKeyFor,
  verify,
} from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const VERIFY = '/api/v1/hirlab/belmount/registration/verify-email/'
const RESEND = '/api/v1/hirlab/belmount/registration/resend-email/'

describe('e-mail verification', () => {
  test('signing in is refused until the address is verified, then allowed', async () => {
    const email = uniqueEmail()
    await register(t, { email })
    const before = await login(t, email)
    expect(before.statusCode).toBe(400)
    expect(before.json()).toMatchObject({
      code: 'email_not_verified',
      detail: 'Please verify your e-mail address before signing in. We can send the link again.',
    })
    const verified = await verify(t, email)
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toEqual({ detail: 'Your e-mail address has been verified.' })
    expect((await login(t, email)).statusCode).toBe(200)
  })

  test('an unverified account with a wrong password reveals nothing about verification', async () => {
    const email = uniqueEmail()
    await register(t, { email })
    const response = await login(t, email, 'wrong-password-1')
    expect(response.json()).toMatchObject({
      code: 'invalid_credentials',
      detail: 'Invalid username or password',
    })
  })

  test('a key works once', async () => {
    const email = uniqueEmail()
    await register(t, { email })
    const key = verificationKeyFor(t, email)
    expect((await t.inject({ method: 'POST', url: VERIFY, payload: { key } })).statusCode).toBe(200)
    const again = await t.inject({ method: 'POST', url: VERIFY, payload: { key } })
    expect(again.statusCode).toBe(400)
    expect(again.json().detail).toBe('This verification link is invalid or has expired.')
  })

  test('a key expires after 3 days', async () => {
    const email = uniqueEmail()
    await register(t, { email })
    const key = verificationKeyFor(t, email)
    t.clock.advance(72 * 3_600_000 + 1000)
    const response = await t.inject({ method: 'POST', url: VERIFY, payload: { key } })
    expect(response.statusCode).toBe(400)
    expect(response.json().key).toEqual(['This verification link is invalid or has expired.'])
  })

  test('an unknown key and a missing key are refused', async () => {
    expect(
      (await t.inject({ method: 'POST', url: VERIFY, payload: { key: 'nope' } })).statusCode,
    ).toBe(400)
    const missing = await t.inject({ method: 'POST', url: VERIFY, payload: {} })
    expect(missing.json().key).toEqual(['The verification key is missing.'])
  })

  test('resending mails a fresh working key and answers the same for unknown addresses', async () => {
    const email = uniqueEmail()
    await register(t, { email })
    const first = verificationKeyFor(t, email)
    const resent = await t.inject({ method: 'POST', url: RESEND, payload: { email } })
    const unknown = await t.inject({
      method: 'POST',
      url: RESEND,
      payload: { email: uniqueEmail('ghost') },
    })
    expect(resent.statusCode).toBe(200)
    expect(unknown.json()).toEqual(resent.json())
    const second = verificationKeyFor(t, email)
    expect(second).not.toBe(first)
    expect(
      (await t.inject({ method: 'POST', url: VERIFY, payload: { key: second } })).statusCode,
    ).toBe(200)
    expect((await login(t, email, GOOD_PASSWORD)).statusCode).toBe(200)
  })

  test('resending stops mailing after three requests an hour', async () => {
    const email = uniqueEmail()
    await register(t, { email })
    for (let i = 0; i < 5; i += 1)
      await t.inject({ method: 'POST', url: RESEND, payload: { email } })
    expect(t.outbox().filter((m) => m.to === email)).toHaveLength(4)
  })
})
