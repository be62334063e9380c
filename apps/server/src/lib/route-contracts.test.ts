import { Readable } from 'node:stream'
import Fastify from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { expect, test } from 'vitest'
import { EmployerDetailsSchema, type EmployerDetails } from '@hearth/shared/employers'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { fileResponse, routeContracts, useZodContracts } from './route-contracts'

// The app's own set-up (`useZodContracts`) on a bare Fastify, with routes whose handlers
// misbehave on purpose: what reaches the client is what the shared schema allows.
async function probeApp() {
  const parent = Fastify({ logger: false })
  useZodContracts(parent)
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const details: EmployerDetails = {
    uid: 'e1',
    contact_person_name: 'Amy Chan',
    contact_phone: null,
    referred_by: null,
  }
  const leaky = { ...details, user_uid: 'u1', password_hash: 'scrypt$…' }
  app.get(
    '/leaky',
    { schema: { response: { 200: EmployerDetailsSchema, ...ERROR_RESPONSES } } },
    // A presenter that forgot to drop columns: the type allows extra keys, the schema does not.
    async () => leaky,
  )
  app.get(
    '/short',
    { schema: { response: { 200: EmployerDetailsSchema } } },
    // @ts-expect-error a presenter that forgot a field: refused at compile time, and at run time
    async () => ({ uid: 'e1' }),
  )
  app.get(
    '/file',
    { schema: { response: { 200: fileResponse('A file.', ['text/plain']) } } },
    async (_request, reply) => reply.type('text/plain').send(Readable.from(['hello'])),
  )
  await app.ready()
  return parent
}

test('drops a response field the schema does not declare', async () => {
  const app = await probeApp()
  const response = await app.inject({ method: 'GET', url: '/leaky' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    uid: 'e1',
    contact_person_name: 'Amy Chan',
    contact_phone: null,
    referred_by: null,
  })
  expect(response.body).not.toContain('password_hash')
  await app.close()
})

test('answers 500 rather than send a response that misses a declared field', async () => {
  const app = await probeApp()
  const response = await app.inject({ method: 'GET', url: '/short' })
  expect(response.statusCode).toBe(500)
  expect(response.body).not.toContain('"uid":"e1"')
  await app.close()
})

test('sends a declared file untouched', async () => {
  const app = await probeApp()
  const response = await app.inject({ method: 'GET', url: '/file' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain/)
  expect(response.body).toBe('hello')
  await app.close()
})

test('records every route with its schema', async () => {
  const app = await probeApp()
  const urls = routeContracts(app).map((route) => `${String(route.method)} ${route.url}`)
  expect(urls).toEqual(expect.arrayContaining(['GET /leaky', 'GET /short', 'GET /file']))
  const leaky = routeContracts(app).find((route) => route.url === '/leaky')
  // The `4xx` range of ERROR_RESPONSES becomes the statuses the route can answer (issue 26).
  expect(Object.keys(leaky?.schema?.response ?? {})).toEqual(['200', '400', '5xx'])
  await app.close()
})
