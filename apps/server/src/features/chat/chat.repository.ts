import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chatConversations, chatMessages } from '../../db/schema'

// Owns chat_conversations and chat_messages. Profiles and accounts are read through their
// features' services.

export type ConversationRow = typeof chatConversations.$inferSelect
export type MessageRow = typeof chatMessages.$inferSelect
export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'seq' | 'conversationUid'>

/**
 * The pair's conversation if there is one, and the sender's earlier message with this
 * client_message_id if any (in whatever conversation: a reuse elsewhere is a conflict).
 */
export async function findConversationOfPair(
  db: Db,
  helperProfileUid: string,
  employerProfileUid: string,
  retry?: { senderProfileUid: string; clientMessageId: string },
): Promise<{ conversation: ConversationRow | undefined; earlier: MessageRow | undefined }> {
  const [[conversation], [earlier]] = await Promise.all([
    db
      .select()
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.helperProfileUid, helperProfileUid),
          eq(chatConversations.employerProfileUid, employerProfileUid),
        ),
      ),
    retry
      ? db
          .select()
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.senderProfileUid, retry.senderProfileUid),
              eq(chatMessages.clientMessageId, retry.clientMessageId),
            ),
          )
      : Promise.resolve([]),
  ])
  return { conversation, earlier }
}

/** drizzle-kit's name for the `seq` bigserial's sequence. */
const SEQUENCE = sql.raw(`'chat_messages_seq_seq'`)

/**
 * Stores a message in one statement (atomic without a transaction), creating the pair's
 * conversation on the first one. The conversation row is locked before the message takes its
 * number (ON CONFLICT DO UPDATE evaluates SET after the lock), so within a conversation `seq`
 * grows in commit order. Undefined when the sender already used this client_message_id (a
 * concurrent retry); the conversation then points back at its real newest message.
 */
export async function insertMessage(
  db: Db,
  pair: { conversationUid: string; employerProfileUid: string; helperProfileUid: string },
  message: NewMessage & { createdAt: Date },
): Promise<{ conversationUid: string; message: MessageRow } | undefined> {
  const c = chatConversations
  const m = chatMessages
  const safetyFlags = message.safetyFlags ?? []
  // A PostgreSQL array literal of the flags (fixed words: nothing to escape).
  const flagsArray = `{${safetyFlags.join(',')}}`
  const result = await db.execute(sql`
    with conversation as (
      insert into ${c} (uid, employer_profile_uid, helper_profile_uid, last_message_uid,
        last_message_seq, created_at)
      values (${pair.conversationUid}, ${pair.employerProfileUid}, ${pair.helperProfileUid},
        ${message.uid}, nextval(${SEQUENCE}), ${message.createdAt})
      on conflict (employer_profile_uid, helper_profile_uid) do update
        set last_message_uid = excluded.last_message_uid, last_message_seq = nextval(${SEQUENCE})
      returning uid, last_message_seq
    )
    insert into ${m} (uid, seq, conversation_uid, sender_profile_uid, receiver_profile_uid,
      content, safety_flags, client_message_id, created_at)
    select ${message.uid}, conversation.last_message_seq, conversation.uid,
      ${message.senderProfileUid}, ${message.receiverProfileUid}, ${message.content},
      ${flagsArray}::text[], ${message.clientMessageId ?? null}, ${message.createdAt}
    from conversation
    on conflict (sender_profile_uid, client_message_id) do nothing
    returning conversation_uid, seq`)
  const [row] = (
    result as unknown as { rows: { conversation_uid: string; seq: string | number }[] }
  ).rows
  if (!row) {
    await repairLastMessage(db, pair, message.uid)
    return undefined
  }
  return {
    conversationUid: row.conversation_uid,
    message: {
      ...message,
      conversationUid: row.conversation_uid,
      seq: Number(row.seq),
      clientMessageId: message.clientMessageId ?? null,
      safetyFlags,
      hiddenAt: null,
      readAt: null,
    },
  }
}

/** After a refused duplicate, the conversation must not name the message that was not stored. */
async function repairLastMessage(
  db: Db,
  pair: { employerProfileUid: string; helperProfileUid: string },
  phantomUid: string,
) {
  await db.execute(sql`
    update ${chatConversations} as c set
      last_message_uid = (select uid from ${chatMessages} m where m.conversation_uid = c.uid
        order by m.seq desc limit 1),
      last_message_seq = coalesce((select max(seq) from ${chatMessages} m
        where m.conversation_uid = c.uid), 0)
    where c.employer_profile_uid = ${pair.employerProfileUid}
      and c.helper_profile_uid = ${pair.helperProfileUid}
      and c.last_message_uid = ${phantomUid}`)
}

/** The conversation only when `profileUid` is one of its two sides: anyone else's reads as missing. */
export async function findConversationForParticipant(
  db: Db,
  uid: string,
  profileUid: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.uid, uid),
        or(
          eq(chatConversations.helperProfileUid, profileUid),
          eq(chatConversations.employerProfileUid, profileUid),
        ),
      ),
    )
  return row
}

/**
 * One page of a conversation, as stored order (`seq`): the newest `limit` before `beforeSeq`
 * (or overall), or the oldest `limit` after `afterSeq`. Returned oldest first.
 */
export async function findMessages(
  db: Db,
  conversationUid: string,
  page: { beforeSeq?: number; afterSeq?: number; limit: number },
): Promise<MessageRow[]> {
  const inConversation = eq(chatMessages.conversationUid, conversationUid)
  if (page.afterSeq !== undefined) {
    return db
      .select()
      .from(chatMessages)
      .where(and(inConversation, gt(chatMessages.seq, page.afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(page.limit)
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      page.beforeSeq === undefined
        ? inConversation
        : and(inConversation, lt(chatMessages.seq, page.beforeSeq)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(page.limit)
  return rows.reverse()
}

export async function markRead(
  db: Db,
  conversationUid: string,
  receiverProfileUid: string,
  now: Date,
): Promise<void> {
  await db
    .update(chatMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(chatMessages.conversationUid, conversationUid),
        eq(chatMessages.receiverProfileUid, receiverProfileUid),
        isNull(chatMessages.readAt),
      ),
    )
}

/** The profile's conversations with their last message and unread count, newest first. */
export async function findConversationsOf(db: Db, side: 'helper' | 'employer', profileUid: string) {
  const unread = sql<number>`(
    select count(*)::int from ${chatMessages} unread
    where unread.conversation_uid = ${chatConversations.uid}
      and unread.receiver_profile_uid = ${profileUid}
      and unread.read_at is null
  )`
  return db
    .select({
      conversation: chatConversations,
      lastMessage: {
        // A message Hearth removed shows as nothing in the list too.
        content: sql<string>`case when ${chatMessages.hiddenAt} is null then ${chatMessages.content} else '' end`,
        createdAt: chatMessages.createdAt,
        senderProfileUid: chatMessages.senderProfileUid,
      },
      unread,
    })
    .from(chatConversations)
    .leftJoin(chatMessages, eq(chatMessages.uid, chatConversations.lastMessageUid))
    .where(
      side === 'helper'
        ? eq(chatConversations.helperProfileUid, profileUid)
        : eq(chatConversations.employerProfileUid, profileUid),
    )
    .orderBy(desc(chatConversations.lastMessageSeq))
}

export async function conversationExists(
  db: Db,
  helperProfileUid: string,
  employerProfileUid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ uid: chatConversations.uid })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.helperProfileUid, helperProfileUid),
        eq(chatConversations.employerProfileUid, employerProfileUid),
      ),
    )
  return row !== undefined
}

/** A message with its conversation's two profiles (reports and the operators' page). */
export async function findMessageWithConversation(db: Db, uid: string) {
  const [row] = await db
    .select({ message: chatMessages, conversation: chatConversations })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.uid, chatMessages.conversationUid))
    .where(eq(chatMessages.uid, uid))
  return row
}

/** Up to `each` messages either side of `seq` in a conversation, oldest first. */
export async function messagesAround(db: Db, conversationUid: string, seq: number, each: number) {
  const [before, after] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationUid, conversationUid), lte(chatMessages.seq, seq)))
      .orderBy(desc(chatMessages.seq))
      .limit(each + 1),
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationUid, conversationUid), gt(chatMessages.seq, seq)))
      .orderBy(chatMessages.seq)
      .limit(each),
  ])
  return [...before.reverse(), ...after]
}

/** An operator removes a message's text after a report; false when it was already removed. */
export async function hideMessage(db: Db, uid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ hiddenAt: now })
    .where(and(eq(chatMessages.uid, uid), isNull(chatMessages.hiddenAt)))
    .returning({ uid: chatMessages.uid })
  return rows.length > 0
}
