import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * One user's hiring checklist (docs/spec/marketplace.md §3 "Checklist state"). The steps are
 * static data (`@hearth/shared/checklist-steps`); only progress is stored. The row is also the
 * lock every write takes first, so two toggles of one user run one after the other.
 */
export const checklistProgress = pgTable('checklist_progress', {
  userUid: text('user_uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  startDate: date('start_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/** A step the user has touched (§4): no row is a pending step. */
export const checklistSteps = pgTable(
  'checklist_steps',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'completed'] }).notNull(),
    completedDate: date('completed_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.itemId] })],
)

/** A done sub-task: one row each, so concurrent toggles of different sub-tasks never collide. */
export const checklistSubItems = pgTable(
  'checklist_sub_items',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    subItemId: text('sub_item_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.itemId, t.subItemId] })],
)
