import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ChatMessagesQuerySchema, SendChatMessageInputSchema } from '@hearth/shared/chat'
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
const Uid = z.string().min(1).max(64)

/** docs/spec/marketplace.md §7 `/chat/...` calls, and the chat-partner look-ups the spec leaves unshown. */
export async function chatRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.post(
    '/chat/send-user-message/',
    {
      schema: {
        tags,
        summary:
          'Send a message to the other side of an employer–helper pair (201; 200 for a retry with the same client_message_id).',
        security,
        body: SendChatMessageInputSchema,
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
    '/chat/conversations/',
    {
      schema: {
        tags,
        summary: 'The caller’s conversations, newest last message first.',
        security,
      },
    },
    async (request) => listConversations(deps, await requireActor(request)),
  )

  app.post(
    '/chat/conversations/:uid/mark-read/',
    {
      schema: {
        tags,
        summary: 'Mark every message to the caller in the conversation as read.',
        security,
        params: z.object({ uid: Uid }),
      },
    },
    async (request) => markConversationRead(deps, await requireActor(request), request.params.uid),
  )

  app.get(
    '/chat/messages-by-profiles/',
    {
      schema: {
        tags,
        summary:
          'A page of a conversation (30, oldest first): the newest, `before` a cursor, or up to 200 `after` one.',
        security,
        querystring: ChatMessagesQuerySchema,
      },
    },
    async (request) => getMessages(deps, await requireActor(request), request.query),
  )

  app.get(
    '/chat/partners/helper/:uid/',
    {
      schema: {
        tags,
        summary: 'Name and picture of a helper to chat with (employers).',
        security,
        params: z.object({ uid: Uid }),
      },
    },
    async (request) => getHelperPartner(deps, await requireActor(request), request.params.uid),
  )

  app.get(
    '/chat/partners/employer/:uid/',
    {
      schema: {
        tags,
        summary: 'Name of an employer the helper has a conversation with.',
        security,
        params: z.object({ uid: Uid }),
      },
    },
    async (request) => getEmployerPartner(deps, await requireActor(request), request.params.uid),
  )
}
