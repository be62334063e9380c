import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { z } from 'zod'
import type {
  Opening,
  OpeningDisputeInput,
  OpeningInputSchema,
} from '@hearth/shared/employment-openings'
import { apiRequest } from '../../lib/api-client'
import { useRefreshEmployments } from '../../lib/employments-query'

// The opening figures of an employment that began before Hearth (issue 22; ADR 0028).

const PATHS = API_PATHS.employments

/** The body as sent: money as text, parsed by the server with the same shared schema. */
export type OpeningBody = z.input<typeof OpeningInputSchema>

const openingKey = (viewer: string, employmentUid: string) =>
  ['employments', viewer, 'opening', employmentUid] as const

/** `GET …/opening-balances/`: the figures, or null while none were entered. */
export function useOpening(viewer: string, employmentUid: string) {
  return useQuery({
    queryKey: openingKey(viewer, employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<Opening | null>(apiPath(PATHS.openings, { uid: employmentUid }), { signal }),
    enabled: employmentUid !== '',
  })
}

/** Stores the answer in the cache and refreshes the employments (their balances move). */
function useSaved(viewer: string, employmentUid: string) {
  const client = useQueryClient()
  const refresh = useRefreshEmployments()
  return (saved: Opening) => {
    client.setQueryData(openingKey(viewer, employmentUid), saved)
    void refresh()
  }
}

/** `PUT …/opening-balances/` (the employer): enter or correct the figures. */
export function useSaveOpening(viewer: string, employmentUid: string) {
  const saved = useSaved(viewer, employmentUid)
  return useMutation({
    mutationFn: (body: OpeningBody) =>
      apiRequest<Opening>(apiPath(PATHS.openings, { uid: employmentUid }), {
        method: 'PUT',
        body,
      }),
    onSuccess: saved,
  })
}

/** `POST …/confirm/` (the helper). */
export function useConfirmOpening(viewer: string, employmentUid: string) {
  const saved = useSaved(viewer, employmentUid)
  return useMutation({
    mutationFn: () =>
      apiRequest<Opening>(apiPath(PATHS.openingConfirm, { uid: employmentUid }), {
        method: 'POST',
      }),
    onSuccess: saved,
  })
}

/** `POST …/dispute/` (the helper), with what is wrong. */
export function useDisputeOpening(viewer: string, employmentUid: string) {
  const saved = useSaved(viewer, employmentUid)
  return useMutation({
    mutationFn: (input: OpeningDisputeInput) =>
      apiRequest<Opening>(apiPath(PATHS.openingDispute, { uid: employmentUid }), {
        method: 'POST',
        body: input,
      }),
    onSuccess: saved,
  })
}
