import type { AppDeps } from '../../lib/deps'
import { runLabour } from '../../lib/labour'
import type { ListedEmployment } from '../contracts/detailed-employments.service'
import type { EmploymentLeave } from '../contracts/employments.presenter'
import {
  computeLeaveBalance,
  grantsDue,
  PENDING_STATUSES,
  type BalanceRequest,
} from './leave-balance'
import { serviceOf, type Service } from './leave-context'
import type { LeaveTypeCode } from './leave-days'
import * as repo from './leaves.repository'

export type LeaveSummary = { annualLeaveBalance: number; pendingLeaveRequestsCount: number }

/**
 * Each employment's annual leave balance (the same computation as `GET /leaves/balances/`) and
 * its requests awaiting the employer (SU and PC), for the hub's list. Every uid is in the map.
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
      // Records the engine refuses are a 400 `invalid` (lib/labour.ts), not a 500.
      const figures = runLabour(() =>
        computeLeaveBalance({
          asOf,
          // The annual figures do not depend on the start; sick accrual is not shown here.
          employmentStart: null,
          grants: grants.filter((row) => row.employmentUid === uid),
          adjustments: adjustments.filter((row) => row.employmentUid === uid),
          requests: own.map((row): BalanceRequest => ({
            leaveTypeCode: row.leaveTypeCode as LeaveTypeCode,
            statusType: row.statusType,
            days: row.days,
            fromDate: row.fromDate,
            toDate: row.toDate,
          })),
        }),
      )
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

/** Leave years completed and not yet granted: what the next accrual run would grant. */
export type LeaveAccrualDue = { leaveYears: number[]; days: number }

/**
 * For the hub's notice (docs/spec/employment.md §5: becoming ACTIVE grants nothing by itself;
 * the hub tells the employer when a leave year has completed and accrual has not been run):
 * per employment, the leave years completed by `asOf` (or by the end of service, when the
 * contracts have ended) that `POST /leaves/yearly-leaveaccrue/` has not granted yet, with the
 * engine's days for them; null when nothing is due. Every uid is in the map.
 */
export async function leaveAccrualDue(
  deps: AppDeps,
  employments: readonly ({ uid: string } & Pick<Service, 'serviceStart' | 'serviceEnd'>)[],
  asOf: string,
): Promise<Map<string, LeaveAccrualDue | null>> {
  const grants = await repo.grantsOfEmployments(
    deps.db,
    employments.map((employment) => employment.uid),
  )
  return new Map(
    employments.map((employment) => {
      const start = employment.serviceStart
      if (start === null) return [employment.uid, null]
      const until =
        employment.serviceEnd !== null && employment.serviceEnd < asOf
          ? employment.serviceEnd
          : asOf
      const granted = new Set(
        grants.filter((row) => row.employmentUid === employment.uid).map((row) => row.leaveYear),
      )
      const due = runLabour(() => grantsDue(start, until)).filter(
        (grant) => !granted.has(grant.leaveYear),
      )
      if (due.length === 0) return [employment.uid, null]
      return [
        employment.uid,
        {
          leaveYears: due.map((grant) => grant.leaveYear),
          days: due.reduce((total, grant) => total + grant.days, 0),
        },
      ]
    }),
  )
}

/**
 * The leave figures of `GET /employments/detailed-employments/` (the contracts feature's list,
 * to which leave's route hands this): each employment's balance and pending requests, and the
 * accrual due by the service its contracts give. Every uid is in the map.
 */
export async function leaveOfEmployments(
  deps: AppDeps,
  employments: readonly ListedEmployment[],
  today: string,
): Promise<Map<string, EmploymentLeave>> {
  const [leave, accrualDue] = await Promise.all([
    leaveSummaries(
      deps,
      employments.map((employment) => employment.uid),
      today,
    ),
    leaveAccrualDue(
      deps,
      employments.map((employment) => ({
        uid: employment.uid,
        ...serviceOf(employment.contracts, employment.contracts[0]),
      })),
      today,
    ),
  ])
  return new Map(
    employments.map((employment) => [
      employment.uid,
      {
        ...(leave.get(employment.uid) ?? { annualLeaveBalance: 0, pendingLeaveRequestsCount: 0 }),
        accrualDue: accrualDue.get(employment.uid) ?? null,
      },
    ]),
  )
}
