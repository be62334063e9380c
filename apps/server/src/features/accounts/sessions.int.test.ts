import { describe, expect, test } from 'vitest'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const REFRESH = '/api/v1/hirlab/belmount/token/refresh/'
const LOGOUT = '/api/v1/hirlab/belmount/logout/'
const USER = '/api/v1/hirlab/belmount/user/'
const HOUR = 3_600_000

function refreshWith(refresh: string) {
  return t.inject({ method: 'POST', url: REFRESH, payload: { refresh } })
}

describe('refresh tokens', () => {
  test('rotate on every use', async () => {
    const { refresh } = await signedInUser(t)
    const first = await refreshWith(refresh)
    expect(first.statusCode).toBe(200)
    const pair = first.json()
    expect(pair.refresh).not.toBe(refresh)
    expect(
      (await t.inject({ method: 'GET', url: USER, headers: bearer(pair.access) })).statusCode,
    ).toBe(200)
    expect((await refreshWith(pair.refresh)).statusCode).toBe(200)
  })

  test('reusing a rotated token revokes the whole session', async () => {
    const { refresh } = await signedInUser(t)
    const rotated = (await refreshWith(refresh)).json()
    const reuse = await refreshWith(refresh)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().code).toBe('token_not_valid')
    // The thief's replay also kills the legitimate descendant and its access token.
    expect((await refreshWith(rotated.refresh)).statusCode).toBe(401)
    expect(
      (await t.inject({ method: 'GET', url: USER, headers: bearer(rotated.access) })).statusCode,
    ).toBe(401)
  })

  test('an unknown token is refused', async () => {
    expect((await refreshWith('not-a-token')).statusCode).toBe(401)
  })

  test('without remember me the session ends after a day', async () => {
    const { refresh } = await signedInUser(t, 'employer', false)
    t.clock.advance(24 * HOUR + 1000)
    expect((await refreshWith(refresh)).statusCode).toBe(401)
  })

  test('with remember me the session lasts 30 days', async () => {
    const { refresh } = await signedInUser(t, 'employer', true)
    t.clock.advance(29 * 24 * HOUR)
    const renewed = await refreshWith(refresh)
    expect(renewed.statusCode).toBe(200)
    t.clock.advance(30 * 24 * HOUR + 1000)
    expect((await refreshWith(renewed.json().refresh)).statusCode).toBe(401)
  })
})

describe('POST /hirlab/belmount/logout/', () => {
  test('revokes the session: its refresh and access tokens stop working', async () => {
    const { access, refresh } = await signedInUser(t)
    const response = await t.inject({ method: 'POST', url: LOGOUT, payload: { refresh } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ detail: 'Successfully logged out.' })
    expect((await refreshWith(refresh)).statusCode).toBe(401)
    expect((await t.inject({ method: 'GET', url: USER, headers: bearer(access) })).statusCode).toBe(
      401,
    )
  })

  test('leaves the user’s other sessions alone', async () => {
    const first = await signedInUser(t)
    const other = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/login',
      payload: { username: first.email, password: 'kowloon-harbour-77' },
    })
    await t.inject({ method: 'POST', url: LOGOUT, payload: { refresh: first.refresh } })
    expect((await refreshWith(other.json().refresh)).statusCode).toBe(200)
  })
})
