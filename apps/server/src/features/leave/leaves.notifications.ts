import { formatHongKongDate } from '@hearth/shared/format-date'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import {
  LEAVE_EVENTS,
  LEAVE_STATUS_LABELS,
  LEAVE_TYPE_LABELS,
  type LeaveEvent,
  type LeaveStatus,
  type LeaveTypeCode,
} from '@hearth/shared/leaves'
import { translate } from '@hearth/shared/translate'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import { queueMail } from '../../tasks/mail.task'
import { mailContactsOfUsers } from '../accounts/users.service'
import { findEmployerProfiles } from '../employers/employers.service'
import { findHelperProfile } from '../helpers/helpers.service'
import { presentRequest } from './leaves.presenter'
import type { LeaveRequestRow } from './leaves.repository'
import { composeMail } from '../../lib/mail-compose'

// E-mails (through the task queue, in the receiver's language) and real-time events (to the
// receiver's room, their profile uid) about leave requests: the helper hears of every decision,
// the employer of every request, edit and cancellation.

type Receiver = { userUid: string; profileUid: string; name: string | null }

async function employerOf(deps: AppDeps, row: LeaveRequestRow): Promise<Receiver | undefined> {
  const [profile] = await findEmployerProfiles(deps, [row.employerProfileUid])
  return (
    profile && {
      userUid: profile.userUid,
      profileUid: profile.uid,
      name: profile.contactPersonName,
    }
  )
}

async function helperOf(deps: AppDeps, row: LeaveRequestRow): Promise<Receiver | undefined> {
  const helper = await findHelperProfile(deps, row.helperProfileUid)
  if (!helper) return undefined
  const name = [helper.firstName, helper.lastName].filter(Boolean).join(' ')
  return { userUid: helper.userUid, profileUid: helper.uid, name: name || null }
}

/** The request as the pages write it: "7 Dec 2026" or "2026年12月7日", "1 day" or "2 days". */
function valuesOf(row: LeaveRequestRow, language: Language) {
  const t = (key: string, values: { count: number }) => translate(key, language, values)
  const date = (value: string) => formatHongKongDate(value, language) ?? value
  return {
    leave_type: translate(LEAVE_TYPE_LABELS[row.leaveTypeCode as LeaveTypeCode], language),
    from_date: date(row.fromDate),
    to_date: date(row.toDate),
    days: t('{{count}} days', { count: row.days }),
    status: translate(LEAVE_STATUS_LABELS[row.statusType as LeaveStatus], language),
  }
}

async function send(
  deps: AppDeps,
  receiver: Receiver,
  row: LeaveRequestRow,
  line: (language: Language) => string,
  subject: (language: Language) => string,
  path: string,
  mail: boolean,
): Promise<QueuedTask | undefined> {
  const contact = (await mailContactsOfUsers(deps, [receiver.userUid])).get(receiver.userUid)
  const language = contact?.language ?? 'en'
  const event: LeaveEvent = { request: presentRequest(row, language), message: line(language) }
  deps.realtime.emit([receiver.profileUid], LEAVE_EVENTS.updated, event)
  if (!mail || !contact) return undefined
  return queueMail(
    deps,
    composeMail(
      contact.email,
      subject(language),
      [line(language), translate(tk('See the leave requests on Hearth:'), language)],
      `${deps.config.appUrl}${path}`,
    ),
  )
}

/**
 * The helper hears of the employer's decision (approved, rejected, cancellation approved or
 * refused). Call it inside the transaction that decided; run the returned task after the commit.
 */
export async function notifyHelperOfDecision(
  deps: AppDeps,
  row: LeaveRequestRow,
): Promise<QueuedTask | undefined> {
  const helper = await helperOf(deps, row)
  if (!helper) return undefined
  return send(
    deps,
    helper,
    row,
    (language) =>
      translate(
        tk('Your {{leave_type}} from {{from_date}} to {{to_date}} is now: {{status}}.'),
        language,
        valuesOf(row, language),
      ),
    (language) => translate(tk('Leave request: {{status}}'), language, valuesOf(row, language)),
    `/helper/${encodeURIComponent(row.employmentUid)}/leave`,
    true,
  )
}

export type HelperAction = 'created' | 'edited' | 'cancelled' | 'cancellation_requested'

const ACTION_LINES: Record<HelperAction, string> = {
  created: tk('{{name}} asked for {{leave_type}} from {{from_date}} to {{to_date}} ({{days}}).'),
  edited: tk(
    '{{name}} changed their {{leave_type}} request: {{from_date}} to {{to_date}} ({{days}}).',
  ),
  cancelled: tk('{{name}} withdrew their {{leave_type}} request for {{from_date}} to {{to_date}}.'),
  cancellation_requested: tk(
    '{{name}} asks to cancel their approved {{leave_type}} from {{from_date}} to {{to_date}}.',
  ),
}

/** The employer hears of the helper's request, edit or cancellation (e-mail except for edits). */
export async function notifyEmployerOfRequest(
  deps: AppDeps,
  row: LeaveRequestRow,
  action: HelperAction,
): Promise<QueuedTask | undefined> {
  const [employer, helper] = await Promise.all([employerOf(deps, row), helperOf(deps, row)])
  if (!employer) return undefined
  const values = (language: Language) => ({
    ...valuesOf(row, language),
    name: helper?.name ?? translate(tk('Your helper'), language),
  })
  return send(
    deps,
    employer,
    row,
    (language) => translate(ACTION_LINES[action], language, values(language)),
    (language) => translate(tk('Leave request from {{name}}'), language, values(language)),
    `/employment-management/${encodeURIComponent(row.employmentUid)}/leave`,
    action !== 'edited',
  )
}
