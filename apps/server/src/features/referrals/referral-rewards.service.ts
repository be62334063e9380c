import type { AppDeps } from '../../lib/deps'
import { accountOfUser, findUserByReferralCode } from '../accounts/users.service'
import { findEmployerProfileOfUser } from '../employers/employers.service'
import { findHelperForUser } from '../helpers/helpers.service'
import * as repo from './referrals.repository'

/** docs/spec/marketplace.md §9 "Referral": HK$50 per successful referral. */
export const REFERRAL_REWARD_CENTS = 50_00
/** …when the referred person subscribes or is hired within 6 months of registering. */
export const REFERRAL_WINDOW_MONTHS = 6

/** The instant a referral made at `registeredAt` stops being able to earn a reward. */
export function referralWindowEnd(registeredAt: Date): Date {
  const end = new Date(registeredAt)
  end.setUTCMonth(end.getUTCMonth() + REFERRAL_WINDOW_MONTHS)
  return end
}

/** The referral code a person gave (on their employer details or helper profile), if any. */
export async function referralCodeGivenBy(deps: AppDeps, userUid: string) {
  const employer = await findEmployerProfileOfUser(deps, userUid)
  if (employer) return employer.referredBy
  const helper = await findHelperForUser(deps, userUid)
  return helper?.referredBy ?? null
}

/**
 * A referred person paid for a plan: their referrer earns HK$50, once per referred person, if
 * the payment came within 6 months of the referred person's registration. Runs inside the
 * fulfilment's transaction, so the reward commits (or not) with the purchase.
 */
export function rewardReferrerOfPayment(
  deps: AppDeps,
  referredUid: string,
  paidAt: Date,
): Promise<void> {
  return rewardReferrer(deps, referredUid, paidAt, 'subscription')
}

/**
 * A referred helper was hired (a contract of theirs became ACTIVE): the same HK$50, once per
 * referred person, within 6 months of their registration. Runs inside the contract's
 * transaction, so the reward commits (or not) with the contract.
 */
export function rewardReferrerOfHire(
  deps: AppDeps,
  referredUid: string,
  hiredAt: Date,
): Promise<void> {
  return rewardReferrer(deps, referredUid, hiredAt, 'hired')
}

async function rewardReferrer(
  deps: AppDeps,
  referredUid: string,
  earnedAt: Date,
  reason: 'subscription' | 'hired',
): Promise<void> {
  const code = await referralCodeGivenBy(deps, referredUid)
  if (!code) return
  const referred = await accountOfUser(deps, referredUid)
  const referrer = await findUserByReferralCode(deps, code)
  if (!referred || !referrer || referrer.uid === referredUid) return
  if (earnedAt >= referralWindowEnd(referred.createdAt)) return
  await repo.insertReward(deps.db, {
    referredUid,
    referrerUid: referrer.uid,
    amountCents: REFERRAL_REWARD_CENTS,
    reason,
    earnedAt,
  })
}
