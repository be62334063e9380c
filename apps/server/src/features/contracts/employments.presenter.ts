import { centsToAmount, type Contract, type Employment } from '@hearth/shared/employments'
import type { ContractRow, EmploymentRow } from './employments.repository'
import { isEmploymentActive, toContractRecord } from './employments.service'

/** docs/spec/employment.md §3 "Contract as read"; money as text with two decimals. */
export function presentContract(row: ContractRow): Contract {
  const record = toContractRecord(row)
  return {
    uid: row.uid,
    employment: row.employmentUid,
    helper_profile: row.helperProfileUid,
    employer_profile_uid: row.employerProfileUid,
    employment_profile_type: row.employmentProfileType,
    start_date: row.startDate,
    end_date: row.endDate,
    signed_on: row.signedOn,
    job_title: row.jobTitle,
    salary_amount: centsToAmount(row.salaryCents),
    salary_currency: row.salaryCurrency,
    accommodation_type: row.accommodationType,
    accommodation_details: row.accommodationDetails,
    food_allowance_amount: centsToAmount(row.foodAllowanceCents),
    contract_document_url: row.contractDocumentUrl,
    exclude_day_type: row.excludeDayType,
    working_hours_per_week: Number(row.workingHoursPerWeek),
    status: record.status,
    termination_date: row.terminationDate,
    termination_reason: row.terminationReason,
    helper_confirmed_at: row.helperConfirmedAt?.toISOString() ?? null,
    helper_declined_at: row.helperDeclinedAt?.toISOString() ?? null,
    helper_decline_reason: row.helperDeclineReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export type EmploymentParties = {
  helperName: string
  employerName: string
}

/** The leave figures the list shows (leave/leave-summaries.service.ts, `leaveOfEmployments`). */
export type EmploymentLeave = {
  annualLeaveBalance: number
  pendingLeaveRequestsCount: number
  /** Leave years completed whose accrual has not been run (null: none). */
  accrualDue: { leaveYears: number[]; days: number } | null
}

/**
 * docs/spec/employment.md §3 "Employment". `contracts` are this employment's, latest first;
 * the overall start is the earliest start of a contract that was not cancelled.
 */
export function presentEmployment(
  row: EmploymentRow,
  contracts: ContractRow[],
  parties: EmploymentParties,
  leave: EmploymentLeave,
  today: string,
): Employment {
  const latest = contracts[0] ? toContractRecord(contracts[0]) : undefined
  const started = contracts.filter((contract) => contract.status !== 'CANCELLED')
  const starts = (started.length ? started : contracts).map((contract) => contract.startDate)
  return {
    uid: row.uid,
    helper_profile: row.helperProfileUid,
    helper_details: { uid: row.helperProfileUid, full_name: parties.helperName },
    employer_profile: row.employerProfileUid,
    employer_details: { uid: row.employerProfileUid, full_name: parties.employerName },
    status: isEmploymentActive(latest, today) ? 'active' : 'inactive',
    overall_start_date: starts.length ? starts.reduce((a, b) => (a < b ? a : b)) : null,
    latest_contract_details: latest
      ? {
          uid: latest.uid,
          status: latest.status,
          start_date: latest.startDate,
          end_date: latest.endDate,
          salary_currency: latest.salaryCurrency,
          salary_amount: centsToAmount(latest.salaryCents),
          exclude_day_type: latest.excludeDayType,
          job_title: contracts[0]?.jobTitle ?? '',
          helper_confirmed_at: latest.helperConfirmedAt?.toISOString() ?? null,
          helper_declined_at: latest.helperDeclinedAt?.toISOString() ?? null,
        }
      : null,
    annual_leave_balance: leave.annualLeaveBalance,
    pending_leave_requests_count: leave.pendingLeaveRequestsCount,
    leave_accrual_due: leave.accrualDue
      ? { leave_years: leave.accrualDue.leaveYears, days: leave.accrualDue.days }
      : null,
  }
}
