import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * A checkout the caller started for a plan (docs/spec/marketplace.md §7 create-checkout-session):
 * a Stripe Checkout Session (`mode` stripe) or a local test one (`mode` test, id `cs_test_…`).
 * What was asked for is kept here, so a paid event is checked against it (amount, currency).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: ['weekly', 'monthly', 'premium'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217, lower case as Stripe writes it (`hkd`). */
    currency: text('currency').notNull(),
    mode: text('mode', { enum: ['stripe', 'test'] }).notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set once, by the one fulfilment that granted the access. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userUid, t.createdAt),
    check('checkout_sessions_amount_check', sql`${t.amountCents} > 0`),
  ],
)

/** A paid plan: the period of access it added, stacked after any access already held. */
export const purchases = pgTable(
  'purchases',
  {
    /** The checkout session it came from: one purchase per session, by construction. */
    sessionId: text('session_id')
      .primaryKey()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: ['weekly', 'monthly', 'premium'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    accessStart: timestamp('access_start', { withTimezone: true }).notNull(),
    accessEnd: timestamp('access_end', { withTimezone: true }).notNull(),
  },
  (t) => [index('purchases_user_idx').on(t.userUid, t.accessEnd)],
)

/** Stripe event ids already handled: a replayed or repeated event changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  sessionId: text('session_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
})
