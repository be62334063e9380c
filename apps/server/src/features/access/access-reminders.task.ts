import { z } from 'zod'
import { formatHongKongDate } from '@hearth/shared/format-date'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { AppDeps } from '../../lib/deps'
import type { Mail } from '../../lib/mailer'
import { enqueueTask, defineTask } from '../../tasks/task-queue'
import { accountOfUser } from '../accounts/users.service'
import { refreshPlanOfUser } from './plan-state.service'
import { escapeHtml } from '../../lib/mail-compose'

const DAY_MS = 86_400_000
const NOTICE_DAYS_BEFORE = 3

function noticeMail(
  to: string,
  language: Language,
  kind: 'soon' | 'ended',
  endsAt: Date,
  link: string,
): Mail {
  // The Hong Kong calendar date, as the pages write it: "24 Dec 2026", "2026年12月24日".
  const values = { date: formatHongKongDate(endsAt.toISOString(), language) ?? '' }
  const subject = translate(
    kind === 'soon' ? tk('Your Hearth access ends in 3 days') : tk('Your Hearth access has ended'),
    language,
  )
  const lines = [
    translate(
      kind === 'soon'
        ? tk('Your access to Hearth ends on {{date}} (Hong Kong time).')
        : tk('Your access to Hearth ended today, {{date}} (Hong Kong time).'),
      language,
      values,
    ),
    translate(
      tk('To keep chatting with helpers and posting jobs, choose a plan on the plans page:'),
      language,
    ),
  ]
  const text = [...lines, link].join('\n\n')
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n')
  return { to, subject, text, html: `<!doctype html><html><body>${html}</body></html>` }
}

/**
 * The e-mail 3 days before the access ends, and the one on the day it ends, in the account's
 * language. Queued for the end a purchase wrote; a later purchase moves the end, so a notice
 * whose end is no longer the account's does nothing (the new end has notices of its own).
 */
export const accessNoticeTask = defineTask({
  name: 'access.notice',
  payload: z.object({
    userUid: z.string(),
    endsAt: z.iso.datetime(),
    kind: z.enum(['soon', 'ended']),
  }),
  run: async (deps, { userUid, endsAt, kind }) => {
    const account = await accountOfUser(deps, userUid)
    if (!account || account.accessEndsAt?.toISOString() !== endsAt) return
    const link = `${deps.config.appUrl}/subscription`
    await deps.mailer.send(
      noticeMail(account.email, account.language, kind, account.accessEndsAt, link),
    )
  },
})

/** At the end of a purchase's period the plan may drop (a weekly stacked on a monthly). */
export const planRefreshTask = defineTask({
  name: 'access.plan-refresh',
  payload: z.object({ userUid: z.string() }),
  run: (deps, { userUid }) => refreshPlanOfUser(deps, userUid),
})

/** Queues the notices and the plan refresh for an access end, once each (unique keys). */
export async function scheduleAccessReminders(
  deps: AppDeps,
  userUid: string,
  endsAt: Date,
): Promise<void> {
  const end = endsAt.toISOString()
  const soon = new Date(endsAt.getTime() - NOTICE_DAYS_BEFORE * DAY_MS)
  if (soon > deps.clock()) {
    await enqueueTask(
      deps,
      accessNoticeTask,
      { userUid, endsAt: end, kind: 'soon' },
      { runAt: soon, uniqueKey: `access-notice:${userUid}:${end}:soon` },
    )
  }
  await enqueueTask(
    deps,
    accessNoticeTask,
    { userUid, endsAt: end, kind: 'ended' },
    { runAt: endsAt, uniqueKey: `access-notice:${userUid}:${end}:ended` },
  )
  await enqueueTask(
    deps,
    planRefreshTask,
    { userUid },
    { runAt: endsAt, uniqueKey: `access-plan:${userUid}:${end}` },
  )
}
