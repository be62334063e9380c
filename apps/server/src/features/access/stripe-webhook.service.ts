import { tk } from '@hearth/shared/i18n-keys'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { fulfilCheckoutSession } from './fulfilment.service'
import { stripeWebhooks, type StripeCheckoutSession, type StripeEvent } from './stripe-client'

/** Stripe's default: a signed timestamp older than 5 minutes is a replay. */
const TOLERANCE_SECONDS = 300

/** The event as Stripe signed it, or 400 (bad or missing signature, stale timestamp). */
function verifiedEvent(deps: AppDeps, raw: Buffer, signature: string | undefined): StripeEvent {
  const secret = deps.config.stripeWebhookSecret
  if (!secret) {
    throw new AppError('unavailable', tk('Stripe webhooks are not set up on this server.'))
  }
  if (!signature) throw new AppError('invalid', tk('The Stripe signature is missing.'))
  try {
    return stripeWebhooks.constructEvent(
      raw,
      signature,
      secret,
      TOLERANCE_SECONDS,
      undefined,
      // Milliseconds (the SDK divides by 1000); the app's clock, so tests can age a signature.
      deps.clock().getTime(),
    )
  } catch {
    throw new AppError('invalid', tk('The Stripe signature is not valid.'))
  }
}

/**
 * `POST /hirlabusers/stripe/webhook/`: a paid checkout (`checkout.session.completed` with
 * `payment_status: paid`, or `checkout.session.async_payment_succeeded`) is fulfilled, once per
 * session and per event id. Other events are acknowledged and ignored.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  raw: Buffer,
  signature: string | undefined,
): Promise<void> {
  const event = verifiedEvent(deps, raw, signature)
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  ) {
    return
  }
  const session = event.data.object as StripeCheckoutSession
  if (session.payment_status !== 'paid') return
  await fulfilCheckoutSession(deps, {
    sessionId: session.id,
    amountCents: session.amount_total,
    currency: session.currency,
    event: { id: event.id, type: event.type },
  })
}
