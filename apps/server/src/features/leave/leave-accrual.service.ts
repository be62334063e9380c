import { tk, type Language } from '@hearth/shared/i18n-keys'
import {
  HOLIDAY_NAME_LABELS,
  type HolidayCalendar,
  type LeaveAccrualInput,
  type LeaveAccrualResult,
  type LeaveAdjustment,
  type LeaveAdjustmentInput,
  type LeaveBalance,
} from '@hearth/shared/leaves'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { runLabour, runLabourAsync } from '../../lib/labour'
import { withTransaction } from '../../lib/transaction'
import { translate } from '@hearth/shared/translate'
import {
  findEmploymentForParty,
  findEmploymentOfHelperForEmployer,
} from '../contracts/employments.service'
import { grantsDue } from './leave-balance'
import {
  balanceOf,
  contextOf,
  employmentNotFound,
  leaveContext,
  todayIn,
  type LeaveContext,
} from './leave-context'
import { holidaysOfYear } from './leave-days'
import { presentAdjustment } from './leaves.presenter'
import * as repo from './leaves.repository'

// Accrual, adjustments, balances and the holiday calendar (docs/spec/employment.md §5, §7).

const ONLY_EMPLOYER = tk('Only the employer of this employment can do this.')

function requireEmployer(context: LeaveContext): void {
  if (context.employment.party !== 'employer')
    throw new AppError('permission_denied', ONLY_EMPLOYER)
}

/**
 * `POST /leaves/yearly-leaveaccrue/`: grants the annual leave of every leave year completed by
 * `calculation_date` (not in the past) through the engine's entitlement (EO s.41AA), once per
 * leave year: a second run, or two at once, grants nothing twice.
 */
export async function accrueLeave(
  deps: AppDeps,
  actor: Actor,
  input: LeaveAccrualInput,
): Promise<LeaveAccrualResult> {
  const employment = input.employment
    ? await findEmploymentForParty(deps, input.employment, actor)
    : await findEmploymentOfHelperForEmployer(deps, input.helper_profile, actor)
  if (!employment || employment.helperProfileUid !== input.helper_profile)
    throw employmentNotFound()
  const context = await contextOf(deps, employment)
  requireEmployer(context)
  if (input.calculation_date < todayIn(deps)) {
    const message = tk('The calculation date cannot be in the past.')
    throw new AppError('invalid', message, { fields: { calculation_date: [message] } })
  }
  if (!context.serviceStart) {
    throw new AppError(
      'invalid',
      tk('This employment has no active contract yet, so no leave has accrued.'),
    )
  }
  const start = context.serviceStart
  // No leave years accrue after the last contract ended.
  const until =
    context.serviceEnd && context.serviceEnd < input.calculation_date
      ? context.serviceEnd
      : input.calculation_date
  const due = runLabour(() => grantsDue(start, until), { asOf: 'calculation_date' })
  const inserted = await withTransaction(deps, (tx) =>
    repo.insertGrants(
      tx.db,
      due.map((grant) => ({
        employmentUid: employment.uid,
        leaveYear: grant.leaveYear,
        days: grant.days,
        grantedFor: grant.grantedFor,
        calculationDate: input.calculation_date,
      })),
    ),
  )
  return {
    employment: employment.uid,
    calculation_date: input.calculation_date,
    granted: inserted
      .sort((a, b) => a.leaveYear - b.leaveYear)
      .map((grant) => ({
        leave_year: grant.leaveYear,
        days: grant.days,
        granted_for: grant.grantedFor,
      })),
    balance: await balanceOf(deps, context, input.calculation_date),
  }
}

/** `POST /leaves/adjustments/`: the employer, annual leave only, −365…365 days with a reason. */
export async function createAdjustment(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  input: LeaveAdjustmentInput,
): Promise<LeaveAdjustment> {
  const context = await leaveContext(deps, actor, input.employment)
  if (input.helper_profile_uid && input.helper_profile_uid !== context.employment.helperProfileUid)
    throw employmentNotFound()
  requireEmployer(context)
  const row = await repo.insertAdjustment(deps.db, {
    employmentUid: context.employment.uid,
    leaveTypeCode: 'AN',
    amount: input.adjustment_amount,
    reason: input.reason,
    effectiveDate: input.effective_date ?? todayIn(deps),
  })
  return presentAdjustment(row, lang)
}

/** `GET /leaves/adjustments/by-employment/?employment_uid=`: both parties, newest first. */
export async function listAdjustments(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  employmentUid: string,
): Promise<LeaveAdjustment[]> {
  const context = await leaveContext(deps, actor, employmentUid)
  const rows = await repo.adjustmentsOfEmployments(deps.db, [context.employment.uid])
  return rows.map((row) => presentAdjustment(row, lang))
}

/** `GET /leaves/balances/?employment_uid=&as_of=`: computed from the records (default today). */
export async function leaveBalance(
  deps: AppDeps,
  actor: Actor,
  employmentUid: string,
  asOf: string | undefined,
): Promise<LeaveBalance> {
  const context = await leaveContext(deps, actor, employmentUid)
  const date = asOf ?? todayIn(deps)
  return runLabourAsync(() => balanceOf(deps, context, date), { asOf: 'as_of' })
}

/** `GET /leaves/holidays/?employment_uid=&year=`: the year's statutory holidays, with substitutes. */
export async function holidayCalendar(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  employmentUid: string,
  year: number,
): Promise<HolidayCalendar> {
  const context = await leaveContext(deps, actor, employmentUid)
  const { provisional, holidays } = runLabour(() => holidaysOfYear(year, context.restDay), {
    year: 'year',
  })
  return {
    year,
    rest_day: context.restDay,
    provisional,
    holidays: holidays.map((holiday) => ({
      ...holiday,
      name: translate(HOLIDAY_NAME_LABELS[holiday.name_key] ?? holiday.name_key, lang),
    })),
  }
}
