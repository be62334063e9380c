import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type {
  EmployerDetails,
  EmployerDetailsInput,
  EmployerDetailsResponse,
} from '@hearth/shared/employers'
import { apiRequest } from '../../lib/api-client'

export const employerKeys = { detail: (uid: string) => ['employer-profile', uid] as const }

/** `GET /employer/profiles/view/{uid}/` (owner only). */
export function useEmployerDetails(uid: string | null) {
  return useQuery({
    queryKey: employerKeys.detail(uid ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<EmployerDetails>(apiPath(API_PATHS.employers.view, { id: uid ?? '' }), {
        signal,
      }),
    enabled: Boolean(uid),
    staleTime: 0,
  })
}

export function useSaveEmployerDetails(uid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EmployerDetailsInput) =>
      apiRequest<EmployerDetailsResponse>(apiPath(API_PATHS.employers.profile, { id: uid }), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (response) => queryClient.setQueryData(employerKeys.detail(uid), response.data),
  })
}
