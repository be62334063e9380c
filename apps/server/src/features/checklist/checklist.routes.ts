import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import {
  ChecklistProgressSchema,
  ChecklistSchema,
  ChecklistStartInputSchema,
  ChecklistSubItemInputSchema,
  ChecklistSubItemParamsSchema,
} from '@hearth/shared/checklist'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { requireActor } from '../../lib/actor'
import { languageOf } from '../../lib/language'
import { checklistOf, mergeVisitorProgress, setStartDate, toggleSubItem } from './checklist.service'

const tags = ['checklist']
const security = [{ bearer: [] }]

/** docs/spec/marketplace.md §2 "Hiring checklist page", §3, §4: kept per signed-in user. */
export async function checklistRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  const { state, subItem, merge } = API_PATHS.checklist

  app.get(
    state,
    {
      schema: {
        tags,
        security,
        summary: 'The caller’s hiring checklist: start date, target date, steps and progress.',
        response: { 200: ChecklistSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => checklistOf(deps, await requireActor(request), languageOf(request)),
  )

  app.put(
    state,
    {
      schema: {
        tags,
        security,
        summary: 'Sets the start date (YYYY-MM-DD) or clears it (null).',
        body: ChecklistStartInputSchema,
        response: { 200: ChecklistSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      setStartDate(deps, await requireActor(request), languageOf(request), request.body.start_date),
  )

  app.patch(
    subItem,
    {
      schema: {
        tags,
        security,
        summary: 'Marks a sub-task done or not done and re-evaluates its step.',
        params: ChecklistSubItemParamsSchema,
        body: ChecklistSubItemInputSchema,
        response: { 200: ChecklistSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      toggleSubItem(
        deps,
        await requireActor(request),
        languageOf(request),
        request.params.id,
        request.params.subId,
        request.body.is_completed,
      ),
  )

  app.post(
    merge,
    {
      schema: {
        tags,
        security,
        summary: 'Merges a visitor’s browser checklist into the account’s (on sign-in).',
        body: ChecklistProgressSchema,
        response: { 200: ChecklistSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      mergeVisitorProgress(deps, await requireActor(request), languageOf(request), request.body),
  )
}
