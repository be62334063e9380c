import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Durable background work (docs/decisions, "job runner"): a row per task, claimed with a lease
 * (`locked_until`) through `SELECT … FOR UPDATE SKIP LOCKED`, so one process runs it even when
 * several poll, and another picks it up if the first one dies.
 */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** Scheduling the same key twice creates one task (`ON CONFLICT DO NOTHING`). */
    uniqueKey: text('unique_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Claims so far, counted when claimed so that a task that kills its process also stops. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Random per claim: only the holder of the lease may finish the task. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the attempts ran out; the task stays for an operator to read `last_error`. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('background_tasks_unique_key_idx').on(t.uniqueKey),
    index('background_tasks_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index('background_tasks_done_idx')
      .on(t.doneAt)
      .where(sql`${t.doneAt} is not null`),
    check('background_tasks_max_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
)
