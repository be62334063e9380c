import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, UidParamsSchema } from '@hearth/shared/api-paths'
import { PostingsWithApplicationsSchema } from '@hearth/shared/applications'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import {
  EmployerPostingsQuerySchema,
  FeaturedJobsSchema,
  JobListPageSchema,
  JobPostingInputSchema,
  JobPostingPageSchema,
  JobPostingSchema,
  JobPostingUpdateResponseSchema,
  JobSearchQuerySchema,
} from '@hearth/shared/jobs'
import { optionalActor, requireActor } from '../../lib/actor'
import { OPTIONAL_SESSION } from '../../lib/request-guards'
import { languageOf } from '../../lib/language'
import { postingsWithApplications } from './applications.service'
import { featuredJobs, searchJobs } from './job-search.service'
import * as jobs from './jobs.service'

const tags = ['jobs']
const security = [{ bearer: [] }]

function pageUrlOf(request: FastifyRequest, appUrl: string) {
  return (page: number) => {
    const url = new URL(request.url, appUrl)
    url.searchParams.set('page', String(page))
    return url.toString()
  }
}

/** docs/spec/marketplace.md §7 postings calls, and the helper job search the spec leaves open. */
export async function jobRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.get(
    API_PATHS.jobs.postings,
    {
      schema: {
        tags,
        summary: 'The caller’s own postings, newest first (10 a page).',
        security,
        querystring: EmployerPostingsQuerySchema,
        response: { 200: JobPostingPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      jobs.listOwnPostings(
        deps,
        await requireActor(request),
        request.query,
        pageUrlOf(request, deps.config.appUrl),
        languageOf(request),
      ),
  )

  app.post(
    API_PATHS.jobs.postings,
    {
      schema: {
        tags,
        summary: 'Post a job (employers with an active plan).',
        security,
        body: JobPostingInputSchema,
        response: { 201: JobPostingSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request)
      const posting = await jobs.createPosting(deps, actor, request.body, languageOf(request))
      return reply.code(201).send(posting)
    },
  )

  app.get(
    API_PATHS.jobs.myWithApplications,
    {
      schema: {
        tags,
        summary: 'Every posting of the caller with its applications.',
        security,
        response: { 200: PostingsWithApplicationsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      postingsWithApplications(deps, await requireActor(request), languageOf(request)),
  )

  app.get(
    API_PATHS.jobs.posting,
    {
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary:
          'One posting: ACTIVE, FILLED, EXPIRED or CLOSED to anyone, any status to its owner.',
        params: UidParamsSchema,
        response: { 200: JobPostingSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      jobs.getPosting(deps, await optionalActor(request), request.params.uid, languageOf(request)),
  )

  app.put(
    API_PATHS.jobs.postingUpdate,
    {
      schema: {
        tags,
        summary: 'Edit a posting (its owner only); every field is sent.',
        security,
        params: UidParamsSchema,
        body: JobPostingInputSchema,
        response: { 200: JobPostingUpdateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const actor = await requireActor(request)
      const data = await jobs.updatePosting(
        deps,
        actor,
        request.params.uid,
        request.body,
        languageOf(request),
      )
      return { success: true as const, data, error: null }
    },
  )

  app.get(
    API_PATHS.jobs.search,
    {
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary:
          'The helper job search: filters, the caller’s applications first, then plan rank, then newest (10 a page).',
        querystring: JobSearchQuerySchema,
        response: { 200: JobListPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      searchJobs(
        deps,
        // Not awaited here: the search counts its matches while the caller is resolved.
        optionalActor(request),
        request.query,
        pageUrlOf(request, deps.config.appUrl),
        languageOf(request),
      ),
  )

  app.get(
    API_PATHS.jobs.featured,
    {
      schema: {
        tags,
        summary: 'Premium employers’ ACTIVE postings, newest first: the home page’s featured jobs.',
        response: { 200: FeaturedJobsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => featuredJobs(deps, languageOf(request)),
  )

  app.get(
    API_PATHS.jobs.detail,
    {
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary:
          'A posting as helpers and the public read it (ACTIVE, FILLED, EXPIRED or CLOSED), with the caller’s application.',
        params: UidParamsSchema,
        response: { 200: JobPostingSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      jobs.getPosting(deps, await optionalActor(request), request.params.uid, languageOf(request)),
  )
}
