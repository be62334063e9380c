import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { expect, test } from 'vitest'
import { bearer } from '../test/accounts-fixtures'
import { signedInHelperWithProfile } from '../test/helper-fixtures'
import { multipart } from '../test/multipart'
import { useTestApp } from '../test/test-app'
import { OPERATOR_ENV, signedInOperator } from '../features/safety/safety-fixtures'
import { isDataError } from './errors'

// With an operator, so that the operators' routes (404 to anyone else) are covered too.
const t = useTestApp(OPERATOR_ENV)

type Operation = {
  tags?: string[]
  parameters?: { in: string; name: string }[]
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
}
type Case = { label: string; field: string; request: InjectOptions; operator?: boolean }

const NUL = 'a\u0000b'
const LONE_SURROGATE = 'a\ud800b'
const REFUSED = 'This text contains a character that is not allowed.'
/** Fields whose route names its own message (`config.malformedTextMessages`). */
const OWN_MESSAGES: Record<string, string> = {
  'post /api/v1/chat/send-user-message/ content':
    'This message contains characters that cannot be sent.',
}

/**
 * One request per string a route takes (path parameter, query parameter, body field), read from
 * the OpenAPI document Fastify builds from the route table: a new route is covered on arrival.
 */
function casesFromRouteTable(): Case[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }
  const cases: Case[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase() as InjectOptions['method']
      const operator = operation.tags?.includes('operator') ?? false
      const start = cases.length
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
      const urlWith = (bad?: string) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === bad ? encodeURIComponent(NUL) : 'x',
        )
      for (const name of pathParams) {
        cases.push({
          label: `${method} ${path} path ${name}`,
          field: name,
          request: { method: upper, url: urlWith(name) },
        })
      }
      for (const param of operation.parameters ?? []) {
        if (param.in !== 'query') continue
        cases.push({
          label: `${method} ${path} query ${param.name}`,
          field: param.name,
          request: { method: upper, url: `${urlWith()}?${param.name}=${encodeURIComponent(NUL)}` },
        })
      }
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}
      for (const name of Object.keys(body)) {
        for (const [kind, text] of [
          ['NUL', NUL],
          ['lone surrogate', LONE_SURROGATE],
        ] as const) {
          cases.push({
            label: `${method} ${path} JSON ${name} (${kind})`,
            field: name,
            request: { method: upper, url: urlWith(), payload: { [name]: text } },
          })
        }
        cases.push({
          label: `${method} ${path} multipart ${name}`,
          field: name,
          request: { method: upper, url: urlWith(), ...multipart({ [name]: NUL }) },
        })
      }
      for (const added of cases.slice(start)) added.operator = operator
    }
  }
  return cases
}

test('refuses NUL and lone surrogates in every string of every route with 400 naming the field', async () => {
  await t.app.ready()
  const cases = casesFromRouteTable()
  // The table today: 27 routes, over 60 body fields; a broken walk would find next to nothing.
  expect(cases.length).toBeGreaterThan(150)
  // Signed in: a route that needs a session answers 401 before it reads anything
  // (lib/request-guards.ts); the text checks run for any caller who gets that far.
  const helper = await signedInHelperWithProfile(t)
  const operator = await signedInOperator(t)
  const wrong: string[] = []
  for (const { label, field, request, operator: forOperator } of cases) {
    const response = await t.inject({
      ...request,
      headers: {
        ...request.headers,
        ...bearer(forOperator ? operator.access : helper.access),
      },
    })
    const body = response.json<Record<string, unknown>>()
    const messages = body[field]
    if (
      response.statusCode !== 400 ||
      body.code !== 'invalid' ||
      !Array.isArray(messages) ||
      !messages.includes(
        OWN_MESSAGES[`${label.split(' ').slice(0, 2).join(' ')} ${field}`] ?? REFUSED,
      )
    ) {
      wrong.push(`${label}: ${response.statusCode} ${response.body.slice(0, 120)}`)
    }
  }
  expect(wrong).toEqual([])
})

test('refuses a lone surrogate inside a past experience', async () => {
  const helper = await signedInHelperWithProfile(t)
  const response = await t.inject({
    method: 'PUT',
    url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
    headers: bearer(helper.access),
    payload: {
      past_experiences: [{ job_title: 'Cook', experience_text: `cook ${LONE_SURROGATE}` }],
    },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toMatchObject({
    code: 'invalid',
    past_experiences: [REFUSED],
  })
})

test('keeps paired surrogates (emoji) and ordinary text', async () => {
  const helper = await signedInHelperWithProfile(t)
  const response = await t.inject({
    method: 'PUT',
    url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
    headers: bearer(helper.access),
    payload: { experience_text: 'Loves cooking 🍳 and children 👶, 照顧長者' },
  })
  expect(response.statusCode).toBe(200)
  expect(response.json().data.experience_text).toBe('Loves cooking 🍳 and children 👶, 照顧長者')
})

test('answers 400, not 500, to a null currency on a helper profile', async () => {
  const helper = await signedInHelperWithProfile(t)
  const response = await t.inject({
    method: 'PUT',
    url: `/api/v1/helpers/profiles/${helper.profile.uid}/`,
    headers: bearer(helper.access),
    payload: { currency: null },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().code).toBe('invalid')
})

test('recognises the database’s own data errors as the caller’s', async () => {
  const failure = await t.app.deps.db
    .execute(sql`select ${'not a number'}::integer`)
    .then(() => undefined)
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(Error)
  expect(isDataError(failure)).toBe(true)
  expect(isDataError(new Error('connection refused'))).toBe(false)
})
