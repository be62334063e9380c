import { z } from 'zod'

/** docs/spec/marketplace.md §9 "Referral": the currency of rewards. */
export const REFERRAL_CURRENCY = 'HKD'

/**
 * One person the caller referred. `pending` while they can still earn the reward (registered
 * less than 6 months ago, not yet subscribed or hired), `earned` once they did, `expired` after.
 * `amount` in HKD; `reason` says what earned it (null until then). A helper referrer's
 * partner-service reward, recorded by an administrator, is a row of its own (`partner_service`).
 */
export const ReferralRewardSchema = z.object({
  referred_name: z.string(),
  status: z.enum(['pending', 'earned', 'expired']),
  amount: z.number(),
  currency: z.literal(REFERRAL_CURRENCY),
  reason: z.enum(['subscription', 'hired', 'partner_service']).nullable(),
  referred_at: z.string(),
  earned_at: z.string().nullable(),
  expires_at: z.string(),
})
export type ReferralReward = z.infer<typeof ReferralRewardSchema>

/** `GET /referrals/`: the caller's code, the people they referred and the rewards, in HKD. */
export const ReferralSummarySchema = z.object({
  referral_code: z.string(),
  referred_count: z.number().int(),
  rewards: z.array(ReferralRewardSchema),
  totals: z.object({
    earned: z.number(),
    pending: z.number(),
    currency: z.literal(REFERRAL_CURRENCY),
  }),
})
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>
