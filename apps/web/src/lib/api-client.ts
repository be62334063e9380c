import { API_PATHS } from '@hearth/shared/api-paths'
import { API_BASE_PATH } from '@hearth/shared/config'
import { ApiError, fallbackDetail, networkError, toApiError } from './api-error'
import { currentLanguage } from './i18n'
import { clearSession, readSession, updateTokens } from './session-store'

const REFRESH_PATH = API_PATHS.accounts.refresh
const REQUEST_TIMEOUT_MS = 30_000

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  /** Send the session's bearer token and refresh it once on a 401 (default true). */
  auth?: boolean
  /** Send this bearer token instead, with no refresh (used by logout after the session is cleared). */
  bearer?: string
  keepalive?: boolean
  /** The Accept header (JSON unless a file is downloaded). */
  accept?: string
}

type Listener = () => void
const sessionExpiredListeners = new Set<Listener>()

/** Called when the session ends because the refresh token was refused. Returns an unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener)
  return () => {
    sessionExpiredListeners.delete(listener)
  }
}

let sessionExpiredNotice = false

/** True after a session ended by itself, until the sign-in page has shown it (see clearSessionExpiredNotice). */
export function hasSessionExpiredNotice(): boolean {
  return sessionExpiredNotice
}

export function clearSessionExpiredNotice() {
  sessionExpiredNotice = false
}

function expireSession() {
  // Concurrent requests may all fail; only the first one that finds a session announces it.
  if (!readSession()) return
  clearSession()
  sessionExpiredNotice = true
  for (const listener of [...sessionExpiredListeners]) listener()
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  if (!signal) return timeout
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal
}

async function send(path: string, options: ApiRequestOptions, token: string | null) {
  const headers: Record<string, string> = {
    Accept: options.accept ?? 'application/json',
    'Accept-Language': currentLanguage(),
  }
  if (token) headers.Authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  try {
    return await fetch(`${API_BASE_PATH}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: withTimeout(options.signal),
      keepalive: options.keepalive,
    })
  } catch (error) {
    // The caller cancelled: let the abort through untouched.
    if (options.signal?.aborted) throw error
    throw networkError()
  }
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T
  const text = await response.text()
  if (!text) return undefined as T
  try {
    return JSON.parse(text) as T
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'server_error',
      detail: fallbackDetail(500),
    })
  }
}

let refreshInFlight: Promise<boolean> | null = null

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one request, because the
 * server rotates refresh tokens and would treat a second use of the old one as reuse. Resolves
 * false when the server refuses the token; network and server failures reject instead, so a
 * flaky connection does not sign the user out.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null
  })
  return refreshInFlight
}

async function runRefresh(): Promise<boolean> {
  const expected = readSession()?.refresh
  if (!expected) return false
  // Tabs share a remembered session: the lock stops two tabs from spending the same refresh token.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks
    ? locks.request('hearth-token-refresh', () => refreshWith(expected))
    : refreshWith(expected)
}

async function refreshWith(expected: string): Promise<boolean> {
  const session = readSession()
  if (!session) return false
  // Another tab rotated the tokens while this one waited for the lock.
  if (session.refresh !== expected) return true
  const response = await send(
    REFRESH_PATH,
    { method: 'POST', body: { refresh: session.refresh } },
    null,
  )
  if (response.status >= 500 || response.status === 429) throw await toApiError(response)
  if (!response.ok) return false
  const tokens = await readBody<{ access?: unknown; refresh?: unknown }>(response)
  if (typeof tokens?.access !== 'string') return false
  updateTokens({
    access: tokens.access,
    refresh: typeof tokens.refresh === 'string' ? tokens.refresh : session.refresh,
  })
  return true
}

/** Sends the request with the session's token, refreshing it once on a 401. Throws `ApiError` on failure. */
async function sendWithSession(path: string, options: ApiRequestOptions): Promise<Response> {
  const useSession = options.auth !== false && options.bearer === undefined
  const usedToken = useSession ? (readSession()?.access ?? null) : (options.bearer ?? null)
  let response = await send(path, options, usedToken)

  if (response.status === 401 && useSession && usedToken) {
    const latest = readSession()?.access
    // Another request may already have refreshed while this one was in flight.
    const refreshed = latest && latest !== usedToken ? true : await refreshAccessToken()
    const retryToken = refreshed ? readSession()?.access : undefined
    if (!retryToken) {
      const error = await toApiError(response)
      expireSession()
      throw error
    }
    response = await send(path, options, retryToken)
    if (response.status === 401) {
      const error = await toApiError(response)
      expireSession()
      throw error
    }
  }

  if (!response.ok) throw await toApiError(response)
  return response
}

/** Calls the API under `/api/v1`. Resolves the JSON body; throws `ApiError` on any failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return readBody<T>(await sendWithSession(path, options))
}

/**
 * Downloads a private file (a passport copy) with the session's token. `url` is a same-origin URL
 * the API gave out, with or without the `/api/v1` prefix.
 */
export async function apiDownload(url: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const path = url.startsWith(API_BASE_PATH) ? url.slice(API_BASE_PATH.length) : url
  const response = await sendWithSession(path, { accept: '*/*', ...options })
  try {
    return await response.blob()
  } catch {
    throw networkError()
  }
}
