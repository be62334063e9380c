import { useQuery } from '@tanstack/react-query'
import { API_PATHS } from '@hearth/shared/api-paths'
// Types only: the home page must not pull the plan schemas (zod) into its chunk.
import type { Plan } from '@hearth/shared/plans'
import { apiRequest } from '../../lib/api-client'

/**
 * `GET /hirlabusers/plans/`: the plans as checkout charges them, in the visitor's language. The
 * key is the plan page's too, so a visitor who goes on to /subscription sees them at once.
 */
export function useHomePlans(language: string) {
  return useQuery({
    queryKey: ['plans', 'list', language],
    queryFn: ({ signal }) => apiRequest<Plan[]>(API_PATHS.plans.list, { signal, auth: false }),
    staleTime: 60 * 60_000,
  })
}
