import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { chatKeys, isOwnMessage, type ChatViewer } from './chat-api'
import {
  conversationUidOf,
  sentAtOf,
  type ChatMessage,
  type ChatPair,
  type Conversation,
  type MessagesPage,
} from './chat-types'

export type MessagesData = InfiniteData<MessagesPage, string | null>

function pairOf(message: ChatMessage): ChatPair {
  return { helperUid: message.helper_profile_uid, employerUid: message.employer_profile_uid }
}

function byTime(a: ChatMessage, b: ChatMessage): number {
  return Date.parse(sentAtOf(a)) - Date.parse(sentAtOf(b))
}

/**
 * Puts messages into a loaded conversation: a known uid is replaced, a new one joins the newest
 * page in time order. Returns the same object when nothing changed.
 */
export function mergeMessages(data: MessagesData, incoming: readonly ChatMessage[]): MessagesData {
  if (incoming.length === 0) return data
  const known = new Set(data.pages.flatMap((page) => page.results.map((m) => m.uid)))
  const replacements = new Map(incoming.filter((m) => known.has(m.uid)).map((m) => [m.uid, m]))
  const added = incoming.filter((m) => !known.has(m.uid))
  const pages = data.pages.map((page, index) => {
    const results = page.results.map((m) => replacements.get(m.uid) ?? m)
    if (index !== 0 || added.length === 0) return { ...page, results }
    const newest = added.reduce<ChatMessage | undefined>(
      (latest, m) => (!latest || byTime(m, latest) >= 0 ? m : latest),
      undefined,
    )
    return {
      ...page,
      conversation_uid: page.conversation_uid ?? (newest ? conversationUidOf(newest) : null),
      results: [...results, ...added].sort(byTime),
      latest_cursor: newest?.cursor ?? page.latest_cursor,
    }
  })
  return { ...data, pages }
}

/** Adds messages to their conversation's cached history, if that conversation has been opened. */
export function addMessagesToCache(queryClient: QueryClient, messages: readonly ChatMessage[]) {
  const first = messages[0]
  if (!first) return
  queryClient.setQueryData<MessagesData>(chatKeys.messages(pairOf(first)), (data) =>
    data ? mergeMessages(data, messages) : data,
  )
}

/**
 * Moves the message's conversation to the top of the list with the new preview. An unknown
 * conversation (the first message of a new chat) makes the list load again.
 */
export function applyMessageToConversations(
  queryClient: QueryClient,
  viewer: ChatViewer,
  message: ChatMessage,
  options: { countAsUnread: boolean },
) {
  const list = queryClient.getQueryData<Conversation[]>(chatKeys.conversations())
  const uid = conversationUidOf(message)
  const index =
    list?.findIndex((conversation) =>
      uid
        ? conversation.uid === uid
        : conversation.helper_profile_uid === message.helper_profile_uid &&
          conversation.employer_profile_uid === message.employer_profile_uid,
    ) ?? -1
  const current = list?.[index]
  if (!list || !current) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() })
    return
  }
  const sentAt = sentAtOf(message)
  if (current.last_message && Date.parse(current.last_message.timestamp) > Date.parse(sentAt))
    return
  const unread =
    options.countAsUnread && !isOwnMessage(viewer, message)
      ? current.unread_message_count + 1
      : current.unread_message_count
  const updated: Conversation = {
    ...current,
    last_message: {
      content: message.content,
      timestamp: sentAt,
      sender: message.sender_profile_uid.id,
    },
    unread_message_count: unread,
  }
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), [
    updated,
    ...list.filter((_, i) => i !== index),
  ])
}

export function setConversationRead(queryClient: QueryClient, conversationUid: string) {
  queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (list) =>
    list?.map((conversation) =>
      conversation.uid === conversationUid && conversation.unread_message_count > 0
        ? { ...conversation, unread_message_count: 0 }
        : conversation,
    ),
  )
}

export function totalUnread(list: readonly Conversation[] | undefined): number {
  return (list ?? []).reduce((sum, c) => sum + Math.max(0, c.unread_message_count || 0), 0)
}
