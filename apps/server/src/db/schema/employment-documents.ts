import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { employments } from './employments'

/**
 * A document of an employment (docs/spec/employment.md §2 "Documents area", §3 "Document", §9
 * types): uploaded by either party, kept in private storage (`file_key`), served only to the two
 * parties. Its status is not stored: it follows from `expiry_date` and today's Hong Kong date.
 * The parties' profile uids are copied from the employment, so owner-scoped reads need no join.
 */
export const employmentDocuments = pgTable(
  'employment_documents',
  {
    uid: text('uid').primaryKey(),
    employmentUid: text('employment_uid')
      .notNull()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    employerProfileUid: text('employer_profile_uid').notNull(),
    helperProfileUid: text('helper_profile_uid').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employment_documents_employment_idx').on(t.employmentUid, t.createdAt.desc()),
    check(
      'employment_documents_type_check',
      sql`${t.type} in ('contract', 'visa', 'passport', 'form_407', 'form_407e', 'insurance', 'medical', 'other')`,
    ),
    check('employment_documents_uploaded_by_check', sql`${t.uploadedBy} in ('employer', 'helper')`),
    check(
      'employment_documents_content_type_check',
      sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
  ],
)
