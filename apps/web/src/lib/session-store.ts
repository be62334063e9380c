import type { UserSession } from '@hearth/shared/accounts'
import { SIGNED_IN_COOKIE } from '@hearth/shared/public-urls'

/**
 * The signed-in session: tokens and the cached user. With "remember me" it lives in
 * localStorage (30-day refresh token); otherwise in sessionStorage, so it ends with the browser
 * session.
 */
export type StoredSession = {
  access: string
  refresh: string
  user: UserSession | null
  remember: boolean
}

export const SESSION_STORAGE_KEY = 'hearth.session'

/**
 * A cookie that says only "a session is stored in this browser" (no token, no id): the server
 * renders public pages without the visitor-only parts (Login, Register, subscribe prompts) when
 * it comes along, so a signed-in user never sees them flash before the stored session loads.
 * It lasts as long as the session: 30 days when remembered, else the browser session.
 */
function markSignedIn(remember: boolean | null) {
  if (typeof document === 'undefined') return
  const lifetime = remember === null ? 'max-age=0' : remember ? 'max-age=2592000' : ''
  document.cookie = [
    `${SIGNED_IN_COOKIE}=${remember === null ? '' : '1'}`,
    'path=/',
    'SameSite=Lax',
    lifetime,
  ]
    .filter(Boolean)
    .join('; ')
}

/**
 * Checks a stored user against today's shape (an older version of the app may have stored
 * another). It needs zod, which a visitor's pages never load: main.tsx installs it
 * (session-schemas.ts) before the first render when a session is stored, and signing in installs
 * it too. Until then a stored user reads as unknown and the app asks the server for it.
 */
let checkStoredUser: ((value: unknown) => UserSession | null) | null = null

export function setStoredUserCheck(check: (value: unknown) => UserSession | null) {
  checkStoredUser = check
}

/** Used only when the browser refuses storage (full, or disabled): the session then lasts for this page. */
let memorySession: StoredSession | null = null

function storageOf(remember: boolean): Storage | null {
  try {
    return remember ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

function readFrom(remember: boolean): StoredSession | null {
  const storage = storageOf(remember)
  if (!storage) return null
  let raw: string | null
  try {
    raw = storage.getItem(SESSION_STORAGE_KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { access, refresh, user } = value as Record<string, unknown>
    if (typeof access !== 'string' || typeof refresh !== 'string') return null
    return { access, refresh, user: checkStoredUser?.(user) ?? null, remember }
  } catch {
    return null
  }
}

function write(session: StoredSession) {
  const { remember, ...stored } = session
  const storage = storageOf(remember)
  try {
    if (!storage) throw new Error('storage unavailable')
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored))
    memorySession = null
    markSignedIn(remember)
  } catch {
    memorySession = session
  }
}

export function readSession(): StoredSession | null {
  return readFrom(true) ?? readFrom(false) ?? memorySession
}

export function saveSession(
  session: { access: string; refresh: string; user: UserSession | null },
  remember: boolean,
) {
  clearSession()
  write({ ...session, remember })
}

/** Refresh tokens rotate: the new pair always replaces the old one, in the same storage. */
export function updateTokens(tokens: { access: string; refresh: string }) {
  const current = readSession()
  if (current) write({ ...current, ...tokens })
}

export function updateStoredUser(user: UserSession) {
  const current = readSession()
  if (current) write({ ...current, user })
}

export function clearSession() {
  memorySession = null
  markSignedIn(null)
  for (const remember of [true, false]) {
    try {
      storageOf(remember)?.removeItem(SESSION_STORAGE_KEY)
    } catch {
      // Nothing stored there.
    }
  }
}
