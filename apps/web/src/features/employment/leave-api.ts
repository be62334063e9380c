import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type {
  HolidayCalendar,
  LeaveAccrualInput,
  LeaveAccrualResult,
  LeaveAdjustment,
  LeaveAdjustmentInput,
  LeaveBackEntryInput,
  LeaveBalance,
  LeaveRequest,
  LeaveRequestInput,
  LeaveRequestPatch,
  ManageApprovalInput,
} from '@hearth/shared/leaves'
import { apiRequest } from '../../lib/api-client'
import { employmentKeys } from './employment-api'

const PATHS = API_PATHS.leaves

// The leave calls of docs/spec/employment.md §7 plus balances and the holiday calendar. Both
// parties read the same answers, so the keys carry only the employment; signing out clears the
// cache anyway.
export const leaveKeys = {
  all: ['leaves'] as const,
  employment: (employmentUid: string) => ['leaves', employmentUid] as const,
  requests: (employmentUid: string) => ['leaves', employmentUid, 'requests'] as const,
  adjustments: (employmentUid: string) => ['leaves', employmentUid, 'adjustments'] as const,
  balance: (employmentUid: string) => ['leaves', employmentUid, 'balance'] as const,
  holidays: (employmentUid: string, year: number) =>
    ['leaves', employmentUid, 'holidays', year] as const,
}

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`
}

/** `GET /leaves/requests/leaves-for-employment/?employment_uid=`. */
export function useLeaveRequests(employmentUid: string) {
  return useQuery({
    queryKey: leaveKeys.requests(employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<LeaveRequest[]>(
        withQuery(PATHS.forEmployment, { employment_uid: employmentUid }),
        {
          signal,
        },
      ),
    enabled: employmentUid !== '',
  })
}

/** `GET /leaves/adjustments/by-employment/?employment_uid=`. */
export function useLeaveAdjustments(employmentUid: string) {
  return useQuery({
    queryKey: leaveKeys.adjustments(employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<LeaveAdjustment[]>(
        withQuery(PATHS.adjustmentsByEmployment, { employment_uid: employmentUid }),
        { signal },
      ),
    enabled: employmentUid !== '',
  })
}

/** `GET /leaves/balances/?employment_uid=`: today's balance (the server's Hong Kong date). */
export function useLeaveBalance(employmentUid: string) {
  return useQuery({
    queryKey: leaveKeys.balance(employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<LeaveBalance>(withQuery(PATHS.balances, { employment_uid: employmentUid }), {
        signal,
      }),
    enabled: employmentUid !== '',
  })
}

/** `GET /leaves/holidays/?employment_uid=&year=`: the statutory holidays with substitute days. */
export function useHolidays(employmentUid: string, year: number) {
  return useQuery({
    queryKey: leaveKeys.holidays(employmentUid, year),
    queryFn: ({ signal }) =>
      apiRequest<HolidayCalendar>(
        withQuery(PATHS.holidays, { employment_uid: employmentUid, year: String(year) }),
        { signal },
      ),
    enabled: employmentUid !== '',
  })
}

/** After any leave write the requests, balance, adjustments and the employment list may change. */
function useRefreshLeave(employmentUid: string) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leaveKeys.employment(employmentUid) }),
      queryClient.invalidateQueries({ queryKey: employmentKeys.all }),
    ])
}

/**
 * The apply/edit form as sent: the text fields of the shared schema (parsed by the server), up to
 * two new documents, or null to remove one.
 */
export type LeaveRequestBody = Record<
  Exclude<keyof LeaveRequestInput, 'document1' | 'document2' | 'medical_certificate'>,
  string
> & {
  /** Sent for sick leave only: 'true' or 'false'. */
  medical_certificate?: string
  document1?: File | null
  document2?: File | null
}

/**
 * JSON, or multipart when a document is attached (§7 "Create leave"). A removed document is
 * null in JSON and an empty part in multipart (the shared schema reads both as null).
 */
function encodeRequest(body: LeaveRequestBody): FormData | Record<string, string | null> {
  const { document1, document2, ...given } = body
  const fields = Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  const documents = { document1, document2 }
  const hasFile = document1 instanceof File || document2 instanceof File
  if (!hasFile) {
    const json: Record<string, string | null> = { ...fields }
    for (const [slot, value] of Object.entries(documents)) if (value === null) json[slot] = null
    return json
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [slot, value] of Object.entries(documents)) {
    if (value instanceof File) form.append(slot, value)
    else if (value === null) form.append(slot, '')
  }
  return form
}

/** `POST /leaves/requests/` or, with an id, `PUT /leaves/requests/{id}/` (an SU request). */
export function useSaveLeaveRequest(employmentUid: string) {
  const refresh = useRefreshLeave(employmentUid)
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LeaveRequestBody }) =>
      id === null
        ? apiRequest<LeaveRequest>(PATHS.requests, { method: 'POST', body: encodeRequest(body) })
        : apiRequest<LeaveRequest>(apiPath(PATHS.request, { id: String(id) }), {
            method: 'PUT',
            body: encodeRequest(body),
          }),
    onSuccess: () => void refresh(),
  })
}

/** `PATCH /leaves/requests/{id}/` with `status_type`: SU becomes CA, AP becomes PC. */
export function useCancelLeaveRequest(employmentUid: string) {
  const refresh = useRefreshLeave(employmentUid)
  return useMutation({
    mutationFn: (request: Pick<LeaveRequest, 'id' | 'status_type'>) =>
      apiRequest<LeaveRequest>(apiPath(PATHS.request, { id: String(request.id) }), {
        method: 'PATCH',
        body: {
          status_type: request.status_type === 'AP' ? 'PC' : 'CA',
        } satisfies Pick<LeaveRequestPatch, 'status_type'>,
      }),
    onSuccess: () => void refresh(),
  })
}

export type LeaveDecision = { id: number; approve: boolean; cancellation: boolean }

/** `POST /leaves/requests/{id}/manage-approval/` (the employer). */
export function useDecideLeave(employmentUid: string) {
  const refresh = useRefreshLeave(employmentUid)
  return useMutation({
    mutationFn: ({ id, approve, cancellation }: LeaveDecision) =>
      apiRequest<LeaveRequest>(apiPath(PATHS.manageApproval, { id: String(id) }), {
        method: 'POST',
        body: {
          leave: id,
          is_approved: approve,
          is_rejected: !approve,
          is_cancellation: cancellation,
        } satisfies ManageApprovalInput,
      }),
    onSuccess: () => void refresh(),
  })
}

/** `POST /leaves/yearly-leaveaccrue/` (the employer). */
export function useAccrueLeave(employmentUid: string) {
  const refresh = useRefreshLeave(employmentUid)
  return useMutation({
    mutationFn: (body: Pick<LeaveAccrualInput, 'calculation_date' | 'helper_profile'>) =>
      apiRequest<LeaveAccrualResult>(PATHS.accrue, {
        method: 'POST',
        body: { ...body, employment: employmentUid } satisfies LeaveAccrualInput,
      }),
    onSuccess: () => void refresh(),
  })
}

/** `POST /leaves/adjustments/` (the employer; annual leave only). */
export function useAdjustLeave(employmentUid: string) {
  const refresh = useRefreshLeave(employmentUid)
  return useMutation({
    mutationFn: (
      body: Pick<LeaveAdjustmentInput, 'adjustment_amount' | 'reason' | 'helper_profile_uid'>,
    ) =>
      apiRequest<LeaveAdjustment>(PATHS.adjustments, {
        method: 'POST',
        body: {
          ...body,
          leave_type_code: 'AN',
          employment: employmentUid,
        } satisfies Omit<LeaveAdjustmentInput, 'effective_date'>,
      }),
    onSuccess: () => void refresh(),
  })
}

/** `POST /leaves/back-entries/` (the employer): leave already taken, recorded as approved. */
export function useRecordBackEntry(employmentUid: string) {
  const refresh = useRefreshLeave(employmentUid)
  return useMutation({
    mutationFn: (body: LeaveBackEntryInput) =>
      apiRequest<LeaveRequest>(PATHS.backEntries, { method: 'POST', body }),
    onSuccess: () => void refresh(),
  })
}
