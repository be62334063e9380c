import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { CountryListSchema, listCountries } from '@hearth/shared/countries'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { languageOf } from '../../lib/language'

/** docs/spec/marketplace.md §7 `GET /countries`: shipped data, names in the caller's language. */
export async function countryRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  app.get(
    API_PATHS.countries.list,
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries with calling codes and mobile number lengths.',
        response: { 200: CountryListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400').header('vary', 'Accept-Language')
      return listCountries(languageOf(request))
    },
  )
}
