import { describe, expect, test } from 'vitest'
import { GOOD_PASSWORD, signedInUser } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()

describe('platform', () => {
  test('health and readiness answer once the database is migrated', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
    expect((await t.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' })
  })

  test('serves the OpenAPI document with the account calls', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    expect(paths).toContain('/api/v1/hirlab/belmount/login')
    expect(paths).toContain('/api/v1/hirlab/belmount/registration/')
    expect((await t.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400)
  })

  test('tags every response with a request id, keeping a sane one from the caller', async () => {
    const fresh = await t.inject({ method: 'GET', url: '/healthz' })
    expect(fresh.headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
    const given = await t.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abcdef12-trace' },
    })
    expect(given.headers['x-request-id']).toBe('abcdef12-trace')
  })

  test('answers unknown API paths with a JSON 404 in the caller’s language', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/nowhere',
      headers: { 'accept-language': 'zh-TW' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: '找不到。', code: 'not_found' })
  })

  test('matches paths with and without the trailing slash', async () => {
    const withSlash = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/login/',
      payload: {},
    })
    const without = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/registration',
      payload: {},
    })
    expect(withSlash.statusCode).toBe(400)
    expect(without.statusCode).toBe(400)
  })

  test('sends security headers', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['strict-transport-security']).toBeDefined()
  })

  test('allows cross-origin calls only from APP_URL', async () => {
    const preflight = (origin: string) =>
      t.inject({
        method: 'OPTIONS',
        url: '/api/v1/hirlab/belmount/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    expect((await preflight('http://hearth.test')).headers['access-control-allow-origin']).toBe(
      'http://hearth.test',
    )
    expect(
      (await preflight('https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined()
  })

  test('refuses a body over the size limit with 413', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('payload_too_large')
  })

  test('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('invalid')
  })

  test('never writes passwords, tokens or keys to the logs', async () => {
    const { access, refresh } = await signedInUser(t)
    await t.inject({
      method: 'GET',
      url: '/api/v1/hirlab/belmount/user/',
      headers: { authorization: `Bearer ${access}` },
    })
    await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/token/refresh/',
      payload: { refresh },
    })
    const logs = t.logs.join('\n')
    expect(logs).toContain('request completed')
    expect(logs).not.toContain(GOOD_PASSWORD)
    expect(logs).not.toContain(access)
    expect(logs).not.toContain(refresh)
    for (const mail of t.outbox()) {
      const key = mail.text.match(/\/verify-email\/([\w-]+)/)?.[1]
      if (key) expect(logs).not.toContain(key)
    }
  })
})
