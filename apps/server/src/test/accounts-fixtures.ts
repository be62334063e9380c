import { expect } from 'vitest'
import type { LoginResult } from '@hearth/shared/accounts'
import type { TestApp } from './test-app'

export const GOOD_PASSWORD = 'kowloon-harbour-77'
let counter = 0

export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}${counter}.${Date.now()}@example.com`
}

export async function register(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail()
  counter += 1
  return t.inject({
    method: 'POST',
    url: '/api/v1/hirlab/belmount/registration/',
    // A different documentation-range address per call keeps the per-IP limit out of the way.
    remoteAddress: `192.0.2.${(counter % 250) + 1}`,
    headers,
    payload: {
      username: email,
      email,
      password1: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
      userType: 'employer',
      ...overrides,
    },
  })
}

/** The key of the newest verification e-mail sent to `email`. */
export function verificationKeyFor(t: TestApp, email: string): string {
  const mail = t
    .outbox()
    .filter((m) => m.to === email && m.text.includes('/verify-email/'))
    .at(-1)
  expect(mail, `a verification e-mail to ${email}`).toBeDefined()
  return mail!.text.match(/\/verify-email\/([\w-]+)/)![1]!
}

export function resetLinkFor(t: TestApp, email: string): { uid: string; token: string } {
  const mail = t
    .outbox()
    .filter((m) => m.to === email && m.text.includes('/reset-password/'))
    .at(-1)
  expect(mail, `a reset e-mail to ${email}`).toBeDefined()
  const [, uid, token] = mail!.text.match(/\/reset-password\/([\w%-]+)\/([\w-]+)/)!
  return { uid: decodeURIComponent(uid!), token: token! }
}

export async function verify(t: TestApp, email: string) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/hirlab/belmount/registration/verify-email/',
    payload: { key: verificationKeyFor(t, email) },
  })
}

export async function login(
  t: TestApp,
  username: string,
  password = GOOD_PASSWORD,
  options: { remember_me?: boolean; ip?: string } = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/hirlab/belmount/login',
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { username, password, remember_me: options.remember_me },
  })
}

/** A verified account, signed in. */
export async function signedInUser(
  t: TestApp,
  userType: 'employer' | 'helper' = 'employer',
  rememberMe = false,
) {
  const email = uniqueEmail(userType)
  expect((await register(t, { email, userType })).statusCode).toBe(201)
  expect((await verify(t, email)).statusCode).toBe(200)
  const response = await login(t, email, GOOD_PASSWORD, { remember_me: rememberMe })
  expect(response.statusCode).toBe(200)
  return { email, ...(response.json() as LoginResult) }
}

export function bearer(access: string) {
  return { authorization: `Bearer ${access}` }
}
