import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Payment, Plan } from '@hearth/shared/plans'
import { users } from '../../db/schema'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { signedInEmployer } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  accessOfUser,
  checkoutSession,
  DAY_MS,
  payTestCheckout,
  readSession,
  startCheckout,
} from './checkout-fixtures'

const t = useTestApp()

test('lists the three plans with their prices, days and features', async () => {
  const response = await t.inject({ method: 'GET', url: '/api/v1/hirlabusers/plans/' })
  expect(response.statusCode).toBe(200)
  const plans = response.json<Plan[]>()
  expect(plans.map((plan) => [plan.id, plan.price, plan.interval_days, plan.best_value])).toEqual([
    ['weekly', 299, 7, false],
    ['monthly', 399, 30, false],
    ['premium', 699, 60, true],
  ])
  expect(plans[0]!.features).toContain('Up to 20 applications')
  expect(plans.every((plan) => plan.currency === 'HKD')).toBe(true)
})

test('answers the plans in the caller’s language', async () => {
  const response = await t.inject({
    method: 'GET',
    url: '/api/v1/hirlabusers/plans/',
    headers: { 'accept-language': 'zh-HK' },
  })
  const [weekly] = response.json<Plan[]>()
  expect(weekly!.name).toBe('週費計劃')
  expect(weekly!.features).toContain('最多 20 份申請')
})

test('refuses a helper with 403', async () => {
  const helper = await signedInUser(t, 'helper')
  const response = await startCheckout(t, helper.access)
  expect(response.statusCode).toBe(403)
})

test('refuses return addresses off the app with 400 naming the field', async () => {
  const employer = await signedInEmployer(t, false)
  const response = await startCheckout(t, employer.access, 'monthly', {
    successUrl: 'https://evil.example/thanks',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toHaveProperty('successUrl')
  expect(response.json()).not.toHaveProperty('cancelUrl')
  const lookalike = await startCheckout(t, employer.access, 'monthly', {
    cancelUrl: `${t.config.appUrl}.evil.example/`,
  })
  expect(lookalike.statusCode).toBe(400)
  expect(lookalike.json()).toHaveProperty('cancelUrl')
})

test('the test checkout: a local session, paid by its owner once, read back after the return', async () => {
  const employer = await signedInEmployer(t, false)
  const { sessionId, url } = await checkoutSession(t, employer.access, 'monthly')
  expect(sessionId).toMatch(/^cs_test_\w+$/)
  expect(url).toBe(`${t.config.appUrl}/test-checkout/${sessionId}`)

  const open = await readSession(t, employer.access, sessionId)
  expect(open.body).toMatchObject({ status: 'open', plan: 'monthly', amount: 399, test_mode: true })
  expect(open.body.success_url).toBe(
    `${t.config.appUrl}/subscription?success=true&session_id=${sessionId}`,
  )

  const stranger = await signedInEmployer(t, false)
  expect((await payTestCheckout(t, stranger.access, sessionId)).statusCode).toBe(404)
  expect((await readSession(t, stranger.access, sessionId)).response.statusCode).toBe(404)

  const paid = await payTestCheckout(t, employer.access, sessionId)
  expect(paid.statusCode, paid.body).toBe(200)
  const end = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString()
  expect(paid.json()).toMatchObject({ status: 'paid', access_end_date: end })
  expect((await payTestCheckout(t, employer.access, sessionId)).statusCode).toBe(200)
  expect((await readSession(t, employer.access, sessionId)).body).toMatchObject({
    status: 'paid',
    access_end_date: end,
  })
  expect(await accessOfUser(t, employer.user.id)).toEqual({ plan: 'monthly', end: new Date(end) })
  expect(await accessOfUser(t, stranger.user.id)).toEqual({ plan: null, end: null })
})

test('a second purchase extends from the later end; a lower plan keeps the higher one', async () => {
  const employer = await signedInEmployer(t, false)
  const start = t.clock.now().getTime()
  const monthly = await checkoutSession(t, employer.access, 'monthly')
  await payTestCheckout(t, employer.access, monthly.sessionId)
  const weekly = await checkoutSession(t, employer.access, 'weekly')
  await payTestCheckout(t, employer.access, weekly.sessionId)
  expect(await accessOfUser(t, employer.user.id)).toEqual({
    plan: 'monthly',
    end: new Date(start + 37 * DAY_MS),
  })
  const premium = await checkoutSession(t, employer.access, 'premium')
  await payTestCheckout(t, employer.access, premium.sessionId)
  expect(await accessOfUser(t, employer.user.id)).toEqual({
    plan: 'premium',
    end: new Date(start + 97 * DAY_MS),
  })

  const payments = await t.inject({
    method: 'GET',
    url: '/api/v1/hirlabusers/payments/',
    headers: bearer(employer.access),
  })
  expect(payments.statusCode).toBe(200)
  const list = payments.json<Payment[]>()
  expect(list.map((payment) => [payment.plan, payment.amount, payment.currency])).toEqual(
    expect.arrayContaining([
      ['monthly', 399, 'HKD'],
      ['weekly', 299, 'HKD'],
      ['premium', 699, 'HKD'],
    ]),
  )
  const weeklyPayment = list.find((payment) => payment.plan === 'weekly')!
  expect(weeklyPayment.access_start).toBe(new Date(start + 30 * DAY_MS).toISOString())
  expect(weeklyPayment.access_end).toBe(new Date(start + 37 * DAY_MS).toISOString())
  expect(weeklyPayment.receipt_url).toBe(
    `/api/v1/hirlabusers/payments/${weeklyPayment.id}/receipt/`,
  )
})

test('a purchase after the access ran out starts now', async () => {
  const employer = await signedInEmployer(t, false)
  await t.app.deps.db
    .update(users)
    .set({ subscriptionType: 'monthly', accessEndDate: new Date(t.clock.now().getTime() - DAY_MS) })
    .where(eq(users.uid, employer.user.id))
  const weekly = await checkoutSession(t, employer.access, 'weekly')
  await payTestCheckout(t, employer.access, weekly.sessionId)
  expect((await accessOfUser(t, employer.user.id)).end).toEqual(
    new Date(t.clock.now().getTime() + 7 * DAY_MS),
  )
})
