import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ERROR_STATUS, type ErrorBody } from '@hearth/shared/errors'
import { tk } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import { AppError } from './app-error'
import { languageOf } from './language'
import { LabourInputError } from '@hearth/hk-labour/validation'
import { labourInputError } from './labour'

// AppError lives in app-error.ts so that labour.ts can throw it while this module turns the
// engine's refusals into 400s (no import circle).
export { AppError, type FieldErrors } from './app-error'

/**
 * PostgreSQL SQLSTATE class 22 (data exception) or 23502 (not-null violation), found on the error
 * or its causes (Drizzle wraps the driver's error in `DrizzleQueryError`).
 */
export function isDataError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '23502')) return true
    current = current.cause
  }
  return false
}

/** PostgreSQL 23505: a unique constraint refused the row (on the error or its causes). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = current.cause
  }
  return false
}

/** `{ detail, code, <field>: [...] }` in the caller's language (docs/spec/api-conventions.md "Responses"). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const lang = languageOf(request)
    const send = (status: number, body: ErrorBody) => reply.code(status).send(body)
    // Input the labour engine cannot calculate is the caller's, on any route, whether or not the
    // route ran it through `runLabour` (issue 22): a 400, never a 500.
    const error = thrown instanceof LabourInputError ? labourInputError(thrown) : thrown
    if (thrown instanceof LabourInputError) {
      request.log.warn({ err: thrown }, 'the labour engine refused the input')
    }

    if (error instanceof AppError) {
      const values = error.valuesIn(lang)
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, messages]) => [
          field,
          messages.map((message) => translate(message, lang, values)),
        ]),
      )
      void reply.headers(error.headers)
      return send(ERROR_STATUS[error.code], {
        detail: translate(error.message, lang, values),
        code: error.code,
        ...fields,
      })
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors'
        const message = translate(issue.message ?? tk('The request body is not valid.'), lang)
        const list = (fields[field] ??= [])
        if (!list.includes(message)) list.push(message)
      }
      const first =
        Object.values(fields)[0]?.[0] ?? translate(tk('The request body is not valid.'), lang)
      return send(400, { detail: first, code: 'invalid', ...fields })
    }

    // Data the database refuses (bad text, a value out of range, a missing required value) is the
    // caller's fault, whatever path it took past validation: 400, never 500.
    if (isDataError(error)) {
      request.log.warn({ err: error }, 'database refused the data')
      return send(400, {
        detail: translate(tk('The request body is not valid.'), lang),
        code: 'invalid',
      })
    }

    const status = error.statusCode ?? 500
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, {
        detail: translate(tk('The request body is too large.'), lang),
        code: 'payload_too_large',
      })
    }
    if (status === 415) {
      return send(415, {
        detail: translate(tk('This content type is not supported.'), lang),
        code: 'unsupported_media_type',
      })
    }
    if (status === 429) {
      return send(429, {
        detail: translate(
          tk('Too many attempts. Please wait {{minutes}} minutes and try again.'),
          lang,
          {
            minutes: 1,
          },
        ),
        code: 'throttled',
      })
    }
    if (status >= 400 && status < 500) {
      return send(status === 404 ? 404 : 400, {
        detail: translate(
          status === 404 ? tk('Not found.') : tk('The request body is not valid.'),
          lang,
        ),
        code: status === 404 ? 'not_found' : 'invalid',
      })
    }
    request.log.error({ err: error }, 'request failed')
    return send(500, {
      detail: translate(tk('Something went wrong on our side. Please try again.'), lang),
      code: 'server_error',
    })
  })
}

/**
 * Fastify's own refusals before a route is found, in the convention (issue 26): a malformed
 * percent-encoding is 400 `invalid`; a path parameter past the router's 100 characters names
 * nothing that can exist, so it is 404 `not_found` (never Fastify's 414 body echoing the path).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const lang = languageOf(request)
  const notFound = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  const body: ErrorBody = notFound
    ? { detail: translate(tk('Not found.'), lang), code: 'not_found' }
    : { detail: translate(tk('This address is not valid.'), lang), code: 'invalid' }
  void reply.code(notFound ? 404 : 400).send(body)
}
