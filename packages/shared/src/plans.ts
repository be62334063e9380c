import { z } from 'zod'
import { LANGUAGES, tk } from './i18n-keys'
import { PLAN_IDS, type PlanId } from './job-options'

export { PLAN_IDS, type PlanId }

/** Every plan is paid in Hong Kong dollars, once (not recurring). */
export const PLAN_CURRENCY = 'HKD'

export type PlanDefinition = {
  id: PlanId
  name: string
  priceCents: number
  intervalDays: number
  features: readonly string[]
  bestValue: boolean
}

/**
 * The plans (docs/spec/marketplace.md §9): one-off payments, lowest rank first. The server
 * sends them translated (`GET /hirlabusers/plans/`) and charges exactly these amounts.
 */
export const PLANS: Record<PlanId, PlanDefinition> = {
  weekly: {
    id: 'weekly',
    name: tk('Weekly plan'),
    priceCents: 299_00,
    intervalDays: 7,
    features: [
      tk('One job post'),
      tk('Up to 20 applications'),
      tk('24-hour activation'),
      tk('Chat with helpers'),
    ],
    bestValue: false,
  },
  monthly: {
    id: 'monthly',
    name: tk('Monthly plan'),
    priceCents: 399_00,
    intervalDays: 30,
    features: [
      tk('Priority placement in the top 25%'),
      tk('Unlimited applications'),
      tk('Advanced analytics'),
      tk('Chat with helpers'),
    ],
    bestValue: false,
  },
  premium: {
    id: 'premium',
    name: tk('Premium plan'),
    priceCents: 699_00,
    intervalDays: 60,
    features: [
      tk('Guaranteed top 3 position'),
      tk('Featured on the home page'),
      tk('Trusted-employer badge'),
      tk('Chat with helpers'),
    ],
    bestValue: true,
  },
}

export const PlanIdSchema = z.enum(PLAN_IDS)

/** A plan as `GET /hirlabusers/plans/` sends it, in the caller's language; `price` in HKD. */
export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string(),
  price: z.number(),
  currency: z.literal(PLAN_CURRENCY),
  interval_days: z.number().int(),
  features: z.array(z.string()),
  best_value: z.boolean(),
})
export type Plan = z.infer<typeof PlanSchema>

export const PlanListSchema = z.array(PlanSchema)

const RETURN_URL = tk('Enter a full address on this site.')

/** docs/spec/marketplace.md §7 create-checkout-session; both URLs must be on the app's origin. */
export const CheckoutSessionInputSchema = z.object({
  planId: PlanIdSchema,
  successUrl: z.url({ error: RETURN_URL }).max(2000, RETURN_URL),
  cancelUrl: z.url({ error: RETURN_URL }).max(2000, RETURN_URL),
})
export type CheckoutSessionInput = z.infer<typeof CheckoutSessionInputSchema>

/** Where to send the payer: Stripe's hosted page, or the built-in test checkout page. */
export const CheckoutSessionCreatedSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
})
export type CheckoutSessionCreated = z.infer<typeof CheckoutSessionCreatedSchema>

export const CheckoutSessionParamsSchema = z.object({ sessionId: z.string().min(1).max(255) })

/**
 * A checkout session as its owner reads it after the return (and the test checkout page before
 * paying): `access_end_date` is the account's access once the session is paid.
 */
export const CheckoutSessionStatusSchema = z.object({
  status: z.enum(['open', 'paid', 'expired']),
  plan: PlanIdSchema,
  amount: z.number(),
  currency: z.literal(PLAN_CURRENCY),
  access_end_date: z.string().nullable(),
  test_mode: z.boolean(),
  success_url: z.string(),
  cancel_url: z.string(),
})
export type CheckoutSessionStatus = z.infer<typeof CheckoutSessionStatusSchema>

/** Stripe's webhook answer. */
export const WebhookReceivedSchema = z.object({ received: z.literal(true) })

/** One purchase in the caller's history; amounts in HKD. */
export const PaymentSchema = z.object({
  id: z.string(),
  plan: PlanIdSchema,
  amount: z.number(),
  currency: z.literal(PLAN_CURRENCY),
  paid_at: z.string(),
  access_start: z.string(),
  access_end: z.string(),
  /** The PDF receipt's URL (API prefix included), fetched with the owner's token. */
  receipt_url: z.string().nullable(),
})
export type Payment = z.infer<typeof PaymentSchema>

export const PaymentListSchema = z.array(PaymentSchema)

/** A purchase, by the id `GET /hirlabusers/payments/` gives it (its checkout session id). */
export const PaymentParamsSchema = z.object({ id: z.string().min(1).max(255) })

/** The receipt's language; without it, the caller's (Accept-Language). */
export const ReceiptQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() })
