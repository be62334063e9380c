import { z } from 'zod'

/** Stable machine codes of `docs/spec/api-conventions.md` and the HTTP status each one carries. */
export const ERROR_STATUS = {
  invalid: 400,
  invalid_credentials: 400,
  email_not_verified: 400,
  token_not_valid: 401,
  subscription_required: 402,
  permission_denied: 403,
  account_suspended: 403,
  blocked: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  server_error: 500,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]

/**
 * The error body every failed call returns: `detail`, `code`, and a list of messages per field
 * (docs/spec/api-conventions.md "Responses"). Field names vary by call, hence the catch-all.
 */
export const ErrorBodySchema = z
  .object({
    detail: z.string(),
    code: z.enum(ERROR_CODES),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.union([z.string(), z.array(z.string())]))
export type ErrorBody = z.infer<typeof ErrorBodySchema>

/**
 * Spread into a route's `response` so OpenAPI documents the error body of every failure. The
 * server turns `4xx` into the exact statuses the route can answer (apps/server/src/lib/error-statuses.ts).
 */
export const ERROR_RESPONSES = { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema } as const
