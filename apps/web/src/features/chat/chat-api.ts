import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { UserSession } from '@hearth/shared/accounts'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { MarkReadResponse, SendChatMessageInput } from '@hearth/shared/chat'
import { apiRequest } from '../../lib/api-client'
import { ApiError } from '../../lib/api-error'
import type { ChatMessage, ChatPair, ChatPartner, Conversation, MessagesPage } from './chat-types'

export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => ['chat', 'conversations'] as const,
  messages: (pair: ChatPair) => ['chat', 'messages', pair.helperUid, pair.employerUid] as const,
  partner: (kind: 'helper' | 'employer', uid: string) => ['chat', 'partner', kind, uid] as const,
}

/** Who is looking: the user and their detail profile (the employer's or the helper's). */
export type ChatViewer = {
  userId: string
  username: string
  userType: UserSession['userType']
  profileUid: string
}

export function chatViewerOf(user: UserSession | null): ChatViewer | null {
  const profileUid = user?.detail_profile?.uid
  if (!user || !profileUid) return null
  return { userId: user.id, username: user.username, userType: user.userType, profileUid }
}

/** The conversation's two profiles: the partner is a helper for an employer, an employer for a helper. */
export function pairFor(viewer: ChatViewer, partnerUid: string): ChatPair {
  return viewer.userType === 'employer'
    ? { helperUid: partnerUid, employerUid: viewer.profileUid }
    : { helperUid: viewer.profileUid, employerUid: partnerUid }
}

export function partnerUidOf(viewer: ChatViewer, pair: ChatPair): string {
  return viewer.userType === 'employer' ? pair.helperUid : pair.employerUid
}

/** True when a sender (a profile uid, user id or username, as the server names it) is the viewer. */
export function isViewer(viewer: ChatViewer, sender: string | null | undefined): boolean {
  if (!sender) return false
  return sender === viewer.profileUid || sender === viewer.userId || sender === viewer.username
}

export function isOwnMessage(viewer: ChatViewer, message: ChatMessage): boolean {
  return isViewer(viewer, message.sender_profile_uid?.id ?? message.sender)
}

export function fetchConversations(): Promise<Conversation[]> {
  return apiRequest<Conversation[]>(API_PATHS.chat.conversations)
}

export function useConversations(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.conversations(), queryFn: fetchConversations, enabled })
}

export function useChatPartner(viewer: ChatViewer | null, partnerUid: string) {
  const kind = viewer?.userType === 'employer' ? 'helper' : 'employer'
  return useQuery({
    queryKey: chatKeys.partner(kind, partnerUid),
    queryFn: () =>
      apiRequest<ChatPartner>(
        apiPath(kind === 'helper' ? API_PATHS.chat.helperPartner : API_PATHS.chat.employerPartner, {
          uid: partnerUid,
        }),
      ),
    enabled: Boolean(viewer && partnerUid),
    staleTime: 5 * 60_000,
  })
}

type Cursor = { before: string } | { after: string } | null

/** One page of messages; a conversation that does not exist yet (404) is an empty page. */
export async function fetchMessages(pair: ChatPair, cursor: Cursor): Promise<MessagesPage> {
  const query = new URLSearchParams({
    helper_profile_uid: pair.helperUid,
    employer_profile_uid: pair.employerUid,
  })
  if (cursor && 'before' in cursor) query.set('before', cursor.before)
  if (cursor && 'after' in cursor) query.set('after', cursor.after)
  try {
    return await apiRequest<MessagesPage>(`${API_PATHS.chat.messages}?${query.toString()}`)
  } catch (error) {
    // 'Conversation not found or profiles are invalid': no conversation yet (docs/spec/marketplace.md §7).
    if (error instanceof ApiError && error.status === 404)
      return { conversation_uid: null, results: [], previous_cursor: null, latest_cursor: null }
    throw error
  }
}

/** The newest page first; each next page is older (`previous_cursor`). */
export function useMessages(pair: ChatPair | null) {
  return useInfiniteQuery({
    queryKey: pair ? chatKeys.messages(pair) : ['chat', 'messages', 'none'],
    queryFn: ({ pageParam }) => fetchMessages(pair!, pageParam ? { before: pageParam } : null),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.previous_cursor ?? undefined,
    enabled: pair !== null,
  })
}

export type SendMessageInput = ChatPair & { content: string; clientMessageId: string }

export function sendChatMessage(input: SendMessageInput): Promise<ChatMessage> {
  const body: SendChatMessageInput = {
    helper_profile_uid: input.helperUid,
    employer_profile_uid: input.employerUid,
    content: input.content,
    client_message_id: input.clientMessageId,
  }
  return apiRequest<ChatMessage>(API_PATHS.chat.send, { method: 'POST', body })
}

export function markConversationRead(conversationUid: string): Promise<MarkReadResponse> {
  return apiRequest<MarkReadResponse>(apiPath(API_PATHS.chat.markRead, { uid: conversationUid }), {
    method: 'POST',
  })
}

/** A fresh id for one message, reused when the same message is sent again after a failure. */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; a LAN address over plain HTTP still gets a v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
