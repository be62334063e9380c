import type { UserSession } from '@hearth/shared/accounts'
import {
  CheckoutSessionStatusSchema,
  PaymentSchema,
  PlanListSchema,
  type CheckoutSessionStatus,
  type Payment,
  type Plan,
} from '@hearth/shared/plans'
import { makeUser } from '../../test/fixtures'

// Parsed with the schemas the server encodes its answers with, like the shared fixtures.

export const PLANS: Plan[] = PlanListSchema.parse([
  {
    id: 'weekly',
    name: 'Weekly plan',
    price: 299,
    currency: 'HKD',
    interval_days: 7,
    features: ['One job post', 'Up to 20 applications'],
    best_value: false,
  },
  {
    id: 'monthly',
    name: 'Monthly plan',
    price: 399,
    currency: 'HKD',
    interval_days: 30,
    features: ['Unlimited applications', 'Chat with helpers'],
    best_value: false,
  },
  {
    id: 'premium',
    name: 'Premium plan',
    price: 699,
    currency: 'HKD',
    interval_days: 60,
    features: ['Trusted-employer badge', 'Chat with helpers'],
    best_value: true,
  },
])

/** An employer who has never bought a plan. */
export function makeEmployerWithoutPlan(): UserSession {
  const user = makeUser()
  return {
    ...user,
    profile: { ...user.profile, subscription_type: null, access_end_date: null },
  }
}

export function makeSession(overrides: Partial<CheckoutSessionStatus> = {}): CheckoutSessionStatus {
  return CheckoutSessionStatusSchema.parse({
    status: 'open',
    plan: 'monthly',
    amount: 399,
    currency: 'HKD',
    access_end_date: null,
    test_mode: true,
    success_url: `${window.location.origin}/subscription?success=1&session_id=cs_test_1`,
    cancel_url: `${window.location.origin}/subscription?canceled=1`,
    ...overrides,
  })
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return PaymentSchema.parse({
    id: 'cs_test_1',
    plan: 'monthly',
    amount: 399,
    currency: 'HKD',
    paid_at: '2026-11-20T02:00:00.000Z',
    access_start: '2026-11-20T02:00:00.000Z',
    access_end: '2026-12-20T02:00:00.000Z',
    receipt_url: null,
    ...overrides,
  })
}
