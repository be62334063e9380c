import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { employments } from './employments'

/**
 * One row per reminder e-mail about a timeline event (issue 14, docs/decisions 0016): the primary
 * key (event key, recipient) is taken with `INSERT … ON CONFLICT DO NOTHING` in the transaction
 * that queues the mail, so each recipient hears of an event once, even when two runs race.
 */
export const timelineRemindersSent = pgTable(
  'timeline_reminders_sent',
  {
    /** The event's stable key (it carries the event's date: a moved date is a new event). */
    eventKey: text('event_key').notNull(),
    recipientUserUid: text('recipient_user_uid').notNull(),
    employmentUid: text('employment_uid')
      .notNull()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventKey, t.recipientUserUid] })],
)
