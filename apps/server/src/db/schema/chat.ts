import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { employerProfiles } from './accounts'
import { helperProfiles } from './helpers'

/**
 * One conversation per employer–helper pair (docs/spec/marketplace.md §3 "Conversation"), created by the
 * first message. `last_message_*` mirror the newest message so the list sorts and reads without
 * scanning messages; they are written in the same transaction as that message.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    uid: text('uid').primaryKey(),
    employerProfileUid: text('employer_profile_uid')
      .notNull()
      .references(() => employerProfiles.uid, { onDelete: 'cascade' }),
    helperProfileUid: text('helper_profile_uid')
      .notNull()
      .references(() => helperProfiles.uid, { onDelete: 'cascade' }),
    lastMessageUid: text('last_message_uid'),
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_idx').on(t.employerProfileUid, t.helperProfileUid),
    index('chat_conversations_employer_idx').on(t.employerProfileUid, t.lastMessageSeq.desc()),
    index('chat_conversations_helper_idx').on(t.helperProfileUid, t.lastMessageSeq.desc()),
  ],
)

/**
 * docs/spec/marketplace.md §3 "Chat message". `seq` orders messages and backs the opaque cursors: it is
 * taken while the conversation row is locked, so within a conversation it grows in commit order
 * and a catch-up read (`after`) never skips a message committed later with a smaller number.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    uid: text('uid').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    conversationUid: text('conversation_uid')
      .notNull()
      .references(() => chatConversations.uid, { onDelete: 'cascade' }),
    senderProfileUid: text('sender_profile_uid').notNull(),
    receiverProfileUid: text('receiver_profile_uid').notNull(),
    content: text('content').notNull(),
    /** What the scam rules found when the message was stored (issue 23; SAFETY_FLAGS). */
    safetyFlags: text('safety_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Removed by an operator acting on a report: its text is no longer shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The sender's idempotency key: a retried send returns the stored message. */
    clientMessageId: text('client_message_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationUid, t.seq),
    uniqueIndex('chat_messages_client_id_idx').on(t.senderProfileUid, t.clientMessageId),
    index('chat_messages_unread_idx')
      .on(t.receiverProfileUid, t.conversationUid)
      .where(sql`${t.readAt} is null`),
  ],
)
