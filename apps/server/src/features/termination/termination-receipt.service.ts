import { tk, type Language } from '@hearth/shared/i18n-keys'
import { TERMINATION_RECEIPT_TEXT as TEXT } from '@hearth/shared/termination-receipt'
import { TERMINATION_TYPE_LABELS } from '@hearth/shared/termination'
import { translate } from '@hearth/shared/translate'
import { renderPdf, type PdfDocumentSpec } from '../../lib/pdf/document'
import { formatAmount } from '../../lib/pdf/layout'
import { estimatedTotalCents, presentTermination } from './terminations.presenter'
import type { TerminationFacts } from './terminations.service'
import { citationOf } from '../../lib/labour'

export type TerminationReceipt = { pdf: Buffer; filename: string }

/**
 * The termination receipt (hk-employment-rules §9.3 "Receipts": the Labour Department's sample
 * receipt for termination payments), worded in `language`: every item with its rule, the
 * settlement total (the table's sum), the §9 estimated total, what the helper owes, the dates.
 */
export function terminationReceiptSpec(
  facts: TerminationFacts,
  language: Language,
): PdfDocumentSpec {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(key, language, values)
  const { settlement } = facts
  const result = presentTermination(facts, language)
  const hk = (cents: number) => `HK$${formatAmount(cents)}`
  const serviceLength = t(TEXT.serviceLength, {
    years: result['Years Worked'],
    months: result['Months Worked'],
  })
  const { summary } = settlement
  const spOrLsp = (cents: number | null) => (cents === null ? t(TEXT.notApplicable) : hk(cents))
  const owed = settlement.payableByHelper.map((line) => ({
    label: `${translate(line.labelKey, language)} (${citationOf(line.rule, language)})`,
    value: hk(line.amountCents),
  }))
  return {
    language,
    // The last day of employment: the same settlement gives the same file.
    issuedAt: new Date(`${facts.input.termination_date}T00:00:00+08:00`),
    title: t(TEXT.title),
    subtitle: t(TERMINATION_TYPE_LABELS[facts.input.termination_type]),
    fields: [
      { label: t(TEXT.start), value: result['Start Date of Employment'] },
      { label: t(TEXT.lastDay), value: result['Last Date'] },
      { label: t(TEXT.service), value: serviceLength },
      { label: t(TEXT.wage), value: hk(summary.salaryCents) },
      { label: t(TEXT.adw), value: hk(summary.averageDailyWageCents) },
      { label: t(TEXT.severance), value: spOrLsp(summary.severancePaymentCents) },
      { label: t(TEXT.longService), value: spOrLsp(summary.longServicePaymentCents) },
    ],
    parties: [
      { heading: t(TEXT.employer), lines: [facts.employerName].filter(Boolean) },
      { heading: t(TEXT.helper), lines: [facts.helperName].filter(Boolean) },
    ],
    table: {
      descriptionHeading: t(TEXT.item),
      amountHeading: t(tk('Amount (HK$)')),
      lines: settlement.lines.map((line) => ({
        label: translate(line.labelKey, language),
        detail: citationOf(line.rule, language),
        amountCents: line.amountCents,
      })),
      totalLabel: t(TEXT.settlementTotal),
      currencyPrefix: 'HK$',
      summary: [
        {
          label: t(TEXT.estimatedTotal),
          value: hk(estimatedTotalCents(facts)),
        },
        ...owed,
        { label: t(TEXT.paymentDueBy), value: settlement.paymentDueBy },
      ],
    },
    notes: [
      ...(owed.length > 0 ? [t(TEXT.owedApart)] : []),
      ...(settlement.summary.severancePaymentCents !== null ? [t(TEXT.severanceDue)] : []),
      ...(settlement.immigrationNotificationDueBy
        ? [
            t(TEXT.immigration, {
              date: settlement.immigrationNotificationDueBy,
            }),
          ]
        : []),
      ...result.warnings.map((warning) => warning.message),
    ],
    signatures: [t(TEXT.employerSignature), t(TEXT.helperSignature)],
    footer: t(TEXT.footer),
  }
}

export async function renderTerminationReceipt(
  facts: TerminationFacts,
  language: Language,
): Promise<TerminationReceipt> {
  return {
    pdf: await renderPdf(terminationReceiptSpec(facts, language)),
    filename: `hearth-termination-${facts.input.termination_date}.pdf`,
  }
}
