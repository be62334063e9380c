import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import {
  BlockInputSchema,
  BlockListSchema,
  BlockSchema,
  UnblockedSchema,
  UserIdParamsSchema,
} from '@hearth/shared/safety'
import { requireActor } from '../../lib/actor'
import { blockUser, listBlocks, unblockUser } from './blocks.service'

const tags = ['safety']
const security = [{ bearer: [] }]

/** Issue 23 item 4: `POST /blocks/`, `GET /blocks/`, `DELETE /blocks/{user_id}/`. */
export async function blockRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.post(
    API_PATHS.safety.blocks,
    {
      schema: {
        tags,
        summary:
          'Block a user (their `id` from the user session or a conversation’s participants): no messages either way until unblocked (201; 200 if already blocked).',
        security,
        body: BlockInputSchema,
        response: { 200: BlockSchema, 201: BlockSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { created, block } = await blockUser(
        deps,
        await requireActor(request),
        request.body.user_id,
      )
      return reply.code(created ? 201 : 200).send(block)
    },
  )

  app.get(
    API_PATHS.safety.blocks,
    {
      schema: {
        tags,
        summary: 'The users the caller has blocked, newest first.',
        security,
        response: { 200: BlockListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listBlocks(deps, await requireActor(request)),
  )

  app.delete(
    API_PATHS.safety.block,
    {
      schema: {
        tags,
        summary: 'Unblock a user (204); 404 when the caller had not blocked them.',
        security,
        params: UserIdParamsSchema,
        response: { 204: UnblockedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await unblockUser(deps, await requireActor(request), request.params.user_id)
      return reply.code(204).send(null)
    },
  )
}
