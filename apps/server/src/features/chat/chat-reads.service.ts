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
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { emailsOfUsers } from '../accounts/users.service'
import { findEmployerProfiles } from '../employers/employers.service'
import { findHelperProfile, findHelperProfiles } from '../helpers/helpers.service'
import {
  decodeCursor,
  encodeCursor,
  presentConversation,
  presentEmployerPartner,
  presentHelperPartner,
  presentMessage,
  type ConversationView,
  type PairUids,
} from './chat.presenter'
import * as repo from './chat.repository'
import { assertCanChat, chatRoomFor, pairForActor, partnerStates } from './chat.service'
import { isWithheld } from '../../lib/moderation'

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
  actor: Actor,
  query: ChatMessagesQuery,
): Promise<ChatMessagesPage> {
  const { pair } = await pairForActor(
    deps,
    actor,
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

/** Both sides of each conversation, through the helpers, employers and accounts features. */
async function withSides(
  rows: Awaited<ReturnType<typeof repo.findConversationsOf>>,
  deps: AppDeps,
): Promise<ConversationView[]> {
  const [helpers, employers] = await Promise.all([
    findHelperProfiles(
      deps,
      rows.map((row) => row.conversation.helperProfileUid),
    ),
    findEmployerProfiles(
      deps,
      rows.map((row) => row.conversation.employerProfileUid),
    ),
  ])
  const emails = await emailsOfUsers(
    deps,
    employers.map((employer) => employer.userUid),
  )
  const helperByUid = new Map(helpers.map((helper) => [helper.uid, helper]))
  const employerByUid = new Map(employers.map((employer) => [employer.uid, employer]))
  return rows.flatMap((row) => {
    const helper = helperByUid.get(row.conversation.helperProfileUid)
    const employer = employerByUid.get(row.conversation.employerProfileUid)
    const email = employer && emails.get(employer.userUid)
    if (!helper || !employer || email === undefined) return []
    return [{ ...row, helper, employer: { ...employer, email } }]
  })
}

/** `GET /chat/conversations/`: the actor's conversations, newest last message first. */
export async function listConversations(deps: AppDeps, actor: Actor): Promise<Conversation[]> {
  const me = chatRoomFor(actor)
  if (!me) return []
  const rows = await withSides(await repo.findConversationsOf(deps.db, actor.role, me), deps)
  const partnerOf = (row: ConversationView) =>
    actor.role === 'helper' ? row.employer.userUid : row.helper.userUid
  const stateOf = await partnerStates(deps, actor.userUid, rows.map(partnerOf))
  // The blocker's list leaves out the people they blocked (issue 23); unblocking restores them.
  return rows.flatMap((row) => {
    const state = stateOf(partnerOf(row))
    return state.blocked ? [] : [presentConversation(row, actor.role, state)]
  })
}

/** Marks every message to the actor in the conversation read; only its two sides may. */
export async function markConversationRead(
  deps: AppDeps,
  actor: Actor,
  conversationUid: string,
): Promise<{ ok: true }> {
  const me = chatRoomFor(actor)
  const conversation = me
    ? await repo.findConversationForParticipant(deps.db, conversationUid, me)
    : undefined
  if (!me || !conversation) throw new AppError('not_found', CONVERSATION_NOT_FOUND)
  await repo.markRead(deps.db, conversation.uid, me, deps.clock())
  return { ok: true }
}

/** An employer may look up any published helper, and a helper they already talk to. */
export async function getHelperPartner(
  deps: AppDeps,
  actor: Actor,
  helperProfileUid: string,
): Promise<ChatPartner> {
  if (actor.role !== 'employer') throw partnerNotFound()
  const helper = await findHelperProfile(deps, helperProfileUid)
  if (!helper) throw partnerNotFound()
  if (helper.isDraft || isWithheld(helper)) {
    const me = actor.employerProfileUid
    if (!me || !(await repo.conversationExists(deps.db, helper.uid, me))) throw partnerNotFound()
  }
  const stateOf = await partnerStates(deps, actor.userUid, [helper.userUid])
  return presentHelperPartner(helper, stateOf(helper.userUid))
}

/** A helper may look up only an employer who has a conversation with them. */
export async function getEmployerPartner(
  deps: AppDeps,
  actor: Actor,
  employerProfileUid: string,
): Promise<ChatPartner> {
  if (actor.role !== 'helper') throw partnerNotFound()
  assertCanChat(actor)
  const me = actor.helperProfileUid
  const [employer] = await findEmployerProfiles(deps, [employerProfileUid])
  if (!employer || !(await repo.conversationExists(deps.db, me, employer.uid)))
    throw partnerNotFound()
  const email = (await emailsOfUsers(deps, [employer.userUid])).get(employer.userUid) ?? ''
  const stateOf = await partnerStates(deps, actor.userUid, [employer.userUid])
  return presentEmployerPartner({ ...employer, email }, stateOf(employer.userUid))
}

/** A message and its conversation, for a report of it (the safety feature checks who asks). */
export function findMessageForModeration(deps: AppDeps, uid: string) {
  return repo.findMessageWithConversation(deps.db, uid)
}

/** The messages around a reported one, as its conversation shows them (the operators' page). */
export async function messagesAroundForModeration(
  deps: AppDeps,
  message: repo.MessageRow,
  pair: PairUids,
) {
  const rows = await repo.messagesAround(deps.db, message.conversationUid, message.seq, 3)
  return rows.map((row) => presentMessage(row, pair))
}

/** An operator removes a message's text (issue 23): both sides then see it as removed. */
export function hideChatMessage(deps: AppDeps, uid: string) {
  return repo.hideMessage(deps.db, uid, deps.clock())
}

/** Whether a helper and an employer have a conversation (a report of the employer needs one). */
export function conversationBetween(
  deps: AppDeps,
  helperProfileUid: string,
  employerProfileUid: string,
) {
  return repo.conversationExists(deps.db, helperProfileUid, employerProfileUid)
}
