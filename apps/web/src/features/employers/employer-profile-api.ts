import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { EmployerDetailsInput } from '@hearth/shared/employers'
import { apiRequest } from '../../lib/api-client'

export type EmployerDetails = {
  uid: string
  contact_person_name: string | null
  contact_phone: string | null
  referred_by: string | null
}

export const employerKeys = { detail: (uid: string) => ['employer-profile', uid] as const }

/** `GET /employer/profiles/view/{uid}/` (owner only). */
export function useEmployerDetails(uid: string | null) {
  return useQuery({
    queryKey: employerKeys.detail(uid ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<EmployerDetails>(`/employer/profiles/view/${encodeURIComponent(uid ?? '')}/`, {
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
      apiRequest<{ success: boolean; data: EmployerDetails }>(
        `/employer/profiles/${encodeURIComponent(uid)}/`,
        { method: 'PUT', body: input },
      ),
    onSuccess: (response) => queryClient.setQueryData(employerKeys.detail(uid), response.data),
  })
}
