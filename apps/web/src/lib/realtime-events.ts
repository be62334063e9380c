import type { ApplicationNotification } from '@hearth/shared/applications'
import type { ChatMessage, ChatNotification } from '@hearth/shared/chat'

/**
 * What the socket's events carry, checked against the server's schemas: `message`, a full chat
 * message (to both participants); the socket's `notification` (receiver only) is a
 * `chat-notification` or an `application-notification` (an application made or its status
 * changed), by its shape. A payload of neither shape reaches no listener.
 */
export type RealtimePayloads = {
  message: ChatMessage
  'chat-notification': ChatNotification
  'application-notification': ApplicationNotification
}
export type RealtimeEvent = keyof RealtimePayloads

/** realtime-payloads.ts: true when `payload` has the shape the server's schema gives `event`. */
export type PayloadCheck = <E extends RealtimeEvent>(
  event: E,
  payload: unknown,
) => payload is RealtimePayloads[E]
