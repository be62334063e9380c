import { tk, type Language } from '@hearth/shared/i18n-keys'
import { PLANS } from '@hearth/shared/plans'
import { translate } from '@hearth/shared/translate'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { renderPdf, type PdfDocumentSpec } from '../../lib/pdf/document'
import { hongKongDate, hongKongDateTime } from '../../lib/pdf/layout'
import { findEmployerProfileOfUser } from '../employers/employers.service'
import * as repo from './purchases.repository'

export type Receipt = { pdf: Buffer; filename: string }

type ReceiptFacts = {
  purchase: repo.PurchaseRow
  mode: 'stripe' | 'test'
  buyerName: string | null
  buyerEmail: string
  siteUrl: string
}

/** The receipt of an access-plan purchase, worded in `language` (docs/spec/marketplace.md §7). */
export function purchaseReceiptSpec(facts: ReceiptFacts, language: Language): PdfDocumentSpec {
  const { purchase } = facts
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(key, language, values)
  const plan = PLANS[purchase.planId]
  const period = t(tk('{{start}} to {{end}} (Hong Kong time)'), {
    start: hongKongDateTime(purchase.accessStart),
    end: hongKongDateTime(purchase.accessEnd),
  })
  return {
    language,
    issuedAt: purchase.paidAt,
    title: t(tk('Payment receipt')),
    subtitle: t(tk('Hearth access plan')),
    fields: [
      { label: t(tk('Date paid')), value: hongKongDate(purchase.paidAt) },
      { label: t(tk('Payment reference')), value: purchase.sessionId },
      {
        label: t(tk('Payment method')),
        value:
          facts.mode === 'stripe'
            ? t(tk('Online card payment (Stripe)'))
            : t(tk('Test checkout: no money was charged')),
      },
      { label: t(tk('Access period')), value: period },
    ],
    parties: [
      { heading: t(tk('Seller')), lines: ['Hearth', facts.siteUrl] },
      {
        heading: t(tk('Buyer')),
        lines: [facts.buyerName, facts.buyerEmail].filter((line): line is string => !!line),
      },
    ],
    table: {
      descriptionHeading: t(tk('Description')),
      amountHeading: t(tk('Amount (HK$)')),
      lines: [
        {
          label: translate(plan.name, language),
          detail: t(tk('Access for {{days}} days'), { days: plan.intervalDays }),
          amountCents: purchase.amountCents,
        },
      ],
      totalLabel: t(tk('Total paid')),
      currencyPrefix: 'HK$',
    },
    notes: [t(tk('A one-off payment: the plan does not renew by itself.'))],
    footer: t(tk('Issued by Hearth for a purchase made on {{site}}.'), { site: facts.siteUrl }),
  }
}

/** The caller's receipt of one purchase; another user's purchase is 404 as if missing. */
export async function renderPurchaseReceipt(
  deps: AppDeps,
  actor: Actor,
  sessionId: string,
  language: Language,
): Promise<Receipt> {
  const found = await repo.findPurchaseForOwner(deps.db, sessionId, actor.userUid)
  if (!found) throw new AppError('not_found', tk('Payment not found.'))
  const profile =
    actor.role === 'employer' ? await findEmployerProfileOfUser(deps, actor.userUid) : undefined
  const spec = purchaseReceiptSpec(
    {
      purchase: found.purchase,
      mode: found.mode,
      buyerName: profile?.contactPersonName?.trim() || null,
      buyerEmail: actor.email,
      siteUrl: deps.config.appUrl,
    },
    language,
  )
  return {
    pdf: await renderPdf(spec),
    filename: `hearth-receipt-${hongKongDate(found.purchase.paidAt)}-${found.purchase.planId}.pdf`,
  }
}
