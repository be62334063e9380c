import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { EmploymentListSchema } from '@hearth/shared/employments'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { requireActor } from '../../lib/actor'
import { listEmployments } from '../contracts/detailed-employments.service'
import { leaveOfEmployments } from './leave-summaries.service'

const tags = ['employments']
const security = [{ bearer: [] }]

/**
 * docs/spec/employment.md §7 `GET /employments/detailed-employments/`: the contracts feature's
 * employment list with each employment's leave figures. It is leave's route because leave sits
 * above contracts (docs/decisions/0019-feature-dependencies.md); `app.ts` registers it just
 * before the contract calls, where it has always been in the API document.
 */
export async function detailedEmploymentRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.get(
    API_PATHS.employments.detailed,
    {
      schema: {
        tags,
        summary: 'The caller’s employments: an employer’s, or (read-only) a helper’s own.',
        security,
        response: { 200: EmploymentListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      listEmployments(deps, await requireActor(request), (employments, today) =>
        leaveOfEmployments(deps, employments, today),
      ),
  )
}
