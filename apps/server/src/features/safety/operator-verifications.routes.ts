import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { DOCUMENT_MIME_TYPES } from '@hearth/shared/documents'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import {
  DecideVerificationInputSchema,
  OperatorIdParamsSchema,
  OperatorVerificationPageSchema,
  OperatorVerificationSchema,
  OperatorVerificationsQuerySchema,
  RevokeVerificationInputSchema,
  RevokedSchema,
} from '@hearth/shared/operator'
import { sendStoredFile } from '../../lib/downloads'
import { requireOperator } from '../../lib/request-guards'
import { fileResponse } from '../../lib/route-contracts'
import { withTransaction } from '../../lib/transaction'
import {
  decideRequest,
  getRequest,
  listRequests,
  readDocument,
  revokeBadge,
} from '../verification/verification.service'
import { audit } from './operator.service'

const tags = ['operator']
const security = [{ bearer: [] }]
const config = { operatorOnly: true }

/**
 * Issue 24 item 3: the operators' verification queue. Here rather than in the verification
 * feature because every decision, revocation and opening of a document goes to the audit log,
 * which is this feature's (ADR 0019: safety sits above verification).
 */
export async function operatorVerificationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  const paths = API_PATHS.operator

  app.get(
    paths.verifications,
    {
      config,
      schema: {
        tags,
        summary: 'Verification requests in `status` (pending by default), oldest first, 20 a page.',
        security,
        querystring: OperatorVerificationsQuerySchema,
        response: { 200: OperatorVerificationPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => listRequests(deps, request.query.status, request.query.page),
  )

  app.get(
    paths.verification,
    {
      config,
      schema: {
        tags,
        summary: 'One verification request with the typed details and the person.',
        security,
        params: OperatorIdParamsSchema,
        response: { 200: OperatorVerificationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => getRequest(deps, request.params.id),
  )

  app.get(
    paths.verificationDocument,
    {
      config,
      schema: {
        tags,
        summary:
          'A request’s document (operators only; every opening is written to the audit log).',
        security,
        params: OperatorIdParamsSchema,
        response: {
          200: fileResponse('The document as sent.', DOCUMENT_MIME_TYPES),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request)
      const file = await readDocument(deps, operator, request.params.id)
      await audit(
        deps,
        operator,
        'open_verification_document',
        { type: 'verification', id: file.row.uid },
        'opened to check it',
      )
      const extension = file.type === 'application/pdf' ? 'pdf' : file.type.split('/')[1]
      return sendStoredFile(reply, file, {
        type: file.type,
        filename: `verification-${file.row.uid}.${extension}`,
        cacheControl: 'private, no-store',
      })
    },
  )

  app.post(
    paths.decideVerification,
    {
      config,
      schema: {
        tags,
        summary:
          'Approve (with the confirmed visa expiry for a helper, and `checked`) or reject (with a reason) a pending request. 409 once decided.',
        security,
        params: OperatorIdParamsSchema,
        body: DecideVerificationInputSchema,
        response: { 200: OperatorVerificationSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const operator = await requireOperator(request)
      const input = request.body
      await withTransaction(deps, async (tx) => {
        const row = await decideRequest(tx, operator, request.params.id, input)
        await audit(
          tx,
          operator,
          input.decision === 'approve' ? 'approve_verification' : 'reject_verification',
          { type: 'user', id: row.userUid },
          input.decision === 'approve'
            ? input.note || 'approved'
            : `${input.reason}: ${input.note}`,
        )
      })
      deps.moderation.forgetPublicPages()
      return getRequest(deps, request.params.id)
    },
  )

  app.post(
    paths.revokeVerification,
    {
      config,
      schema: {
        tags,
        summary:
          'End a person’s badge (their `id` as `GET /hirlab/belmount/user/` returns it), with a reason. 409 when they have none.',
        security,
        body: RevokeVerificationInputSchema,
        response: { 200: RevokedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const operator = await requireOperator(request)
      const { user_id: userUid, reason } = request.body
      await withTransaction(deps, async (tx) => {
        await revokeBadge(tx, userUid, reason)
        await audit(tx, operator, 'revoke_verification', { type: 'user', id: userUid }, reason)
      })
      deps.moderation.forgetPublicPages()
      return { user_id: userUid, verified: false as const }
    },
  )
}
