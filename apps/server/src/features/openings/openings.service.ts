import { addDays } from '@hearth/hk-labour/dates'
import { annualLeaveEntitlement, leaveYearPosition } from '@hearth/hk-labour/leave'
import { paidSicknessDaysAccrued } from '@hearth/hk-labour/sickness'
import {
  OPENING_MESSAGES as MESSAGES,
  type Opening,
  type OpeningDisputeInput,
  type OpeningInput,
} from '@hearth/shared/employment-openings'
import { formatHongKongDate } from '@hearth/shared/format-date'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { centsToAmount } from '@hearth/shared/money'
import { translate } from '@hearth/shared/translate'
import type { Actor } from '../../lib/actor'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { composeMail } from '../../lib/mail-compose'
import { withTransaction } from '../../lib/transaction'
import { queueMail } from '../../tasks/mail.task'
import { mailContactsOfUsers } from '../accounts/users.service'
import { helperDisplayName } from '../chat/chat.presenter'
import { serviceOf } from '../contracts/contract-service'
import {
  contractsOfEmployment,
  findEmploymentForParty,
  type EmploymentRecord,
} from '../contracts/employments.service'
import { findEmployerProfiles } from '../employers/employers.service'
import { findHelperProfile } from '../helpers/helpers.service'
import { countingOpeningOf, type CountingOpening } from './opening-figures'
import * as repo from './openings.repository'
import type { OpeningEvent, OpeningRow } from './openings.repository'
import { fieldError } from '../../lib/app-error'

// The opening figures of an employment that began before Hearth (issue 22 item 1; ADR 0028).
// Its employer enters them (PUT, again to correct them: each time the helper is asked again);
// its helper confirms or disputes them. Only confirmed figures count, and both see the story
// of who entered or answered what, and when. Anyone else: 404.

const employmentNotFound = () => new AppError('not_found', tk('Employment not found.'))
const invalidField = (field: string, message: string, values?: Record<string, string | number>) =>
  fieldError('invalid', field, message, values)

/** The employment when the caller is one of its parties; else 404. */
async function employmentOf(deps: AppDeps, actor: Actor, uid: string): Promise<EmploymentRecord> {
  const employment = await findEmploymentForParty(deps, uid, actor)
  if (!employment) throw employmentNotFound()
  return employment
}

/** The service start of an employment, or a 400: the figures count from it. */
async function serviceStartOf(deps: AppDeps, employment: EmploymentRecord): Promise<string> {
  const contracts = await contractsOfEmployment(deps, employment.uid)
  const start = serviceOf(contracts, employment.latestContract).serviceStart
  if (!start) throw invalidField('as_of', MESSAGES.noService)
  return start
}

function present(row: OpeningRow, serviceStart: string): Opening {
  const left = row.annualLeave.reduce((total, year) => total + year.daysLeft, 0)
  return {
    employment_uid: row.employmentUid,
    as_of: row.asOf,
    service_start: serviceStart,
    annual_leave: row.annualLeave.map((year) => ({
      leave_year: year.leaveYear,
      days_left: year.daysLeft,
    })),
    annual_leave_days_left: left,
    sick_days_left: row.sickDaysLeft,
    statutory_holidays_owed: row.statutoryHolidaysOwed,
    wages_paid_up_to: row.wagesPaidUpTo,
    past_wages: row.pastWages.map((month) => ({
      month: month.month,
      amount: centsToAmount(month.wagesCents),
    })),
    helper_status: row.helperStatus as Opening['helper_status'],
    counts: row.helperStatus === 'CONFIRMED',
    entered_at: row.enteredAt.toISOString(),
    helper_responded_at: row.helperRespondedAt?.toISOString() ?? null,
    helper_dispute_reason: row.helperDisputeReason,
    history: row.history.map((event) => ({ ...event, reason: event.reason ?? null })),
  }
}

/** The confirmed figures of an employment, for balances, payroll and settlements. */
export async function countingOpening(
  deps: AppDeps,
  employmentUid: string,
): Promise<CountingOpening | undefined> {
  return countingOpeningOf(await repo.findOpening(deps.db, employmentUid))
}

/** `GET /employments/{uid}/opening-balances/`: to both parties; null while none was entered. */
export async function getOpening(
  deps: AppDeps,
  actor: Actor,
  uid: string,
): Promise<Opening | null> {
  const employment = await employmentOf(deps, actor, uid)
  const row = await repo.findOpening(deps.db, employment.uid)
  return row ? present(row, await serviceStartOf(deps, employment)) : null
}

/** The figures checked against the employment's service (the schema checked their shapes). */
function checkAgainstService(input: OpeningInput, serviceStart: string, today: string): void {
  const values = { date: serviceStart }
  if (input.as_of < serviceStart) throw invalidField('as_of', MESSAGES.beforeService, values)
  if (input.wages_paid_up_to < addDays(serviceStart, -1)) {
    throw invalidField('wages_paid_up_to', MESSAGES.beforeService, values)
  }
  if (input.as_of > today) throw invalidField('as_of', tk('This date cannot be in the future.'))
  const { completedLeaveYears } = leaveYearPosition(serviceStart, input.as_of)
  for (const year of input.annual_leave) {
    if (year.leave_year > completedLeaveYears) {
      throw invalidField('annual_leave', MESSAGES.notCompleted, { year: year.leave_year })
    }
    const entitled = annualLeaveEntitlement(year.leave_year)
    if (year.days_left > entitled) {
      throw invalidField('annual_leave', MESSAGES.overEntitlement, {
        year: year.leave_year,
        days: entitled,
      })
    }
  }
  const held = paidSicknessDaysAccrued({
    employmentStart: serviceStart,
    asOf: input.as_of,
    daysTaken: 0,
  })
  if (input.sick_days_left > held) {
    throw invalidField('sick_days_left', MESSAGES.overSickDays, { days: held })
  }
  const lastMonth = input.wages_paid_up_to.slice(0, 7)
  const [year, month] = lastMonth.split('-').map(Number) as [number, number]
  const first = month === 12 ? `${year}-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}`
  const firstServed = serviceStart.slice(0, 7)
  for (const wages of input.past_wages) {
    if (wages.month > lastMonth || wages.month < first || wages.month < firstServed) {
      throw invalidField('past_wages', MESSAGES.monthOutside)
    }
  }
}

/** The name a party goes by on the history (the employer's contact person, the helper's name). */
async function partyName(deps: AppDeps, employment: EmploymentRecord): Promise<string> {
  if (employment.party === 'employer') {
    const [employer] = await findEmployerProfiles(deps, [employment.employerProfileUid])
    return employer?.contactPersonName?.trim() ?? ''
  }
  const helper = await findHelperProfile(deps, employment.helperProfileUid)
  return helper ? helperDisplayName(helper) : ''
}

function event(
  action: OpeningEvent['action'],
  employment: EmploymentRecord,
  name: string,
  now: Date,
  reason?: string,
): OpeningEvent {
  return {
    action,
    role: employment.party,
    name,
    at: now.toISOString(),
    ...(reason === undefined ? {} : { reason }),
  }
}

/**
 * `PUT /employments/{uid}/opening-balances/` (its employer; its helper 403): enters or corrects
 * the figures. They await the helper's answer again, and she is e-mailed.
 */
export async function putOpening(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  input: OpeningInput,
): Promise<Opening> {
  const employment = await employmentOf(deps, actor, uid)
  if (employment.party !== 'employer')
    throw new AppError('permission_denied', MESSAGES.onlyEmployer)
  const now = deps.clock()
  const serviceStart = await serviceStartOf(deps, employment)
  checkAgainstService(input, serviceStart, hongKongToday(now))
  const name = await partyName(deps, employment)
  let task: QueuedTask | undefined
  const row = await withTransaction(deps, async (tx) => {
    await repo.lockOpening(tx.db, employment.uid)
    const current = await repo.findOpening(tx.db, employment.uid)
    const saved = await repo.saveOpening(tx.db, {
      employmentUid: employment.uid,
      asOf: input.as_of,
      annualLeave: input.annual_leave.map((year) => ({
        leaveYear: year.leave_year,
        daysLeft: year.days_left,
      })),
      sickDaysLeft: input.sick_days_left,
      statutoryHolidaysOwed: input.statutory_holidays_owed,
      wagesPaidUpTo: input.wages_paid_up_to,
      pastWages: [...input.past_wages]
        .sort((a, b) => a.month.localeCompare(b.month))
        .map((month) => ({ month: month.month, wagesCents: month.amount })),
      helperStatus: 'PENDING',
      helperRespondedAt: null,
      helperDisputeReason: null,
      history: [...(current?.history ?? []), event('ENTERED', employment, name, now)],
      enteredAt: now,
    })
    task = await mailOtherParty(tx, employment, saved, 'ENTERED')
    return saved
  })
  await deps.tasks.runNow([task])
  return present(row, serviceStart)
}

/** The figures locked for the caller's transaction, when the caller is the helper. */
async function helpersOpening(deps: AppDeps, employment: EmploymentRecord): Promise<OpeningRow> {
  await repo.lockOpening(deps.db, employment.uid)
  const row = await repo.findOpening(deps.db, employment.uid)
  if (!row) throw new AppError('not_found', MESSAGES.notFound)
  return row
}

/** The helper's answer: CONFIRMED (again: the same answer) or DISPUTED with her reason. */
async function answer(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  action: 'CONFIRMED' | 'DISPUTED',
  reason?: string,
): Promise<Opening> {
  const employment = await employmentOf(deps, actor, uid)
  if (employment.party !== 'helper') throw new AppError('permission_denied', MESSAGES.onlyHelper)
  const serviceStart = await serviceStartOf(deps, employment)
  const name = await partyName(deps, employment)
  const now = deps.clock()
  let task: QueuedTask | undefined
  const row = await withTransaction(deps, async (tx) => {
    const current = await helpersOpening(tx, employment)
    if (current.helperStatus === 'CONFIRMED') {
      if (action === 'CONFIRMED') return current
      throw new AppError('conflict', MESSAGES.confirmedCannotDispute)
    }
    const updated = await repo.updateOpening(tx.db, employment.uid, {
      helperStatus: action,
      helperRespondedAt: now,
      helperDisputeReason: reason ?? null,
      history: [...current.history, event(action, employment, name, now, reason)],
    })
    if (!updated) throw new AppError('not_found', MESSAGES.notFound)
    task = await mailOtherParty(tx, employment, updated, action)
    return updated
  })
  await deps.tasks.runNow([task])
  return present(row, serviceStart)
}

/** `POST /employments/{uid}/opening-balances/confirm/` (its helper; its employer 403). */
export function confirmOpening(deps: AppDeps, actor: Actor, uid: string): Promise<Opening> {
  return answer(deps, actor, uid, 'CONFIRMED')
}

/** `POST /employments/{uid}/opening-balances/dispute/` (its helper, before she confirmed). */
export function disputeOpening(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  input: OpeningDisputeInput,
): Promise<Opening> {
  return answer(deps, actor, uid, 'DISPUTED', input.reason)
}

const MAIL_LINES = {
  ENTERED: tk(
    '{{name}} entered the opening figures of your employment as of {{date}}: leave, paid sickness days, holidays owed and wages paid. Please check them and confirm or dispute them.',
  ),
  CONFIRMED: tk('{{name}} confirmed the opening figures as of {{date}}. From now on they count.'),
  DISPUTED: tk('{{name}} disputed the opening figures as of {{date}}. Her words: {{reason}}'),
} as const

/** The other party's e-mail, in their language, with a link to the figures. */
async function mailOtherParty(
  deps: AppDeps,
  employment: EmploymentRecord,
  row: OpeningRow,
  action: OpeningEvent['action'],
): Promise<QueuedTask | undefined> {
  const [[employer], helper] = await Promise.all([
    findEmployerProfiles(deps, [employment.employerProfileUid]),
    findHelperProfile(deps, employment.helperProfileUid),
  ])
  const toHelper = action === 'ENTERED'
  const userUid = toHelper ? helper?.userUid : employer?.userUid
  if (!userUid) return undefined
  const contact = (await mailContactsOfUsers(deps, [userUid])).get(userUid)
  if (!contact) return undefined
  const language: Language = contact.language
  const from = toHelper
    ? employer?.contactPersonName?.trim() || translate(tk('Your employer'), language)
    : (helper && helperDisplayName(helper)) || translate(tk('The helper'), language)
  const values = {
    name: from,
    date: formatHongKongDate(row.asOf, language) ?? row.asOf,
    reason: row.helperDisputeReason ?? '',
  }
  const link = toHelper
    ? `${deps.config.appUrl}/my-employment`
    : `${deps.config.appUrl}/employment-management/${encodeURIComponent(employment.uid)}/onboarding`
  return queueMail(
    deps,
    composeMail(
      contact.email,
      translate(tk('Opening figures of your employment'), language),
      [translate(MAIL_LINES[action], language, values)],
      link,
    ),
  )
}
