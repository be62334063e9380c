import { ChatNotifications } from '../features/chat/chat-notifications'
import { useChatLiveUpdates } from '../features/chat/use-chat-live-updates'

/** Live chat for the whole app: cache updates from the socket, and new-message toasts. */
export function ChatLiveUpdates() {
  useChatLiveUpdates()
  return <ChatNotifications />
}
