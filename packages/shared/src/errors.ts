/** Stable machine codes of `docs/spec/api-conventions.md` and the HTTP status each one carries. */
export const ERROR_STATUS = {
  invalid: 400,
  invalid_credentials: 400,
  email_not_verified: 400,
  token_not_valid: 401,
  not_authenticated: 401,
  subscription_required: 402,
  permission_denied: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  server_error: 500,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** The error body every failed call returns: `detail`, `code`, and a list of messages per field. */
export type ErrorBody = {
  detail: string
  code: ErrorCode
  non_field_errors?: string[]
  [field: string]: string | string[] | undefined
}
