import { asc, eq } from 'drizzle-orm'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import type { LeaveStatus, LeaveTypeCode } from '@hearth/shared/leaves'
import { employmentContracts, employments, leaveRequests } from '../db/schema'
import { grantsDue } from '../features/leave/leave-balance'
import { countLeaveDays } from '../features/leave/leave-days'
import { insertAdjustment, insertGrants, insertRequest } from '../features/leave/leaves.repository'
import type { AppDeps } from '../lib/deps'

type DemoLeave = {
  type: LeaveTypeCode
  /** Days from today (HK) to the first and last day. */
  from: number
  to: number
  status: LeaveStatus
  reason: string
}

// Issue 13 "Demo data": leave in each state a request reaches (RE, "retrieved", has no
// transition into it in docs/spec/employment.md §4, so it is not shown), the annual leave of the
// completed leave year, and an adjustment. Balances follow from these rows.
const DEMO_LEAVE: DemoLeave[] = [
  { type: 'SL', from: -120, to: -117, status: 'AP', reason: 'Flu, with a medical certificate' },
  { type: 'AN', from: -90, to: -88, status: 'AP', reason: 'Visit my cousin in Tsuen Wan' },
  { type: 'AN', from: -60, to: -60, status: 'CA', reason: 'Bank appointment (no longer needed)' },
  { type: 'AN', from: -30, to: -30, status: 'CR', reason: 'Church retreat' },
  { type: 'AN', from: 21, to: 23, status: 'SU', reason: 'Family video call and shopping' },
  { type: 'NP', from: 40, to: 40, status: 'RJ', reason: 'Friend’s birthday' },
  { type: 'AN', from: 50, to: 51, status: 'PC', reason: 'Short trip to Macau' },
]

/**
 * Leave records for the demo employment (idempotent: nothing is added once it has requests).
 * Returns the number of requests written.
 */
export async function loadDemoLeave(deps: AppDeps, employmentUid: string): Promise<number> {
  const [employment] = await deps.db
    .select()
    .from(employments)
    .where(eq(employments.uid, employmentUid))
  if (!employment) return 0
  const existing = await deps.db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(eq(leaveRequests.employmentUid, employmentUid))
    .limit(1)
  if (existing.length > 0) return 0
  const [contract] = await deps.db
    .select()
    .from(employmentContracts)
    .where(eq(employmentContracts.employmentUid, employmentUid))
    .orderBy(asc(employmentContracts.startDate))
  if (!contract) return 0
  const today = hongKongToday(deps.clock())
  await insertGrants(
    deps.db,
    grantsDue(contract.startDate, today).map((grant) => ({
      employmentUid,
      leaveYear: grant.leaveYear,
      days: grant.days,
      grantedFor: grant.grantedFor,
      calculationDate: addDays(grant.grantedFor, 1),
    })),
  )
  await insertAdjustment(deps.db, {
    employmentUid,
    leaveTypeCode: 'AN',
    amount: 2,
    reason: 'Two days agreed in lieu of Lunar New Year work',
    effectiveDate: addDays(today, -45),
  })
  for (const leave of DEMO_LEAVE) {
    // Move a range that falls on rest days or holidays only to the next days that count.
    let shift = 0
    const daysOf = (offset: number) =>
      countLeaveDays({
        leaveTypeCode: leave.type,
        fromDate: addDays(today, leave.from + offset),
        toDate: addDays(today, leave.to + offset),
        durationType: 'FD',
        excludeDayType: contract.excludeDayType,
      })
    while (daysOf(shift) === 0) shift += 1
    const fromDate = addDays(today, leave.from + shift)
    const toDate = addDays(today, leave.to + shift)
    await insertRequest(deps.db, {
      employmentUid,
      employerProfileUid: employment.employerProfileUid,
      helperProfileUid: employment.helperProfileUid,
      leaveTypeCode: leave.type,
      fromDate,
      toDate,
      durationType: 'FD',
      days: daysOf(shift),
      reason: leave.reason,
      // The demo's sick leave says it has a certificate (EO s.33(4)).
      medicalCertificate: leave.type === 'SL',
      statusType: leave.status,
    })
  }
  return DEMO_LEAVE.length
}
