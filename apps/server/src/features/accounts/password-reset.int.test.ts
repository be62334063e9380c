import { describe, expect, test } from 'vitest'
import {
  bearer,
  login,
  resetLinkFor,
  signedInUser,
  uniqueEmail,
} from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const RESET = '/api/v1/hirlab/belmount/password/reset/'
const CONFIRM = '/api/v1/hirlab/belmount/password/reset/confirm/'
const GENERIC = 'If an account with that email exists, a password reset link has been sent.'
const NEW_PASSWORD = 'lantau-sunrise-52'

function requestReset(email: string) {
  return t.inject({ method: 'POST', url: RESET, payload: { email } })
}

function confirm(payload: Record<string, string>) {
  return t.inject({ method: 'POST', url: CONFIRM, payload })
}

describe('password reset', () => {
  test('answers the generic message whether or not the account exists', async () => {
    const { email } = await signedInUser(t)
    const ghost = uniqueEmail('ghost')
    const known = await requestReset(email)
    const unknown = await requestReset(ghost)
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual({ detail: GENERIC })
    expect(unknown.json()).toEqual({ detail: GENERIC })
    expect(t.outbox().some((m) => m.to === ghost)).toBe(false)
    expect(
      t.outbox().find((m) => m.to === email && m.subject === 'Reset your Hearth password'),
    ).toBeDefined()
  })

  test('an empty e-mail gets the spec message', async () => {
    const response = await requestReset(' ')
    expect(response.json().email).toEqual(['Please enter your email address.'])
  })

  test('sets the new password, works once and signs the user out everywhere', async () => {
    const { email, access, refresh } = await signedInUser(t)
    await requestReset(email)
    const link = resetLinkFor(t, email)
    const done = await confirm({
      ...link,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().detail).toBe(
      'Your password has been reset. Please sign in with your new password.',
    )
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/v1/hirlab/belmount/user/',
          headers: bearer(access),
        })
      ).statusCode,
    ).toBe(401)
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/v1/hirlab/belmount/token/refresh/',
          payload: { refresh },
        })
      ).statusCode,
    ).toBe(401)
    expect((await login(t, email)).statusCode).toBe(400)
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200)
    const again = await confirm({
      ...link,
      new_password1: 'another-pass-88',
      new_password2: 'another-pass-88',
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().token).toEqual(['This password reset link is invalid or has expired.'])
  })

  test('a link expires after one hour', async () => {
    const { email } = await signedInUser(t)
    await requestReset(email)
    const link = resetLinkFor(t, email)
    t.clock.advance(60 * 60_000 + 1000)
    const response = await confirm({
      ...link,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe('This password reset link is invalid or has expired.')
  })

  test('a token is bound to its user', async () => {
    const victim = await signedInUser(t)
    const attacker = await signedInUser(t)
    await requestReset(attacker.email)
    const link = resetLinkFor(t, attacker.email)
    const response = await confirm({
      uid: victim.user.id,
      token: link.token,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    })
    expect(response.statusCode).toBe(400)
    expect((await login(t, victim.email)).statusCode).toBe(200)
  })

  test('applies the password rules and the spec messages', async () => {
    const { email } = await signedInUser(t)
    await requestReset(email)
    const link = resetLinkFor(t, email)
    expect(
      (await confirm({ ...link, new_password1: '', new_password2: '' })).json().new_password1,
    ).toEqual(['Please enter and confirm your new password.'])
    expect(
      (await confirm({ ...link, new_password1: NEW_PASSWORD, new_password2: 'other' })).json()
        .new_password2,
    ).toEqual(['Passwords do not match.'])
    expect(
      (await confirm({ ...link, new_password1: '98765432', new_password2: '98765432' })).json()
        .new_password1,
    ).toEqual(['Password cannot contain only numbers'])
    expect(
      (await confirm({ ...link, new_password1: 'password1', new_password2: 'password1' })).json()
        .new_password1,
    ).toEqual(['This password is too common. Choose one that is harder to guess.'])
    const missing = await confirm({ new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })
    expect(missing.json().uid).toEqual(['Missing UID or Token...'])
    expect(missing.json().token).toEqual(['Missing UID or Token...'])
    // The link was not spent by the refused attempts.
    expect(
      (await confirm({ ...link, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200)
  })

  test('reset e-mails to one address stop after three an hour', async () => {
    const { email } = await signedInUser(t)
    for (let i = 0; i < 5; i += 1)
      expect((await requestReset(email)).json()).toEqual({ detail: GENERIC })
    expect(
      t.outbox().filter((m) => m.to === email && m.subject === 'Reset your Hearth password'),
    ).toHaveLength(3)
  })
})
