import type { AppDeps } from '../../lib/deps'
import { computeLeaveBalance, PENDING_STATUSES, type BalanceRequest } from './leave-balance'
import type { LeaveTypeCode } from './leave-days'
import * as repo from './leaves.repository'

export type LeaveSummary = { annualLeaveBalance: number; pendingLeaveRequestsCount: number }

/**
 * Each employment's annual leave balance (the same computation as `GET /leaves/balances/`) and
 * its requests awaiting the employer (SU and PC), for the hub's list. Every uid is in the map.
 * Imports nothing of the employments feature, which calls it.
 */
export async function leaveSummaries(
  deps: AppDeps,
  employmentUids: string[],
  asOf: string,
): Promise<Map<string, LeaveSummary>> {
  const uids = [...new Set(employmentUids)]
  const [requests, grants, adjustments] = await Promise.all([
    repo.requestsOfEmployments(deps.db, uids),
    repo.grantsOfEmployments(deps.db, uids),
    repo.adjustmentsOfEmployments(deps.db, uids),
  ])
  const pending = new Set<string>(PENDING_STATUSES)
  return new Map(
    uids.map((uid) => {
      const own = requests.filter((row) => row.employmentUid === uid)
      const figures = computeLeaveBalance({
        asOf,
        // The annual figures do not depend on the start; sick accrual is not shown here.
        employmentStart: null,
        grants: grants.filter((row) => row.employmentUid === uid),
        adjustments: adjustments.filter((row) => row.employmentUid === uid),
        requests: own.map((row): BalanceRequest => ({
          leaveTypeCode: row.leaveTypeCode as LeaveTypeCode,
          statusType: row.statusType,
          days: row.days,
        })),
      })
      return [
        uid,
        {
          annualLeaveBalance: figures.annual.balance,
          pendingLeaveRequestsCount: own.filter((row) => pending.has(row.statusType)).length,
        },
      ]
    }),
  )
}
