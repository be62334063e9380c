import type { AppDeps } from '../../lib/deps'
import { accountByEmail, accountOfUser, findUserByReferralCode } from '../accounts/users.service'
import { referralCodeGivenBy } from './referral-rewards.service'
import * as repo from './referrals.repository'

/** docs/spec/marketplace.md §9 "Referral": up to HK$300 for helper referrers. */
export const PARTNER_REWARD_MAX_HKD = 300

export type PartnerRewardInput = {
  /** The helper referrer's 6-letter code. */
  referrerCode: string
  /** The e-mail address of the person they referred, who used the partner services. */
  referredEmail: string
  /** Whole Hong Kong dollars, 1 to 300. */
  amountHkd: number
  /** What was used and how it was checked (kept with the reward). */
  reason: string
}

/** An administrator's request that cannot be recorded; `problems` says why, one per line. */
export class PartnerRewardRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
    this.name = 'PartnerRewardRefused'
  }
}

function inputProblems(input: PartnerRewardInput): string[] {
  const problems: string[] = []
  if (!/^[A-Z]{6}$/.test(input.referrerCode)) {
    problems.push('The referrer code must be 6 capital letters.')
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(input.referredEmail)) {
    problems.push('The referred person must be given by e-mail address.')
  }
  const amount = input.amountHkd
  if (!Number.isInteger(amount) || amount < 1 || amount > PARTNER_REWARD_MAX_HKD) {
    problems.push(
      `The amount must be a whole number of HK dollars from 1 to ${PARTNER_REWARD_MAX_HKD}.`,
    )
  }
  const reason = input.reason.trim()
  if (reason.length < 5 || reason.length > 500) {
    problems.push('The reason must say what was used, in 5 to 500 characters.')
  }
  return problems
}

/**
 * Records a helper referrer's partner-service reward (docs/spec/marketplace.md §9), which no
 * rule grants by itself: the referrer must be a helper, the referred person must have given
 * that helper's code, and each referred person earns it once. Refuses anything else.
 */
export async function recordPartnerReward(deps: AppDeps, input: PartnerRewardInput) {
  const problems = inputProblems(input)
  if (problems.length) throw new PartnerRewardRefused(problems)
  const code = input.referrerCode
  const email = input.referredEmail.trim().toLowerCase()
  const referrer = await findUserByReferralCode(deps, code)
  const referrerAccount = referrer ? await accountOfUser(deps, referrer.uid) : undefined
  if (!referrer || !referrerAccount)
    throw new PartnerRewardRefused([`No account has the referral code ${code}.`])
  if (referrerAccount.userType !== 'helper') {
    throw new PartnerRewardRefused([
      `The code ${code} belongs to an employer: partner-service rewards are for helper referrers.`,
    ])
  }
  const referred = await accountByEmail(deps, email)
  if (!referred) throw new PartnerRewardRefused([`No account uses the e-mail ${email}.`])
  if ((await referralCodeGivenBy(deps, referred.uid)) !== code) {
    throw new PartnerRewardRefused([`${email} was not referred with the code ${code}.`])
  }
  const earnedAt = deps.clock()
  const recorded = await repo.insertPartnerReward(deps.db, {
    referredUid: referred.uid,
    referrerUid: referrer.uid,
    amountCents: input.amountHkd * 100,
    reason: input.reason.trim(),
    earnedAt,
  })
  if (!recorded) {
    throw new PartnerRewardRefused([`A partner-service reward for ${email} is already recorded.`])
  }
  return {
    referrerUid: referrer.uid,
    referredUid: referred.uid,
    amountHkd: input.amountHkd,
    earnedAt,
  }
}
