import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS } from '@hearth/shared/api-paths'
import type { MyVerifications, Verification, VerificationKind } from '@hearth/shared/verification'
import { apiRequest } from '../../lib/api-client'

const PATHS = API_PATHS.verifications

// What the API answers depends on who asks, so every key carries the viewer.
export const verificationKeys = {
  mine: (viewer: string) => ['verifications', viewer, 'mine'] as const,
}

/** `GET /verifications/mine/`: the caller's requests, newest first. */
export function useMyVerifications(viewer: string) {
  return useQuery({
    queryKey: verificationKeys.mine(viewer),
    queryFn: ({ signal }) => apiRequest<MyVerifications>(PATHS.mine, { signal }),
  })
}

/** The multipart request: the document's file, the name on it and (a helper) the visa's expiry. */
export type VerificationRequestBody = {
  kind: VerificationKind
  fullName: string
  /** `YYYY-MM-DD`; '' for an employer, who is not asked. */
  expiresOn: string
  document: File
}

/**
 * `POST /verifications/` (multipart). A 409 means a request is already waiting: the list is
 * read again either way, so it shows what the server has.
 */
export function useRequestVerification(viewer: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VerificationRequestBody) => {
      const form = new FormData()
      form.append('kind', body.kind)
      form.append('full_name', body.fullName)
      if (body.expiresOn) form.append('expires_on', body.expiresOn)
      form.append('document', body.document)
      return apiRequest<Verification>(PATHS.requests, { method: 'POST', body: form })
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<MyVerifications>(verificationKeys.mine(viewer), (current) => ({
        results: [saved, ...(current?.results ?? []).filter((item) => item.id !== saved.id)],
      })),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: verificationKeys.mine(viewer) }),
  })
}
