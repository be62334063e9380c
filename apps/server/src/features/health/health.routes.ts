import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { HealthSchema, ReadinessSchema } from '@hearth/shared/health'

/** docs/spec/api-conventions.md "Health": /healthz once the database answers, /readyz after migrations. */
export async function healthRoutes(
  parent: FastifyInstance,
  options: { isReady: () => boolean },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      try {
        await app.database.ping()
        return { status: 'ok' as const }
      } catch {
        return reply.code(503).send({ status: 'unavailable' })
      }
    },
  )
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) =>
      options.isReady()
        ? { status: 'ready' as const }
        : reply.code(503).send({ status: 'starting' }),
  )
}
