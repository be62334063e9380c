import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { API_PATHS } from '@hearth/shared/api-paths'
import { ERROR_RESPONSES } from '@hearth/shared/errors'
import {
  CheckoutSessionCreatedSchema,
  CheckoutSessionInputSchema,
  CheckoutSessionParamsSchema,
  CheckoutSessionStatusSchema,
  PaymentListSchema,
  PaymentParamsSchema,
  PlanListSchema,
  ReceiptQuerySchema,
  WebhookReceivedSchema,
} from '@hearth/shared/plans'
import { requireActor } from '../../lib/actor'
import { sendStoredFile } from '../../lib/downloads'
import { languageOf } from '../../lib/language'
import { fileResponse } from '../../lib/route-contracts'
import * as checkout from './checkout.service'
import { renderPurchaseReceipt } from './purchase-receipt.service'
import { handleStripeWebhook } from './stripe-webhook.service'

const tags = ['plans']
const security = [{ bearer: [] }]

/** Plans, checkout and payment history (docs/spec/marketplace.md §7, §9). */
export async function planRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps

  app.get(
    API_PATHS.plans.list,
    {
      schema: {
        tags,
        summary: 'The plans, in the caller’s language; prices in HKD.',
        response: { 200: PlanListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => checkout.listPlans(languageOf(request)),
  )

  app.post(
    API_PATHS.plans.createCheckoutSession,
    {
      schema: {
        tags,
        summary: 'Start paying for a plan (employers): Stripe Checkout, or the test checkout.',
        security,
        body: CheckoutSessionInputSchema,
        response: { 200: CheckoutSessionCreatedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      checkout.createCheckoutSession(deps, await requireActor(request), request.body),
  )

  app.get(
    API_PATHS.plans.checkoutSession,
    {
      schema: {
        tags,
        summary: 'The caller’s checkout session after the return; a paid one is fulfilled.',
        security,
        params: CheckoutSessionParamsSchema,
        response: { 200: CheckoutSessionStatusSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      checkout.readCheckoutSession(deps, await requireActor(request), request.params.sessionId),
  )

  app.post(
    API_PATHS.plans.testCheckoutPay,
    {
      schema: {
        tags,
        summary: 'Pay a test checkout session (no Stripe key, outside production only).',
        security,
        params: CheckoutSessionParamsSchema,
        response: { 200: CheckoutSessionStatusSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      checkout.payTestCheckout(deps, await requireActor(request), request.params.sessionId),
  )

  app.get(
    API_PATHS.plans.payments,
    {
      schema: {
        tags,
        summary: 'The caller’s purchases, newest first.',
        security,
        response: { 200: PaymentListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => checkout.listPayments(deps, await requireActor(request)),
  )

  app.get(
    API_PATHS.plans.paymentReceipt,
    {
      schema: {
        tags,
        summary: 'The PDF receipt of one of the caller’s purchases (en, zh-TW or zh-CN).',
        security,
        params: PaymentParamsSchema,
        querystring: ReceiptQuerySchema,
        response: {
          200: fileResponse('The receipt, as a PDF download.', ['application/pdf']),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request)
      const receipt = await renderPurchaseReceipt(
        deps,
        await requireActor(request),
        request.params.id,
        language,
      )
      return sendStoredFile(
        reply,
        { stream: Readable.from([receipt.pdf]), size: receipt.pdf.length },
        { type: 'application/pdf', filename: receipt.filename, cacheControl: 'private, no-store' },
      )
    },
  )

  await app.register(stripeWebhookRoute)
}

/**
 * Stripe signs the exact bytes it sent, so this route (and only this one: the parser is scoped
 * to this plugin) keeps the JSON body raw for `stripe.webhooks.constructEvent`.
 */
async function stripeWebhookRoute(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const deps = parent.deps
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  app.post(
    API_PATHS.plans.stripeWebhook,
    {
      schema: {
        tags,
        summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET).',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: WebhookReceivedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      await handleStripeWebhook(deps, raw, request.headers['stripe-signature'])
      return { received: true as const }
    },
  )
}
