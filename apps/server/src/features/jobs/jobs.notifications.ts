import { CHAT_EVENTS } from '@hearth/shared/chat'
import type { ApplicationNotification } from '@hearth/shared/applications'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hearth/shared/job-options'
import { translate } from '@hearth/shared/translate'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import { queueMail } from '../../tasks/mail.task'
import { mailContactsOfUsers } from '../accounts/users.service'
import { composeMail } from '../../lib/mail-compose'

// E-mails (through the task queue, in the receiver's language) and real-time `notification`
// events (to the receiver's room, their detail profile uid) about applications.

/** One side of an application: who they are to the other side, and where their room is. */
export type Party = { userUid: string; profileUid: string; displayName: string | null }

function nameOf(party: Party, language: Language): string {
  return party.displayName?.trim() || translate(tk('The employer'), language)
}

export type ApplicationEvent = {
  applicationUid: string
  postingUid: string
  jobTitle: string
  status: ApplicationStatus
}

function notification(
  event: ApplicationEvent,
  type: ApplicationNotification['type'],
  sender: string,
  preview: string,
): ApplicationNotification {
  return {
    type,
    application_uid: event.applicationUid,
    job_posting_uid: event.postingUid,
    job_title: event.jobTitle,
    status: event.status,
    sender_username: sender,
    message_preview: preview,
  }
}

async function contactOf(deps: AppDeps, userUid: string) {
  const contact = (await mailContactsOfUsers(deps, [userUid])).get(userUid)
  return contact ?? { email: undefined, language: 'en' as Language }
}

/**
 * The helper hears of their application's new status: an e-mail and a `notification`. Call it
 * inside the transaction that changed the status; run the returned task after the commit.
 */
export async function notifyHelperOfStatus(
  deps: AppDeps,
  event: ApplicationEvent,
  helper: Party,
  employer: Party,
): Promise<QueuedTask | undefined> {
  const { email, language } = await contactOf(deps, helper.userUid)
  const values = {
    job_title: event.jobTitle,
    status: translate(APPLICATION_STATUS_LABELS[event.status], language),
  }
  const line = translate(
    event.status === 'WITHDRAWN'
      ? tk('You withdrew your application for “{{job_title}}”.')
      : tk('Your application for “{{job_title}}” is now: {{status}}.'),
    language,
    values,
  )
  deps.realtime.emit(
    [helper.profileUid],
    CHAT_EVENTS.notification,
    notification(event, 'application_status', nameOf(employer, language), line),
  )
  if (!email) return undefined
  const subject = translate(
    tk('Your application for “{{job_title}}”: {{status}}'),
    language,
    values,
  )
  const link = `${deps.config.appUrl}/view-job/${encodeURIComponent(event.postingUid)}`
  return queueMail(
    deps,
    composeMail(
      email,
      subject,
      [line, translate(tk('See the job and your application on Hearth:'), language)],
      link,
    ),
  )
}

/** The employer hears of a new application to their posting: an e-mail and a `notification`. */
export async function notifyEmployerOfApplication(
  deps: AppDeps,
  event: ApplicationEvent,
  helper: Party,
  employer: Party,
): Promise<QueuedTask | undefined> {
  const { email, language } = await contactOf(deps, employer.userUid)
  const values = { job_title: event.jobTitle, name: nameOf(helper, language) }
  const line = translate(tk('{{name}} applied to your job “{{job_title}}”.'), language, values)
  deps.realtime.emit(
    [employer.profileUid],
    CHAT_EVENTS.notification,
    notification(event, 'new_application', values.name, line),
  )
  if (!email) return undefined
  const subject = translate(tk('New application for “{{job_title}}”'), language, values)
  const link = `${deps.config.appUrl}/employer/postings/${encodeURIComponent(event.postingUid)}/applications`
  return queueMail(
    deps,
    composeMail(
      email,
      subject,
      [line, translate(tk('Review the applications on Hearth:'), language)],
      link,
    ),
  )
}

/** The employer's list follows a withdrawal at once (no e-mail: the helper's own choice). */
export async function tellEmployerOfWithdrawal(
  deps: AppDeps,
  event: ApplicationEvent,
  helper: Party,
  employer: Party,
): Promise<void> {
  const { language } = await contactOf(deps, employer.userUid)
  const line = translate(tk('{{name}} withdrew their application for “{{job_title}}”.'), language, {
    name: nameOf(helper, language),
    job_title: event.jobTitle,
  })
  deps.realtime.emit(
    [employer.profileUid],
    CHAT_EVENTS.notification,
    notification(event, 'application_status', nameOf(helper, language), line),
  )
}
