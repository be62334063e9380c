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

/**
 * Partner-service rewards (docs/spec/marketplace.md §9 "Referral"): up to HK$300 to a helper who
 * referred a person that then used the visa or documentation partner services. Not automatic:
 * an administrator records them (`scripts/referral-reward.mjs`), at most one per referred person.
 */
export const referralPartnerRewards = pgTable(
  'referral_partner_rewards',
  {
    referredUid: text('referred_uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    referrerUid: text('referrer_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** What the administrator wrote: the service used and how it was checked. */
    reason: text('reason').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_partner_rewards_referrer_idx').on(t.referrerUid),
    check(
      'referral_partner_rewards_amount_check',
      sql`${t.amountCents} > 0 and ${t.amountCents} <= 30000`,
    ),
  ],
)
