import type { FastifyRequest } from 'fastify'
import { tk } from '@hearth/shared/i18n-keys'
import { AppError } from './errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own message for malformed text in one of its fields (the generic one otherwise). */
    malformedTextMessages?: Record<string, string>
  }
}

// A NUL character, a high surrogate not followed by a low one, or a low one not after a high one.
const MALFORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when PostgreSQL cannot store the text: it holds NUL or an unpaired UTF-16 surrogate. */
export function isMalformedText(text: string): boolean {
  return MALFORMED.test(text)
}

/** The first string (or object key) inside `value` that PostgreSQL cannot store, if any. */
function holdsMalformedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isMalformedText(value)
  // Uploaded files arrive as Buffers among multipart fields: bytes, not text.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32)
    return false
  if (Array.isArray(value)) return value.some((item) => holdsMalformedText(item, depth + 1))
  return Object.entries(value).some(
    ([key, item]) => isMalformedText(key) || holdsMalformedText(item, depth + 1),
  )
}

/** The top-level name in `source` whose value (or the name itself) holds malformed text. */
function malformedField(source: unknown): string | undefined {
  if (source === null || typeof source !== 'object' || Buffer.isBuffer(source)) {
    return holdsMalformedText(source) ? 'non_field_errors' : undefined
  }
  for (const [name, value] of Object.entries(source)) {
    if (isMalformedText(name)) return 'non_field_errors'
    if (holdsMalformedText(value)) return name
  }
  return undefined
}

/**
 * preValidation hook for every route: text that PostgreSQL cannot store (NUL, lone surrogates) in
 * a path parameter, query parameter, JSON or multipart field is refused with 400 `invalid` naming
 * the field, before validation and before any query sees it.
 */
export async function refuseMalformedText(request: FastifyRequest): Promise<void> {
  for (const source of [request.params, request.query, request.body]) {
    const field = malformedField(source)
    if (field === undefined) continue
    const message =
      request.routeOptions.config.malformedTextMessages?.[field] ??
      tk('This text contains a character that is not allowed.')
    throw new AppError('invalid', message, { fields: { [field]: [message] } })
  }
}
