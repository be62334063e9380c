import {
  CHAT_CATCH_UP_LIMIT,
  CHAT_PAGE_SIZE,
  CONVERSATION_NOT_FOUND,
  type ChatMessagesPage,
  type ChatMessagesQuery,
  type ChatPartner,
  type Conversation,
} from '@hearth/shared/chat'
import { tk } from '@hearth/shared/i18n-keys'
import type { Caller } from '../../lib/auth'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { employerProfileFor } from '../employers/employers.service'
import { findHelperForUser } from '../helpers/helpers.service'
import {
  decodeCursor,
  encodeCursor,
  presentConversation,
  presentEmployerPartner,
  presentHelperPartner,
  presentMessage,
} from './chat.presenter'
import * as repo from './chat.repository'
import { chatRoomFor, pairForCaller } from './chat.service'

const partnerNotFound = () => new AppError('not_found', tk('Chat partner not found.'))

function cursorValue(cursor: string, field: 'before' | 'after'): number {
  const seq = decodeCursor(cursor)
  if (seq === undefined) {
    throw new AppError('invalid', tk('This cursor is not valid.'), {
      fields: { [field]: [tk('This cursor is not valid.')] },
    })
  }
  return seq
}

/**
 * `GET /chat/messages-by-profiles/`: the newest page, the page before `before`, or everything
 * after `after` (up to CHAT_CATCH_UP_LIMIT, for catching up after a reconnect). Reading needs no
 * plan (docs/spec/marketplace.md §6 only gates sending).
 */
export async function getMessages(
  deps: AppDeps,
  caller: Caller,
  query: ChatMessagesQuery,
): Promise<ChatMessagesPage> {
  const { pair } = await pairForCaller(
    deps,
    caller,
    query.helper_profile_uid,
    query.employer_profile_uid,
  )
  const conversation = pair.conversation
  if (!conversation) throw new AppError('not_found', CONVERSATION_NOT_FOUND)
  const pairUids = { helperProfileUid: pair.helper.uid, employerProfileUid: pair.employer.uid }
  const present = (rows: repo.MessageRow[]) => rows.map((row) => presentMessage(row, pairUids))

  if (query.after !== undefined) {
    const afterSeq = cursorValue(query.after, 'after')
    const rows = await repo.findMessages(deps.db, conversation.uid, {
      afterSeq,
      limit: CHAT_CATCH_UP_LIMIT + 1,
    })
    const hasNewer = rows.length > CHAT_CATCH_UP_LIMIT
    const page = rows.slice(0, CHAT_CATCH_UP_LIMIT)
    return {
      conversation_uid: conversation.uid,
      results: present(page),
      previous_cursor: page[0] ? encodeCursor(page[0].seq) : null,
      latest_cursor: page.at(-1) ? encodeCursor(page.at(-1)!.seq) : query.after,
      has_newer: hasNewer,
    }
  }
  const beforeSeq = query.before === undefined ? undefined : cursorValue(query.before, 'before')
  const rows = await repo.findMessages(deps.db, conversation.uid, {
    beforeSeq,
    limit: CHAT_PAGE_SIZE + 1,
  })
  const hasOlder = rows.length > CHAT_PAGE_SIZE
  const page = hasOlder ? rows.slice(1) : rows
  const newest = page.at(-1)
  return {
    conversation_uid: conversation.uid,
    results: present(page),
    previous_cursor: hasOlder && page[0] ? encodeCursor(page[0].seq) : null,
    latest_cursor: newest ? encodeCursor(newest.seq) : null,
    has_newer: newest !== undefined && newest.seq < conversation.lastMessageSeq,
  }
}

/** `GET /chat/conversations/`: the caller's conversations, newest last message first. */
export async function listConversations(deps: AppDeps, caller: Caller): Promise<Conversation[]> {
  const me = await chatRoomFor(deps, caller.user)
  if (!me) return []
  const side = caller.user.userType === 'helper' ? 'helper' : 'employer'
  const rows = await repo.findConversationsOf(deps.db, side, me)
  return rows.map((row) => presentConversation(row, side))
}

/** Marks every message to the caller in the conversation read; only its two sides may. */
export async function markConversationRead(
  deps: AppDeps,
  caller: Caller,
  conversationUid: string,
): Promise<{ ok: true }> {
  const conversation = await repo.findConversation(deps.db, conversationUid)
  const me = conversation ? await chatRoomFor(deps, caller.user) : undefined
  if (
    !conversation ||
    !me ||
    (me !== conversation.helperProfileUid && me !== conversation.employerProfileUid)
  ) {
    throw new AppError('not_found', CONVERSATION_NOT_FOUND)
  }
  await repo.markRead(deps.db, conversation.uid, me, deps.clock())
  return { ok: true }
}

/** An employer may look up any published helper, and a helper they already talk to. */
export async function getHelperPartner(
  deps: AppDeps,
  caller: Caller,
  helperProfileUid: string,
): Promise<ChatPartner> {
  if (caller.user.userType !== 'employer') throw partnerNotFound()
  const helper = await repo.findHelperProfile(deps.db, helperProfileUid)
  if (!helper) throw partnerNotFound()
  if (helper.isDraft) {
    const me = await employerProfileFor(deps, caller.user.uid)
    if (!me || !(await repo.conversationExists(deps.db, helper.uid, me.uid)))
      throw partnerNotFound()
  }
  return presentHelperPartner(helper)
}

/** A helper may look up only an employer who has a conversation with them. */
export async function getEmployerPartner(
  deps: AppDeps,
  caller: Caller,
  employerProfileUid: string,
): Promise<ChatPartner> {
  if (caller.user.userType !== 'helper') throw partnerNotFound()
  const me = await findHelperForUser(deps, caller.user.uid)
  if (!me) {
    throw new AppError(
      'permission_denied',
      tk('Create your helper profile before you chat with employers.'),
    )
  }
  const employer = await repo.findEmployerWithEmail(deps.db, employerProfileUid)
  if (!employer || !(await repo.conversationExists(deps.db, me.uid, employer.uid)))
    throw partnerNotFound()
  return presentEmployerPartner(employer)
}
