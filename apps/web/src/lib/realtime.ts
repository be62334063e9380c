import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import type { Socket, io as createSocket } from 'socket.io-client'
import type { UserSession } from '@hearth/shared/accounts'
import { refreshAccessToken } from './api-client'
import { useAuth } from './auth'
import { readSession } from './session-store'

/**
 * The signed-in user's one Socket.IO connection (architecture.md: a room per user). Screens
 * subscribe to its events through `subscribeRealtime`/`useRealtimeEvent`, so a subscription
 * outlives the socket itself: signing out and in again, or a reconnect, keeps every listener.
 */

/** `message`: a full chat message (to both participants); `notification`: `{ sender_username, message_preview }` (receiver only). */
export type RealtimeEvent = 'message' | 'notification'
/** `connect` fires on the first connection and after every reconnect: time to fetch what was missed. */
type RealtimeListener = (payload: unknown) => void
type ConnectListener = () => void

/** Refresh the access token this long before it expires, so that a reconnect is never refused for age. */
const TOKEN_MARGIN_MS = 30_000
/** After the server refuses the token, wait this long (doubling) before refreshing and retrying. */
const AUTH_RETRY_BASE_MS = 1_000
const AUTH_RETRY_MAX_MS = 60_000

const listeners = new Map<RealtimeEvent, Set<RealtimeListener>>()
const connectListeners = new Set<ConnectListener>()
let socket: Socket | null = null
let socketClient: typeof createSocket | null = null
let socketClientLoading: Promise<typeof createSocket> | null = null
/** True between connectRealtime and disconnectRealtime, while the client code may still be loading. */
let wanted = false
let authRetryTimer: ReturnType<typeof setTimeout> | undefined
let authFailures = 0

/** Chat needs a detail profile: every employer has one; a helper only after registering (docs/spec/marketplace.md §5). */
export function canUseChat(user: UserSession | null): boolean {
  if (!user?.detail_profile?.uid) return false
  return user.userType === 'employer' || user.userType === 'helper'
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    const exp = (json as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp : null
  } catch {
    return null
  }
}

/** The current access token, refreshed first when it is about to expire. */
async function freshAccessToken(): Promise<string | null> {
  const token = readSession()?.access ?? null
  if (!token) return null
  const exp = tokenExpiry(token)
  if (exp === null || exp * 1000 - Date.now() > TOKEN_MARGIN_MS) return token
  try {
    await refreshAccessToken()
  } catch {
    // Offline or the server is down: try with the old token; the socket retries by itself.
  }
  return readSession()?.access ?? null
}

function dispatch(event: RealtimeEvent, payload: unknown) {
  for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
}

/** The server refused the handshake (bad or expired token): refresh, then try again with backoff. */
function retryAfterRefusal(current: Socket) {
  clearTimeout(authRetryTimer)
  const delay = Math.min(AUTH_RETRY_BASE_MS * 2 ** authFailures, AUTH_RETRY_MAX_MS)
  authFailures += 1
  authRetryTimer = setTimeout(() => {
    if (socket !== current) return
    refreshAccessToken().then(
      (refreshed) => {
        // A refused refresh token ends the session; the API client signs the user out.
        if (refreshed && socket === current) current.connect()
      },
      () => {
        if (socket === current) current.connect()
      },
    )
  }, delay)
}

/**
 * The Socket.IO client is fetched only once someone who can chat has signed in, so visitors
 * never download it (issue 9). A failed fetch is retried at the next sign-in.
 */
export function loadRealtimeClient(): Promise<typeof createSocket> {
  socketClientLoading ??= import('socket.io-client').then(
    (module) => (socketClient = module.io),
    (error: unknown) => {
      socketClientLoading = null
      throw error
    },
  )
  return socketClientLoading
}

/** Opens the connection (once). The token is read at each (re)connect, so a refreshed one is used. */
export function connectRealtime(): void {
  wanted = true
  if (socket) return
  if (!socketClient) {
    loadRealtimeClient().then(
      () => {
        if (wanted) connectRealtime()
      },
      () => {
        // Offline: chat still works over HTTP; the next sign-in tries again.
      },
    )
    return
  }
  const created = socketClient({
    path: '/socket.io',
    auth: (callback) => {
      void freshAccessToken().then((token) => callback({ token }))
    },
  })
  created.on('connect', () => {
    authFailures = 0
    for (const listener of [...connectListeners]) listener()
  })
  created.on('connect_error', () => {
    // While `active` the client retries by itself; otherwise the server's middleware said no.
    if (!created.active) retryAfterRefusal(created)
  })
  created.on('message', (payload: unknown) => dispatch('message', payload))
  created.on('notification', (payload: unknown) => dispatch('notification', payload))
  socket = created
}

export function disconnectRealtime(): void {
  wanted = false
  clearTimeout(authRetryTimer)
  authFailures = 0
  const current = socket
  socket = null
  current?.removeAllListeners()
  current?.disconnect()
}

export function subscribeRealtime(event: RealtimeEvent, listener: RealtimeListener): () => void {
  let set = listeners.get(event)
  if (!set) {
    set = new Set()
    listeners.set(event, set)
  }
  set.add(listener)
  return () => {
    set.delete(listener)
  }
}

export function onRealtimeConnect(listener: ConnectListener): () => void {
  connectListeners.add(listener)
  return () => {
    connectListeners.delete(listener)
  }
}

/** Calls the latest `listener` for each event while the component is mounted. */
export function useRealtimeEvent(event: RealtimeEvent, listener: RealtimeListener): void {
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => subscribeRealtime(event, (payload) => latest.current(payload)), [event])
}

/** Calls the latest `listener` on each connect and reconnect while the component is mounted. */
export function useRealtimeConnect(listener: ConnectListener): void {
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => onRealtimeConnect(() => latest.current()), [])
}

/**
 * Keeps the connection open while a user who can chat is signed in; signing out (or a session
 * that expires) closes it. Sits under the AuthProvider.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const userId = canUseChat(user) ? (user?.id ?? null) : null
  useEffect(() => {
    if (!userId) return
    connectRealtime()
    return disconnectRealtime
  }, [userId])
  return children
}
