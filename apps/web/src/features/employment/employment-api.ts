import { useMutation, useQuery } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { z } from 'zod'
import type { ContractDeclineInput } from '@hearth/shared/employment-contract-say'
import type {
  Contract,
  ContractCreateInputSchema,
  ContractUpdateInputSchema,
} from '@hearth/shared/employments'
import { apiRequest } from '../../lib/api-client'
import {
  EMPLOYMENTS_KEY,
  employmentsListKey,
  useRefreshEmployments,
} from '../../lib/employments-query'

const PATHS = API_PATHS.employments

/**
 * The bodies as sent: money as text ("5100.00"), since the server parses them with the same
 * shared schemas (which turn the text into cents).
 */
export type ContractCreateBody = z.input<typeof ContractCreateInputSchema>
export type ContractUpdateBody = z.input<typeof ContractUpdateInputSchema>

// What the employment API answers depends on who asks (an employer's employments, or a
// helper's own), so every key carries the viewer; signing out clears the cache anyway.
export const employmentKeys = {
  all: EMPLOYMENTS_KEY,
  list: employmentsListKey,
  contracts: (viewer: string, employmentUid: string) =>
    ['employments', viewer, 'contracts', employmentUid] as const,
  contract: (viewer: string, uid: string) => ['employments', viewer, 'contract', uid] as const,
}

/** `GET /employments/contracts/?employment__uid=`: one employment's contracts, latest first. */
export function useContracts(viewer: string, employmentUid: string) {
  return useQuery({
    queryKey: employmentKeys.contracts(viewer, employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<Contract[]>(
        `${PATHS.contracts}?${new URLSearchParams({ employment__uid: employmentUid }).toString()}`,
        { signal },
      ),
    enabled: employmentUid !== '',
  })
}

/** `GET /employments/contracts/{uid}/`: one contract, to its employer or its helper. */
export function useContract(viewer: string, uid: string) {
  return useQuery({
    queryKey: employmentKeys.contract(viewer, uid),
    queryFn: ({ signal }) => apiRequest<Contract>(apiPath(PATHS.contract, { uid }), { signal }),
    enabled: uid !== '',
  })
}

/** `POST /employments/contracts/` (employers with active access). */
export function useCreateContract() {
  const refresh = useRefreshEmployments()
  return useMutation({
    mutationFn: (input: ContractCreateBody) =>
      apiRequest<Contract>(PATHS.contracts, { method: 'POST', body: input }),
    onSuccess: () => void refresh(),
  })
}

/** `PUT /employments/contracts/{uid}/`: the whole contract (§3 "Contract update payload"). */
export function useUpdateContract(uid: string) {
  const refresh = useRefreshEmployments()
  return useMutation({
    mutationFn: (input: ContractUpdateBody) =>
      apiRequest<Contract>(apiPath(PATHS.contract, { uid }), { method: 'PUT', body: input }),
    onSuccess: () => void refresh(),
  })
}

/** `POST /employments/contracts/{uid}/confirm/`: the helper says the contract is hers. */
export function useConfirmContract(uid: string) {
  const refresh = useRefreshEmployments()
  return useMutation({
    mutationFn: () =>
      apiRequest<Contract>(apiPath(PATHS.contractConfirm, { uid }), { method: 'POST' }),
    onSuccess: () => void refresh(),
  })
}

/** `POST /employments/contracts/{uid}/decline/`: the helper declines it with her reason. */
export function useDeclineContract(uid: string) {
  const refresh = useRefreshEmployments()
  return useMutation({
    mutationFn: (input: ContractDeclineInput) =>
      apiRequest<Contract>(apiPath(PATHS.contractDecline, { uid }), {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => void refresh(),
  })
}
