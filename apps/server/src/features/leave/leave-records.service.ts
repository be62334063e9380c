import type { AppDeps } from '../../lib/deps'
import * as repo from './leaves.repository'

/** Leave that stands approved: AP, and PC / CR (a cancellation asked for or refused is still leave). */
const APPROVED_STATUSES: ReadonlySet<string> = new Set(['AP', 'PC', 'CR'])

export type ApprovedLeave = {
  type: 'AN' | 'SL' | 'ML' | 'NP'
  from: string
  to: string
  durationType: 'FD' | 'AM' | 'PM'
  /** Sick leave: supported by a medical certificate (EO s.33(4)); else true. */
  medicalCertificate?: boolean
}

function isLeaveType(value: string): value is ApprovedLeave['type'] {
  return value === 'AN' || value === 'SL' || value === 'ML' || value === 'NP'
}

function isDuration(value: string): value is ApprovedLeave['durationType'] {
  return value === 'FD' || value === 'AM' || value === 'PM'
}

/**
 * The employment's approved leave, oldest first, for the payroll and the termination settlement
 * (docs/decisions/0004: other features call this, never the leave tables).
 */
export async function approvedLeaveOf(
  deps: AppDeps,
  employmentUid: string,
): Promise<ApprovedLeave[]> {
  const rows = await repo.requestsOfEmployment(deps.db, employmentUid)
  const leave: ApprovedLeave[] = []
  for (const row of rows) {
    if (!APPROVED_STATUSES.has(row.statusType)) continue
    if (!isLeaveType(row.leaveTypeCode) || !isDuration(row.durationType)) continue
    leave.push({
      type: row.leaveTypeCode,
      from: row.fromDate,
      to: row.toDate,
      durationType: row.durationType,
      ...(row.leaveTypeCode === 'SL' ? { medicalCertificate: row.medicalCertificate } : {}),
    })
  }
  return leave.sort((a, b) => a.from.localeCompare(b.from))
}
