import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * A copy of a person's data (issue 25 item 1), built by the job runner into a ZIP in private
 * storage. The download link carries a token signed with the server's key (an HMAC of the
 * export's uid), valid for 24 hours: nothing secret is stored.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    uid: text('uid').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    fileKey: text('file_key'),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userUid, t.createdAt.desc()),
    check(
      'data_exports_status_check',
      sql`${t.status} in ('pending', 'ready', 'failed', 'expired')`,
    ),
  ],
)

/**
 * Every opening of a person's document by someone else (issue 25 item 2): who, when, which file.
 * The owner reads it; it goes with the document's own retention (the owner's rows go with the
 * account). No foreign key on the document: the entry outlives a deleted file.
 */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserUid: text('owner_user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    accessorUserUid: text('accessor_user_uid'),
    accessorRole: text('accessor_role').notNull(),
    /** The accessor's name as it stood (null for Hearth's staff). */
    accessorName: text('accessor_name'),
    kind: text('kind').notNull(),
    documentRef: text('document_ref').notNull(),
    documentLabel: text('document_label'),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_access_log_owner_idx').on(t.ownerUserUid, t.accessedAt.desc()),
    check(
      'document_access_log_kind_check',
      sql`${t.kind} in ('passport', 'visa', 'verification', 'leave', 'employment')`,
    ),
    check(
      'document_access_log_role_check',
      sql`${t.accessorRole} in ('employer', 'helper', 'operator')`,
    ),
  ],
)
