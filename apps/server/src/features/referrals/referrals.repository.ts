import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { referralPartnerRewards, referralRewards } from '../../db/schema'

export type ReferralRewardRow = typeof referralRewards.$inferSelect

/** Records a reward; false when the referred person already earned one (once per person). */
export async function insertReward(db: Db, row: typeof referralRewards.$inferInsert) {
  const rows = await db
    .insert(referralRewards)
    .values(row)
    .onConflictDoNothing()
    .returning({ referredUid: referralRewards.referredUid })
  return rows.length === 1
}

export function findRewardsOfReferrer(db: Db, referrerUid: string) {
  return db.select().from(referralRewards).where(eq(referralRewards.referrerUid, referrerUid))
}

/** Records a partner-service reward; false when the referred person already has one. */
export async function insertPartnerReward(
  db: Db,
  row: typeof referralPartnerRewards.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(referralPartnerRewards)
    .values(row)
    .onConflictDoNothing()
    .returning({ referredUid: referralPartnerRewards.referredUid })
  return rows.length === 1
}

export function findPartnerRewardsOfReferrer(db: Db, referrerUid: string) {
  return db
    .select()
    .from(referralPartnerRewards)
    .where(eq(referralPartnerRewards.referrerUid, referrerUid))
}
