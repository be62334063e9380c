import { useQueryClient } from '@tanstack/react-query'
import { useAuth } from '../../lib/auth'
import { canUseChat, useRealtimeConnect, useRealtimeEvent } from '../../lib/realtime'
import { isReadOnArrival } from './active-conversation'
import { chatKeys, useConversations, chatViewerOf } from './chat-api'
import { addMessagesToCache, applyMessageToConversations, totalUnread } from './chat-cache'

/**
 * Applies live messages to the query cache wherever the user is: the open conversation, the
 * conversation list and the unread count in the top bar. After a reconnect the list is loaded
 * again, since messages may have been missed.
 */
export function useChatLiveUpdates() {
  const queryClient = useQueryClient()
  const { user } = useAuth()

  // The socket's payloads arrive checked against the server's schema (lib/realtime.ts).
  useRealtimeEvent('message', (payload) => {
    const viewer = chatViewerOf(user)
    if (!viewer) return
    addMessagesToCache(queryClient, [payload])
    applyMessageToConversations(queryClient, viewer, payload, {
      countAsUnread: !isReadOnArrival(payload),
    })
  })

  useRealtimeConnect(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() })
  })
}

/** Unread messages over all conversations, for the Messages link; 0 for users who cannot chat. */
export function useUnreadChatCount(): number {
  const { user } = useAuth()
  const conversations = useConversations(canUseChat(user))
  return canUseChat(user) ? totalUnread(conversations.data) : 0
}
