import { randomBytes } from 'node:crypto'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import { API_BASE_PATH } from '@hearth/shared/config'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import {
  PLAN_CURRENCY,
  PLANS,
  type CheckoutSessionCreated,
  type CheckoutSessionInput,
  type CheckoutSessionStatus,
  type Payment,
  type Plan,
} from '@hearth/shared/plans'
import { translate } from '@hearth/shared/translate'
import { assertRole, type Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { accountOfUser } from '../accounts/users.service'
import { fulfilCheckoutSession } from './fulfilment.service'
import * as repo from './purchases.repository'
import { stripeClient } from './stripe-client'

const CURRENCY = PLAN_CURRENCY.toLowerCase()
/** Stripe fills this in on the return URL; the test checkout does the same. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'

function dollars(cents: number): number {
  return cents / 100
}

/** docs/spec/marketplace.md §9 plans, in `language`, with `price` in HKD. */
export function listPlans(language: Language): Plan[] {
  return Object.values(PLANS).map((plan) => ({
    id: plan.id,
    name: translate(plan.name, language),
    price: dollars(plan.priceCents),
    currency: PLAN_CURRENCY,
    interval_days: plan.intervalDays,
    features: plan.features.map((feature) => translate(feature, language)),
    best_value: plan.bestValue,
  }))
}

/** A return address must be on this app: a checkout never sends the payer elsewhere. */
function assertOnApp(deps: AppDeps, input: CheckoutSessionInput) {
  const origin = new URL(deps.config.appUrl).origin
  const fields: Record<string, string[]> = {}
  for (const field of ['successUrl', 'cancelUrl'] as const) {
    if (new URL(input[field]).origin !== origin)
      fields[field] = [tk('Enter a full address on this site.')]
  }
  if (Object.keys(fields).length > 0)
    throw new AppError('invalid', tk('The return addresses must be on this site.'), { fields })
}

/**
 * docs/spec/marketplace.md §7 create-checkout-session. With a Stripe key: a Stripe Checkout
 * Session (one-off payment in HKD). Without: a local test session paid on the built-in test
 * checkout page, which exists only outside production (or with TEST_CHECKOUT=true).
 */
export async function createCheckoutSession(
  deps: AppDeps,
  actor: Actor,
  input: CheckoutSessionInput,
): Promise<CheckoutSessionCreated> {
  assertRole(actor, 'employer', tk('Only employers can buy a plan.'))
  assertOnApp(deps, input)
  const plan = PLANS[input.planId]
  const { stripeSecretKey, testCheckout, appUrl } = deps.config
  const base = {
    userUid: actor.userUid,
    planId: plan.id,
    amountCents: plan.priceCents,
    currency: CURRENCY,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    createdAt: deps.clock(),
  }
  if (stripeSecretKey) {
    const session = await stripeClient(stripeSecretKey).checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY,
            unit_amount: plan.priceCents,
            product_data: { name: translate(plan.name, actor.language) },
          },
        },
      ],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: actor.userUid,
      customer_email: actor.email,
      metadata: { plan_id: plan.id, user_uid: actor.userUid },
    })
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL.')
    await repo.insertCheckoutSession(deps.db, { ...base, id: session.id, mode: 'stripe' })
    return { sessionId: session.id, url: session.url }
  }
  if (!testCheckout) {
    throw new AppError(
      'unavailable',
      tk('Payments are not set up on this server yet. Please try again later.'),
    )
  }
  const id = `cs_test_${randomBytes(24).toString('hex')}`
  await repo.insertCheckoutSession(deps.db, { ...base, id, mode: 'test' })
  return { sessionId: id, url: `${appUrl}/test-checkout/${id}` }
}

async function presentSession(
  deps: AppDeps,
  session: repo.CheckoutSessionRow,
  status: CheckoutSessionStatus['status'],
): Promise<CheckoutSessionStatus> {
  const account = status === 'paid' ? await accountOfUser(deps, session.userUid) : undefined
  return {
    status,
    plan: session.planId,
    amount: dollars(session.amountCents),
    currency: PLAN_CURRENCY,
    access_end_date: account?.accessEndsAt?.toISOString() ?? null,
    test_mode: session.mode === 'test',
    success_url: session.successUrl.replace(SESSION_ID_PLACEHOLDER, session.id),
    cancel_url: session.cancelUrl.replace(SESSION_ID_PLACEHOLDER, session.id),
  }
}

function notFound(): AppError {
  return new AppError('not_found', tk('Checkout session not found.'))
}

/**
 * The owner's session after the return. A Stripe session not yet fulfilled is read from Stripe
 * and fulfilled here if paid, so a lost webhook does not lose a purchase.
 */
export async function readCheckoutSession(
  deps: AppDeps,
  actor: Actor,
  sessionId: string,
): Promise<CheckoutSessionStatus> {
  const session = await repo.findCheckoutSessionForOwner(deps.db, sessionId, actor.userUid)
  if (!session) throw notFound()
  if (session.fulfilledAt) return presentSession(deps, session, 'paid')
  const key = deps.config.stripeSecretKey
  if (session.mode !== 'stripe' || !key) return presentSession(deps, session, 'open')
  const remote = await stripeClient(key).checkout.sessions.retrieve(session.id)
  if (remote.payment_status === 'paid') {
    await fulfilCheckoutSession(deps, {
      sessionId: session.id,
      amountCents: remote.amount_total,
      currency: remote.currency,
    })
    return presentSession(deps, session, 'paid')
  }
  return presentSession(deps, session, remote.status === 'expired' ? 'expired' : 'open')
}

/** The built-in test checkout's Pay: the owner's local session is paid and fulfilled. */
export async function payTestCheckout(
  deps: AppDeps,
  actor: Actor,
  sessionId: string,
): Promise<CheckoutSessionStatus> {
  if (!deps.config.testCheckout) throw notFound()
  const session = await repo.findCheckoutSessionForOwner(deps.db, sessionId, actor.userUid)
  if (!session || session.mode !== 'test') throw notFound()
  await fulfilCheckoutSession(deps, {
    sessionId: session.id,
    amountCents: session.amountCents,
    currency: session.currency,
  })
  return presentSession(deps, session, 'paid')
}

/** The caller's purchases, newest first; amounts in HKD. */
export async function listPayments(deps: AppDeps, actor: Actor): Promise<Payment[]> {
  const rows = await repo.findPurchasesOfUser(deps.db, actor.userUid)
  return rows.map((row) => ({
    id: row.sessionId,
    plan: row.planId,
    amount: dollars(row.amountCents),
    currency: PLAN_CURRENCY,
    paid_at: row.paidAt.toISOString(),
    access_start: row.accessStart.toISOString(),
    access_end: row.accessEnd.toISOString(),
    receipt_url: `${API_BASE_PATH}${apiPath(API_PATHS.plans.paymentReceipt, { id: row.sessionId })}`,
  }))
}
