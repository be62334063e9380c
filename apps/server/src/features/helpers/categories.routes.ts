import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, IdParamsSchema } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { SavedHelperInputSchema } from '@hearth/shared/helper-search'
import { AddCategoryResponseSchema, RemoveCategoryResponseSchema } from '@hearth/shared/helpers'
import { requireActor } from '../../lib/actor'
import { addCategory, removeCategory } from './categories.service'

const tags = ['categories']

/** docs/spec/marketplace.md §7 `POST /applications/employer-saved-helpers/`, and removing a category. */
export async function helperCategoryRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  app.post(
    API_PATHS.helpers.categories,
    {
      schema: {
        tags,
        summary: 'Put a helper into one of the employer’s categories.',
        security: [{ bearer: [] }],
        body: SavedHelperInputSchema,
        response: { 201: AddCategoryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const data = await addCategory(deps, await requireActor(request), request.body)
      return reply.code(201).send({ success: true, error: null, data })
    },
  )
  app.delete(
    API_PATHS.helpers.category,
    {
      schema: {
        tags,
        summary: 'Take a helper out of a category.',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: RemoveCategoryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removeCategory(deps, await requireActor(request), request.params.id),
    }),
  )
}
