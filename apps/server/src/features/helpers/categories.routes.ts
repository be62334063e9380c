import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SavedHelperInputSchema } from '@hearth/shared/helper-search'
import { requireActor } from '../../lib/actor'
import { addCategory, removeCategory } from './categories.service'

const tags = ['categories']

/** docs/spec/marketplace.md §7 `POST /applications/employer-saved-helpers/`, and removing a category. */
export async function helperCategoryRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  app.post(
    '/applications/employer-saved-helpers/',
    {
      schema: {
        tags,
        summary: 'Put a helper into one of the employer’s categories.',
        security: [{ bearer: [] }],
        body: SavedHelperInputSchema,
      },
    },
    async (request, reply) => {
      const data = await addCategory(deps, await requireActor(request), request.body)
      return reply.code(201).send({ success: true, error: null, data })
    },
  )
  app.delete(
    '/applications/employer-saved-helpers/:id/',
    {
      schema: {
        tags,
        summary: 'Take a helper out of a category.',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().min(1) }),
      },
    },
    async (request) => ({
      success: true,
      data: await removeCategory(deps, await requireActor(request), request.params.id),
    }),
  )
}
