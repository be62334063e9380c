import { i18n } from './i18n'

/** A failed call: the server's `{ detail, code, <field>: string[] }` body, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly detail: string
  readonly fields: Record<string, string[]>
  readonly retryAfterSeconds: number | null

  constructor(init: {
    status: number
    code: string
    detail: string
    fields?: Record<string, string[]>
    retryAfterSeconds?: number | null
  }) {
    super(init.detail)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.detail = init.detail
    this.fields = init.fields ?? {}
    this.retryAfterSeconds = init.retryAfterSeconds ?? null
  }

  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export function networkError(): ApiError {
  return new ApiError({
    status: 0,
    code: 'network_error',
    detail: i18n.t('We could not reach Hearth. Check your internet connection and try again.'),
  })
}

export function fallbackDetail(status: number): string {
  if (status === 429) return i18n.t('Too many attempts. Please wait a moment and try again.')
  return i18n.t('Something went wrong on our side. Please try again.')
}

/** Reads the `{ detail, code, <field>: string[] }` body of a failed response. */
export async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('Retry-After'))
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = await response.json()
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>
  } catch {
    // Not JSON (a proxy page, an empty body): fall back to a generic message below.
  }
  const fields: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' || key === 'code') continue
    if (Array.isArray(value)) fields[key] = value.filter((item) => typeof item === 'string')
    else if (typeof value === 'string') fields[key] = [value]
  }
  return new ApiError({
    status: response.status,
    code:
      typeof body.code === 'string' ? body.code : response.status >= 500 ? 'server_error' : 'error',
    detail:
      typeof body.detail === 'string' && body.detail
        ? body.detail
        : fallbackDetail(response.status),
    fields,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  })
}
