import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRealtimeConnect } from '../../lib/realtime'
import { chatKeys, fetchMessages, markConversationRead } from './chat-api'
import { addMessagesToCache, setConversationRead, type MessagesData } from './chat-cache'
import type { ChatPair } from './chat-types'

/** Catch-up pages after a reconnect; each holds up to CHAT_CATCH_UP_LIMIT messages. */
const MAX_CATCH_UP_CALLS = 10

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

function isVisible() {
  return document.visibilityState === 'visible'
}

/**
 * Keeps an open conversation current: marks it read when opened and when the partner's messages
 * arrive while it is on screen, and after a (re)connect fetches what was missed.
 */
export function useConversationSync(
  pair: ChatPair,
  conversationUid: string | null,
  lastIncomingUid: string | null,
) {
  const queryClient = useQueryClient()
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true)
  const markedFor = useRef<string | null>(null)

  useEffect(() => {
    if (!conversationUid || !lastIncomingUid || !visible) return
    if (markedFor.current === lastIncomingUid) return
    markedFor.current = lastIncomingUid
    markConversationRead(conversationUid).then(
      () => setConversationRead(queryClient, conversationUid),
      () => {
        // Try again with the next message or the next visit; the badge stays as it was.
        markedFor.current = null
      },
    )
  }, [conversationUid, lastIncomingUid, visible, queryClient])

  useRealtimeConnect(() => {
    void catchUp(queryClient, pair)
  })
}

/** Fetches what was missed while disconnected: everything after the newest message held. */
async function catchUp(queryClient: QueryClient, pair: ChatPair) {
  const key = chatKeys.messages(pair)
  const data = queryClient.getQueryData<MessagesData>(key)
  if (!data) return
  let after = data.pages[0]?.latest_cursor
  if (!after) {
    await queryClient.invalidateQueries({ queryKey: key })
    return
  }
  try {
    for (let call = 0; call < MAX_CATCH_UP_CALLS; call += 1) {
      const page = await fetchMessages(pair, { after })
      addMessagesToCache(queryClient, page.results)
      if (!page.has_newer || !page.latest_cursor || page.latest_cursor === after) break
      after = page.latest_cursor
    }
  } catch {
    await queryClient.invalidateQueries({ queryKey: key })
  }
}
