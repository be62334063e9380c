import { ApplicationNotificationSchema } from '@hearth/shared/applications'
import { ChatMessageSchema, ChatNotificationSchema } from '@hearth/shared/chat'
import type { PayloadCheck, RealtimeEvent, RealtimePayloads } from './realtime-events'

// The zod side of the socket's events: a chunk of its own that lib/realtime.ts loads with the
// first event, so that zod is not part of every signed-in page (docs/decisions/0009).

const SCHEMAS = {
  message: ChatMessageSchema,
  'chat-notification': ChatNotificationSchema,
  'application-notification': ApplicationNotificationSchema,
} satisfies Record<RealtimeEvent, unknown>

/** True when `payload` has the shape the server's schema gives `event`. */
export const isRealtimePayload: PayloadCheck = <E extends RealtimeEvent>(
  event: E,
  payload: unknown,
): payload is RealtimePayloads[E] => SCHEMAS[event].safeParse(payload).success
