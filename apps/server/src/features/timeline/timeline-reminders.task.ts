import { z } from 'zod'
import { toDayNumber } from '@hearth/hk-labour/dates'
import { hongKongToday, isCalendarDate } from '@hearth/shared/form-values'
import type { Language } from '@hearth/shared/i18n-keys'
import { TIMELINE_REMINDER_TEXT, type TimelineEventKind } from '@hearth/shared/timeline'
import { translate } from '@hearth/shared/translate'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import type { Mail } from '../../lib/mailer'
import { withTransaction } from '../../lib/transaction'
import { queueMail } from '../../tasks/mail.task'
import { defineTask, enqueueTask } from '../../tasks/task-queue'
import { mailContactsOfUsers } from '../accounts/users.service'
import { findEmployerProfiles } from '../employers/employers.service'
import {
  contractsOfEmployment,
  employmentUidsWithActiveContract,
} from '../contracts/employments.service'
import { findHelperProfile } from '../helpers/helpers.service'
import type { TimelineFact } from './timeline-events'
import { dayName, presentEvent, timelinePathOf, titleOf, type Party } from './timeline.presenter'
import { claimReminder } from './timeline.repository'
import { factsOfEmployment } from './timeline.service'
import { escapeHtml } from '../../lib/mail-compose'

// Reminder e-mails about upcoming timeline events (issue 14; docs/decisions 0016). Once a day a
// task looks at every employment with an ACTIVE contract and writes to each party, in their
// language, about the events due within the lead time of their kind, once per event and person.

/**
 * Days before an event when its reminder goes out. A kind without a lead time sends none (a
 * contract start is agreed by both parties and needs no reminder).
 */
export const REMINDER_LEAD_DAYS: Readonly<Partial<Record<TimelineEventKind, number>>> = {
  contract_end: 30,
  renewal_window: 30,
  document_expiry: 30,
  severance_threshold: 7,
  long_service_threshold: 7,
  leave_year: 7,
  payroll_due: 3,
}

/** Who hears of each kind: wages are the employer's to pay; the rest concerns both. */
const EMPLOYER_ONLY: ReadonlySet<TimelineEventKind> = new Set(['payroll_due'])

/** The daily run starts at 09:00 Hong Kong time (01:00 UTC). */
const RUN_HOUR_UTC = 1
const LONGEST_LEAD = Math.max(...Object.values(REMINDER_LEAD_DAYS))

type Recipient = { party: Party; userUid: string; name: string }

function reminderMail(
  to: string,
  language: Language,
  fact: TimelineFact,
  today: string,
  employmentUid: string,
  recipient: Recipient,
  other: string,
  appUrl: string,
): Mail {
  const event = presentEvent(fact, today, recipient.party, employmentUid, language)
  const date = dayName(fact.date, language)
  const subject = translate(TIMELINE_REMINDER_TEXT.subject, language, {
    title: titleOf(fact, language),
    date,
  })
  const lines = [
    `${event.title} (${date})`,
    event.detail,
    translate(TIMELINE_REMINDER_TEXT.employmentWith, language, { name: other }),
    translate(TIMELINE_REMINDER_TEXT.seeTimeline, language),
  ]
  const link = `${appUrl}${timelinePathOf(recipient.party, employmentUid)}`
  const text = [...lines, link].join('\n\n')
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n')
  return { to, subject, text, html: `<!doctype html><html><body>${html}</body></html>` }
}

function isDue(fact: TimelineFact, today: string): boolean {
  const lead = REMINDER_LEAD_DAYS[fact.kind]
  if (lead === undefined) return false
  if (fact.kind === 'payroll_due' && fact.facts.finalised) return false
  if (fact.kind === 'document_expiry' && fact.facts.renewedUntil) return false
  const days = toDayNumber(fact.date) - toDayNumber(today)
  return days >= 0 && days <= lead
}

async function partiesOf(
  deps: AppDeps,
  employerProfileUid: string,
  helperProfileUid: string,
): Promise<{ employer?: Recipient; helper?: Recipient }> {
  const [[employer], helper] = await Promise.all([
    findEmployerProfiles(deps, [employerProfileUid]),
    findHelperProfile(deps, helperProfileUid),
  ])
  const helperName = helper ? [helper.firstName, helper.lastName].filter(Boolean).join(' ') : ''
  return {
    ...(employer && {
      employer: {
        party: 'employer' as const,
        userUid: employer.userUid,
        name: employer.contactPersonName ?? '',
      },
    }),
    ...(helper && {
      helper: { party: 'helper' as const, userUid: helper.userUid, name: helperName },
    }),
  }
}

/** Sends the reminders due today for one employment; answers how many mails were queued. */
async function remindEmployment(deps: AppDeps, employmentUid: string, today: string) {
  const { facts } = await factsOfEmployment(deps, employmentUid, {
    today,
    from: today,
    to: new Date(Date.parse(`${today}T00:00:00Z`) + LONGEST_LEAD * 86_400_000)
      .toISOString()
      .slice(0, 10),
  })
  const due = facts.filter((fact) => isDue(fact, today))
  if (due.length === 0) return 0
  const latest = (await contractsOfEmployment(deps, employmentUid)).at(-1)
  if (!latest) return 0
  const { employer, helper } = await partiesOf(
    deps,
    latest.employerProfileUid,
    latest.helperProfileUid,
  )
  const contacts = await mailContactsOfUsers(
    deps,
    [employer?.userUid, helper?.userUid].filter((uid): uid is string => uid !== undefined),
  )
  const sentAt = deps.clock()
  const queued: (QueuedTask | undefined)[] = []
  await withTransaction(deps, async (tx) => {
    for (const fact of due) {
      const recipients = EMPLOYER_ONLY.has(fact.kind) ? [employer] : [employer, helper]
      for (const recipient of recipients) {
        const contact = recipient && contacts.get(recipient.userUid)
        if (!recipient || !contact) continue
        const claimed = await claimReminder(tx.db, {
          eventKey: fact.key,
          recipientUserUid: recipient.userUid,
          employmentUid,
          kind: fact.kind,
          eventDate: fact.date,
          sentAt,
        })
        if (!claimed) continue
        const other = (recipient.party === 'employer' ? helper?.name : employer?.name) ?? ''
        queued.push(
          await queueMail(
            tx,
            reminderMail(
              contact.email,
              contact.language,
              fact,
              today,
              employmentUid,
              recipient,
              other,
              deps.config.appUrl,
            ),
          ),
        )
      }
    }
    await tx.tasks.runNow(queued)
  })
  return queued.length
}

/**
 * Every reminder due today (Hong Kong) across employments with an ACTIVE contract. One
 * employment that fails (records the engine refuses with a `RangeError`, say) is skipped, so the
 * others' reminders still go out; the run then throws, naming each skipped employment, so the
 * task runner logs it and retries (the claims keep a retry from mailing anyone twice).
 */
export async function sendTimelineReminders(deps: AppDeps): Promise<number> {
  const today = hongKongToday(deps.clock())
  let total = 0
  const skipped: string[] = []
  for (const uid of await employmentUidsWithActiveContract(deps)) {
    try {
      total += await remindEmployment(deps, uid, today)
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      skipped.push(`${uid} (${reason})`)
    }
  }
  if (skipped.length > 0) {
    throw new Error(
      `Timeline reminders skipped ${skipped.length} employment(s), ${total} mail(s) queued: ${skipped.join('; ')}`,
    )
  }
  return total
}

export const timelineRemindersTask = defineTask({
  name: 'timeline.reminders',
  payload: z.object({ date: z.string().refine(isCalendarDate) }),
  run: async (deps) => {
    // The next run first, so a failing day does not end the chain.
    await scheduleTimelineReminders(deps, 'tomorrow')
    await sendTimelineReminders(deps)
  },
})

/**
 * Queues the daily run, once per Hong Kong date (unique key): `today` at once (the server calls
 * it on start), `tomorrow` at 09:00 Hong Kong time (each run queues the next).
 */
export async function scheduleTimelineReminders(
  deps: AppDeps,
  when: 'today' | 'tomorrow',
): Promise<QueuedTask | undefined> {
  const now = deps.clock()
  const today = hongKongToday(now)
  const date =
    when === 'today'
      ? today
      : new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const runAt =
    when === 'today' ? now : new Date(Date.parse(`${date}T00:00:00Z`) + RUN_HOUR_UTC * 3_600_000)
  return enqueueTask(
    deps,
    timelineRemindersTask,
    { date },
    { runAt, uniqueKey: `timeline-reminders:${date}` },
  )
}
