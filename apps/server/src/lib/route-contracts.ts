import { Readable } from 'node:stream'
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { declareErrorStatuses, undeclaredStatus } from './error-statuses'

/** A registered route as the contract checks see it. */
export type RouteContract = {
  method: HTTPMethods | HTTPMethods[]
  url: string
  schema: FastifySchema | undefined
}

const routeTables = new WeakMap<FastifyInstance, RouteContract[]>()

/**
 * The shared zod schemas check every request and shape every response: a response field the
 * schema lacks is dropped, a missing one is a 500 (docs/decisions/0003-contract-module.md).
 * Every route is recorded, so that a test can prove each one declares its response.
 */
export function useZodContracts(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const routes: RouteContract[] = []
  routeTables.set(app, routes)
  app.addHook('onRoute', (route) => {
    declareErrorStatuses(route)
    routes.push({ method: route.method, url: route.url, schema: route.schema })
  })
}

/**
 * Tests only: every answer whose status its route does not declare is added to `found`
 * (`METHOD url status`), so the test app can fail the file that provoked it (issue 26 item 3).
 */
export function recordUndeclaredStatuses(app: FastifyInstance, found: string[]): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith('/api/v1/')) return
    if (undeclaredStatus(request.routeOptions.schema, reply.statusCode))
      found.push(`${request.method} ${request.routeOptions.url} ${reply.statusCode}`)
  })
}

/** The routes registered on `app` since `useZodContracts`, in order. */
export function routeContracts(app: FastifyInstance): readonly RouteContract[] {
  return routeTables.get(app) ?? []
}

/** A file sent as a stream: Fastify pipes it untouched; OpenAPI shows it as binary. */
const FileStreamSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' })

/** The `response` entry of a route that sends a file of one of `types`. */
export function fileResponse(description: string, types: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: FileStreamSchema }])),
  }
}
