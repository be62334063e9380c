import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import {
  MyVerificationsSchema,
  VerificationRequestInputSchema,
  VerificationSchema,
} from '@hearth/shared/verification'
import { requireActor } from '../../lib/actor'
import { takeFiles, type FileFields } from '../../lib/multipart-files'
import { myVerifications, requestVerification } from './verification.service'

const tags = ['verification']
const security = [{ bearer: [] }]
const FILE: FileFields = { document: ['document'] }

/** Issue 24 items 1 and 2: a helper or an employer asks to be verified and follows the request. */
export async function verificationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.post(
    API_PATHS.verifications.requests,
    {
      config: { files: FILE, requiredFiles: ['document'] },
      schema: {
        tags,
        summary:
          'Ask to be verified (multipart: `kind`, `document` — pdf, jpg or png by content, up to 10 MB —, `full_name`, and for a helper `expires_on`). 409 while a request is pending.',
        security,
        body: VerificationRequestInputSchema,
        response: { 201: VerificationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await requestVerification(
        deps,
        await requireActor(request),
        request.body,
        takeFiles(request).document,
      )
      return reply.code(201).send(created)
    },
  )

  app.get(
    API_PATHS.verifications.mine,
    {
      schema: {
        tags,
        summary: 'The caller’s verification requests, newest first, with their status.',
        security,
        response: { 200: MyVerificationsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => myVerifications(deps, await requireActor(request)),
  )
}
