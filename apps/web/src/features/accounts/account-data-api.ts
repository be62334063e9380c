import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DataExport, DocumentAccessList } from '@hearth/shared/account-data'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import { apiRequest } from '../../lib/api-client'
import { clearSession } from '../../lib/session-store'
import { rememberAccountDeleted } from './account-deleted-notice'

// Issue 25: a person's rights over their data. Type imports only: the shared schemas bring zod,
// which the account page does not need.

/** How often a pending export is asked about again: the server finishes one within seconds. */
export const EXPORT_POLL_MS = 2_000

export const accountDataKeys = {
  latestExport: (viewer: string) => ['account-data', viewer, 'latest-export'] as const,
  export: (viewer: string, id: string) => ['account-data', viewer, 'export', id] as const,
  documentAccess: (viewer: string) => ['account-data', viewer, 'document-access'] as const,
}

/** `GET /account/export/`: the caller's newest export, or null. */
export function useLatestExport(viewer: string) {
  return useQuery({
    queryKey: accountDataKeys.latestExport(viewer),
    queryFn: ({ signal }) =>
      apiRequest<DataExport | null>(API_PATHS.account.exports, { signal }).then(
        (data) => data ?? null,
      ),
  })
}

/**
 * `GET /account/export/:id/` while the export is pending, every two seconds until it is ready
 * (or failed); `id` null asks nothing.
 */
export function useExportProgress(viewer: string, id: string | null) {
  return useQuery({
    queryKey: accountDataKeys.export(viewer, id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<DataExport>(apiPath(API_PATHS.account.export, { id: id ?? '' }), { signal }),
    enabled: id !== null,
    // An export just started is in the cache already: its first check comes one interval later.
    staleTime: EXPORT_POLL_MS,
    refetchInterval: (query) =>
      query.state.data === undefined || query.state.data.status === 'pending'
        ? EXPORT_POLL_MS
        : false,
  })
}

/** `POST /account/export/`: 202 with a pending export; 429 within the hour of the last one. */
export function useStartExport(viewer: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<DataExport>(API_PATHS.account.exports, { method: 'POST' }),
    onSuccess: (started) => {
      queryClient.setQueryData(accountDataKeys.export(viewer, started.id), started)
      queryClient.setQueryData(accountDataKeys.latestExport(viewer), started)
    },
  })
}

/** `GET /account/document-access/`: who opened the caller's documents, newest first. */
export function useDocumentAccess(viewer: string) {
  return useQuery({
    queryKey: accountDataKeys.documentAccess(viewer),
    queryFn: ({ signal }) =>
      apiRequest<DocumentAccessList>(API_PATHS.account.documentAccess, { signal }),
  })
}

/** `DELETE /account/` with the password: 202 `{ detail }`, after which every session is over. */
/**
 * Deletes the account; on success forgets the session here and loads `homeHref` afresh, which
 * shows the confirmation. Done in the mutation itself, so it happens even if the page meanwhile
 * left (the server ends the account's sockets before its answer arrives).
 */
export function useDeleteAccount(homeHref: string, fallbackMessage: string) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ detail?: string }>(API_PATHS.account.self, {
        method: 'DELETE',
        body: { password },
      }),
    onSuccess: (answer) => {
      clearSession()
      rememberAccountDeleted(answer?.detail || fallbackMessage)
      window.location.replace(homeHref)
    },
  })
}
