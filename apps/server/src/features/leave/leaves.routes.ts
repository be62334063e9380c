import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import {
  EmploymentUidQuerySchema,
  HolidayCalendarSchema,
  HolidaysQuerySchema,
  LeaveAccrualInputSchema,
  LeaveAccrualResultSchema,
  LeaveAdjustmentInputSchema,
  LeaveBackEntryInputSchema,
  LeaveAdjustmentListSchema,
  LeaveAdjustmentSchema,
  LeaveBalanceQuerySchema,
  LeaveBalanceSchema,
  LeaveDocumentParamsSchema,
  LeaveRequestParamsSchema,
  LeaveRequestInputSchema,
  LeaveRequestListSchema,
  LeaveRequestPatchSchema,
  LeaveRequestSchema,
  LeaveRequestUpdateSchema,
  ManageApprovalInputSchema,
} from '@hearth/shared/leaves'
import { requireActor } from '../../lib/actor'
import { sendStoredFile } from '../../lib/downloads'
import { languageOf } from '../../lib/language'
import { takeFiles, type FileFields } from '../../lib/multipart-files'
import { fileResponse } from '../../lib/route-contracts'
import * as accrual from './leave-accrual.service'
import { createBackEntry } from './leave-back-entries.service'
import { extensionOfMime, LEAVE_DOCUMENT_MIME_TYPES } from './leave-documents'
import * as leaves from './leaves.service'

const tags = ['leaves']
const security = [{ bearer: [] }]
const DOCUMENTS: FileFields = { document1: ['document1'], document2: ['document2'] }

function filesOf(request: FastifyRequest): leaves.LeaveFiles {
  const files = takeFiles(request)
  return { document1: files.document1, document2: files.document2 }
}

/** docs/spec/employment.md §7 leave calls, plus balances and the holiday calendar (issue 13). */
export async function leaveRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  const paths = API_PATHS.leaves

  app.get(
    paths.forEmployment,
    {
      schema: {
        tags,
        summary: 'An employment’s leave requests, to its employer and its helper.',
        security,
        querystring: EmploymentUidQuerySchema,
        response: { 200: LeaveRequestListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      leaves.listRequests(
        deps,
        await requireActor(request),
        languageOf(request),
        request.query.employment_uid,
      ),
  )

  app.post(
    paths.requests,
    {
      config: { files: DOCUMENTS },
      schema: {
        tags,
        summary: 'Request leave (the employment’s helper; JSON, or multipart with documents).',
        security,
        body: LeaveRequestInputSchema,
        response: { 201: LeaveRequestSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request)
      const created = await leaves.createRequest(
        deps,
        actor,
        languageOf(request),
        request.body,
        filesOf(request),
      )
      return reply.code(201).send(created)
    },
  )

  for (const [method, body] of [
    ['PUT', LeaveRequestUpdateSchema],
    ['PATCH', LeaveRequestPatchSchema],
  ] as const) {
    app.route({
      method,
      url: paths.request,
      config: { files: DOCUMENTS },
      schema: {
        tags,
        summary:
          method === 'PUT'
            ? 'Edit a submitted request (the helper).'
            : 'Edit a submitted request, or cancel with status_type CA/PC (the helper).',
        security,
        params: LeaveRequestParamsSchema,
        body,
        response: { 200: LeaveRequestSchema, ...ERROR_RESPONSES },
      },
      handler: async (request) =>
        leaves.updateRequest(
          deps,
          await requireActor(request),
          languageOf(request),
          request.params.id,
          request.body,
          filesOf(request),
        ),
    })
  }

  app.post(
    paths.manageApproval,
    {
      schema: {
        tags,
        summary: 'Approve or reject a submitted request or a cancellation (the employer).',
        security,
        params: LeaveRequestParamsSchema,
        body: ManageApprovalInputSchema,
        response: { 200: LeaveRequestSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      leaves.manageApproval(
        deps,
        await requireActor(request),
        languageOf(request),
        request.params.id,
        request.body,
      ),
  )

  app.get(
    paths.document,
    {
      schema: {
        tags,
        summary: 'A leave request’s document, to the employment’s two parties only.',
        security,
        params: LeaveDocumentParamsSchema,
        response: {
          200: fileResponse('The document, as a download.', LEAVE_DOCUMENT_MIME_TYPES),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const slot = request.params.slot === '1' ? 1 : 2
      const file = await leaves.readDocument(
        deps,
        await requireActor(request),
        request.params.id,
        slot,
      )
      return sendStoredFile(reply, file, {
        type: file.type,
        filename: `document${slot}.${extensionOfMime(file.type)}`,
        cacheControl: 'private, no-store',
      })
    },
  )

  app.post(
    paths.accrue,
    {
      schema: {
        tags,
        summary: 'Grant the annual leave of completed leave years (the employer; idempotent).',
        security,
        body: LeaveAccrualInputSchema,
        response: { 200: LeaveAccrualResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => accrual.accrueLeave(deps, await requireActor(request), request.body),
  )

  app.post(
    paths.adjustments,
    {
      schema: {
        tags,
        summary: 'Adjust annual leave by −365…365 days with a reason (the employer).',
        security,
        body: LeaveAdjustmentInputSchema,
        response: { 201: LeaveAdjustmentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request)
      const created = await accrual.createAdjustment(deps, actor, languageOf(request), request.body)
      return reply.code(201).send(created)
    },
  )

  app.post(
    paths.backEntries,
    {
      schema: {
        tags,
        summary:
          'Record leave already taken (before today) as approved, flagged as a back-entry (the employer).',
        security,
        body: LeaveBackEntryInputSchema,
        response: { 201: LeaveRequestSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request)
      const created = await createBackEntry(deps, actor, languageOf(request), request.body)
      return reply.code(201).send(created)
    },
  )

  app.get(
    paths.adjustmentsByEmployment,
    {
      schema: {
        tags,
        summary: 'An employment’s leave adjustments, to both parties.',
        security,
        querystring: EmploymentUidQuerySchema,
        response: { 200: LeaveAdjustmentListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      accrual.listAdjustments(
        deps,
        await requireActor(request),
        languageOf(request),
        request.query.employment_uid,
      ),
  )

  app.get(
    paths.balances,
    {
      schema: {
        tags,
        summary: 'Leave balances computed from the records, as of a date (default today).',
        security,
        querystring: LeaveBalanceQuerySchema,
        response: { 200: LeaveBalanceSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      accrual.leaveBalance(
        deps,
        await requireActor(request),
        request.query.employment_uid,
        request.query.as_of,
      ),
  )

  app.get(
    paths.holidays,
    {
      schema: {
        tags,
        summary: 'The year’s statutory holidays, with the substitute for one on the rest day.',
        security,
        querystring: HolidaysQuerySchema,
        response: { 200: HolidayCalendarSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      accrual.holidayCalendar(
        deps,
        await requireActor(request),
        languageOf(request),
        request.query.employment_uid,
        request.query.year,
      ),
  )
}
