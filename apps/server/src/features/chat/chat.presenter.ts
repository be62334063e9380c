import type { ChatMessage, ChatPartner, Conversation } from '@hearth/shared/chat'
import { SAFETY_FLAGS, type SafetyFlag } from '@hearth/shared/safety-flags'
import { fullName, photoUrls, type HelperRow } from '../helpers/helpers.presenter'
import type { ConversationRow, MessageRow } from './chat.repository'

/** A conversation in the list, with both sides as their features return them. */
export type ConversationView = {
  conversation: ConversationRow
  helper: HelperRow
  employer: {
    uid: string
    userUid: string
    contactPersonName: string | null
    email: string
    verifiedAt: Date | null
  }
  lastMessage: { content: string; createdAt: Date; senderProfileUid: string } | null
  unread: number
}

/** Cursors are opaque to clients; today they wrap the message's `seq`. */
export function encodeCursor(seq: number): string {
  return Buffer.from(`m${seq}`).toString('base64url')
}

export function decodeCursor(cursor: string): number | undefined {
  const match = /^m(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return match ? Number(match[1]) : undefined
}

export type PairUids = { helperProfileUid: string; employerProfileUid: string }

/** docs/spec/marketplace.md §3 "Chat message", with both spellings the spec lists. */
export function presentMessage(row: MessageRow, pair: PairUids): ChatMessage {
  const createdAt = row.createdAt.toISOString()
  return {
    uid: row.uid,
    id: row.uid,
    chat_session_uid: row.conversationUid,
    conversation: row.conversationUid,
    sender_profile_uid: { id: row.senderProfileUid },
    sender: row.senderProfileUid,
    receiver_profile_uid: row.receiverProfileUid,
    helper_profile_uid: pair.helperProfileUid,
    employer_profile_uid: pair.employerProfileUid,
    content: row.hiddenAt ? '' : row.content,
    created_at: createdAt,
    timestamp: createdAt,
    is_read: row.readAt !== null,
    client_message_id: row.clientMessageId,
    cursor: encodeCursor(row.seq),
    safety_flags: row.hiddenAt ? [] : safetyFlagsOfRow(row.safetyFlags),
    removed: row.hiddenAt !== null,
  }
}

/** The stored flags that are still known ones, in the order warnings list them. */
function safetyFlagsOfRow(stored: readonly string[]): SafetyFlag[] {
  return SAFETY_FLAGS.filter((flag) => stored.includes(flag))
}

/**
 * Whether the other side of a conversation is suspended or deleted their account, and whether the
 * caller blocked them. A deleted person's messages stay, under "Deleted user" (issue 25): no
 * name, photo or account id is shown for them.
 */
export type PartnerState = { suspended: boolean; deleted: boolean; blocked: boolean }

/**
 * What the other side sees as a name. Logins are e-mail addresses, so the spec's "username"
 * fields carry this display name instead: an address is never shown to the other side.
 */
export function employerDisplayName(contactPersonName: string | null, email: string): string {
  return contactPersonName?.trim() || email.split('@')[0] || ''
}

export function helperDisplayName(
  row: Pick<HelperRow, 'firstName' | 'middleName' | 'lastName'>,
): string {
  return fullName(row)
}

const DELETED_PARTNER = { first_name: '', last_name: '', image_url: null, verified: false }

export function presentHelperPartner(row: HelperRow, state: PartnerState): ChatPartner {
  if (state.deleted) return { uid: row.uid, user_id: row.userUid, ...DELETED_PARTNER, ...state }
  return {
    uid: row.uid,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    image_url: photoUrls(row).thumbnail_url,
    user_id: row.userUid,
    verified: row.verifiedAt !== null,
    ...state,
  }
}

export function presentEmployerPartner(
  row: {
    uid: string
    userUid: string
    contactPersonName: string | null
    email: string
    verifiedAt: Date | null
  },
  state: PartnerState,
): ChatPartner {
  if (state.deleted) return { uid: row.uid, user_id: row.userUid, ...DELETED_PARTNER, ...state }
  return {
    uid: row.uid,
    first_name: employerDisplayName(row.contactPersonName, row.email),
    last_name: '',
    image_url: null,
    user_id: row.userUid,
    verified: row.verifiedAt !== null,
    ...state,
  }
}

/** docs/spec/marketplace.md §3 "Conversation"; `partner` is the side that is not `side`. */
export function presentConversation(
  row: ConversationView,
  side: 'helper' | 'employer',
  state: PartnerState,
): Conversation {
  const employer = row.employer
  return {
    uid: row.conversation.uid,
    participants: [
      {
        id: row.helper.userUid,
        username: side === 'employer' && state.deleted ? '' : helperDisplayName(row.helper),
      },
      {
        id: employer.userUid,
        username:
          side === 'helper' && state.deleted
            ? ''
            : employerDisplayName(employer.contactPersonName, employer.email),
      },
    ],
    helper_profile_uid: row.conversation.helperProfileUid,
    employer_profile_uid: row.conversation.employerProfileUid,
    last_message: row.lastMessage
      ? {
          content: row.lastMessage.content,
          timestamp: row.lastMessage.createdAt.toISOString(),
          sender: row.lastMessage.senderProfileUid,
        }
      : null,
    unread_message_count: Number(row.unread),
    partner:
      side === 'helper'
        ? presentEmployerPartner(employer, state)
        : presentHelperPartner(row.helper, state),
  }
}
