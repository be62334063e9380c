import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { TimelineParamsSchema, TimelineQuerySchema, TimelineSchema } from '@hearth/shared/timeline'
import { requireActor } from '../../lib/actor'
import { languageOf } from '../../lib/language'
import { timelineOfEmployment } from './timeline.service'

/** Issue 14 "Timeline and reminders": an employment's dated events, to its two parties. */
export async function timelineRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.get(
    API_PATHS.timeline.employment,
    {
      schema: {
        tags: ['employments'],
        summary:
          'An employment’s dated events (contract, renewal, documents, service thresholds, leave years, wages due), past and upcoming.',
        security: [{ bearer: [] }],
        params: TimelineParamsSchema,
        querystring: TimelineQuerySchema,
        response: { 200: TimelineSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      timelineOfEmployment(
        deps,
        await requireActor(request),
        request.params.uid,
        request.query,
        languageOf(request),
      ),
  )
}
