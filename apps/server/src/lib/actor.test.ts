import type { FastifyRequest } from 'fastify'
import { expect, test } from 'vitest'
import { assertRole, optionalActor, requireActor, type Actor } from './actor'
import { AppError } from './errors'

const EMPLOYER: Actor = {
  role: 'employer',
  userUid: 'u1',
  sessionId: 's1',
  email: 'boss@example.com',
  language: 'en',
  referralCode: 'ABCDEF',
  accessEndsAt: null,
  plan: null,
  isOperator: false,
  employerProfileUid: 'e1',
}

/** A request as `requireActor` sees it, with a resolver that counts its calls. */
function fakeRequest(authorization?: string, actor: Actor = EMPLOYER) {
  const calls: string[] = []
  const server = {
    deps: {},
    resolveActor: async (_deps: unknown, token: string) => {
      calls.push(token)
      return actor
    },
  }
  const request = { headers: authorization ? { authorization } : {}, server }
  return { request: request as unknown as FastifyRequest, calls }
}

test('the actor is resolved once per request, however often it is asked for', async () => {
  const { request, calls } = fakeRequest('Bearer tok')
  expect(await requireActor(request)).toBe(EMPLOYER)
  expect(await requireActor(request)).toBe(EMPLOYER)
  expect(await optionalActor(request)).toBe(EMPLOYER)
  expect(calls).toEqual(['tok'])
  const other = fakeRequest('Bearer tok')
  await requireActor(other.request)
  expect(other.calls).toEqual(['tok'])
})

test('a visitor has no actor; requiring one is a 401 without resolving anything', async () => {
  const { request, calls } = fakeRequest()
  expect(await optionalActor(request)).toBeUndefined()
  await expect(requireActor(request)).rejects.toMatchObject({ code: 'token_not_valid' })
  expect(calls).toEqual([])
})

test('a refused token stays refused for the rest of the request', async () => {
  let calls = 0
  const request = {
    headers: { authorization: 'Bearer bad' },
    server: {
      deps: {},
      resolveActor: async () => {
        calls += 1
        throw new AppError('token_not_valid', 'Your session has expired. Please sign in again.')
      },
    },
  } as unknown as FastifyRequest
  await expect(requireActor(request)).rejects.toMatchObject({ code: 'token_not_valid' })
  await expect(optionalActor(request)).rejects.toMatchObject({ code: 'token_not_valid' })
  expect(calls).toBe(1)
})

test('assertRole refuses the other role with the given message', () => {
  expect(() => assertRole(EMPLOYER, 'employer', 'no')).not.toThrow()
  expect(() => assertRole(EMPLOYER, 'helper', 'Helpers only.')).toThrow(
    expect.objectContaining({ code: 'permission_denied', message: 'Helpers only.' }),
  )
})
