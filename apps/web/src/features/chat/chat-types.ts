/** The chat wire shapes (docs/spec/marketplace.md §3), shared with the server in `@hearth/shared/chat`. */
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** A socket payload is only trusted as a message when its identifying fields are there. */
export function isChatMessage(value: unknown): value is ChatMessage {
  return (
    isObject(value) &&
    typeof value.uid === 'string' &&
    typeof value.helper_profile_uid === 'string' &&
    typeof value.employer_profile_uid === 'string' &&
    typeof value.content === 'string'
  )
}

export function isChatNotification(value: unknown): value is ChatNotification {
  return (
    isObject(value) &&
    typeof value.sender_username === 'string' &&
    typeof value.message_preview === 'string'
  )
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
