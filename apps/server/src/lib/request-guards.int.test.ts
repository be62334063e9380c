import type { InjectOptions } from 'fastify'
import { describe, expect, test } from 'vitest'
import { bearer } from '../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../test/helper-fixtures'
import { useTestApp } from '../test/test-app'

const t = useTestApp()

type Operation = {
  security?: Record<string, unknown>[]
  requestBody?: unknown
  tags?: string[]
}
type Route = { method: InjectOptions['method']; path: string; operation: Operation }

/** Every operation of the served OpenAPI document: a new route is covered on arrival. */
function operations(): Route[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase() as InjectOptions['method'],
      path,
      operation,
    })),
  )
}

const needsSession = (operation: Operation) =>
  (operation.security ?? []).length > 0 &&
  (operation.security ?? []).every((requirement) => Object.keys(requirement).length > 0)

/** The path with every parameter filled by `value`. */
const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, value)

describe('authentication comes first', () => {
  test('every operation that needs a session answers 401 token_not_valid (an operator’s: 404 not_found) to a missing or forged token, whatever its body, query and path parameters', async () => {
    await t.app.ready()
    const guarded = operations().filter((route) => needsSession(route.operation))
    expect(guarded.length).toBeGreaterThan(50)
    const failures: string[] = []
    for (const route of guarded) {
      for (const headers of [{}, bearer('bogus'), bearer('a.b.c')]) {
        const response = await t.app.inject({
          method: route.method,
          // An invalid id, an unknown query parameter and a body of the wrong shape.
          url: `${fill(route.path, '%20')}?employment_uid=&page=-1`,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: '{"language": 3, "status": [], "amount": "x"}' }),
        })
        const body = response.json() as { code?: string; detail?: string }
        // The operators' console answers 404 to anyone else, so it does not admit it exists.
        const [status, code] = route.operation.tags?.includes('operator')
          ? [404, 'not_found']
          : [401, 'token_not_valid']
        if (response.statusCode !== status || body.code !== code || !body.detail)
          failures.push(`${route.method} ${route.path}: ${response.statusCode} ${body.code}`)
      }
    }
    expect(failures).toEqual([])
  })
})

describe('a body that is not a JSON object', () => {
  test('null, an array, a number or a string is a 400 with the error shape on every operation that takes a body, for an employer and a helper', async () => {
    const employer = await signedInEmployer(t)
    const helper = await signedInHelperWithProfile(t)
    const withBody = operations().filter((route) => route.operation.requestBody !== undefined)
    expect(withBody.length).toBeGreaterThan(20)
    const failures: string[] = []
    for (const route of withBody) {
      for (const access of [employer.access, helper.access]) {
        for (const payload of ['null', '[]', '3', '"text"', '[{"a": [[[[[]]]]]}]']) {
          const response = await t.app.inject({
            method: route.method,
            url: fill(route.path, 'x'),
            headers: { ...bearer(access), 'content-type': 'application/json' },
            payload,
          })
          const body = response.json() as { code?: string; detail?: string }
          if (response.statusCode >= 500 || !body.code || !body.detail)
            failures.push(`${route.method} ${route.path} ${payload}: ${response.statusCode}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  test('no body at all is a 400, never a 500, on every operation that takes one', async () => {
    // The contract fuzz found it: a rule between two posting fields read a missing body.
    const employer = await signedInEmployer(t)
    const helper = await signedInHelperWithProfile(t)
    const withBody = operations().filter((route) => route.operation.requestBody !== undefined)
    const failures: string[] = []
    for (const route of withBody)
      for (const access of [employer.access, helper.access]) {
        const response = await t.app.inject({
          method: route.method,
          url: fill(route.path, 'x'),
          headers: bearer(access),
        })
        if (response.statusCode >= 500) failures.push(`${route.method} ${route.path}`)
      }
    expect(failures).toEqual([])
  })

  test('a posting sent as null is refused in the caller’s language, even before the posting is read', async () => {
    const employer = await signedInEmployer(t)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employer/postings/',
      headers: {
        ...bearer(employer.access),
        'content-type': 'application/json',
        'accept-language': 'zh-TW',
      },
      payload: 'null',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: '請求內容必須是 JSON 物件。', code: 'invalid' })
  })
})

describe('addresses the router refuses', () => {
  test('a malformed percent-encoding is 400 invalid and an over-long path parameter 404 not_found, in the caller’s language, without echoing the path', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/helpers/profiles/%ff/',
      headers: { 'accept-language': 'zh-CN' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ detail: '此网址无效。', code: 'invalid' })

    const long = await t.app.inject({
      method: 'GET',
      url: `/api/v1/helpers/profiles/${'a'.repeat(101)}/`,
    })
    expect(long.statusCode).toBe(404)
    expect(long.json()).toEqual({ detail: 'Not found.', code: 'not_found' })
    expect(long.body).not.toContain('aaaa')
  })

  test('a leave request id past the column’s range is 404, not a refused query', async () => {
    const helper = await signedInHelperWithProfile(t)
    for (const id of ['2147483648', '9007199254740991']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/leaves/requests/${id}/`,
        headers: bearer(helper.access),
        payload: { status_type: 'CA' },
      })
      expect(response.statusCode, id).toBe(404)
      expect((response.json() as { code: string }).code).toBe('not_found')
    }
    const document = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leaves/requests/2147483648/documents/1/',
      headers: bearer(helper.access),
    })
    expect(document.statusCode).toBe(404)
  })
})
