import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * A report of a profile, posting or message (issue 23). `reporter_user_uid` is null for a report
 * the scam rules opened themselves (the system). `target_user_uid` is the account the report is
 * about (the profile's or posting's owner, the message's sender), kept for the operator's queue.
 * One open report per reporter and target: reporting again returns it.
 */
export const reports = pgTable(
  'reports',
  {
    uid: text('uid').primaryKey(),
    reporterUserUid: text('reporter_user_uid').references(() => users.uid, {
      onDelete: 'set null',
    }),
    /** `user`, or `system` for one the scam rules opened (its reporter is null). */
    openedBy: text('opened_by').notNull().default('user'),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetUserUid: text('target_user_uid').references(() => users.uid, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** What the scam rules found, for a report the system opened. */
    safetyFlags: text('safety_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('open'),
    resolutionAction: text('resolution_action'),
    resolutionNote: text('resolution_note'),
    resolvedByUserUid: text('resolved_by_user_uid'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reports_status_check', sql`${t.status} in ('open', 'actioned', 'dismissed')`),
    check('reports_opened_by_check', sql`${t.openedBy} in ('user', 'system')`),
    uniqueIndex('reports_open_per_reporter_idx')
      .on(t.reporterUserUid, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open' and ${t.openedBy} = 'user'`),
    uniqueIndex('reports_open_system_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open' and ${t.openedBy} = 'system'`),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc()),
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('reports_reporter_idx').on(t.reporterUserUid, t.createdAt.desc()),
  ],
)

/** `blocker` blocked `blocked` (issue 23): no message either way while the row exists. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerUserUid: text('blocker_user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    blockedUserUid: text('blocked_user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUserUid, t.blockedUserUid] }),
    index('user_blocks_blocked_idx').on(t.blockedUserUid),
  ],
)

/**
 * Every operator action, append-only (a trigger in migration 0018 refuses UPDATE and DELETE).
 * The operator is named by uid and e-mail as they were, without a foreign key, so the log
 * outlives the accounts it mentions.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorUserUid: text('operator_user_uid').notNull(),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_created_idx').on(t.createdAt.desc(), t.id)],
)
