import { expect } from 'vitest'
import type { LoginResult } from '@hearth/shared/accounts'
import { GOOD_PASSWORD, bearer, login, register, verify } from '../../test/accounts-fixtures'
import { multipart } from '../../test/multipart'
import type { TestApp } from '../../test/test-app'
import { PDF } from '../documents/documents-fixtures'

/** The operator address the safety tests start their app with (OPERATOR_EMAILS). */
export const OPERATOR_EMAIL = 'ops@hearth.test'
export const OPERATOR_ENV = { OPERATOR_EMAILS: ` Ops@Hearth.test , second-ops@hearth.test` }

export const REPORTS = '/api/v1/reports/'
export const MY_REPORTS = '/api/v1/reports/mine/'
export const BLOCKS = '/api/v1/blocks/'
export const OPERATOR = '/api/v1/operator'

/** The operator's account (an employer by type), registered and verified once per app. */
export async function signedInOperator(t: TestApp, email = OPERATOR_EMAIL) {
  const first = await login(t, email)
  if (first.statusCode === 200) return { email, ...(first.json() as LoginResult) }
  expect((await register(t, { email, userType: 'employer' })).statusCode).toBe(201)
  expect((await verify(t, email)).statusCode).toBe(200)
  const response = await login(t, email, GOOD_PASSWORD)
  expect(response.statusCode).toBe(200)
  return { email, ...(response.json() as LoginResult) }
}

export function report(t: TestApp, access: string, payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: REPORTS, headers: bearer(access), payload })
}

export function asOperator(
  t: TestApp,
  access: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) {
  return t.inject({
    method,
    url: `${OPERATOR}${path}`,
    headers: bearer(access),
    ...(payload ? { payload } : {}),
  })
}

/** A helper's pending verification request (identity and visa), with a small PDF. */
export async function askedVerification(t: TestApp, access: string): Promise<{ id: string }> {
  const body = multipart(
    { kind: 'helper_identity', full_name: 'Maria Santos', expires_on: '2027-06-30' },
    { document: PDF },
  )
  const asked = await t.inject({
    method: 'POST',
    url: '/api/v1/verifications/',
    headers: { ...body.headers, ...bearer(access) },
    payload: body.payload,
  })
  expect(asked.statusCode, asked.body).toBe(201)
  return asked.json() as { id: string }
}
