import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type {
  DocumentDeleted,
  DocumentUploadInput,
  EmploymentDocument,
} from '@hearth/shared/documents'
import { apiDownload, apiRequest } from '../../lib/api-client'

const PATHS = API_PATHS.documents

// What the API answers depends on who asks, so every key carries the viewer.
export const documentKeys = {
  all: ['documents'] as const,
  list: (viewer: string, employmentUid: string) =>
    ['documents', viewer, 'list', employmentUid] as const,
}

/** `GET /employments/documents/?employment_uid=`: newest first, to both parties. */
export function useDocuments(viewer: string, employmentUid: string) {
  return useQuery({
    queryKey: documentKeys.list(viewer, employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<EmploymentDocument[]>(
        `${PATHS.list}?${new URLSearchParams({ employment_uid: employmentUid }).toString()}`,
        { signal },
      ),
    enabled: employmentUid !== '',
  })
}

/** The multipart upload: the shared schema's fields, `expiry_date` '' for none, and the file. */
export type DocumentUploadBody = Omit<DocumentUploadInput, 'expiry_date'> & {
  expiry_date: string
  file: File
}

/** `POST /employments/documents/` (multipart): either party. */
export function useUploadDocument(viewer: string, employmentUid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DocumentUploadBody) => {
      const form = new FormData()
      form.append('employment', body.employment)
      form.append('type', body.type)
      form.append('title', body.title)
      if (body.expiry_date) form.append('expiry_date', body.expiry_date)
      form.append('file', body.file)
      return apiRequest<EmploymentDocument>(PATHS.list, { method: 'POST', body: form })
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: documentKeys.list(viewer, employmentUid) }),
  })
}

/** `DELETE /employments/documents/{uid}/`: the employer only. */
export function useDeleteDocument(viewer: string, employmentUid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (uid: string) =>
      apiRequest<DocumentDeleted>(apiPath(PATHS.document, { uid }), {
        method: 'DELETE',
      }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: documentKeys.list(viewer, employmentUid) }),
  })
}

/** Saves the file: it needs the session, so a plain link would not do. */
export async function downloadDocument(document: EmploymentDocument) {
  const blob = await apiDownload(document.file)
  const href = URL.createObjectURL(blob)
  const link = window.document.createElement('a')
  link.href = href
  link.download = document.file_name
  window.document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
