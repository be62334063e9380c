import Stripe from 'stripe'

const clients = new Map<string, Stripe>()

/** One Stripe API client per secret key (the official SDK; it talks to Stripe's network). */
export function stripeClient(secretKey: string): Stripe {
  let client = clients.get(secretKey)
  if (!client) {
    client = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 })
    clients.set(secretKey, client)
  }
  return client
}

/** Signature checks need no key and no network (`constructEvent`, `generateTestHeaderString`). */
export const stripeWebhooks = Stripe.webhooks

export type StripeEvent = Stripe.Event
export type StripeCheckoutSession = Stripe.Checkout.Session
