import { useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS } from '@hearth/shared/api-paths'
import type { Employment } from '@hearth/shared/employments'
import { apiRequest } from './api-client'

// `GET /employments/detailed-employments/` is read by the employment, leave, payroll, documents
// and termination pages: one query, one cache key, so a write anywhere refreshes all of them
// (issue 21). Every employment key starts with EMPLOYMENTS_KEY; the answer depends on who asks
// (an employer's employments, or a helper's own), so the key carries the viewer.

export const EMPLOYMENTS_KEY = ['employments'] as const

export function employmentsListKey(viewer: string) {
  return [...EMPLOYMENTS_KEY, viewer, 'list'] as const
}

/** The signed-in user's employments with their latest contract and leave figures. */
export function useEmployments(viewer: string, enabled = true) {
  return useQuery({
    queryKey: employmentsListKey(viewer),
    queryFn: ({ signal }) => apiRequest<Employment[]>(API_PATHS.employments.detailed, { signal }),
    enabled,
  })
}

/** After a write that may change an employment (a contract, leave, a termination). */
export function useRefreshEmployments(): () => Promise<void> {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: EMPLOYMENTS_KEY })
}
