import {
  CHAT_EVENTS,
  CHAT_PREVIEW_LENGTH,
  CONVERSATION_NOT_FOUND,
  type ChatMessage,
  type ChatNotification,
  type SendChatMessageInput,
} from '@hearth/shared/chat'
import { tk } from '@hearth/shared/i18n-keys'
import type { Caller, UserRow } from '../../lib/auth'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { assertUnderLimits, pruneHits, recordHits, type Limit } from '../../lib/rate-limit'
import { newUid } from '../../lib/tokens'
import { employerProfileFor } from '../employers/employers.service'
import { findHelperForUser, hasActiveAccess } from '../helpers/helpers.service'
import { employerDisplayName, helperDisplayName, presentMessage } from './chat.presenter'
import * as repo from './chat.repository'

export type Side = 'helper' | 'employer'

const conversationNotFound = () => new AppError('not_found', CONVERSATION_NOT_FOUND)

function sideOfUser(user: UserRow): Side {
  return user.userType === 'helper' ? 'helper' : 'employer'
}

/**
 * The user's detail profile uid (helper or employer profile): their Socket.IO room and their
 * side of every conversation. Undefined for a helper who has not made a profile yet.
 */
export async function chatRoomFor(deps: AppDeps, user: UserRow): Promise<string | undefined> {
  const profile =
    user.userType === 'helper'
      ? await findHelperForUser(deps, user.uid)
      : await employerProfileFor(deps, user.uid)
  return profile?.uid
}

/** docs/spec/marketplace.md §5: chat needs a complete profile; a helper needs a detail profile. */
async function assertCanChat(deps: AppDeps, user: UserRow): Promise<void> {
  if (user.userType === 'helper' && !(await findHelperForUser(deps, user.uid))) {
    throw new AppError(
      'permission_denied',
      tk('Create your helper profile before you chat with employers.'),
    )
  }
}

/** The pair when the caller owns one of its profiles; anyone else learns nothing (404). */
export async function pairForCaller(
  deps: AppDeps,
  caller: Caller,
  helperProfileUid: string,
  employerProfileUid: string,
  clientMessageId?: string,
): Promise<{ pair: repo.Pair; side: Side }> {
  const side = sideOfUser(caller.user)
  const senderProfileUid = side === 'helper' ? helperProfileUid : employerProfileUid
  const pair = await repo.findPair(
    deps.db,
    helperProfileUid,
    employerProfileUid,
    clientMessageId ? { senderProfileUid, clientMessageId } : undefined,
  )
  const owner = side === 'helper' ? pair?.helper.userUid : pair?.employer.userUid
  if (!pair || owner !== caller.user.uid) {
    await assertCanChat(deps, caller.user)
    throw conversationNotFound()
  }
  return { pair, side }
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
function replay(existing: repo.MessageRow, pair: repo.Pair, input: SendChatMessageInput) {
  if (existing.conversationUid !== pair.conversation?.uid || existing.content !== input.content) {
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
  caller: Caller,
  input: SendChatMessageInput,
): Promise<{ created: boolean; message: ChatMessage }> {
  const { pair, side } = await pairForCaller(
    deps,
    caller,
    input.helper_profile_uid,
    input.employer_profile_uid,
    input.client_message_id,
  )
  const now = deps.clock()
  // Drafts are hidden from employers: a conversation can only start with a published profile.
  if (side === 'employer' && pair.helper.isDraft && !pair.conversation) throw conversationNotFound()
  const sender = side === 'helper' ? pair.helper.uid : pair.employer.uid
  const receiver = side === 'helper' ? pair.employer.uid : pair.helper.uid
  if (pair.earlier) return { created: false, message: replay(pair.earlier, pair, input) }
  if (side === 'employer' && !hasActiveAccess(caller.user, now)) {
    throw new AppError('subscription_required', tk('An active plan is needed to send messages.'))
  }
  const limit = chatLimit(deps)
  await assertUnderLimits(deps.db, [[limit, caller.user.uid]], now)
  const pairUids = { helperProfileUid: pair.helper.uid, employerProfileUid: pair.employer.uid }
  const stored = await repo.insertMessage(
    deps.db,
    { conversationUid: pair.conversation?.uid ?? newUid(), ...pairUids },
    {
      uid: newUid(),
      senderProfileUid: sender,
      receiverProfileUid: receiver,
      content: input.content,
      clientMessageId: input.client_message_id ?? null,
      createdAt: now,
    },
  )
  if (!stored) {
    // A concurrent retry stored it first (perhaps creating the conversation too).
    const fresh = await repo.findPair(deps.db, pair.helper.uid, pair.employer.uid, {
      senderProfileUid: sender,
      clientMessageId: input.client_message_id!,
    })
    return { created: false, message: replay(fresh!.earlier!, fresh!, input) }
  }
  const message = presentMessage(stored.message, pairUids)
  const notification: ChatNotification = {
    sender_username:
      side === 'helper'
        ? helperDisplayName(pair.helper)
        : employerDisplayName(pair.employer.contactPersonName, caller.user.email),
    message_preview: preview(input.content),
    conversation_uid: stored.conversationUid,
    sender_profile_uid: sender,
  }
  deps.realtime.emit([pair.helper.uid, pair.employer.uid], CHAT_EVENTS.message, message)
  deps.realtime.emit([receiver], CHAT_EVENTS.notification, notification)
  // Counted once stored; a failure here leaves a message that a retry (same id) returns.
  await recordHits(deps.db, [[limit, caller.user.uid]], now)
  // Rare, so that no process has to own a timer (architecture.md "Scaling past one machine").
  if (Math.random() < 0.001) await pruneHits(deps.db, now)
  return { created: true, message }
}
