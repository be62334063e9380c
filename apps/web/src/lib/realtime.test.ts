import { expect, test, vi } from 'vitest'
import { ChatMessageSchema } from '@hearth/shared/chat'
import { openedSockets } from '../test/socket-stub'
import type * as Realtime from './realtime'

vi.mock('socket.io-client', () => import('../test/socket-stub'))

// Test files share their worker's modules, and the chat tests load the payload checks up front:
// each test takes a copy of lib/realtime.ts of its own (a query makes it another module), whose
// checks load with its first event, as in the app.
async function freshRealtime(load: () => Promise<unknown>) {
  const module = (await load()) as typeof Realtime
  const before = openedSockets.length
  module.connectRealtime()
  await vi.waitFor(() => expect(openedSockets.length).toBeGreaterThan(before))
  return { realtime: module, socket: openedSockets[openedSockets.length - 1]! }
}

const MESSAGE = ChatMessageSchema.parse({
  uid: 'm1',
  id: 'm1',
  chat_session_uid: 'c1',
  conversation: 'c1',
  sender_profile_uid: { id: 'h1' },
  sender: 'h1',
  receiver_profile_uid: 'emp1',
  helper_profile_uid: 'h1',
  employer_profile_uid: 'emp1',
  content: 'Hello',
  created_at: '2026-03-02T02:00:00.000Z',
  timestamp: '2026-03-02T02:00:00.000Z',
  is_read: false,
  client_message_id: null,
  cursor: 'cursor1',
  safety_flags: [],
  removed: false,
})
const CHAT_NOTIFICATION = {
  sender_username: 'Maria Santos',
  message_preview: 'Yes, Sunday works for me.',
  conversation_uid: 'c1',
  sender_profile_uid: 'h1',
}
const APPLICATION_NOTIFICATION = {
  type: 'application_status',
  application_uid: 'app1',
  job_posting_uid: 'job1',
  job_title: 'Live-in helper',
  status: 'SHORTLISTED',
  sender_username: 'Chan Tai Man',
  message_preview: 'Your application is now: Shortlisted.',
}

test('events that come before the payload checks wait for them and arrive in order; a payload of no known shape reaches no one', async () => {
  // @ts-expect-error -- the same file under another module id, which TypeScript does not resolve
  const { realtime, socket } = await freshRealtime(() => import('./realtime?before-checks'))
  const seen: string[] = []
  realtime.subscribeRealtime('message', (message) => seen.push(`message ${message.uid}`))
  realtime.subscribeRealtime('chat-notification', (notification) =>
    seen.push(`chat ${notification.conversation_uid}`),
  )
  realtime.subscribeRealtime('application-notification', (notification) =>
    seen.push(`application ${notification.job_posting_uid}`),
  )

  socket.serverEmit('notification', APPLICATION_NOTIFICATION)
  socket.serverEmit('message', { ...MESSAGE, helper_profile_uid: 42 })
  socket.serverEmit('message', MESSAGE)
  socket.serverEmit('notification', { message_preview: 'no sender' })
  socket.serverEmit('notification', CHAT_NOTIFICATION)
  expect(seen).toEqual([])

  await vi.waitFor(() => expect(seen).toHaveLength(3))
  expect(seen).toEqual(['application job1', 'message m1', 'chat c1'])

  // Once the checks are in, an event reaches its listeners at once.
  socket.serverEmit('message', { ...MESSAGE, uid: 'm2' })
  expect(seen.at(-1)).toBe('message m2')
  realtime.disconnectRealtime()
})

test('events still waiting for their checks when the user signs out reach no one', async () => {
  // @ts-expect-error -- the same file under another module id, which TypeScript does not resolve
  const { realtime, socket } = await freshRealtime(() => import('./realtime?signed-out'))
  const listener = vi.fn()
  realtime.subscribeRealtime('message', listener)

  socket.serverEmit('message', MESSAGE)
  realtime.disconnectRealtime()
  await realtime.loadRealtimePayloadChecks()

  expect(listener).not.toHaveBeenCalled()
})
