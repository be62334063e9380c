import { addDays, daysInclusive, monthPeriodEnd } from '@hearth/hk-labour/dates'
import { annualLeaveEntitlement, leaveYearPosition } from '@hearth/hk-labour/leave'
import { maternityRule } from '@hearth/hk-labour/maternity'
import { isSicknessRecord, sicknessRuns } from '@hearth/hk-labour/payroll-days'
import {
  paidSicknessDaysAccrued,
  paidSicknessDaysForRun,
  type SicknessDaysTaken,
  type SicknessOpening,
} from '@hearth/hk-labour/sickness'
import { countLeaveDays, type LeaveTypeCode } from './leave-days'

// The leave balance, always computed from the records (accrual grants, adjustments, requests),
// never stored. Pure; the service loads the records and the employment's start.

/** Statuses whose days are taken: approved, and approved ones whose cancellation is open or refused. */
export const TAKEN_STATUSES = ['AP', 'PC', 'CR'] as const
/** Statuses an employer still has to decide (the hub's pending count). */
export const PENDING_STATUSES = ['SU', 'PC'] as const

export type BalanceRequest = {
  leaveTypeCode: LeaveTypeCode
  statusType: string
  /** Working days the request counts (rest days and statutory holidays left out). */
  days: number
  fromDate: string
  toDate: string
  /** FD a full day (default), AM or PM a half day. */
  durationType?: 'FD' | 'AM' | 'PM'
  /** Sick leave: supported by a medical certificate (default true; EO s.33(4)). */
  medicalCertificate?: boolean
}
export type BalanceGrant = { leaveYear: number; days: number; grantedFor: string }
export type BalanceAdjustment = { leaveTypeCode: string; amount: number; effectiveDate: string }

export type BalanceInput = {
  asOf: string
  /** The employment's first day (`overall_start_date`); null before any contract starts. */
  employmentStart: string | null
  grants: readonly BalanceGrant[]
  adjustments: readonly BalanceAdjustment[]
  requests: readonly BalanceRequest[]
  /** Paid sickness days held at the end of a date both parties agreed (issue 22, ADR 0028):
   * the requests and adjustments up to it are left out by the caller. */
  sicknessOpening?: SicknessOpening
}

export type LeaveBalanceFigures = {
  as_of: string
  annual: {
    granted: number
    adjustments: number
    taken: number
    pending: number
    balance: number
    expiry_date: string | null
  }
  sick: { accrued: number; taken: number; balance: number }
  no_pay: { taken: number }
  maternity: { entitled_weeks: number; taken: number }
}

/** Half days add up exactly in binary floating point, so a plain sum is exact here. */
function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

function daysOf(
  requests: readonly BalanceRequest[],
  code: LeaveTypeCode,
  statuses: readonly string[],
) {
  return sum(
    requests
      .filter((request) => request.leaveTypeCode === code && statuses.includes(request.statusType))
      .map((request) => request.days),
  )
}

/**
 * Annual leave days taken by the end of an employment's last day, for its settlement: approved
 * leave on or before `lastDay` counts whole, leave running past it counts its days up to it, and
 * leave after it none — approved but never taken, it is still owed as untaken leave (EO s.41D).
 * The leave page's `taken` counts approved leave whatever its date instead (it is spoken for).
 */
export function annualDaysTakenBy(
  requests: readonly BalanceRequest[],
  lastDay: string,
  restDay: number | null,
): number {
  return sum(
    requests
      .filter(
        (request) =>
          request.leaveTypeCode === 'AN' &&
          (TAKEN_STATUSES as readonly string[]).includes(request.statusType),
      )
      .map((request) => {
        if (request.toDate <= lastDay) return request.days
        if (request.fromDate > lastDay) return 0
        // Running past the last day, so longer than a day: a full-day request.
        return countLeaveDays({
          leaveTypeCode: 'AN',
          fromDate: request.fromDate,
          toDate: lastDay,
          durationType: 'FD',
          excludeDayType: restDay,
        })
      }),
  )
}

/**
 * The figures of `GET /leaves/balances/`. Annual: granted (accrual records for leave years
 * completed by `asOf`) + adjustments (effective by `asOf`) − taken (approved days whatever their
 * date); `pending` (submitted days) is shown apart, not subtracted. The leave of the last
 * completed year is to be taken within the 12 months after it (spec §4.1): that is `expiry_date`.
 * Sick: paid sickness days (EO s.33, the engine), see `sickFigures`.
 */
export function computeLeaveBalance(input: BalanceInput): LeaveBalanceFigures {
  const grants = input.grants.filter((grant) => grant.grantedFor <= input.asOf)
  const granted = sum(grants.map((grant) => grant.days))
  const adjustments = sum(
    input.adjustments
      .filter((row) => row.leaveTypeCode === 'AN' && row.effectiveDate <= input.asOf)
      .map((row) => row.amount),
  )
  const taken = daysOf(input.requests, 'AN', TAKEN_STATUSES)
  const lastYear = Math.max(0, ...grants.map((grant) => grant.leaveYear))
  const started = input.employmentStart !== null && input.employmentStart <= input.asOf
  const expiry =
    lastYear > 0 && input.employmentStart !== null
      ? monthPeriodEnd(input.employmentStart, (lastYear + 1) * 12)
      : null
  const sick = sickFigures(input, started)
  return {
    as_of: input.asOf,
    annual: {
      granted,
      adjustments,
      taken,
      pending: daysOf(input.requests, 'AN', ['SU']),
      balance: granted + adjustments - taken,
      expiry_date: expiry,
    },
    sick,
    no_pay: { taken: daysOf(input.requests, 'NP', TAKEN_STATUSES) },
    maternity: {
      entitled_weeks: maternityRule(input.asOf).weeks,
      taken: daysOf(input.requests, 'ML', TAKEN_STATUSES),
    },
  }
}

/**
 * Paid sickness days (EO s.33). Approved sick leave is merged into runs of adjacent requests
 * (the engine's `sicknessRuns`); a run uses paid sickness days only when it lasts at least 4
 * consecutive days (`paidSicknessDaysForRun`: its calendar days, rest days and holidays inside
 * included, as the payroll counts them by default), and then one for each of its sickness days
 * (the requests' working days) up to the days held when it starts. A half sick day is a
 * working day: it uses none and takes no part in a run, as in the payroll (ADR 0027).
 * A 3-day sick leave uses none. `taken` counts every approved run whatever its date, like annual
 * leave; `balance` is the engine's balance on `asOf` (accrual stops at 120 days held) less the
 * days of runs after `asOf`; `accrued` = balance + taken.
 */
export function sickFigures(input: BalanceInput, started: boolean): LeaveBalanceFigures['sick'] {
  const start = input.employmentStart
  if (start === null) return { accrued: 0, taken: 0, balance: 0 }
  // Full sick days only: a half sick day is a working day (`isSicknessRecord`, ADR 0027).
  const approved = input.requests.filter(
    (request) =>
      isSicknessRecord({ type: request.leaveTypeCode, durationType: request.durationType }) &&
      TAKEN_STATUSES.some((status) => status === request.statusType),
  )
  const runs = sicknessRuns(
    approved.map((request) => ({
      type: 'SL' as const,
      from: request.fromDate,
      to: request.toDate,
      medicalCertificate: request.medicalCertificate ?? true,
    })),
  )
  const used: SicknessDaysTaken[] = []
  const opening = input.sicknessOpening ? { opening: input.sicknessOpening } : {}
  for (const run of runs) {
    // No allowance, so no paid sickness day used, without a medical certificate (EO s.33(4)).
    if (!run.medicalCertificate) continue
    const sickDays = Math.ceil(
      sum(
        approved
          .filter((request) => request.fromDate >= run.from && request.toDate <= run.to)
          .map((request) => request.days),
      ),
    )
    const dayBefore = addDays(run.from, -1)
    const held =
      dayBefore >= start
        ? paidSicknessDaysAccrued({
            employmentStart: start,
            asOf: dayBefore,
            daysTaken: used,
            ...opening,
          })
        : 0
    const days = paidSicknessDaysForRun({
      consecutiveDays: daysInclusive(run.from, run.to),
      availablePaidSicknessDays: Math.min(held, sickDays),
      firstDay: run.from,
    })
    if (days > 0) used.push({ date: run.from, days })
  }
  const taken = sum(used.map((entry) => entry.days))
  const later = sum(used.filter((entry) => entry.date > input.asOf).map((entry) => entry.days))
  const heldNow = started
    ? paidSicknessDaysAccrued({
        employmentStart: start,
        asOf: input.asOf,
        daysTaken: used,
        ...opening,
      })
    : 0
  const balance = Math.max(0, heldNow - later)
  return { accrued: balance + taken, taken, balance }
}

/** Annual leave a new or edited request may still use: the balance less other submitted days. */
export function availableAnnualDays(figures: LeaveBalanceFigures): number {
  return figures.annual.balance - figures.annual.pending
}

export type AccrualGrant = { leaveYear: number; days: number; grantedFor: string }

/**
 * The grants owed on `calculationDate`: one per leave year completed by then (each 12 months
 * from the start, EO s.41AA), with the engine's entitlement for that year of service. The
 * caller inserts them under a unique (employment, leave year) key, so a second run adds none.
 */
export function grantsDue(employmentStart: string, calculationDate: string): AccrualGrant[] {
  if (calculationDate < employmentStart) return []
  const { completedLeaveYears } = leaveYearPosition(employmentStart, calculationDate)
  const grants: AccrualGrant[] = []
  for (let year = 1; year <= completedLeaveYears; year += 1) {
    // The leave year ends the day before the anniversary; its leave is earned on completion.
    grants.push({
      leaveYear: year,
      days: annualLeaveEntitlement(year),
      grantedFor: monthPeriodEnd(employmentStart, year * 12),
    })
  }
  return grants
}
