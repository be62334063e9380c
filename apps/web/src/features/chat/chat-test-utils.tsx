import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router'
import {
  ChatMessageSchema,
  ChatPartnerSchema,
  ConversationSchema,
  type ChatMessage,
  type ChatPartner,
  type Conversation,
} from '@hearth/shared/chat'
import { AuthProvider } from '../../lib/auth'
import { createQueryClient } from '../../lib/query-client'
import { RealtimeProvider, loadRealtimeClient, loadRealtimePayloadChecks } from '../../lib/realtime'
import { LocationProbe } from '../../test/render'

// The app fetches the Socket.IO client lazily; load it (the test's stub) up front so the socket
// opens in the same render, as it does in the app once the client has arrived. The same for the
// payload checks, which the app loads with the first event: a test's event reaches the screen at
// once (lib/realtime.test.ts has events that arrive before the checks).
await loadRealtimeClient()
await loadRealtimePayloadChecks()

/** Renders `element` at `route` with the app's providers, the socket included. */
export function renderWithChat(
  element: ReactNode,
  { route, path, extra }: { route: string; path?: string; extra?: ReactNode },
) {
  const queryClient = createQueryClient()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path ?? route} element={element} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
            {extra}
          </MemoryRouter>
        </RealtimeProvider>
      </AuthProvider>
    </QueryClientProvider>,
  )
  return { ...view, queryClient }
}

// Built with the schemas the server's answers are encoded with, so they cannot drift from them.
export const MARIA: ChatPartner = ChatPartnerSchema.parse({
  uid: 'h1',
  first_name: 'Maria',
  last_name: 'Santos',
  image_url: null,
  user_id: 'user-h1',
  suspended: false,
  deleted: false,
  blocked: false,
  verified: false,
})

let seq = 0

/** A message as the server presents it, from employer emp1 to helper h1 unless told otherwise. */
export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  seq += 1
  const from = overrides.sender ?? 'emp1'
  return ChatMessageSchema.parse({
    uid: `m${seq}`,
    id: `m${seq}`,
    chat_session_uid: 'c1',
    conversation: 'c1',
    sender_profile_uid: { id: from },
    sender: from,
    receiver_profile_uid: from === 'emp1' ? 'h1' : 'emp1',
    helper_profile_uid: 'h1',
    employer_profile_uid: 'emp1',
    content: 'Hello',
    created_at: '2026-03-02T02:00:00.000Z',
    timestamp: '2026-03-02T02:00:00.000Z',
    is_read: false,
    client_message_id: null,
    cursor: `cursor${seq}`,
    safety_flags: [],
    removed: false,
    ...overrides,
  })
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return ConversationSchema.parse({
    uid: 'c1',
    participants: [
      { id: 'u2', username: 'Maria Santos' },
      { id: 'u1', username: 'Amy Chan' },
    ],
    helper_profile_uid: 'h1',
    employer_profile_uid: 'emp1',
    last_message: {
      content: 'See you Sunday',
      timestamp: '2026-03-02T02:00:00.000Z',
      sender: 'h1',
    },
    unread_message_count: 2,
    partner: MARIA,
    ...overrides,
  })
}
