import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import {
  PAYROLL_MESSAGES,
  PayrollCalculateInputSchema,
  PayrollDeletedSchema,
  PayrollEmploymentQuerySchema,
  PayrollReceiptQuerySchema,
  PayrollRecordListSchema,
  PayrollRecordParamsSchema,
  PayrollRecordPatchSchema,
  PayrollRecordSchema,
  SalaryAdjustmentInputSchema,
  SalaryAdjustmentListSchema,
  SalaryAdjustmentParamsSchema,
  SalaryAdjustmentSchema,
} from '@hearth/shared/payrolls'
import { translate } from '@hearth/shared/translate'
import { requireActor } from '../../lib/actor'
import { sendStoredFile } from '../../lib/downloads'
import { languageOf } from '../../lib/language'
import { fileResponse } from '../../lib/route-contracts'
import { renderWageReceipt } from './payroll-receipt.service'
import * as payrolls from './payrolls.service'
import * as adjustments from './salary-adjustments.service'

const tags = ['payrolls']
const security = [{ bearer: [] }]

/** docs/spec/employment.md §7 payroll calls, plus one record and its receipt (issue 14). */
export async function payrollRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  const paths = API_PATHS.payrolls

  app.post(
    paths.calculate,
    {
      schema: {
        tags,
        summary:
          'Calculate one month’s pay (the employer): a draft is replaced, a finalised month is 409.',
        security,
        body: PayrollCalculateInputSchema,
        response: { 200: PayrollRecordSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      payrolls.calculatePayroll(
        deps,
        await requireActor(request),
        languageOf(request),
        request.body,
      ),
  )

  app.get(
    paths.recordsByEmployment,
    {
      schema: {
        tags,
        summary: 'An employment’s pay records, newest first (its helper sees finalised ones only).',
        security,
        querystring: PayrollEmploymentQuerySchema,
        response: { 200: PayrollRecordListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      payrolls.listRecords(
        deps,
        await requireActor(request),
        languageOf(request),
        request.query.employment_uid,
      ),
  )

  app.get(
    paths.record,
    {
      schema: {
        tags,
        summary: 'One pay record (its helper: finalised only).',
        security,
        params: PayrollRecordParamsSchema,
        response: { 200: PayrollRecordSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      payrolls.getRecord(
        deps,
        await requireActor(request),
        languageOf(request),
        request.params.uid,
      ),
  )

  app.patch(
    paths.record,
    {
      schema: {
        tags,
        summary:
          'Set the payment date of a draft, or finalise it with finalised: true (the employer).',
        security,
        params: PayrollRecordParamsSchema,
        body: PayrollRecordPatchSchema,
        response: { 200: PayrollRecordSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      payrolls.patchRecord(
        deps,
        await requireActor(request),
        languageOf(request),
        request.params.uid,
        request.body,
      ),
  )

  app.delete(
    paths.record,
    {
      schema: {
        tags,
        summary: 'Delete a draft pay record (the employer; a finalised one is 409).',
        security,
        params: PayrollRecordParamsSchema,
        response: { 200: PayrollDeletedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await payrolls.deleteRecord(deps, await requireActor(request), request.params.uid)
      return { detail: translate(PAYROLL_MESSAGES.recordDeleted, languageOf(request)) }
    },
  )

  app.get(
    paths.receipt,
    {
      schema: {
        tags,
        summary: 'The wage receipt of a pay record as a PDF (en, zh-TW or zh-CN).',
        security,
        params: PayrollRecordParamsSchema,
        querystring: PayrollReceiptQuerySchema,
        response: {
          200: fileResponse('The wage receipt, as a PDF download.', ['application/pdf']),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request)
      const receipt = await renderWageReceipt(
        deps,
        await requireActor(request),
        request.params.uid,
        language,
      )
      return sendStoredFile(
        reply,
        { stream: Readable.from([receipt.pdf]), size: receipt.pdf.length },
        { type: 'application/pdf', filename: receipt.filename, cacheControl: 'private, no-store' },
      )
    },
  )

  app.get(
    paths.adjustmentsByEmployment,
    {
      schema: {
        tags,
        summary: 'An employment’s salary adjustments (its helper sees paid ones only).',
        security,
        querystring: PayrollEmploymentQuerySchema,
        response: { 200: SalaryAdjustmentListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      adjustments.listAdjustments(deps, await requireActor(request), request.query.employment_uid),
  )

  app.post(
    paths.adjustments,
    {
      schema: {
        tags,
        summary:
          'Add a salary adjustment (the employer): a bonus, or a deduction naming its EO s.32 kind.',
        security,
        body: SalaryAdjustmentInputSchema,
        response: { 201: SalaryAdjustmentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await adjustments.createAdjustment(
            deps,
            await requireActor(request),
            languageOf(request),
            request.body,
          ),
        ),
  )

  app.delete(
    paths.adjustment,
    {
      schema: {
        tags,
        summary: 'Delete an unpaid salary adjustment (the employer; a paid one is 409).',
        security,
        params: SalaryAdjustmentParamsSchema,
        response: { 200: PayrollDeletedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await adjustments.deleteAdjustment(deps, await requireActor(request), request.params.id)
      return { detail: translate(PAYROLL_MESSAGES.adjustmentDeleted, languageOf(request)) }
    },
  )
}
