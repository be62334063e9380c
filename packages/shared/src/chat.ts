import { z } from 'zod'
import { tk } from './i18n-keys'
import { SAFETY_FLAGS } from './safety-flags'

/** docs/spec/marketplace.md §5 "Chat" and the limits; both sides read them from here. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000
export const CLIENT_MESSAGE_ID_MAX_LENGTH = 64
/** Messages per page of `GET /chat/messages-by-profiles/` (newest page first). */
export const CHAT_PAGE_SIZE = 30
/** Most messages one catch-up call (`after=<cursor>`) returns; a full page means "call again". */
export const CHAT_CATCH_UP_LIMIT = 200
/** Length of `message_preview` in the `notification` event. */
export const CHAT_PREVIEW_LENGTH = 80

/** Socket.IO events (path `/socket.io`, handshake `auth: { token: <access token> }`). */
export const CHAT_EVENTS = { message: 'message', notification: 'notification' } as const

export const CONVERSATION_NOT_FOUND = tk('Conversation not found or profiles are invalid')
/** A message holding text PostgreSQL cannot store (NUL, a lone surrogate). */
export const UNSENDABLE_MESSAGE = tk('This message contains characters that cannot be sent.')
const EMPTY_MESSAGE = tk('Type a message before sending.')

const ProfileUid = z
  .string({ error: CONVERSATION_NOT_FOUND })
  .trim()
  .min(1, CONVERSATION_NOT_FOUND)
  .max(64, CONVERSATION_NOT_FOUND)

/** `POST /chat/send-user-message/`. The content is stored exactly as typed: no trimming. */
export const SendChatMessageInputSchema = z.object({
  helper_profile_uid: ProfileUid,
  employer_profile_uid: ProfileUid,
  content: z
    .string({ error: EMPTY_MESSAGE })
    .refine((value) => value.trim() !== '', { message: EMPTY_MESSAGE, abort: true })
    .max(CHAT_MESSAGE_MAX_LENGTH, tk('A message can be at most 2,000 characters long.'))
    // PostgreSQL text cannot hold NUL; refuse it here rather than fail on insert.
    .refine((value) => !value.includes('\u0000'), UNSENDABLE_MESSAGE),
  client_message_id: z
    .string({ error: tk('client_message_id must be text of at most 64 characters.') })
    .min(1, tk('client_message_id must be text of at most 64 characters.'))
    .max(
      CLIENT_MESSAGE_ID_MAX_LENGTH,
      tk('client_message_id must be text of at most 64 characters.'),
    )
    .optional(),
})
export type SendChatMessageInput = z.infer<typeof SendChatMessageInputSchema>

const Cursor = z
  .string()
  .regex(/^[\w-]{1,40}$/, tk('This cursor is not valid.'))
  .optional()

/** `GET /chat/messages-by-profiles/`: no cursor → newest page; `before` → older; `after` → newer. */
export const ChatMessagesQuerySchema = z
  .object({
    helper_profile_uid: ProfileUid,
    employer_profile_uid: ProfileUid,
    before: Cursor,
    after: Cursor,
  })
  .refine((query) => !(query.before && query.after), {
    message: tk('Use either before or after, not both.'),
    path: ['after'],
  })
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuerySchema>

/** docs/spec/marketplace.md §3 "Chat message", with both spellings the spec lists. */
export const ChatMessageSchema = z.object({
  uid: z.string(),
  id: z.string(),
  chat_session_uid: z.string(),
  conversation: z.string(),
  sender_profile_uid: z.object({ id: z.string() }),
  sender: z.string(),
  receiver_profile_uid: z.string(),
  helper_profile_uid: z.string(),
  employer_profile_uid: z.string(),
  content: z.string(),
  created_at: z.string(),
  timestamp: z.string(),
  is_read: z.boolean(),
  client_message_id: z.string().nullable(),
  /** Opaque position for `before` / `after`. */
  cursor: z.string(),
  /** What Hearth's scam rules found in it (issue 23); empty for an ordinary message. */
  safety_flags: z.array(z.enum(SAFETY_FLAGS)),
  /** Removed by Hearth after a report: `content` is then empty. */
  removed: z.boolean(),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

/** `GET /chat/messages-by-profiles/`. */
export const ChatMessagesPageSchema = z.object({
  conversation_uid: z.string(),
  /** Chronological (oldest first). */
  results: z.array(ChatMessageSchema),
  /** Pass as `before` to load older messages; null when there are none. */
  previous_cursor: z.string().nullable(),
  /** Pass as `after` (e.g. after a reconnect) to fetch anything newer than this page. */
  latest_cursor: z.string().nullable(),
  /** Newer messages than `latest_cursor` exist (a catch-up page cut at CHAT_CATCH_UP_LIMIT: call again). */
  has_newer: z.boolean(),
})
export type ChatMessagesPage = z.infer<typeof ChatMessagesPageSchema>

/** docs/spec/marketplace.md §3 "Chat partner"; `GET /chat/partners/{helper|employer}/{uid}/`. */
export const ChatPartnerSchema = z.object({
  uid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image_url: z.string().nullable(),
  /** Their account's id: what `POST /blocks/` and `POST /reports/` take. */
  user_id: z.string(),
  /** Hearth suspended their account: the conversation says so and no message goes to them. */
  suspended: z.boolean(),
  /** They deleted their account (issue 25): shown as "Deleted user"; no message goes to them. */
  deleted: z.boolean(),
  /** The caller blocked them (never says whether they blocked the caller). */
  blocked: z.boolean(),
  /** Hearth verified them (issue 24): "Verified" for a helper, "Verified employer". */
  verified: z.boolean(),
})
export type ChatPartner = z.infer<typeof ChatPartnerSchema>

/** docs/spec/marketplace.md §3 "Conversation"; `partner` is the other side. */
export const ConversationSchema = z.object({
  uid: z.string(),
  participants: z.array(z.object({ id: z.string(), username: z.string() })),
  helper_profile_uid: z.string(),
  employer_profile_uid: z.string(),
  last_message: z
    .object({ content: z.string(), timestamp: z.string(), sender: z.string() })
    .nullable(),
  unread_message_count: z.number().int(),
  partner: ChatPartnerSchema,
})
export type Conversation = z.infer<typeof ConversationSchema>

/** `GET /chat/conversations/`: newest last message first. */
export const ConversationListSchema = z.array(ConversationSchema)

/** `POST /chat/conversations/{uid}/mark-read/`. */
export const MarkReadResponseSchema = z.object({ ok: z.literal(true) })
export type MarkReadResponse = z.infer<typeof MarkReadResponseSchema>

/** The `notification` event, sent to the receiver only. */
export const ChatNotificationSchema = z.object({
  sender_username: z.string(),
  message_preview: z.string(),
  conversation_uid: z.string(),
  sender_profile_uid: z.string(),
})
export type ChatNotification = z.infer<typeof ChatNotificationSchema>
