import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EmployerDetailsInputSchema } from '@hearth/shared/employers'
import { requireActor } from '../../lib/actor'
import { getEmployerProfile, updateEmployerProfile } from './employers.service'

const tags = ['employers']
const Params = z.object({ id: z.string().min(1) })

/** docs/spec/marketplace.md §7: `GET /employer/profiles/view/{id}/` and `PUT /employer/profiles/{id}/`. */
export async function employerRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  app.get(
    '/employer/profiles/view/:id/',
    {
      schema: {
        tags,
        summary: 'The caller’s own employer details.',
        security: [{ bearer: [] }],
        params: Params,
      },
    },
    async (request) => getEmployerProfile(deps, await requireActor(request), request.params.id),
  )
  app.put(
    '/employer/profiles/:id/',
    {
      schema: {
        tags,
        summary: 'Change the employer details (JSON or multipart).',
        security: [{ bearer: [] }],
        params: Params,
        body: EmployerDetailsInputSchema,
      },
    },
    async (request) => ({
      success: true,
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
