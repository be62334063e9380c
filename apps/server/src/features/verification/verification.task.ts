import { z } from 'zod'
import { addDays, hongKongToday, isCalendarDate } from '@hearth/shared/form-values'
import { formatHongKongDate } from '@hearth/shared/format-date'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { AppDeps, QueuedTask } from '../../lib/deps'
import type { Mail } from '../../lib/mailer'
import { queueMail } from '../../tasks/mail.task'
import { defineTask, enqueueTask } from '../../tasks/task-queue'
import { mailContactsOfUsers } from '../accounts/users.service'
import { claimReminder } from './verification.repository'
import { REMINDER_DAYS, expireBadges, expiringIn } from './verification.service'

// Once a day (09:00 Hong Kong time): helper badges whose visa expired end, and helpers whose
// visa expires in 30 or 7 days are asked, in their language, to send the new one (issue 24).

const RUN_HOUR_UTC = 1

const SUBJECT = tk('Your Hearth badge ends on {{date}}')
const BODY = tk(
  'Your visa expires on {{date}}, and your "Verified" badge on Hearth ends with it. When you have your new visa, send it from your profile so that employers keep seeing the badge.',
)

function reminderMail(to: string, language: Language, expiry: string, appUrl: string): Mail {
  const date = formatHongKongDate(expiry, language) ?? expiry
  const subject = translate(SUBJECT, language, { date })
  const body = translate(BODY, language, { date })
  const link = `${appUrl}/edit-helper-profile`
  return {
    to,
    subject,
    text: `${body}\n\n${link}`,
    html: `<!doctype html><html><body><p>${body.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p><p><a href="${link}">${link}</a></p></body></html>`,
  }
}

/** Ends expired badges and sends the reminders due today; answers the reminders queued. */
export async function runVerificationChecks(deps: AppDeps): Promise<number> {
  await expireBadges(deps)
  const due = await expiringIn(deps, REMINDER_DAYS)
  const today = hongKongToday(deps.clock())
  const contacts = await mailContactsOfUsers(
    deps,
    due.map((row) => row.userUid),
  )
  const queued: (QueuedTask | undefined)[] = []
  for (const row of due) {
    const contact = contacts.get(row.userUid)
    const expiry = row.confirmedExpiresOn
    if (!contact || !expiry) continue
    const lead = REMINDER_DAYS.find((days) => addDays(today, days) === expiry)
    if (lead === undefined || !(await claimReminder(deps.db, row.uid, String(lead)))) continue
    queued.push(
      await queueMail(
        deps,
        reminderMail(contact.email, contact.language, expiry, deps.config.appUrl),
      ),
    )
  }
  await deps.tasks.runNow(queued)
  return queued.length
}

export const verificationChecksTask = defineTask({
  name: 'verification.checks',
  payload: z.object({ date: z.string().refine(isCalendarDate) }),
  run: async (deps) => {
    // The next run first, so a failing day does not end the chain.
    await scheduleVerificationChecks(deps, 'tomorrow')
    await runVerificationChecks(deps)
  },
})

/** Queues the daily run once per Hong Kong date: `today` at once (server start), `tomorrow` at 09:00. */
export function scheduleVerificationChecks(
  deps: AppDeps,
  when: 'today' | 'tomorrow',
): Promise<QueuedTask | undefined> {
  const now = deps.clock()
  const today = hongKongToday(now)
  const date = when === 'today' ? today : addDays(today, 1)
  const runAt =
    when === 'today' ? now : new Date(Date.parse(`${date}T00:00:00Z`) + RUN_HOUR_UTC * 3_600_000)
  return enqueueTask(
    deps,
    verificationChecksTask,
    { date },
    { runAt, uniqueKey: `verification-checks:${date}` },
  )
}
