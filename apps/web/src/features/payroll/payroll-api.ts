import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { Language } from '@hearth/shared/i18n-keys'
import type {
  PayrollCalculateInput,
  PayrollDeleted,
  PayrollRecord,
  PayrollRecordPatchSchema,
  SalaryAdjustment,
  SalaryAdjustmentInputSchema,
} from '@hearth/shared/payrolls'
import { apiDownload, apiRequest } from '../../lib/api-client'
import { ApiError } from '../../lib/api-error'

const PATHS = API_PATHS.payrolls

/** The bodies as sent: money as text ("-100.00"), parsed by the server with the shared schemas. */
export type SalaryAdjustmentBody = z.input<typeof SalaryAdjustmentInputSchema>
export type PayrollRecordPatchBody = z.input<typeof PayrollRecordPatchSchema>
export type PayrollCalculateBody = PayrollCalculateInput

// What the payroll API answers depends on who asks (the employer sees drafts, the helper only
// finalised records), so every key carries the viewer.
export const payrollKeys = {
  all: ['payroll'] as const,
  records: (viewer: string, employmentUid: string) =>
    ['payroll', viewer, 'records', employmentUid] as const,
  record: (viewer: string, uid: string) => ['payroll', viewer, 'record', uid] as const,
  adjustments: (viewer: string, employmentUid: string) =>
    ['payroll', viewer, 'adjustments', employmentUid] as const,
}

const byEmployment = (path: string, employmentUid: string) =>
  `${path}?${new URLSearchParams({ employment_uid: employmentUid }).toString()}`

/** An employment's pay records: every one to its employer, the finalised ones to its helper. */
export function usePayrollRecords(viewer: string, employmentUid: string) {
  return useQuery({
    queryKey: payrollKeys.records(viewer, employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<PayrollRecord[]>(byEmployment(PATHS.recordsByEmployment, employmentUid), {
        signal,
      }),
    enabled: employmentUid !== '',
  })
}

/** `GET /payrolls/pay-period-records/{uid}/`; `initial` is a record handed over in route state. */
export function usePayrollRecord(viewer: string, uid: string, initial?: PayrollRecord) {
  return useQuery({
    queryKey: payrollKeys.record(viewer, uid),
    queryFn: ({ signal }) => apiRequest<PayrollRecord>(apiPath(PATHS.record, { uid }), { signal }),
    enabled: uid !== '',
    placeholderData: initial,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })
}

export function useSalaryAdjustments(viewer: string, employmentUid: string) {
  return useQuery({
    queryKey: payrollKeys.adjustments(viewer, employmentUid),
    queryFn: ({ signal }) =>
      apiRequest<SalaryAdjustment[]>(byEmployment(PATHS.adjustmentsByEmployment, employmentUid), {
        signal,
      }),
    enabled: employmentUid !== '',
  })
}

/** Any write may change records, their totals and which adjustments are paid. */
function useRefreshPayroll() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: payrollKeys.all })
}

/** `POST /payrolls/calculate/`: one month; replaces a draft, 409 for a finalised month. */
export function useCalculatePayroll() {
  const refresh = useRefreshPayroll()
  return useMutation({
    mutationFn: (input: PayrollCalculateBody) =>
      apiRequest<PayrollRecord>(PATHS.calculate, { method: 'POST', body: input }),
    onSuccess: () => void refresh(),
  })
}

/** `PATCH /payrolls/pay-period-records/{uid}/`: the payment date, or finalising. */
export function useUpdatePayrollRecord(uid: string) {
  const refresh = useRefreshPayroll()
  return useMutation({
    mutationFn: (input: PayrollRecordPatchBody) =>
      apiRequest<PayrollRecord>(apiPath(PATHS.record, { uid }), { method: 'PATCH', body: input }),
    onSuccess: () => void refresh(),
  })
}

/** `DELETE /payrolls/pay-period-records/{uid}/` (drafts only). */
export function useDeletePayrollRecord() {
  const refresh = useRefreshPayroll()
  return useMutation({
    mutationFn: (uid: string) =>
      apiRequest<PayrollDeleted>(apiPath(PATHS.record, { uid }), { method: 'DELETE' }),
    onSuccess: () => void refresh(),
  })
}

/** `POST /payrolls/salary-adjustments/`. */
export function useCreateSalaryAdjustment() {
  const refresh = useRefreshPayroll()
  return useMutation({
    mutationFn: (input: SalaryAdjustmentBody) =>
      apiRequest<SalaryAdjustment>(PATHS.adjustments, { method: 'POST', body: input }),
    onSuccess: () => void refresh(),
  })
}

/** `DELETE /payrolls/salary-adjustments/{id}/` (unpaid only). */
export function useDeleteSalaryAdjustment() {
  const refresh = useRefreshPayroll()
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<PayrollDeleted>(apiPath(PATHS.adjustment, { id: String(id) }), {
        method: 'DELETE',
      }),
    onSuccess: () => void refresh(),
  })
}

/** The wage receipt PDF path in a language (`GET …/{uid}/receipt/?lang=`). */
export function receiptPath(uid: string, language: Language): string {
  return `${apiPath(PATHS.receipt, { uid })}?${new URLSearchParams({ lang: language }).toString()}`
}

/** Saves the receipt: it needs the session, so a plain link would not do. */
export async function downloadReceipt(uid: string, language: Language, fileName: string) {
  const blob = await apiDownload(receiptPath(uid, language), { accept: 'application/pdf' })
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
