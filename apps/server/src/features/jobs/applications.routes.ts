import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, UidParamsSchema } from '@hearth/shared/api-paths'
import {
  ApplicationStatusInputSchema,
  JobApplicationInputSchema,
  JobApplicationListSchema,
  JobApplicationSchema,
} from '@hearth/shared/applications'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { requireActor } from '../../lib/actor'
import * as applications from './applications.service'

const tags = ['applications']
const security = [{ bearer: [] }]

/** docs/spec/employment.md §7 application calls (docs/spec/marketplace.md §7 too). */
export async function applicationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.post(
    API_PATHS.jobs.apply,
    {
      schema: {
        tags,
        summary: 'Apply to an ACTIVE posting with the caller’s own helper profile (once).',
        security,
        body: JobApplicationInputSchema,
        response: { 201: JobApplicationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request)
      return reply.code(201).send(await applications.applyToJob(deps, actor, request.body))
    },
  )

  app.get(
    API_PATHS.jobs.byJob,
    {
      schema: {
        tags,
        summary: 'A helper’s own application to the posting, or every one to its owner.',
        security,
        params: UidParamsSchema,
        response: { 200: JobApplicationListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      applications.applicationsForJob(deps, await requireActor(request), request.params.uid),
  )

  app.get(
    API_PATHS.jobs.application,
    {
      schema: {
        tags,
        summary: 'One application, to the posting’s owner or the helper who sent it.',
        security,
        params: UidParamsSchema,
        response: { 200: JobApplicationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      applications.getApplication(deps, await requireActor(request), request.params.uid),
  )

  app.patch(
    API_PATHS.jobs.withdraw,
    {
      schema: {
        tags,
        summary: 'Withdraw the caller’s own application; it cannot be undone.',
        security,
        params: UidParamsSchema,
        response: { 200: JobApplicationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      applications.withdrawApplication(deps, await requireActor(request), request.params.uid),
  )

  app.patch(
    API_PATHS.jobs.updateStatus,
    {
      schema: {
        tags,
        summary: 'Set an application’s status and notes (the posting’s owner).',
        security,
        params: UidParamsSchema,
        body: ApplicationStatusInputSchema,
        response: { 200: JobApplicationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      applications.updateApplicationStatus(
        deps,
        await requireActor(request),
        request.params.uid,
        request.body,
      ),
  )
}
