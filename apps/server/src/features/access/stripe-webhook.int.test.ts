import { expect, test } from 'vitest'
import { signedInEmployer } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  accessOfUser,
  checkoutEvent,
  checkoutSession,
  DAY_MS,
  postWebhook,
  signature,
  WEBHOOK_SECRET,
} from './checkout-fixtures'

const t = useTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })

async function buyerWithSession(planId = 'monthly') {
  const employer = await signedInEmployer(t, false)
  const { sessionId } = await checkoutSession(t, employer.access, planId)
  return { employer, sessionId, uid: employer.user.id }
}

test('a signed checkout.session.completed grants the plan once', async () => {
  const { sessionId, uid } = await buyerWithSession()
  expect(await accessOfUser(t, uid)).toEqual({ plan: null, end: null })
  const payload = checkoutEvent(sessionId)
  const response = await postWebhook(t, payload, signature(t, payload))
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json()).toEqual({ received: true })
  const after = await accessOfUser(t, uid)
  expect(after.plan).toBe('monthly')
  expect(after.end!.getTime()).toBe(t.clock.now().getTime() + 30 * DAY_MS)
})

test('a replayed event and a second event for the same session add nothing', async () => {
  const { sessionId, uid } = await buyerWithSession('weekly')
  const payload = checkoutEvent(sessionId, { amountTotal: 29900 })
  expect((await postWebhook(t, payload, signature(t, payload))).statusCode).toBe(200)
  const granted = await accessOfUser(t, uid)
  expect(granted.end!.getTime()).toBe(t.clock.now().getTime() + 7 * DAY_MS)
  expect((await postWebhook(t, payload, signature(t, payload))).statusCode).toBe(200)
  const other = checkoutEvent(sessionId, {
    amountTotal: 29900,
    type: 'checkout.session.async_payment_succeeded',
  })
  expect((await postWebhook(t, other, signature(t, other))).statusCode).toBe(200)
  expect(await accessOfUser(t, uid)).toEqual(granted)
})

test('a bad, missing, foreign or stale signature is refused with 400 and changes nothing', async () => {
  const { sessionId, uid } = await buyerWithSession()
  const payload = checkoutEvent(sessionId)
  const now = Math.floor(t.clock.now().getTime() / 1000)
  const tampered = checkoutEvent(sessionId, { amountTotal: 100 })
  const cases = [
    await postWebhook(t, payload),
    await postWebhook(t, payload, 't=1,v1=deadbeef'),
    await postWebhook(t, payload, signature(t, payload, { secret: 'whsec_someoneelse' })),
    await postWebhook(t, payload, signature(t, payload, { timestamp: now - 301 })),
    await postWebhook(t, tampered, signature(t, payload)),
  ]
  for (const response of cases) {
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json()).toMatchObject({ code: 'invalid' })
  }
  expect(await accessOfUser(t, uid)).toEqual({ plan: null, end: null })
  // The same event, properly signed, still works: nothing was used up by the refusals.
  expect((await postWebhook(t, payload, signature(t, payload))).statusCode).toBe(200)
  expect((await accessOfUser(t, uid)).plan).toBe('monthly')
})

test('an amount or currency that differs from the session, or an unknown session, is 400', async () => {
  const { sessionId, uid } = await buyerWithSession()
  for (const payload of [
    checkoutEvent(sessionId, { amountTotal: 29900 }),
    checkoutEvent(sessionId, { currency: 'usd' }),
    checkoutEvent('cs_test_unknown'),
  ]) {
    const response = await postWebhook(t, payload, signature(t, payload))
    expect(response.statusCode, response.body).toBe(400)
  }
  expect(await accessOfUser(t, uid)).toEqual({ plan: null, end: null })
})

test('an unpaid completion and unrelated events are acknowledged and grant nothing', async () => {
  const { sessionId, uid } = await buyerWithSession()
  for (const payload of [
    checkoutEvent(sessionId, { paymentStatus: 'unpaid' }),
    checkoutEvent(sessionId, { type: 'checkout.session.expired' }),
  ]) {
    expect((await postWebhook(t, payload, signature(t, payload))).statusCode).toBe(200)
  }
  expect(await accessOfUser(t, uid)).toEqual({ plan: null, end: null })
})

test('20 concurrent fulfilments of one session grant one period', async () => {
  const { sessionId, uid } = await buyerWithSession('premium')
  // Real parallel HTTP requests on a listening socket, each a distinct event for one session.
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => {
      const payload = checkoutEvent(sessionId, { amountTotal: 69900 })
      return fetch(`${address}/api/v1/hirlabusers/stripe/webhook/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature(t, payload) },
        body: payload,
      })
    }),
  )
  expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
  const after = await accessOfUser(t, uid)
  expect(after.plan).toBe('premium')
  expect(after.end!.getTime()).toBe(t.clock.now().getTime() + 60 * DAY_MS)
})
