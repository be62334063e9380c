import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { MyReportsSchema, ReportInputSchema, ReportSchema } from '@hearth/shared/safety'
import {
  AuditPageSchema,
  AuditQuerySchema,
  OperatorIdParamsSchema,
  OperatorReportDetailSchema,
  OperatorReportPageSchema,
  OperatorReportsQuerySchema,
  ResolveReportInputSchema,
  OperatorPersonSchema,
  SuspendedUsersSchema,
  SuspensionInputSchema,
} from '@hearth/shared/operator'
import { requireActor } from '../../lib/actor'
import { requireOperator } from '../../lib/request-guards'
import {
  getReport,
  listAudit,
  listReports,
  listSuspended,
  resolveReport,
  suspendAccount,
  unsuspendAccount,
} from './operator.service'
import { createReport, myReports } from './reports.service'

const security = [{ bearer: [] }]

/** Issue 23 item 2: reports by signed-in users. */
export async function reportRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  const tags = ['safety']

  app.post(
    API_PATHS.safety.reports,
    {
      schema: {
        tags,
        summary:
          'Report a helper profile, an employer profile, a job posting or a message (201; 200 with the open report when the caller already reported it). At most 20 a day.',
        security,
        body: ReportInputSchema,
        response: { 200: ReportSchema, 201: ReportSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { created, report } = await createReport(
        deps,
        await requireActor(request),
        request.body,
      )
      return reply.code(created ? 201 : 200).send(report)
    },
  )

  app.get(
    API_PATHS.safety.myReports,
    {
      schema: {
        tags,
        summary:
          'The caller’s reports, newest first, with their status (open, actioned, dismissed).',
        security,
        response: { 200: MyReportsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => myReports(deps, await requireActor(request)),
  )
}

/**
 * Issue 23 items 1 and 3: the operators' API. Every route answers 404 to anyone who is not an
 * operator (`config.operatorOnly`, checked before anything else in lib/request-guards.ts).
 */
export async function operatorRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  const tags = ['operator']
  const config = { operatorOnly: true }

  app.get(
    API_PATHS.operator.reports,
    {
      config,
      schema: {
        tags,
        summary:
          'The report queue: `status` (open by default), `order` newest or most_reported, 20 a page.',
        security,
        querystring: OperatorReportsQuerySchema,
        response: { 200: OperatorReportPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listReports(deps, request.query),
  )

  app.get(
    API_PATHS.operator.report,
    {
      config,
      schema: {
        tags,
        summary: 'One report, with the reported thing as its viewers see it.',
        security,
        params: OperatorIdParamsSchema,
        response: { 200: OperatorReportDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getReport(deps, request.params.id),
  )

  app.post(
    API_PATHS.operator.resolve,
    {
      config,
      schema: {
        tags,
        summary:
          'Resolve a report, and every other open report on the same target: dismiss, hide_target or suspend_user, with a note. 409 when it is no longer open.',
        security,
        params: OperatorIdParamsSchema,
        body: ResolveReportInputSchema,
        response: { 200: OperatorReportDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      resolveReport(deps, await requireOperator(request), request.params.id, request.body),
  )

  app.get(
    API_PATHS.operator.suspendedUsers,
    {
      config,
      schema: {
        tags,
        summary: 'Suspended accounts, most recently suspended first.',
        security,
        response: { 200: SuspendedUsersSchema, ...ERROR_RESPONSES },
      },
    },
    async () => listSuspended(deps),
  )

  for (const [path, act, summary] of [
    [
      API_PATHS.operator.suspend,
      suspendAccount,
      'Suspend an account (its `id` as `GET /hirlab/belmount/user/` returns it): its sessions end, sign-in answers 403, its profile and postings are withheld. 409 when already suspended.',
    ],
    [
      API_PATHS.operator.unsuspend,
      unsuspendAccount,
      'Lift a suspension: everything returns except what an operator hid. 409 when not suspended.',
    ],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary,
          security,
          params: OperatorIdParamsSchema,
          body: SuspensionInputSchema,
          response: {
            200: OperatorPersonSchema,
            ...ERROR_RESPONSES,
          },
        },
      },
      async (request) =>
        act(deps, await requireOperator(request), request.params.id, request.body.reason),
    )
  }

  app.get(
    API_PATHS.operator.audit,
    {
      config,
      schema: {
        tags,
        summary: 'Every operator action, newest first (append-only).',
        security,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listAudit(deps, request.query.page),
  )
}
