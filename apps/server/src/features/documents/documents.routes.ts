import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, UidParamsSchema } from '@hearth/shared/api-paths'
import {
  DOCUMENT_MIME_TYPES,
  DocumentDeletedSchema,
  DocumentListSchema,
  DocumentSchema,
  DocumentsQuerySchema,
  DocumentUploadInputSchema,
} from '@hearth/shared/documents'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { requireActor } from '../../lib/actor'
import { sendStoredFile } from '../../lib/downloads'
import { languageOf } from '../../lib/language'
import { takeFileNames, takeFiles, type FileFields } from '../../lib/multipart-files'
import { fileResponse } from '../../lib/route-contracts'
import * as documents from './documents.service'

const tags = ['employment documents']
const security = [{ bearer: [] }]
const FILE: FileFields = { file: ['file'] }

/** The documents area (docs/spec/employment.md §2, §3 "Document", §5; issue 14's calls). */
export async function documentRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  const paths = API_PATHS.documents

  app.get(
    paths.list,
    {
      schema: {
        tags,
        summary: 'An employment’s documents, newest first, to its employer and its helper.',
        security,
        querystring: DocumentsQuerySchema,
        response: { 200: DocumentListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      documents.listDocuments(
        deps,
        await requireActor(request),
        languageOf(request),
        request.query.employment_uid,
      ),
  )

  app.post(
    paths.list,
    {
      config: { files: FILE, requiredFiles: ['file'] },
      schema: {
        tags,
        summary:
          'Upload a document (either party; multipart with `file`: pdf, jpg or png by content, up to 10 MB).',
        security,
        body: DocumentUploadInputSchema,
        response: { 201: DocumentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request)
      const created = await documents.uploadDocument(
        deps,
        actor,
        languageOf(request),
        request.body,
        { data: takeFiles(request).file, name: takeFileNames(request).file },
      )
      return reply.code(201).send(created)
    },
  )

  app.get(
    paths.file,
    {
      schema: {
        tags,
        summary: 'A document’s file, to the employment’s two parties only.',
        security,
        params: UidParamsSchema,
        response: {
          200: fileResponse('The file, as a download.', DOCUMENT_MIME_TYPES),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const file = await documents.readDocumentFile(
        deps,
        await requireActor(request),
        request.params.uid,
      )
      return sendStoredFile(reply, file, {
        type: file.type,
        filename: file.fileName,
        cacheControl: 'private, no-store',
      })
    },
  )

  app.delete(
    paths.document,
    {
      schema: {
        tags,
        summary: 'Delete a document and its file (the employer only).',
        security,
        params: UidParamsSchema,
        response: { 200: DocumentDeletedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      documents.deleteDocument(deps, await requireActor(request), request.params.uid),
  )
}
