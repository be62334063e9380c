import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, IdParamsSchema } from '@hearth/shared/api-paths'
import {
  EmployerDetailsInputSchema,
  EmployerDetailsResponseSchema,
  EmployerDetailsSchema,
} from '@hearth/shared/employers'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { requireActor } from '../../lib/actor'
import { getEmployerProfile, updateEmployerProfile } from './employers.service'

const tags = ['employers']

/** docs/spec/marketplace.md §7: `GET /employer/profiles/view/{id}/` and `PUT /employer/profiles/{id}/`. */
export async function employerRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  app.get(
    API_PATHS.employers.view,
    {
      schema: {
        tags,
        summary: 'The caller’s own employer details.',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: EmployerDetailsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getEmployerProfile(deps, await requireActor(request), request.params.id),
  )
  app.put(
    API_PATHS.employers.profile,
    {
      schema: {
        tags,
        summary: 'Change the employer details (JSON or multipart).',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: EmployerDetailsInputSchema,
        response: { 200: EmployerDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateEmployerProfile(
        deps,
        await requireActor(request),
        request.params.id,
        request.body,
      ),
      error: null,
    }),
  )
}
