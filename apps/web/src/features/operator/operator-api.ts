import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { ReportStatus } from '@hearth/shared/safety'
import type {
  AuditPage,
  DecideVerificationInput,
  OperatorPerson,
  OperatorReportDetail,
  OperatorReportPage,
  OperatorVerification,
  OperatorVerificationPage,
  ResolveReportInput,
  RevokeVerificationInput,
  SuspendedUsers,
  SuspensionInput,
} from '@hearth/shared/operator'
import type { VerificationStatus } from '@hearth/shared/verification'
import { apiDownload, apiRequest } from '../../lib/api-client'
import { ApiError } from '../../lib/api-error'

const PATHS = API_PATHS.operator

export type ReportOrder = 'newest' | 'most_reported'
export type QueueQuery = { status: ReportStatus; order: ReportOrder; page: number }
export type VerificationQuery = { status: VerificationStatus; page: number }

// Every key carries the viewer, as other features' keys do; an action invalidates them all.
export const operatorKeys = {
  all: ['operator'] as const,
  queue: (viewer: string, query: QueueQuery) => ['operator', viewer, 'queue', query] as const,
  report: (viewer: string, id: string) => ['operator', viewer, 'report', id] as const,
  suspended: (viewer: string) => ['operator', viewer, 'suspended'] as const,
  audit: (viewer: string, page: number) => ['operator', viewer, 'audit', page] as const,
  verifications: (viewer: string, query?: VerificationQuery) =>
    query
      ? (['operator', viewer, 'verifications', query] as const)
      : (['operator', viewer, 'verifications'] as const),
  verification: (viewer: string, id: string) => ['operator', viewer, 'verification', id] as const,
}

/**
 * A verification document's key sits outside `operatorKeys.all` on purpose: the server logs every
 * opening, so a decision elsewhere in the console must not fetch it again.
 */
const documentKey = (viewer: string, id: string) =>
  ['operator-verification-document', viewer, id] as const

/** `GET /operator/reports/?status=&order=&page=`: the queue; the last page stays shown while the next loads. */
export function useReportQueue(viewer: string, query: QueueQuery) {
  const search = new URLSearchParams({
    status: query.status,
    order: query.order,
    page: String(query.page),
  })
  return useQuery({
    queryKey: operatorKeys.queue(viewer, query),
    queryFn: ({ signal }) =>
      apiRequest<OperatorReportPage>(`${PATHS.reports}?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** `GET /operator/reports/{id}/`: the report and the reported thing as its viewers see it. */
export function useOperatorReport(viewer: string, id: string) {
  return useQuery({
    queryKey: operatorKeys.report(viewer, id),
    queryFn: ({ signal }) =>
      apiRequest<OperatorReportDetail>(apiPath(PATHS.report, { id }), { signal }),
    enabled: id !== '',
  })
}

/** `GET /operator/users/suspended/`. */
export function useSuspendedUsers(viewer: string) {
  return useQuery({
    queryKey: operatorKeys.suspended(viewer),
    queryFn: ({ signal }) => apiRequest<SuspendedUsers>(PATHS.suspendedUsers, { signal }),
  })
}

/** `GET /operator/audit/?page=`: newest first. */
export function useAuditLog(viewer: string, page: number) {
  return useQuery({
    queryKey: operatorKeys.audit(viewer, page),
    queryFn: ({ signal }) => apiRequest<AuditPage>(`${PATHS.audit}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

function verificationsPath(query: VerificationQuery): string {
  const search = new URLSearchParams({ status: query.status, page: String(query.page) })
  return `${PATHS.verifications}?${search.toString()}`
}

/** `GET /operator/verifications/?status=&page=`: the requests, oldest first. */
export function useVerificationQueue(viewer: string, query: VerificationQuery) {
  return useQuery({
    queryKey: operatorKeys.verifications(viewer, query),
    queryFn: ({ signal }) =>
      apiRequest<OperatorVerificationPage>(verificationsPath(query), { signal }),
    placeholderData: keepPreviousData,
  })
}

/** Enough for any queue; past it the request is reported missing rather than read forever. */

/**
 * The API has no read of one request: it is looked up in the queue, status by status (the
 * requests to check first), a page at a time. A 404 when no status holds it.
 */
/**
 * `GET /operator/verifications/{id}/`: one request, for its decision page. Shown at once from a
 * queue page already loaded (the link came from there), then read again.
 */
export function useOperatorVerification(viewer: string, id: string) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: operatorKeys.verification(viewer, id),
    queryFn: ({ signal }) =>
      apiRequest<OperatorVerification>(apiPath(PATHS.verification, { id }), { signal }),
    enabled: id !== '',
    initialData: () => {
      const pages = queryClient.getQueriesData<OperatorVerificationPage>({
        queryKey: operatorKeys.verifications(viewer),
      })
      for (const [, data] of pages) {
        const found = data?.results.find((request) => request.id === id)
        if (found) return found
      }
      return undefined
    },
    initialDataUpdatedAt: 0,
  })
}

/**
 * `GET /operator/verifications/{id}/document/` with the session's token: the file as a blob.
 * Read once per visit (the server logs each opening): never stale, never read again on focus.
 */
export function useVerificationDocument(viewer: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKey(viewer, id),
    queryFn: ({ signal }) => apiDownload(apiPath(PATHS.verificationDocument, { id }), { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  })
}

/**
 * Any action changes the queue, the report, the suspended list and the audit log. Returning the
 * promise keeps the action pending until the new data is in, so the page never shows the old state.
 */
function useRefreshConsole() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: operatorKeys.all })
}

/** `POST /operator/reports/{id}/resolve/`: 409 when another operator resolved it first. */
export function useResolveReport(viewer: string, id: string) {
  const queryClient = useQueryClient()
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: (input: ResolveReportInput) =>
      apiRequest<OperatorReportDetail>(apiPath(PATHS.resolve, { id }), {
        method: 'POST',
        body: input,
      }),
    onSuccess: (report) => {
      queryClient.setQueryData(operatorKeys.report(viewer, id), report)
      return refresh()
    },
    // A 409: another operator resolved it first. Reload it to show what they decided.
    onError: (error) => (error instanceof ApiError && error.status === 409 ? refresh() : undefined),
  })
}

type SuspensionCall = { userId: string; input: SuspensionInput }

/** `POST /operator/users/{id}/suspend/`: 409 when the account already is. */
export function useSuspendUser() {
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: ({ userId, input }: SuspensionCall) =>
      apiRequest<OperatorPerson>(apiPath(PATHS.suspend, { id: userId }), {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => refresh(),
  })
}

/** `POST /operator/users/{id}/unsuspend/`: 409 when the account is not suspended. */
export function useUnsuspendUser() {
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: ({ userId, input }: SuspensionCall) =>
      apiRequest<OperatorPerson>(apiPath(PATHS.unsuspend, { id: userId }), {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => refresh(),
  })
}

/**
 * `POST /operator/verifications/{id}/decide/`: approve or reject a request to check. 409 when
 * another operator decided it first.
 */
export function useDecideVerification(viewer: string, id: string) {
  const queryClient = useQueryClient()
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: (input: DecideVerificationInput) =>
      apiRequest<OperatorVerification>(apiPath(PATHS.decideVerification, { id }), {
        method: 'POST',
        body: input,
      }),
    onSuccess: (verification) => {
      queryClient.setQueryData(operatorKeys.verification(viewer, id), verification)
      return refresh()
    },
    // A 409: another operator decided it first. Reload it to show what they decided.
    onError: (error) => (error instanceof ApiError && error.status === 409 ? refresh() : undefined),
  })
}

/** `POST /operator/verifications/revoke/`: 404 for an unknown user, 409 when they have no badge. */
export function useRevokeVerification() {
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: (input: RevokeVerificationInput) =>
      apiRequest<{ user_id: string; verified: false }>(PATHS.revokeVerification, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => refresh(),
  })
}
