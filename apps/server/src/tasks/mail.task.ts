import { z } from 'zod'
import type { AppDeps, QueuedTask } from '../lib/deps'
import type { Mail } from '../lib/mailer'
import { defineTask, enqueueTask } from './task-queue'

const MailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
}) satisfies z.ZodType<Mail>

/**
 * One e-mail through `deps.mailer`. A mail that fails (SMTP down) is retried with backoff for
 * about two hours instead of being lost. Mails carry keys in their links, so the stored copy is
 * erased once the mail is sent or given up.
 */
export const mailTask = defineTask({
  name: 'mail.send',
  payload: MailSchema,
  erasePayload: true,
  run: (deps, mail) => deps.mailer.send(mail),
})

/** Queues `mail` in the caller's transaction; pass the result to `deps.tasks.runNow` after it. */
export function queueMail(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  mail: Mail,
): Promise<QueuedTask | undefined> {
  return enqueueTask(deps, mailTask, mail)
}
