import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { ReportStatus } from '@hearth/shared/safety'
import type {
  AuditPage,
  OperatorPerson,
  OperatorReportDetail,
  OperatorReportPage,
  ResolveReportInput,
  SuspendedUsers,
  SuspensionInput,
} from '@hearth/shared/operator'
import { apiRequest } from '../../lib/api-client'
import { ApiError } from '../../lib/api-error'

const PATHS = API_PATHS.operator

export type ReportOrder = 'newest' | 'most_reported'
export type QueueQuery = { status: ReportStatus; order: ReportOrder; page: number }

// Every key carries the viewer, as other features' keys do; an action invalidates them all.
export const operatorKeys = {
  all: ['operator'] as const,
  queue: (viewer: string, query: QueueQuery) => ['operator', viewer, 'queue', query] as const,
  report: (viewer: string, id: string) => ['operator', viewer, 'report', id] as const,
  suspended: (viewer: string) => ['operator', viewer, 'suspended'] as const,
  audit: (viewer: string, page: number) => ['operator', viewer, 'audit', page] as const,
}

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
