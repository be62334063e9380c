import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS, UidParamsSchema } from '@hearth/shared/api-paths'
import {
  ContractCreateInputSchema,
  ContractListQuerySchema,
  ContractListSchema,
  ContractSchema,
  ContractUpdateInputSchema,
} from '@hearth/shared/employments'
import { ContractDeclineInputSchema } from '@hearth/shared/employment-contract-say'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import { requireActor } from '../../lib/actor'
import * as say from './contract-say.service'
import * as contracts from './contracts.service'

const tags = ['employments']
const security = [{ bearer: [] }]

/**
 * docs/spec/employment.md §7 contract calls. The employment list, which carries each employment's
 * leave figures, is leave's route (`leave/detailed-employments.routes.ts`).
 */
export async function employmentRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.post(
    API_PATHS.employments.contracts,
    {
      schema: {
        tags,
        summary: 'Create a contract with a registered helper (employers with active access).',
        security,
        body: ContractCreateInputSchema,
        response: { 201: ContractSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request)
      return reply.code(201).send(await contracts.createContract(deps, actor, request.body))
    },
  )

  app.get(
    API_PATHS.employments.contracts,
    {
      schema: {
        tags,
        summary: 'One employment’s contracts (latest first), or every contract of the caller.',
        security,
        querystring: ContractListQuerySchema,
        response: { 200: ContractListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      contracts.listContracts(deps, await requireActor(request), request.query.employment__uid),
  )

  app.get(
    API_PATHS.employments.contract,
    {
      schema: {
        tags,
        summary: 'A contract, to its employer or its helper.',
        security,
        params: UidParamsSchema,
        response: { 200: ContractSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => contracts.getContract(deps, await requireActor(request), request.params.uid),
  )

  app.put(
    API_PATHS.employments.contract,
    {
      schema: {
        tags,
        summary: 'Update a contract (its employer, with active access).',
        security,
        params: UidParamsSchema,
        body: ContractUpdateInputSchema,
        response: { 200: ContractSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      contracts.updateContract(deps, await requireActor(request), request.params.uid, request.body),
  )

  app.post(
    API_PATHS.employments.contractConfirm,
    {
      schema: {
        tags,
        summary: 'The contract’s helper confirms it is hers (issue 22); again answers the same.',
        security,
        params: UidParamsSchema,
        response: { 200: ContractSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => say.confirmContract(deps, await requireActor(request), request.params.uid),
  )

  app.post(
    API_PATHS.employments.contractDecline,
    {
      schema: {
        tags,
        summary:
          'The contract’s helper declines a PENDING or ACTIVE contract she has not confirmed: it becomes CANCELLED and its employer is told.',
        security,
        params: UidParamsSchema,
        body: ContractDeclineInputSchema,
        response: { 200: ContractSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      say.declineContract(deps, await requireActor(request), request.params.uid, request.body),
  )
}
