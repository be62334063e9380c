import type { Db } from '../../db/client'
import { timelineRemindersSent } from '../../db/schema'

// Owns timeline_reminders_sent.

export type NewReminderRow = typeof timelineRemindersSent.$inferInsert

/**
 * Claims the reminder of an event for a recipient: true when this call took it, false when it
 * was already taken (sent, or being sent by a run that commits first).
 */
export async function claimReminder(db: Db, row: NewReminderRow): Promise<boolean> {
  const inserted = await db
    .insert(timelineRemindersSent)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: timelineRemindersSent.eventKey })
  return inserted.length > 0
}
