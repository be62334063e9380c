/** The chat wire shapes (docs/spec/marketplace.md §3): the schemas of `@hearth/shared/chat`. */
import type {
  ChatMessage,
  ChatMessagesPage,
  ChatNotification,
  ChatPartner,
  Conversation,
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
