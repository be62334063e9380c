import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, UidParamsSchema } from '@hearth/shared/api-paths'
import {
  ChatMessageSchema,
  ChatMessagesPageSchema,
  ChatMessagesQuerySchema,
  ChatPartnerSchema,
  ConversationListSchema,
  MarkReadResponseSchema,
  SendChatMessageInputSchema,
  UNSENDABLE_MESSAGE,
} from '@hearth/shared/chat'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { requireActor } from '../../lib/actor'
import {
  getEmployerPartner,
  getHelperPartner,
  getMessages,
  listConversations,
  markConversationRead,
} from './chat-reads.service'
import { sendMessage } from './chat.service'

const tags = ['chat']
const security = [{ bearer: [] }]

/** docs/spec/marketplace.md §7 `/chat/...` calls, and the chat-partner look-ups the spec leaves unshown. */
export async function chatRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.post(
    API_PATHS.chat.send,
    {
      config: { malformedTextMessages: { content: UNSENDABLE_MESSAGE } },
      schema: {
        tags,
        summary:
          'Send a message to the other side of an employer–helper pair (201; 200 for a retry with the same client_message_id).',
        security,
        body: SendChatMessageInputSchema,
        response: { 200: ChatMessageSchema, 201: ChatMessageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { created, message } = await sendMessage(
        deps,
        await requireActor(request),
        request.body,
      )
      return reply.code(created ? 201 : 200).send(message)
    },
  )

  app.get(
    API_PATHS.chat.conversations,
    {
      schema: {
        tags,
        summary: 'The caller’s conversations, newest last message first.',
        security,
        response: { 200: ConversationListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listConversations(deps, await requireActor(request)),
  )

  app.post(
    API_PATHS.chat.markRead,
    {
      schema: {
        tags,
        summary: 'Mark every message to the caller in the conversation as read.',
        security,
        params: UidParamsSchema,
        response: { 200: MarkReadResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => markConversationRead(deps, await requireActor(request), request.params.uid),
  )

  app.get(
    API_PATHS.chat.messages,
    {
      schema: {
        tags,
        summary:
          'A page of a conversation (30, oldest first): the newest, `before` a cursor, or up to 200 `after` one.',
        security,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessagesPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getMessages(deps, await requireActor(request), request.query),
  )

  app.get(
    API_PATHS.chat.helperPartner,
    {
      schema: {
        tags,
        summary: 'Name and picture of a helper to chat with (employers).',
        security,
        params: UidParamsSchema,
        response: { 200: ChatPartnerSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getHelperPartner(deps, await requireActor(request), request.params.uid),
  )

  app.get(
    API_PATHS.chat.employerPartner,
    {
      schema: {
        tags,
        summary: 'Name of an employer the helper has a conversation with.',
        security,
        params: UidParamsSchema,
        response: { 200: ChatPartnerSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getEmployerPartner(deps, await requireActor(request), request.params.uid),
  )
}
