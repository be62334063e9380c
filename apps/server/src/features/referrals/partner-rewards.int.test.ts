import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { ReferralSummary } from '@hearth/shared/referrals'
import { employerProfiles } from '../../db/schema'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { signedInEmployer } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { PartnerRewardRefused, recordPartnerReward } from './partner-rewards.service'

const t = useTestApp()

/** A helper referrer and an employer who registered with the helper's code. */
async function helperAndReferredEmployer() {
  const helper = await signedInUser(t, 'helper')
  const employer = await signedInEmployer(t, false)
  await t.app.deps.db
    .update(employerProfiles)
    .set({ referredBy: helper.user.referral_code, contactPersonName: 'Wong Siu Ming' })
    .where(eq(employerProfiles.userUid, employer.user.id))
  return { helper, employer, code: helper.user.referral_code!, email: employer.user.email }
}

async function refusal(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PartnerRewardRefused)
  return (error as PartnerRewardRefused).problems
}

test('records up to HK$300 once; the helper sees it earned in the summary', async () => {
  const { helper, code, email } = await helperAndReferredEmployer()
  const input = { referrerCode: code, referredEmail: email, amountHkd: 300, reason: 'Visa handled' }
  await recordPartnerReward(t.app.deps, input)
  expect(await refusal(recordPartnerReward(t.app.deps, input))).toEqual([
    `A partner-service reward for ${email} is already recorded.`,
  ])

  const response = await t.inject({
    method: 'GET',
    url: '/api/v1/referrals/',
    headers: bearer(helper.access),
  })
  const summary = response.json<ReferralSummary>()
  expect(summary.referred_count).toBe(1)
  expect(summary.totals).toEqual({ earned: 300, pending: 50, currency: 'HKD' })
  expect(summary.rewards).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        referred_name: 'W*** S*** M***',
        status: 'earned',
        amount: 300,
        reason: 'partner_service',
        earned_at: t.clock.now().toISOString(),
      }),
      expect.objectContaining({ status: 'pending', amount: 50, reason: null }),
    ]),
  )
})

test('refuses amounts outside 1–300, a short reason and a malformed code, all at once', async () => {
  const { code, email } = await helperAndReferredEmployer()
  for (const amountHkd of [0, 301, 12.5, Number.NaN]) {
    const problems = await refusal(
      recordPartnerReward(t.app.deps, {
        referrerCode: code,
        referredEmail: email,
        amountHkd,
        reason: 'Visa handled',
      }),
    )
    expect(problems).toEqual(['The amount must be a whole number of HK dollars from 1 to 300.'])
  }
  expect(
    await refusal(
      recordPartnerReward(t.app.deps, {
        referrerCode: 'abc',
        referredEmail: 'x',
        amountHkd: 50,
        reason: ' ',
      }),
    ),
  ).toHaveLength(3)
})

test('refuses an employer referrer, an unknown code and a person referred by someone else', async () => {
  const { email } = await helperAndReferredEmployer()
  const other = await signedInUser(t, 'helper')
  const employer = await signedInUser(t, 'employer')
  const input = (referrerCode: string) => ({
    referrerCode,
    referredEmail: email,
    amountHkd: 100,
    reason: 'Documents prepared',
  })
  expect(
    await refusal(recordPartnerReward(t.app.deps, input(employer.user.referral_code!))),
  ).toEqual([
    `The code ${employer.user.referral_code} belongs to an employer: partner-service rewards are for helper referrers.`,
  ])
  expect(await refusal(recordPartnerReward(t.app.deps, input(other.user.referral_code!)))).toEqual([
    `${email} was not referred with the code ${other.user.referral_code}.`,
  ])
  expect(await refusal(recordPartnerReward(t.app.deps, input('ZZZZZZ')))).toEqual([
    'No account has the referral code ZZZZZZ.',
  ])
})
