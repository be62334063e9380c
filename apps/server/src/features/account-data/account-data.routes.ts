import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ACCOUNT_DATA_MESSAGES,
  DataExportOrNoneSchema,
  DataExportSchema,
  DeleteAccountInputSchema,
  DocumentAccessListSchema,
  ExportDownloadQuerySchema,
} from '@hearth/shared/account-data'
import { DetailSchema } from '@hearth/shared/accounts'
import { API_PATHS, IdParamsSchema } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { translate } from '@hearth/shared/translate'
import { requireActor } from '../../lib/actor'
import { sendStoredFile } from '../../lib/downloads'
import { languageOf } from '../../lib/language'
import { fileResponse } from '../../lib/route-contracts'
import { deleteAccount } from './account-deletion.service'
import * as exports from './data-export.service'
import { documentAccessOfCaller } from './document-access.service'

const tags = ['account']
const security = [{ bearer: [] }]
const paths = API_PATHS.account

/** Issue 25: a person's rights over their data (ADR 0029). */
export async function accountDataRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.get(
    paths.exports,
    {
      schema: {
        tags,
        summary: 'The caller’s newest data export, or null.',
        security,
        response: { 200: DataExportOrNoneSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => exports.newestExport(deps, await requireActor(request)),
  )

  app.post(
    paths.exports,
    {
      schema: {
        tags,
        summary:
          'Start a copy of everything Hearth holds on the caller (202); one an hour, else 429 with Retry-After.',
        security,
        response: { 202: DataExportSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await exports.startExport(deps, await requireActor(request))),
  )

  app.get(
    paths.export,
    {
      schema: {
        tags,
        summary: 'One of the caller’s exports: its status and, once ready, its 24-hour link.',
        security,
        params: IdParamsSchema,
        response: { 200: DataExportSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => exports.getExport(deps, await requireActor(request), request.params.id),
  )

  app.get(
    paths.exportDownload,
    {
      schema: {
        tags,
        summary: 'The export’s ZIP, to whoever holds its link, for 24 hours (no session needed).',
        params: IdParamsSchema,
        querystring: ExportDownloadQuerySchema,
        response: {
          200: fileResponse('The ZIP of JSON files and uploads.', ['application/zip']),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const file = await exports.readExportFile(deps, request.params.id, request.query.token)
      return sendStoredFile(reply, file, {
        type: 'application/zip',
        filename: file.filename,
        cacheControl: 'private, no-store',
      })
    },
  )

  app.get(
    paths.documentAccess,
    {
      schema: {
        tags,
        summary:
          'Who opened the caller’s documents (passport, visa, verification, leave, employment).',
        security,
        response: { 200: DocumentAccessListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => documentAccessOfCaller(deps, await requireActor(request)),
  )

  app.delete(
    paths.self,
    {
      schema: {
        tags,
        summary:
          'Delete the caller’s account with their password (202); 409 for an employer with an ACTIVE employment.',
        security,
        body: DeleteAccountInputSchema,
        response: { 202: DetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, await requireActor(request), request.body)
      return reply
        .code(202)
        .send({ detail: translate(ACCOUNT_DATA_MESSAGES.deleted, languageOf(request)) })
    },
  )
}
