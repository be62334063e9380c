import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../test/fetch-stub'
import { makeUser } from '../test/fixtures'
import { ApiError } from './api-error'
import {
  apiRequest,
  clearSessionExpiredNotice,
  hasSessionExpiredNotice,
  onSessionExpired,
} from './api-client'
import { readSession, saveSession } from './session-store'

beforeEach(() => {
  saveSession({ access: 'old-access', refresh: 'old-refresh', user: null }, true)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const isRefresh = (url: string) => url.endsWith('/hirlab/belmount/token/refresh/')

test('two concurrent 401s share a single token refresh and both calls are retried', async () => {
  const calls = stubFetch(async ({ url, headers }) => {
    if (isRefresh(url)) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      return jsonResponse(200, { access: 'new-access', refresh: 'new-refresh' })
    }
    if (headers.get('Authorization') === 'Bearer new-access')
      return jsonResponse(200, { path: url })
    return jsonResponse(401, { detail: 'Token expired', code: 'token_not_valid' })
  })

  const [first, second] = await Promise.all([
    apiRequest<{ path: string }>('/first/'),
    apiRequest<{ path: string }>('/second/'),
  ])

  const refreshCalls = calls.filter((call) => isRefresh(call.url))
  expect(refreshCalls).toHaveLength(1)
  expect(refreshCalls[0]?.body).toEqual({ refresh: 'old-refresh' })
  expect(first.path).toBe('/api/v1/first/')
  expect(second.path).toBe('/api/v1/second/')
  // Refresh tokens rotate: the new pair replaces the old one, in the same (remembered) storage.
  expect(readSession()).toMatchObject({
    access: 'new-access',
    refresh: 'new-refresh',
    remember: true,
  })
})

test('a refused refresh clears the session and announces the sign-out once', async () => {
  const calls = stubFetch(({ url }) =>
    isRefresh(url)
      ? jsonResponse(401, { detail: 'Token is invalid', code: 'token_not_valid' })
      : jsonResponse(401, { detail: 'Token expired', code: 'token_not_valid' }),
  )
  const expired = vi.fn()
  const unsubscribe = onSessionExpired(expired)

  const results = await Promise.allSettled([apiRequest('/first/'), apiRequest('/second/')])
  unsubscribe()

  for (const result of results) {
    expect(result.status).toBe('rejected')
    if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 401 })
  }
  expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(1)
  expect(readSession()).toBeNull()
  expect(expired).toHaveBeenCalledTimes(1)
  expect(hasSessionExpiredNotice()).toBe(true)
  clearSessionExpiredNotice()
})

test('a network failure while refreshing keeps the user signed in', async () => {
  stubFetch(({ url }) => {
    if (isRefresh(url)) throw new TypeError('Failed to fetch')
    return jsonResponse(401, { detail: 'Token expired', code: 'token_not_valid' })
  })
  const expired = vi.fn()
  const unsubscribe = onSessionExpired(expired)

  await expect(apiRequest('/first/')).rejects.toMatchObject({ status: 0, code: 'network_error' })
  unsubscribe()

  expect(expired).not.toHaveBeenCalled()
  expect(readSession()?.refresh).toBe('old-refresh')
})

test('sends the bearer token and the interface language with every call', async () => {
  const calls = stubFetch(() => jsonResponse(200, makeUser()))

  await apiRequest('/hirlab/belmount/user/')

  expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access')
  expect(calls[0]?.headers.get('Accept-Language')).toBe('en')
})

test('turns an error body into an ApiError with its field messages and Retry-After', async () => {
  stubFetch(() =>
    jsonResponse(
      429,
      { detail: 'Too many attempts.', code: 'throttled', email: ['Slow down.'] },
      { 'Retry-After': '120' },
    ),
  )

  const error = await apiRequest('/hirlab/belmount/password/reset/', {
    method: 'POST',
    body: { email: 'a@b.hk' },
  }).catch((caught: unknown) => caught)

  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({
    status: 429,
    code: 'throttled',
    detail: 'Too many attempts.',
    fields: { email: ['Slow down.'] },
    retryAfterSeconds: 120,
  })
})
