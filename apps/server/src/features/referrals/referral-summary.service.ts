import {
  REFERRAL_CURRENCY,
  type ReferralReward,
  type ReferralSummary,
} from '@hearth/shared/referrals'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { registrationsOfUsers } from '../accounts/users.service'
import { findEmployersReferredBy } from '../employers/employers.service'
import { findHelpersReferredBy } from '../helpers/helpers.service'
import { REFERRAL_REWARD_CENTS, referralWindowEnd } from './referral-rewards.service'
import * as repo from './referrals.repository'

/** "Chan Tai Man" → "C*** T*** M***"; without a name, the e-mail's first letter. */
export function maskName(name: string | null, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length > 0) return words.map((word) => `${[...word][0]}***`).join(' ')
  return `${[...email][0] ?? '?'}***`
}

/** The caller's referral code, the people who gave it and what each earned or may earn. */
export async function referralSummary(deps: AppDeps, actor: Actor): Promise<ReferralSummary> {
  const code = actor.referralCode
  const employers = await findEmployersReferredBy(deps, code)
  const helpers = await findHelpersReferredBy(deps, code)
  const people = new Map<string, string | null>()
  for (const row of employers) people.set(row.userUid, row.name)
  for (const row of helpers)
    people.set(row.userUid, [row.firstName, row.lastName].filter(Boolean).join(' ') || null)
  people.delete(actor.userUid)
  const registrations = await registrationsOfUsers(deps, [...people.keys()])
  const rewards = new Map(
    (await repo.findRewardsOfReferrer(deps.db, actor.userUid)).map((row) => [row.referredUid, row]),
  )
  const now = deps.clock()
  const list: ReferralReward[] = []
  for (const [uid, name] of people) {
    const registration = registrations.get(uid)
    if (!registration) continue
    const reward = rewards.get(uid)
    const expiresAt = referralWindowEnd(registration.createdAt)
    list.push({
      referred_name: maskName(name, registration.email),
      status: reward ? 'earned' : expiresAt > now ? 'pending' : 'expired',
      amount: (reward?.amountCents ?? REFERRAL_REWARD_CENTS) / 100,
      currency: REFERRAL_CURRENCY,
      reason: reward?.reason ?? null,
      referred_at: registration.createdAt.toISOString(),
      earned_at: reward?.earnedAt.toISOString() ?? null,
      expires_at: expiresAt.toISOString(),
    })
  }
  const referredCount = list.length
  // docs/spec/marketplace.md §9: helper referrers' partner-service rewards, as recorded.
  for (const reward of await repo.findPartnerRewardsOfReferrer(deps.db, actor.userUid)) {
    const registration = registrations.get(reward.referredUid)
    if (!registration) continue
    list.push({
      referred_name: maskName(people.get(reward.referredUid) ?? null, registration.email),
      status: 'earned',
      amount: reward.amountCents / 100,
      currency: REFERRAL_CURRENCY,
      reason: 'partner_service',
      referred_at: registration.createdAt.toISOString(),
      earned_at: reward.earnedAt.toISOString(),
      expires_at: referralWindowEnd(registration.createdAt).toISOString(),
    })
  }
  list.sort((a, b) => b.referred_at.localeCompare(a.referred_at))
  const sum = (status: ReferralReward['status']) =>
    list.filter((item) => item.status === status).reduce((total, item) => total + item.amount, 0)
  return {
    referral_code: code,
    referred_count: referredCount,
    rewards: list,
    totals: { earned: sum('earned'), pending: sum('pending'), currency: REFERRAL_CURRENCY },
  }
}
