import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, UidParamsSchema } from '@hearth/shared/api-paths'
import {
  OpeningDisputeInputSchema,
  OpeningInputSchema,
  OpeningOrNoneSchema,
  OpeningSchema,
} from '@hearth/shared/employment-openings'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { requireActor } from '../../lib/actor'
import * as openings from './openings.service'

const tags = ['employments']
const security = [{ bearer: [] }]

/** Issue 22 item 1: the opening figures of an employment that began before Hearth (ADR 0028). */
export async function openingRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.get(
    API_PATHS.employments.openings,
    {
      schema: {
        tags,
        summary: 'An employment’s opening figures, to both parties (null while none were entered).',
        security,
        params: UidParamsSchema,
        response: { 200: OpeningOrNoneSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => openings.getOpening(deps, await requireActor(request), request.params.uid),
  )

  app.put(
    API_PATHS.employments.openings,
    {
      schema: {
        tags,
        summary:
          'The employer enters or corrects the opening figures; they await the helper’s confirmation again.',
        security,
        params: UidParamsSchema,
        body: OpeningInputSchema,
        response: { 200: OpeningSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      openings.putOpening(deps, await requireActor(request), request.params.uid, request.body),
  )

  app.post(
    API_PATHS.employments.openingConfirm,
    {
      schema: {
        tags,
        summary: 'The helper confirms the opening figures: from then on they count.',
        security,
        params: UidParamsSchema,
        response: { 200: OpeningSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      openings.confirmOpening(deps, await requireActor(request), request.params.uid),
  )

  app.post(
    API_PATHS.employments.openingDispute,
    {
      schema: {
        tags,
        summary: 'The helper disputes the opening figures with her reason; they do not count.',
        security,
        params: UidParamsSchema,
        body: OpeningDisputeInputSchema,
        response: { 200: OpeningSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      openings.disputeOpening(deps, await requireActor(request), request.params.uid, request.body),
  )
}
