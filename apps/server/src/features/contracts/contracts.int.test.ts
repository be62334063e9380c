import { expect, test } from 'vitest'
import type { Contract } from '@hearth/shared/employments'
import type { ReferralSummary } from '@hearth/shared/referrals'
import { bearer, register, signedInUser } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  contractInput,
  createdContract,
  employer,
  helper,
  postContract,
  putContract,
} from './employments-fixtures'

const t = useTestApp()

test('creates a PENDING contract and, for a new pair, their employment; money reads as text', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const response = await postContract(t, boss.access, maria.email.toUpperCase(), {
    salary_amount: '5123.45',
  })
  expect(response.statusCode, response.body).toBe(201)
  const contract = response.json<Contract>()
  expect(contract).toMatchObject({
    status: 'PENDING',
    helper_profile: maria.profile.uid,
    employer_profile_uid: boss.profileUid,
    salary_amount: '5123.45',
    salary_currency: 'HKD',
    food_allowance_amount: '1236.00',
    signed_on: '2026-11-22',
    start_date: '2026-12-01',
    end_date: null,
    exclude_day_type: 7,
    working_hours_per_week: 48,
  })
  expect(contract.employment).toEqual(expect.any(String))
  const second = await createdContract(t, boss.access, maria.email, { salary_amount: 5100.1 })
  expect(second.employment).toBe(contract.employment)
  expect(second.salary_amount).toBe('5100.10')
})

test('only employers create contracts (403), and only with active access (402)', async () => {
  const maria = await helper(t)
  const other = await helper(t)
  expect((await postContract(t, maria.access, other.email)).statusCode).toBe(403)
  const lapsed = await employer(t, false)
  const response = await postContract(t, lapsed.access, maria.email)
  expect(response.statusCode).toBe(402)
  expect(response.json().code).toBe('subscription_required')
})

test('refuses an e-mail that no verified helper account with a profile uses', async () => {
  const boss = await employer(t)
  const noProfile = await signedInUser(t, 'helper')
  const unverified = 'unverified.helper@example.com'
  expect((await register(t, { email: unverified, userType: 'helper' })).statusCode).toBe(201)
  for (const email of ['nobody@example.com', boss.email, noProfile.email, unverified]) {
    const response = await postContract(t, boss.access, email)
    expect(response.statusCode, email).toBe(400)
    expect(response.json().helper_email).toEqual(['No helper account uses this e-mail.'])
  }
})

test('refuses a salary below the Minimum Allowable Wage in force on the signing date, naming it', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const below = await postContract(t, boss.access, maria.email, { salary_amount: '5099.99' })
  expect(below.statusCode).toBe(400)
  expect(below.json().salary_amount).toEqual([
    'The salary is below the Minimum Allowable Wage of HK$5,100.00 for contracts signed on or after 30 Sept 2025.',
  ])
  // Signed before 30 Sep 2025: the HK$4,990 level applies (hk-employment-rules §1.2).
  const earlier = await createdContract(t, boss.access, maria.email, {
    salary_amount: '5000',
    signed_on: '2025-09-29',
  })
  expect(earlier.signed_on).toBe('2025-09-29')
  const zh = await t.inject({
    method: 'POST',
    url: '/api/v1/employments/contracts/',
    headers: { ...bearer(boss.access), 'accept-language': 'zh-TW' },
    payload: contractInput(maria.email, { salary_amount: '4000' }),
  })
  expect(zh.statusCode).toBe(400)
  // The amount and the date as the form's hint writes them, the date in the caller's language.
  expect(zh.json().detail).toContain('HK$5,100.00')
  expect(zh.json().detail).toContain('2025年9月30日')
  expect(zh.json().detail).not.toContain('2025-09-30')
  expect(zh.json().detail).not.toContain('Minimum Allowable Wage')
})

test('a food allowance above 0 reaches the statutory minimum; 0 or empty means free food', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const low = await postContract(t, boss.access, maria.email, { food_allowance_amount: '1235.99' })
  expect(low.statusCode).toBe(400)
  expect(low.json().food_allowance_amount).toEqual([
    'A food allowance must be at least HK$1,236.00 for contracts signed on or after 30 Sept 2025, or 0 when food is provided free.',
  ])
  for (const free of ['0', '', null]) {
    const contract = await createdContract(t, boss.access, maria.email, {
      food_allowance_amount: free,
    })
    expect(contract.food_allowance_amount).toBe('0.00')
  }
})

test('checks the rest day, working hours and amounts', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const refused: [Record<string, unknown>, string][] = [
    [{ exclude_day_type: 0 }, 'exclude_day_type'],
    [{ exclude_day_type: 8 }, 'exclude_day_type'],
    [{ working_hours_per_week: 0 }, 'working_hours_per_week'],
    [{ working_hours_per_week: 169 }, 'working_hours_per_week'],
    [{ working_hours_per_week: undefined }, 'working_hours_per_week'],
    [{ salary_amount: '0' }, 'salary_amount'],
    [{ salary_amount: '5100.001' }, 'salary_amount'],
    [{ salary_amount: 'lots' }, 'salary_amount'],
    [{ food_allowance_amount: '-1' }, 'food_allowance_amount'],
    [{ end_date: '2026-11-30' }, 'end_date'],
    [{ employment_profile_type: 'Both' }, 'employment_profile_type'],
  ]
  for (const [change, field] of refused) {
    const response = await postContract(t, boss.access, maria.email, change)
    expect(response.statusCode, JSON.stringify(change)).toBe(400)
    expect(response.json()[field], JSON.stringify(change)).toBeDefined()
  }
  const noRestDay = await createdContract(t, boss.access, maria.email, { exclude_day_type: null })
  expect(noRestDay.exclude_day_type).toBeNull()
})

test('a new contract is PENDING, ACTIVE or COMPLETED; COMPLETED needs an end date', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  for (const status of ['TERMINATED_MUTUAL', 'CANCELLED', 'SOMETHING']) {
    expect((await postContract(t, boss.access, maria.email, { status })).statusCode).toBe(400)
  }
  const noEnd = await postContract(t, boss.access, maria.email, { status: 'COMPLETED' })
  expect(noEnd.statusCode).toBe(400)
  expect(noEnd.json().end_date).toEqual(['End Date is required when status is COMPLETED.'])
  const done = await createdContract(t, boss.access, maria.email, {
    status: 'COMPLETED',
    start_date: '2024-01-01',
    end_date: '2025-12-31',
    signed_on: '2023-12-01',
    salary_amount: '4870',
  })
  expect(done).toMatchObject({ status: 'COMPLETED', end_date: '2025-12-31' })
  const active = await createdContract(t, boss.access, maria.email, { status: 'ACTIVE' })
  expect(active.status).toBe('ACTIVE')
})

test('an ACTIVE contract is a hire: the helper’s referrer earns the reward once', async () => {
  const referrer = await signedInUser(t, 'helper')
  const boss = await employer(t)
  const maria = await helper(t, { referred_by: referrer.user.referral_code })
  const siti = await helper(t, { referred_by: referrer.user.referral_code })
  const summary = async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/referrals/',
      headers: bearer(referrer.access),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<ReferralSummary>()
  }
  const pending = await createdContract(t, boss.access, maria.email)
  expect((await summary()).totals.earned).toBe(0)
  // Hired by an update PENDING → ACTIVE, and by a contract created ACTIVE.
  const activated = await putContract(t, boss.access, pending, { status: 'ACTIVE' })
  expect(activated.statusCode, activated.body).toBe(200)
  await createdContract(t, boss.access, siti.email, { status: 'ACTIVE' })
  const { rewards, totals } = await summary()
  expect(rewards).toEqual([
    expect.objectContaining({ status: 'earned', amount: 50, reason: 'hired' }),
    expect.objectContaining({ status: 'earned', amount: 50, reason: 'hired' }),
  ])
  expect(totals.earned).toBe(100)
}, 120_000)
