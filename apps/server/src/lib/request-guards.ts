import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify'
import { tk } from '@hearth/shared/i18n-keys'
import { requireActor, type Actor } from './actor'
import { AppError } from './errors'

// Guards every route runs before its own validation (issue 26): who is calling first, then the
// shape of the body as a whole. Each route's own schema checks the fields after these.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Operators only (issue 23): anyone else, signed in or not, gets the 404 of a missing path. */
    operatorOnly?: boolean
  }
}

/**
 * The `security` of a route anyone may call, whose answer depends on who is signed in
 * (`optionalActor`): a token is optional, and a bad one is still a 401.
 */
export const OPTIONAL_SESSION: { [label: string]: string[] }[] = [{}, { bearer: [] }]

/** True when the route's OpenAPI `security` makes a session required (no anonymous `{}` option). */
export function needsSession(schema: FastifySchema | undefined): boolean {
  const security = (schema as { security?: Record<string, unknown>[] } | undefined)?.security
  if (!security || security.length === 0) return false
  return security.every((requirement) => Object.keys(requirement).length > 0)
}

/** A JSON object, as every body schema of this API describes (not null, an array or a scalar). */
function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Authentication before anything is read: a route that needs a session answers 401
 * `token_not_valid` to a missing, expired or forged token in `onRequest`, before its body is
 * parsed and before its query or path parameters are validated, so anonymous callers learn no
 * validation rules and a client's "refresh once on 401" always sees the 401. The actor is
 * memoised on the request (lib/actor.ts), so the handler's own `requireActor` costs nothing.
 */
export function authenticateFirst(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config.operatorOnly) {
      await requireOperator(request)
      return
    }
    if (needsSession(request.routeOptions.schema)) await requireActor(request)
  })
}

/**
 * The caller when they are an operator (OPERATOR_EMAILS, a verified address). Anyone else,
 * a visitor included, gets 404 `not_found`: the console does not admit it exists.
 */
export async function requireOperator(request: FastifyRequest): Promise<Actor> {
  const actor = await requireActor(request).catch(() => undefined)
  if (!actor?.isOperator) throw new AppError('not_found', tk('Not found.'))
  return actor
}

/**
 * A body that is not a JSON object (`null`, `[]`, `3`, `"text"`) is a 400 before any schema
 * refinement reads a field of it. Runs after the multipart hooks, which turn a form into an object.
 */
export function refuseNonObjectBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // No body at all is left to the route's schema, as before.
    if (!request.routeOptions.schema?.body || request.body === undefined) return
    if (!isPlainObject(request.body))
      throw new AppError('invalid', tk('The request body must be a JSON object.'))
  })
}
