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

/** The files each route takes, by OpenAPI operation (`post /api/v1/…/{id}/`). */
type Uploads = Map<string, { files: string[]; required: readonly string[] }>
const uploadTables = new WeakMap<FastifyInstance, Uploads>()

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
  const uploads: Uploads = new Map()
  uploadTables.set(app, uploads)
  app.addHook('onRoute', (route) => {
    declareErrorStatuses(route)
    const files = route.config?.files
    if (files)
      for (const method of [route.method].flat())
        uploads.set(`${String(method).toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`, {
          files: Object.keys(files),
          required: route.config?.requiredFiles ?? [],
        })
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

type OpenApiDocument = { paths?: object }

/** The document with no `content` on its 204 answers (a 204 carries no body). */
export function withoutNoContentBodies<T extends OpenApiDocument>(document: T): T {
  type Operation = { responses?: Record<string, { content?: unknown }> }
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>
  for (const methods of Object.values(paths))
    for (const operation of Object.values(methods)) {
      const noContent = operation.responses?.['204']
      if (noContent) delete noContent.content
    }
  return document
}

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] }
type MediaTypes = Record<string, { schema?: JsonSchema }>

/**
 * The document with each upload route's multipart body: its fields and files (`format: binary`).
 * A route that cannot work without its file (`requiredFiles`) takes multipart only; the others
 * take JSON as well (docs/spec/api-conventions.md "Requests").
 */
export function withUploadBodies<T extends OpenApiDocument>(app: FastifyInstance, document: T): T {
  type Operation = { requestBody?: { content?: MediaTypes } }
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>
  for (const [key, upload] of uploadTables.get(app) ?? []) {
    const [method, path] = key.split(' ') as [string, string]
    const content = paths[path]?.[method]?.requestBody?.content
    const json = content?.['application/json']?.schema
    if (!content || !json) continue
    const binary = { type: 'string', format: 'binary' }
    const required = [...(json.required ?? []), ...upload.required]
    const multipart: JsonSchema = {
      ...json,
      properties: {
        ...json.properties,
        ...Object.fromEntries(upload.files.map((name) => [name, binary])),
      },
      // OpenAPI 3.0 allows no empty `required` list.
      ...(required.length > 0 ? { required } : {}),
    }
    if (upload.required.length > 0) delete content['application/json']
    content['multipart/form-data'] = { schema: multipart }
  }
  return document
}

/**
 * The document with the PDF answer of each operation that offers one (`?format=pdf`, the
 * termination settlement): its success may be that file instead of JSON.
 */
export function withPdfAnswers<T extends OpenApiDocument>(document: T): T {
  type Parameter = { name?: string; in?: string; schema?: { enum?: unknown[] } }
  type Operation = {
    parameters?: Parameter[]
    responses?: Record<string, { content?: Record<string, unknown> }>
  }
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>
  for (const methods of Object.values(paths))
    for (const operation of Object.values(methods)) {
      const format = operation.parameters?.find((p) => p.in === 'query' && p.name === 'format')
      if (!format?.schema?.enum?.includes('pdf')) continue
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if (/^2\d\d$/.test(status) && response.content)
          response.content['application/pdf'] = { schema: { type: 'string', format: 'binary' } }
    }
  return document
}
