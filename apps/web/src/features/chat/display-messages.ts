import { isOwnMessage, type ChatViewer } from './chat-api'
import { sentAtOf, type ChatMessage } from './chat-types'
import type { DisplayMessage } from './message-list'
import type { PendingMessage } from './use-send-message'

function fromServer(viewer: ChatViewer, message: ChatMessage): DisplayMessage {
  return {
    // The client message id keeps the optimistic copy and the server's one the same element.
    key: message.client_message_id ?? message.uid,
    id: message.uid,
    content: message.content,
    sentAt: sentAtOf(message),
    mine: isOwnMessage(viewer, message),
    pending: false,
    flags: message.safety_flags ?? [],
    removed: message.removed === true,
  }
}

/**
 * The history, then the messages still on their way. One that the history already holds (from the
 * socket or the send response) is shown once, as the server's message.
 */
export function displayMessages(
  viewer: ChatViewer,
  history: readonly ChatMessage[],
  pending: readonly PendingMessage[],
): DisplayMessage[] {
  const inHistory = new Set(history.map((message) => message.client_message_id))
  return [
    ...history.map((message) => fromServer(viewer, message)),
    ...pending
      .filter((item) => !inHistory.has(item.clientMessageId))
      .map((item) =>
        item.sent
          ? fromServer(viewer, item.sent)
          : {
              key: item.clientMessageId,
              content: item.content,
              sentAt: item.createdAt,
              mine: true,
              pending: true,
            },
      ),
  ]
}
