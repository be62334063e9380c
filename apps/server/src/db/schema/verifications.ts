import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * A request to be verified (issue 24): a helper's identity and visa, or an employer's identity
 * and address, with the document the operators check. One pending request per account. The
 * document is private to the operators (features/safety's verification routes).
 */
export const verifications = pgTable(
  'verifications',
  {
    uid: text('uid').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    fullName: text('full_name').notNull(),
    /** The visa's expiry as the helper typed it. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Null once erased: 30 days after the decision, or when the account is deleted (issue 25). */
    documentKey: text('document_key'),
    documentType: text('document_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserUid: text('decided_by_user_uid'),
    /** A rejection's reason, or why the badge ended (visa_expired, name_changed, …). */
    reason: text('reason'),
    note: text('note'),
    /** The expiry the operator read on the document (a helper): the badge ends after it. */
    confirmedExpiresOn: date('confirmed_expires_on', { mode: 'string' }),
    documentChecked: boolean('document_checked').notNull().default(false),
    /** Days before the expiry whose reminder e-mail went out (30, 7). */
    remindersSent: text('reminders_sent')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    check(
      'verifications_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'expired', 'revoked')`,
    ),
    check('verifications_kind_check', sql`${t.kind} in ('helper_identity', 'employer_identity')`),
    uniqueIndex('verifications_one_pending_idx')
      .on(t.userUid)
      .where(sql`${t.status} = 'pending'`),
    index('verifications_status_created_idx').on(t.status, t.createdAt),
    index('verifications_user_idx').on(t.userUid, t.createdAt.desc()),
  ],
)
