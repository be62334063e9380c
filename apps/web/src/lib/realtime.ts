import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import type { Socket, io as createSocket } from 'socket.io-client'
import type { UserSession } from '@hearth/shared/accounts'
import type { PayloadCheck, RealtimeEvent, RealtimePayloads } from './realtime-events'
import { refreshAccessToken } from './api-client'
import { useAuth } from './auth'
import { readSession } from './session-store'

/**
 * The signed-in user's one Socket.IO connection (architecture.md: a room per user). Screens
 * subscribe to its events through `subscribeRealtime`/`useRealtimeEvent`, so a subscription
 * outlives the socket itself: signing out and in again, or a reconnect, keeps every listener.
 */

type RealtimeListener<E extends RealtimeEvent> = (payload: RealtimePayloads[E]) => void
/** `connect` fires on the first connection and after every reconnect: time to fetch what was missed. */
type ConnectListener = () => void

/** Refresh the access token this long before it expires, so that a reconnect is never refused for age. */
const TOKEN_MARGIN_MS = 30_000
/** After the server refuses the token, wait this long (doubling) before refreshing and retrying. */
const AUTH_RETRY_BASE_MS = 1_000
const AUTH_RETRY_MAX_MS = 60_000

const listeners: { [E in RealtimeEvent]: Set<RealtimeListener<E>> } = {
  message: new Set(),
  'chat-notification': new Set(),
  'application-notification': new Set(),
}
const connectListeners = new Set<ConnectListener>()
let socket: Socket | null = null
let socketClient: typeof createSocket | null = null
let socketClientLoading: Promise<typeof createSocket> | null = null
/** True between connectRealtime and disconnectRealtime, while the client code may still be loading. */
let wanted = false
let authRetryTimer: ReturnType<typeof setTimeout> | undefined
let authFailures = 0
/** The payload checks (zod), loaded with the first event; events wait here until they are in. */
let checkPayload: PayloadCheck | null = null
let checksLoading: Promise<PayloadCheck> | null = null
type SocketEvent = 'message' | 'notification'
let waiting: { event: SocketEvent; payload: unknown }[] = []

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

function dispatch<E extends RealtimeEvent>(event: E, payload: unknown, check: PayloadCheck) {
  if (!check(event, payload)) return
  for (const listener of [...listeners[event]]) listener(payload)
}

/** Hands a socket event to the listeners of what it carries, once checked against its schema. */
function deliver(event: SocketEvent, payload: unknown, check: PayloadCheck) {
  if (event === 'message') return dispatch('message', payload, check)
  // Both shapes arrive as `notification`: a payload of both (none today) reaches both listeners.
  dispatch('chat-notification', payload, check)
  dispatch('application-notification', payload, check)
}

/**
 * Loads the payload checks (zod and the chat and application schemas, ≈25 KB gzip), so that live
 * chat adds no zod to a signed-in page's first load (docs/decisions/0009), and delivers the
 * events that came meanwhile, in order. A failed load keeps them; the next event or reconnect
 * tries again.
 */
export function loadRealtimePayloadChecks(): Promise<PayloadCheck> {
  checksLoading ??= import('./realtime-payloads').then(
    (module) => {
      const check = module.isRealtimePayload
      checkPayload = check
      const queued = waiting
      waiting = []
      for (const { event, payload } of queued) deliver(event, payload, check)
      return check
    },
    (error: unknown) => {
      checksLoading = null
      throw error
    },
  )
  return checksLoading
}

function receive(event: SocketEvent, payload: unknown) {
  if (checkPayload) return deliver(event, payload, checkPayload)
  waiting.push({ event, payload })
  loadRealtimePayloadChecks().catch(() => undefined)
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
    if (waiting.length > 0) loadRealtimePayloadChecks().catch(() => undefined)
    for (const listener of [...connectListeners]) listener()
  })
  created.on('connect_error', () => {
    // While `active` the client retries by itself; otherwise the server's middleware said no.
    if (!created.active) retryAfterRefusal(created)
  })
  created.on('message', (payload: unknown) => receive('message', payload))
  created.on('notification', (payload: unknown) => receive('notification', payload))
  socket = created
}

export function disconnectRealtime(): void {
  wanted = false
  clearTimeout(authRetryTimer)
  authFailures = 0
  // Events still waiting for their checks were for the user signing out: no later listener
  // gets them.
  waiting = []
  const current = socket
  socket = null
  current?.removeAllListeners()
  current?.disconnect()
}

export function subscribeRealtime<E extends RealtimeEvent>(
  event: E,
  listener: RealtimeListener<E>,
): () => void {
  const set: Set<RealtimeListener<E>> = listeners[event]
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
export function useRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  listener: RealtimeListener<E>,
): void {
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => subscribeRealtime<E>(event, (payload) => latest.current(payload)), [event])
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
