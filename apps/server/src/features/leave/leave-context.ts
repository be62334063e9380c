import { hongKongToday } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { runLabour } from '../../lib/labour'
import {
  contractsOfEmployment,
  findEmploymentForParty,
  type ContractRecord,
  type EmploymentRecord,
} from '../contracts/employments.service'
import {
  annualDaysTakenBy,
  computeLeaveBalance,
  type BalanceInput,
  type LeaveBalanceFigures,
} from './leave-balance'
import { countLeaveDays, type DurationType, type LeaveTypeCode } from './leave-days'
import * as repo from './leaves.repository'

export const employmentNotFound = () => new AppError('not_found', tk('Employment not found.'))

/** A 400 with its message under one field of the leave forms. */
export function leaveFieldError(
  field: string,
  message: string,
  values?: Record<string, string | number>,
) {
  return new AppError('invalid', message, { fields: { [field]: [message] }, values })
}

/** The dates of a leave record, as the request and back-entry forms send them. */
export type LeaveDates = {
  leave_type_code: LeaveTypeCode
  from_date: string
  to_date: string
  duration_type: DurationType
}

/**
 * The working days the dates use (rest days and observed holidays left out); a 400 on
 * `from_date` when they are all rest days or holidays.
 */
export function workingDaysOf(context: LeaveContext, dates: LeaveDates): number {
  const days = runLabour(
    () =>
      countLeaveDays({
        leaveTypeCode: dates.leave_type_code,
        fromDate: dates.from_date,
        toDate: dates.to_date,
        durationType: dates.duration_type,
        excludeDayType: context.restDay,
      }),
    { fromDate: 'from_date', toDate: 'to_date' },
  )
  if (days === 0) {
    throw leaveFieldError(
      'from_date',
      tk('These dates are all rest days or holidays: no leave is needed.'),
    )
  }
  return days
}

/** An employment the caller is a party to, with what leave needs to know of its contracts. */
export type LeaveContext = {
  employment: EmploymentRecord
  /** The first day of service: the earliest start of a contract that was ever ACTIVE. */
  serviceStart: string | null
  /** The last day of service when the latest contract has ended; null while it runs. */
  serviceEnd: string | null
  /** The latest contract's rest day (1 Monday … 7 Sunday), or null. */
  restDay: number | null
  hasContract: boolean
}

/** The employment when the actor is its employer or its helper; anyone else gets 404. */
export async function leaveContext(
  deps: AppDeps,
  actor: Actor,
  employmentUid: string,
): Promise<LeaveContext> {
  const employment = await findEmploymentForParty(deps, employmentUid, actor)
  if (!employment) throw employmentNotFound()
  return contextOf(deps, employment)
}

export async function contextOf(
  deps: AppDeps,
  employment: EmploymentRecord,
): Promise<LeaveContext> {
  const contracts = await contractsOfEmployment(deps, employment.uid)
  return {
    employment,
    ...serviceOf(contracts, employment.latestContract),
    hasContract: employment.latestContract !== undefined,
  }
}

export type Service = Pick<LeaveContext, 'serviceStart' | 'serviceEnd' | 'restDay'>

type ServiceContract = Pick<
  ContractRecord,
  'startDate' | 'endDate' | 'status' | 'activatedAt' | 'terminationDate' | 'excludeDayType'
>

/**
 * The service an employment's contracts give (pure): it starts on the earliest start of a
 * contract that was ever ACTIVE and ends when the latest contract has ended. The employment
 * list calls it too, for the leave years whose accrual is due.
 */
export function serviceOf(
  contracts: readonly ServiceContract[],
  latest: ServiceContract | undefined,
): Service {
  const served = contracts.filter(
    (contract) =>
      contract.activatedAt !== null ||
      (contract.status !== 'PENDING' && contract.status !== 'CANCELLED'),
  )
  const starts = served.map((contract) => contract.startDate).sort()
  const ended = latest && latest.status !== 'ACTIVE' && latest.status !== 'PENDING'
  return {
    serviceStart: starts[0] ?? null,
    serviceEnd: ended ? (latest.terminationDate ?? latest.endDate) : null,
    restDay: latest?.excludeDayType ?? null,
  }
}

export function todayIn(deps: AppDeps): string {
  return hongKongToday(deps.clock())
}

/** The leave records of an employment, as the balance reads them on `asOf`. */
async function balanceInputOf(
  deps: AppDeps,
  context: LeaveContext,
  asOf: string,
  exceptRequestId?: number,
): Promise<BalanceInput> {
  const uid = context.employment.uid
  const [requests, grants, adjustments] = await Promise.all([
    repo.requestsOfEmployments(deps.db, [uid]),
    repo.grantsOfEmployments(deps.db, [uid]),
    repo.adjustmentsOfEmployments(deps.db, [uid]),
  ])
  return {
    asOf,
    employmentStart: context.serviceStart,
    grants,
    adjustments,
    requests: requests
      .filter((row) => row.id !== exceptRequestId)
      .map((row) => ({
        leaveTypeCode: row.leaveTypeCode as LeaveTypeCode,
        statusType: row.statusType,
        days: row.days,
        fromDate: row.fromDate,
        toDate: row.toDate,
        durationType: row.durationType as 'FD' | 'AM' | 'PM',
        medicalCertificate: row.medicalCertificate,
      })),
  }
}

/** The balance from the records, as of `asOf` (GET /leaves/balances/). */
export async function balanceOf(
  deps: AppDeps,
  context: LeaveContext,
  asOf: string,
  exceptRequestId?: number,
): Promise<LeaveBalanceFigures> {
  return computeLeaveBalance(await balanceInputOf(deps, context, asOf, exceptRequestId))
}

/**
 * Annual leave for a settlement whose last day is `lastDay`: the adjustments effective by then
 * and the days taken by then (`annualDaysTakenBy`: approved leave after the last day was never
 * taken, so it is paid as untaken leave).
 */
export async function settlementLeaveOf(
  deps: AppDeps,
  context: LeaveContext,
  lastDay: string,
): Promise<{ taken: number; adjustments: number }> {
  const input = await balanceInputOf(deps, context, lastDay)
  return {
    taken: runLabour(() => annualDaysTakenBy(input.requests, lastDay, context.restDay), {
      toDate: 'termination_date',
    }),
    adjustments: computeLeaveBalance(input).annual.adjustments,
  }
}
