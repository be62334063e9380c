import type { FastifyInstance } from 'fastify'

/** docs/spec/api-conventions.md "Health": /healthz once the database answers, /readyz after migrations. */
export async function healthRoutes(
  app: FastifyInstance,
  options: { isReady: () => boolean },
): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping()
      return { status: 'ok' }
    } catch {
      return reply.code(503).send({ status: 'unavailable' })
    }
  })
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) =>
    options.isReady() ? { status: 'ready' } : reply.code(503).send({ status: 'starting' }),
  )
}
