import {
  CHAT_EVENTS,
  CHAT_PREVIEW_LENGTH,
  CONVERSATION_NOT_FOUND,
  type ChatMessage,
  type ChatNotification,
  type SendChatMessageInput,
} from '@hearth/shared/chat'
import { tk } from '@hearth/shared/i18n-keys'
import { requireActiveAccess } from '../../lib/access'
import { profileUidOf, type Actor, type EmployerActor, type HelperActor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { assertUnderLimits, pruneHits, recordHits, type Limit } from '../../lib/rate-limit'
import { newUid } from '../../lib/tokens'
import { findEmployerProfiles, type EmployerProfileRow } from '../employers/employers.service'
import { ACCOUNT_DELETED, ACCOUNT_SUSPENDED } from '@hearth/shared/safety'
import { isWithheld } from '../../lib/moderation'
import { safetyFlagsOf } from '../../lib/scam/scam-rules'
import { deletedAmong, suspendedAmong } from '../accounts/users.service'
import { assertNotBlocked, blockedBy } from '../blocks/blocks.service'
import { findHelperProfile } from '../helpers/helpers.service'
import type { HelperRow } from '../helpers/helpers.presenter'
import {
  employerDisplayName,
  helperDisplayName,
  presentMessage,
  type PartnerState,
} from './chat.presenter'
import * as repo from './chat.repository'

export type Side = Actor['role']

/** Both profiles of a pair, its conversation if any, and the sender's earlier message if any. */
export type Pair = {
  helper: HelperRow
  employer: EmployerProfileRow
  conversation: repo.ConversationRow | undefined
  earlier: repo.MessageRow | undefined
}

const conversationNotFound = () => new AppError('not_found', CONVERSATION_NOT_FOUND)

/**
 * The actor's detail profile uid (helper or employer profile): their Socket.IO room and their
 * side of every conversation. Undefined for a helper who has not made a profile yet.
 */
export function chatRoomFor(actor: Actor): string | undefined {
  return profileUidOf(actor) ?? undefined
}

/** docs/spec/marketplace.md §5: chat needs a complete profile; a helper needs a detail profile. */
export function assertCanChat(
  actor: Actor,
): asserts actor is EmployerActor | (HelperActor & { helperProfileUid: string }) {
  if (actor.role === 'helper' && !actor.helperProfileUid) {
    throw new AppError(
      'permission_denied',
      tk('Create your helper profile before you chat with employers.'),
    )
  }
}

/** The pair when the actor owns one of its profiles; anyone else learns nothing (404). */
export async function pairForActor(
  deps: AppDeps,
  actor: Actor,
  helperProfileUid: string,
  employerProfileUid: string,
  clientMessageId?: string,
): Promise<{ pair: Pair; side: Side }> {
  const side = actor.role
  const senderProfileUid = side === 'helper' ? helperProfileUid : employerProfileUid
  if (chatRoomFor(actor) !== senderProfileUid) {
    assertCanChat(actor)
    throw conversationNotFound()
  }
  const [helper, [employer], found] = await Promise.all([
    findHelperProfile(deps, helperProfileUid),
    findEmployerProfiles(deps, [employerProfileUid]),
    repo.findConversationOfPair(
      deps.db,
      helperProfileUid,
      employerProfileUid,
      clientMessageId ? { senderProfileUid, clientMessageId } : undefined,
    ),
  ])
  if (!helper || !employer) throw conversationNotFound()
  return { pair: { helper, employer, ...found }, side }
}

export function chatLimit(deps: AppDeps): Limit {
  return { bucket: 'chat-message-user', max: deps.config.chatRateLimitPerMinute, windowSeconds: 60 }
}

function preview(content: string): string {
  const characters = [...content]
  return characters.length <= CHAT_PREVIEW_LENGTH
    ? content
    : `${characters.slice(0, CHAT_PREVIEW_LENGTH - 1).join('')}…`
}

/** A retried send: the stored message when it is the same one, 409 when the id was reused. */
function replay(existing: repo.MessageRow, pair: Pair, input: SendChatMessageInput) {
  // Same pair by its two profiles, not by the conversation row: the conversation and the
  // earlier message are read by two parallel queries, which on PostgreSQL may see different
  // moments of a concurrent first send (the message and not yet its new conversation).
  const samePair =
    [existing.senderProfileUid, existing.receiverProfileUid].sort().join() ===
    [pair.helper.uid, pair.employer.uid].sort().join()
  if (!samePair || existing.content !== input.content) {
    throw new AppError(
      'conflict',
      tk('This client_message_id was already used for another message.'),
    )
  }
  return presentMessage(existing, {
    helperProfileUid: pair.helper.uid,
    employerProfileUid: pair.employer.uid,
  })
}

/**
 * docs/spec/marketplace.md §6 "Send chat message": either side of the pair; an employer only while access
 * is active. Events go out once the message is stored, once per message (never for a replay).
 */
export async function sendMessage(
  deps: AppDeps,
  actor: Actor,
  input: SendChatMessageInput,
): Promise<{ created: boolean; message: ChatMessage }> {
  const { pair, side } = await pairForActor(
    deps,
    actor,
    input.helper_profile_uid,
    input.employer_profile_uid,
    input.client_message_id,
  )
  const now = deps.clock()
  // Drafts are hidden from employers: a conversation can only start with a published profile.
  // So are profiles Hearth hid and suspended helpers' (issue 23).
  const unlisted = pair.helper.isDraft || isWithheld(pair.helper)
  if (side === 'employer' && unlisted && !pair.conversation) throw conversationNotFound()
  const sender = side === 'helper' ? pair.helper.uid : pair.employer.uid
  const receiver = side === 'helper' ? pair.employer.uid : pair.helper.uid
  if (pair.earlier) return { created: false, message: replay(pair.earlier, pair, input) }
  const other = side === 'helper' ? pair.employer.userUid : pair.helper.userUid
  await assertNotBlocked(deps, actor.userUid, other)
  if ((await suspendedAmong(deps, [other])).size > 0) {
    // A deleted account is suspended for good; its person is told apart (issue 25).
    const deleted = (await deletedAmong(deps, [other])).size > 0
    throw new AppError('account_suspended', deleted ? ACCOUNT_DELETED : ACCOUNT_SUSPENDED)
  }
  if (side === 'employer') {
    await requireActiveAccess(deps, actor, tk('An active plan is needed to send messages.'))
  }
  const limit = chatLimit(deps)
  await assertUnderLimits(deps.db, [[limit, actor.userUid]], now)
  const pairUids = { helperProfileUid: pair.helper.uid, employerProfileUid: pair.employer.uid }
  const stored = await repo.insertMessage(
    deps.db,
    { conversationUid: pair.conversation?.uid ?? newUid(), ...pairUids },
    {
      uid: newUid(),
      senderProfileUid: sender,
      receiverProfileUid: receiver,
      content: input.content,
      safetyFlags: safetyFlagsOf(input.content),
      clientMessageId: input.client_message_id ?? null,
      createdAt: now,
    },
  )
  if (!stored) {
    // A concurrent retry stored it first (perhaps creating the conversation too).
    const fresh = await repo.findConversationOfPair(deps.db, pair.helper.uid, pair.employer.uid, {
      senderProfileUid: sender,
      clientMessageId: input.client_message_id!,
    })
    return { created: false, message: replay(fresh.earlier!, { ...pair, ...fresh }, input) }
  }
  const message = presentMessage(stored.message, pairUids)
  const notification: ChatNotification = {
    sender_username:
      side === 'helper'
        ? helperDisplayName(pair.helper)
        : employerDisplayName(pair.employer.contactPersonName, actor.email),
    message_preview: preview(input.content),
    conversation_uid: stored.conversationUid,
    sender_profile_uid: sender,
  }
  deps.realtime.emit([pair.helper.uid, pair.employer.uid], CHAT_EVENTS.message, message)
  deps.realtime.emit([receiver], CHAT_EVENTS.notification, notification)
  // Counted once stored; a failure here leaves a message that a retry (same id) returns.
  await recordHits(deps.db, [[limit, actor.userUid]], now)
  // Rare, so that no process has to own a timer (architecture.md "Scaling past one machine").
  if (Math.random() < 0.001) await pruneHits(deps.db, now)
  return { created: true, message }
}

/** Each partner's state as `userUid` sees it: suspended, and whether `userUid` blocked them. */
export async function partnerStates(
  deps: AppDeps,
  userUid: string,
  partners: string[],
): Promise<(partner: string) => PartnerState> {
  const [suspended, deleted, blocked] = await Promise.all([
    suspendedAmong(deps, partners),
    deletedAmong(deps, partners),
    blockedBy(deps, userUid, partners),
  ])
  // A deleted account is suspended for good; the conversation says "Deleted user" instead.
  return (partner) => ({
    suspended: suspended.has(partner) && !deleted.has(partner),
    deleted: deleted.has(partner),
    blocked: blocked.has(partner),
  })
}
