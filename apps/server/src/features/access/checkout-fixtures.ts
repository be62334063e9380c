import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { CheckoutSessionCreated, CheckoutSessionStatus } from '@hearth/shared/plans'
import { users } from '../../db/schema'
import { bearer } from '../../test/accounts-fixtures'
import type { TestApp } from '../../test/test-app'
import { stripeWebhooks } from './stripe-client'

export const WEBHOOK_SECRET = 'whsec_hearthtestsecret0123456789'
export const DAY_MS = 86_400_000

export async function startCheckout(
  t: TestApp,
  access: string,
  planId = 'monthly',
  urls: { successUrl?: string; cancelUrl?: string } = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/hirlabusers/create-checkout-session/',
    headers: bearer(access),
    payload: {
      planId,
      successUrl: `${t.config.appUrl}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${t.config.appUrl}/subscription?canceled=true`,
      ...urls,
    },
  })
}

/** A new test checkout session of `planId`, answered 200. */
export async function checkoutSession(t: TestApp, access: string, planId = 'monthly') {
  const response = await startCheckout(t, access, planId)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CheckoutSessionCreated>()
}

export async function payTestCheckout(t: TestApp, access: string, sessionId: string) {
  return t.inject({
    method: 'POST',
    url: `/api/v1/hirlabusers/test-checkout/${sessionId}/pay/`,
    headers: bearer(access),
  })
}

export async function readSession(t: TestApp, access: string, sessionId: string) {
  const response = await t.inject({
    method: 'GET',
    url: `/api/v1/hirlabusers/checkout-session/${sessionId}/`,
    headers: bearer(access),
  })
  return { response, body: response.json<CheckoutSessionStatus>() }
}

/** A Stripe `checkout.session.*` event for `sessionId`, as Stripe would send it. */
export function checkoutEvent(
  sessionId: string,
  options: {
    id?: string
    type?: string
    amountTotal?: number
    currency?: string
    paymentStatus?: string
  } = {},
): string {
  return JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: options.amountTotal ?? 39900,
        currency: options.currency ?? 'hkd',
        payment_status: options.paymentStatus ?? 'paid',
        status: 'complete',
      },
    },
  })
}

/** Signs `payload` with the SDK's own test helper (at the test clock, unless told). */
export function signature(
  t: TestApp,
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): string {
  return stripeWebhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000),
  })
}

export async function postWebhook(t: TestApp, payload: string, header?: string) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/hirlabusers/stripe/webhook/',
    headers: {
      'content-type': 'application/json',
      ...(header === undefined ? {} : { 'stripe-signature': header }),
    },
    payload,
  })
}

/** The account's plan and access end as stored. */
export async function accessOfUser(t: TestApp, uid: string) {
  const [row] = await t.app.deps.db
    .select({ plan: users.subscriptionType, end: users.accessEndDate })
    .from(users)
    .where(eq(users.uid, uid))
  return row!
}
