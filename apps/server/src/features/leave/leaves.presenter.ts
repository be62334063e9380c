import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import { API_BASE_PATH } from '@hearth/shared/config'
import type { Language } from '@hearth/shared/i18n-keys'
import {
  DURATION_LABELS,
  LEAVE_STATUS_LABELS,
  LEAVE_TYPE_LABELS,
  type DurationType,
  type LeaveAdjustment,
  type LeaveRequest,
  type LeaveStatus,
  type LeaveTypeCode,
} from '@hearth/shared/leaves'
import { translate } from '@hearth/shared/translate'
import { extensionOfMime } from './leave-documents'
import type { LeaveAdjustmentRow, LeaveRequestRow } from './leaves.repository'

/** Where a party downloads a request's document (`GET /leaves/requests/{id}/documents/{slot}/`). */
export function documentUrl(id: number, slot: 1 | 2): string {
  return `${API_BASE_PATH}${apiPath(API_PATHS.leaves.document, { id: String(id), slot: String(slot) })}`
}

/** A leave request as both parties read it (docs/spec/employment.md §3 "Leave request"). */
export function presentRequest(row: LeaveRequestRow, lang: Language): LeaveRequest {
  const status = row.statusType as LeaveStatus
  const type = row.leaveTypeCode as LeaveTypeCode
  const duration = row.durationType as DurationType
  const slots = [
    [1, row.document1Key, row.document1Type],
    [2, row.document2Key, row.document2Type],
  ] as const
  const documents = slots
    .filter(([, key]) => key)
    .map(([slot, , mime]) => ({
      file: documentUrl(row.id, slot),
      name: `document${slot}.${extensionOfMime(mime ?? '')}`,
    }))
  return {
    id: row.id,
    employment: row.employmentUid,
    status_type: status,
    status_type_display: translate(LEAVE_STATUS_LABELS[status], lang),
    leave_type_code: type,
    leave_type_name: translate(LEAVE_TYPE_LABELS[type], lang),
    from_date: row.fromDate,
    to_date: row.toDate,
    duration_type: duration,
    duration_type_display: translate(DURATION_LABELS[duration], lang),
    days: row.days,
    reason: row.reason,
    medical_certificate: row.leaveTypeCode === 'SL' && row.medicalCertificate,
    back_entry: row.backEntry,
    document1: row.document1Key ? documentUrl(row.id, 1) : null,
    document2: row.document2Key ? documentUrl(row.id, 2) : null,
    documents,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function presentAdjustment(row: LeaveAdjustmentRow, lang: Language): LeaveAdjustment {
  return {
    id: row.id,
    employment: row.employmentUid,
    leave_type_code: 'AN',
    leave_type_name: translate(LEAVE_TYPE_LABELS.AN, lang),
    adjustment_amount: row.amount,
    reason: row.reason,
    effective_date: row.effectiveDate,
  }
}
