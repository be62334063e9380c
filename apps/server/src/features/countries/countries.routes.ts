import type { FastifyInstance } from 'fastify'
import { listCountries } from '@hearth/shared/countries'
import { languageOf } from '../../lib/language'

/** docs/spec/marketplace.md §7 `GET /countries`: shipped data, names in the caller's language. */
export async function countryRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries with calling codes and mobile number lengths.',
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400').header('vary', 'Accept-Language')
      return listCountries(languageOf(request))
    },
  )
}
