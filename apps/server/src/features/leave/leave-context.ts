import { hongKongToday } from '@hearth/shared/form-values'
import { tk } from '@hearth/shared/i18n-keys'
import { BACK_ENTRY_MESSAGES } from '@hearth/shared/leaves'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { runLabour } from '../../lib/labour'
import { serviceOf } from '../contracts/contract-service'
import {
  contractsOfEmployment,
  findEmploymentForParty,
  type EmploymentRecord,
} from '../contracts/employments.service'
import {
  annualDaysTakenBy,
  computeLeaveBalance,
  PENDING_STATUSES,
  TAKEN_STATUSES,
  type BalanceInput,
  type LeaveBalanceFigures,
} from './leave-balance'
import { countLeaveDays, type DurationType, type LeaveTypeCode } from './leave-days'
import * as repo from './leaves.repository'
import { openingLeaveAdjustment } from '../openings/opening-figures'
import { countingOpening } from '../openings/openings.service'
import { fieldError } from '../../lib/app-error'

export const employmentNotFound = () => new AppError('not_found', tk('Employment not found.'))

const LEAVE_OVERLAPS = BACK_ENTRY_MESSAGES.overlaps

/** Statuses whose days another record may not share: taken, or still to be decided. */
const OCCUPYING = new Set<string>([...TAKEN_STATUSES, ...PENDING_STATUSES])

type Dated = { fromDate: string; toDate: string; durationType: string }

/** Two records share a day, unless they are the morning and the afternoon of one day. */
function sharesADay(a: Dated, b: Dated): boolean {
  if (a.fromDate > b.toDate || b.fromDate > a.toDate) return false
  const halves =
    a.fromDate === a.toDate &&
    b.fromDate === b.toDate &&
    a.durationType !== 'FD' &&
    b.durationType !== 'FD' &&
    a.durationType !== b.durationType
  return !halves
}

/**
 * A 409 when the dates share a day with the employment's leave that is taken or awaits a
 * decision (`exceptId`: the record being edited). Call it holding `lockEmploymentLeave`.
 */
export async function refuseOverlap(
  db: AppDeps['db'],
  employmentUid: string,
  dates: LeaveDates,
  exceptId?: number,
): Promise<void> {
  const wanted = {
    fromDate: dates.from_date,
    toDate: dates.to_date,
    durationType: dates.duration_type,
  }
  const existing = await repo.requestsOfEmployment(db, employmentUid)
  const overlaps = existing.some(
    (other) =>
      other.id !== exceptId && OCCUPYING.has(other.statusType) && sharesADay(other, wanted),
  )
  if (overlaps) throw new AppError('conflict', LEAVE_OVERLAPS)
}

/** A 400 with its message under one field of the leave forms. */
export function leaveFieldError(
  field: string,
  message: string,
  values?: Record<string, string | number>,
) {
  return fieldError('invalid', field, message, values)
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

export { serviceOf, type Service } from '../contracts/contract-service'

export function todayIn(deps: AppDeps): string {
  return hongKongToday(deps.clock())
}

/**
 * What an opening's days left are set against: the grant records of the leave years completed
 * by its date (the balance page, whose granted figure sums those records), or their statutory
 * entitlement (a settlement, which the engine computes from the start).
 */
type OpeningBase = 'grants' | 'entitlement'

function grantedBy(grants: readonly { days: number; grantedFor: string }[], date: string): number {
  return grants
    .filter((grant) => grant.grantedFor <= date)
    .reduce((total, grant) => total + grant.days, 0)
}

/** The leave records of an employment, as the balance reads them on `asOf`. */
async function balanceInputOf(
  deps: AppDeps,
  context: LeaveContext,
  asOf: string,
  exceptRequestId?: number,
  base: OpeningBase = 'grants',
): Promise<BalanceInput> {
  const uid = context.employment.uid
  const [requests, grants, adjustments, opening] = await Promise.all([
    repo.requestsOfEmployments(deps.db, [uid]),
    repo.grantsOfEmployments(deps.db, [uid]),
    repo.adjustmentsOfEmployments(deps.db, [uid]),
    countingOpening(deps, uid),
  ])
  // Confirmed opening figures (issue 22, ADR 0028) stand for everything up to their date: the
  // leave taken and adjusted by then, and the paid sickness days held.
  const opened =
    opening && context.serviceStart && opening.asOf <= asOf
      ? { ...opening, serviceStart: context.serviceStart }
      : undefined
  const after = (date: string) => !opened || date > opened.asOf
  return {
    asOf,
    employmentStart: context.serviceStart,
    grants,
    adjustments: [
      ...adjustments.filter((row) => after(row.effectiveDate)),
      ...(opened
        ? [
            {
              leaveTypeCode: 'AN',
              amount:
                base === 'grants'
                  ? opened.annualDaysLeft - grantedBy(grants, opened.asOf)
                  : openingLeaveAdjustment(opened.serviceStart, opened),
              effectiveDate: opened.asOf,
            },
          ]
        : []),
    ],
    ...(opened ? { sicknessOpening: opened.sickness } : {}),
    requests: requests
      .filter((row) => row.id !== exceptRequestId && after(row.fromDate))
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
  const input = await balanceInputOf(deps, context, lastDay, undefined, 'entitlement')
  return {
    taken: runLabour(() => annualDaysTakenBy(input.requests, lastDay, context.restDay), {
      toDate: 'termination_date',
    }),
    adjustments: computeLeaveBalance(input).annual.adjustments,
  }
}
