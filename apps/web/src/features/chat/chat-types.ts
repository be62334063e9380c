/** The chat wire shapes (docs/spec/marketplace.md §3): the schemas of `@hearth/shared/chat`. */
import {
  ChatMessageSchema,
  ChatNotificationSchema,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatNotification,
  type ChatPartner,
  type Conversation,
} from '@hearth/shared/chat'

export type { ChatMessage, ChatNotification, ChatPartner, Conversation }

/**
 * One page of a conversation, oldest first; `previous_cursor` fetches the older page. A
 * conversation that does not exist yet is an empty page with no `conversation_uid`.
 */
export type MessagesPage = Omit<ChatMessagesPage, 'conversation_uid' | 'has_newer'> & {
  conversation_uid: string | null
  has_newer?: boolean
}

/** The two profiles a conversation is between. */
export type ChatPair = { helperUid: string; employerUid: string }

/** A socket payload is only trusted as a message when it has the shape the server's schema gives it. */
export function isChatMessage(value: unknown): value is ChatMessage {
  return ChatMessageSchema.safeParse(value).success
}

export function isChatNotification(value: unknown): value is ChatNotification {
  return ChatNotificationSchema.safeParse(value).success
}

export function conversationUidOf(message: ChatMessage): string | null {
  return message.conversation ?? message.chat_session_uid ?? null
}

export function sentAtOf(message: ChatMessage): string {
  return message.created_at || message.timestamp || ''
}

export function partnerNameOf(partner: ChatPartner | null | undefined): string {
  if (!partner) return ''
  return [partner.first_name, partner.last_name].filter(Boolean).join(' ').trim()
}
