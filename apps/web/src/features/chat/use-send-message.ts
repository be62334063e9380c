import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { chatKeys, newClientMessageId, sendChatMessage, type ChatViewer } from './chat-api'
import { addMessagesToCache, applyMessageToConversations, type MessagesData } from './chat-cache'
import type { ChatMessage, ChatPair } from './chat-types'

/** A message shown before the server has it; `sent` holds the server's copy once it answers. */
export type PendingMessage = {
  clientMessageId: string
  content: string
  createdAt: string
  sent: ChatMessage | null
}

function clientIdsIn(data: MessagesData | undefined): Set<string> {
  const ids = new Set<string>()
  for (const page of data?.pages ?? [])
    for (const message of page.results)
      if (message.client_message_id) ids.add(message.client_message_id)
  return ids
}

/**
 * Optimistic sending (docs/spec/marketplace.md §4): the message shows at once and is replaced by the
 * server's (matched by client_message_id); on failure it is removed and `onFailed` gets the text
 * back. Sending the same text again after a failure reuses its id, so the server can tell a
 * retry from a second message.
 */
export function useSendMessage(
  viewer: ChatViewer,
  pair: ChatPair,
  onFailed: (content: string, error: unknown) => void,
) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<PendingMessage[]>([])
  const retryIds = useRef(new Map<string, string>())
  const latestOnFailed = useRef(onFailed)
  useEffect(() => {
    latestOnFailed.current = onFailed
  })

  const send = useCallback(
    async (content: string) => {
      const clientMessageId = retryIds.current.get(content) ?? newClientMessageId()
      retryIds.current.delete(content)
      const cached = clientIdsIn(queryClient.getQueryData<MessagesData>(chatKeys.messages(pair)))
      setPending((list) => [
        // Sent messages the history now holds need no stand-in any more.
        ...list.filter((item) => !(item.sent && cached.has(item.clientMessageId))),
        { clientMessageId, content, createdAt: new Date().toISOString(), sent: null },
      ])
      try {
        const message = await sendChatMessage({ ...pair, content, clientMessageId })
        addMessagesToCache(queryClient, [message])
        applyMessageToConversations(queryClient, viewer, message, { countAsUnread: false })
        setPending((list) =>
          list.map((item) =>
            item.clientMessageId === clientMessageId ? { ...item, sent: message } : item,
          ),
        )
      } catch (error) {
        retryIds.current.set(content, clientMessageId)
        setPending((list) => list.filter((item) => item.clientMessageId !== clientMessageId))
        latestOnFailed.current(content, error)
      }
    },
    [queryClient, viewer, pair],
  )

  return { pending, send }
}
