import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { ReferralSummarySchema } from '@hearth/shared/referrals'
import { requireActor } from '../../lib/actor'
import { referralSummary } from './referral-summary.service'

/** docs/spec/marketplace.md §9 "Referral": the caller's code and rewards. */
export async function referralRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  app.get(
    API_PATHS.referrals.summary,
    {
      schema: {
        tags: ['referrals'],
        summary: 'The caller’s referral code, the people referred and their rewards (HKD).',
        security: [{ bearer: [] }],
        response: { 200: ReferralSummarySchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => referralSummary(deps, await requireActor(request)),
  )
}
