import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * The referral ledger (docs/spec/marketplace.md §9 "Referral"): HK$50 to the referrer when the
 * person they referred pays for a plan (or is hired) within 6 months of registering, once per
 * referred person — hence the referred user as the key.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referredUid: text('referred_uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    referrerUid: text('referrer_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: ['subscription', 'hired'] }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_rewards_referrer_idx').on(t.referrerUid),
    check('referral_rewards_amount_check', sql`${t.amountCents} > 0`),
  ],
)
