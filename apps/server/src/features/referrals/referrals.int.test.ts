import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { ReferralSummary } from '@hearth/shared/referrals'
import { employerProfiles, users } from '../../db/schema'
import { bearer } from '../../test/accounts-fixtures'
import { signedInEmployer } from '../../test/helper-fixtures'
import { useTestApp, type TestApp } from '../../test/test-app'
import { checkoutSession, DAY_MS, payTestCheckout } from '../access/checkout-fixtures'

const t = useTestApp()

type Employer = Awaited<ReturnType<typeof signedInEmployer>>

async function referredEmployer(t: TestApp, referrer: Employer, name: string) {
  const employer = await signedInEmployer(t, false)
  await t.app.deps.db
    .update(employerProfiles)
    .set({ referredBy: referrer.user.referral_code, contactPersonName: name })
    .where(eq(employerProfiles.userUid, employer.user.id))
  return employer
}

async function buy(employer: Employer, planId = 'monthly') {
  const { sessionId } = await checkoutSession(t, employer.access, planId)
  expect((await payTestCheckout(t, employer.access, sessionId)).statusCode).toBe(200)
}

async function summaryOf(employer: Employer) {
  const response = await t.inject({
    method: 'GET',
    url: '/api/v1/referrals/',
    headers: bearer(employer.access),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ReferralSummary>()
}

test('a referred person paying within 6 months earns the referrer HK$50, once', async () => {
  const referrer = await signedInEmployer(t, false)
  const referred = await referredEmployer(t, referrer, 'Chan Tai Man')
  await buy(referred)
  await buy(referred, 'weekly')
  const summary = await summaryOf(referrer)
  expect(summary).toMatchObject({
    referral_code: referrer.user.referral_code,
    referred_count: 1,
    totals: { earned: 50, pending: 0, currency: 'HKD' },
  })
  expect(summary.rewards).toEqual([
    expect.objectContaining({
      referred_name: 'C*** T*** M***',
      status: 'earned',
      amount: 50,
      reason: 'subscription',
      earned_at: t.clock.now().toISOString(),
    }),
  ])
})

test('no reward after 6 months; a referred person who has not paid is pending', async () => {
  const referrer = await signedInEmployer(t, false)
  const late = await referredEmployer(t, referrer, 'Late Payer')
  await t.app.deps.db
    .update(users)
    .set({ createdAt: new Date(t.clock.now().getTime() - 190 * DAY_MS) })
    .where(eq(users.uid, late.user.id))
  await buy(late)
  await referredEmployer(t, referrer, 'Not Yet')
  const summary = await summaryOf(referrer)
  expect(summary.referred_count).toBe(2)
  expect(summary.totals).toEqual({ earned: 0, pending: 50, currency: 'HKD' })
  expect(summary.rewards.map((reward) => [reward.referred_name, reward.status])).toEqual([
    ['N*** Y***', 'pending'],
    ['L*** P***', 'expired'],
  ])
})

test('the referred person’s own summary shows nothing they did not refer', async () => {
  const referrer = await signedInEmployer(t, false)
  const referred = await referredEmployer(t, referrer, 'Someone')
  await buy(referred)
  expect(await summaryOf(referred)).toMatchObject({
    referred_count: 0,
    rewards: [],
    totals: { earned: 0, pending: 0 },
  })
})
