import type { BreakdownLine } from '@hearth/hk-labour/types'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import {
  serviceLengthText,
  TERMINATION_RECEIPT_TEXT as TEXT,
} from '@hearth/shared/termination-receipt'
import { TERMINATION_TYPE_LABELS } from '@hearth/shared/termination'
import { translate } from '@hearth/shared/translate'
import { renderPdf, type PdfDocumentSpec, type PdfField } from '../../lib/pdf/document'
import { formatAmount } from '../../lib/pdf/layout'
import { estimatedTotalCents, presentTermination } from './terminations.presenter'
import type { TerminationFacts } from './terminations.service'
import { citationOf } from '../../lib/labour'

export type TerminationReceipt = { pdf: Buffer; filename: string }

type Values = Record<string, string | number>

/** The free return passage given as a ticket: the engine lists it at HK$0.00 (SEC cl.7(a)). */
function isPassageInKind(line: BreakdownLine): boolean {
  return line.labelKey === 'free_return_passage' && line.amountCents === 0
}

/**
 * The termination receipt (hk-employment-rules §9.3 "Receipts": the Labour Department's sample
 * receipt for termination payments), worded in `language`: every item with its rule, the full
 * settlement as the total the employer pays, the §9 estimated total as a part of it, the passage
 * (a ticket in kind, or its cost), what the helper owes, the dates. Each item names its rule on
 * its own line of the table, so that a typical statement keeps its signatures on one A4 page.
 */
export function terminationReceiptSpec(
  facts: TerminationFacts,
  language: Language,
): PdfDocumentSpec {
  const t = (key: string, values?: Values) => translate(key, language, values)
  const { settlement } = facts
  const result = presentTermination(facts, language)
  const hk = (cents: number) => `HK$${formatAmount(cents)}`
  // The item, the days a wage item pays for or the reason for arrears, and its rule.
  const withRule = (line: BreakdownLine) => {
    const name = translate(line.labelKey, language)
    const item = line.period
      ? t(TEXT.itemWithPeriod, { item: name, from: line.period.from, to: line.period.to })
      : line.note
        ? t(TEXT.itemWithNote, { item: name, note: line.note })
        : name
    return t(TEXT.itemWithRule, { item, rule: citationOf(line.rule, language) })
  }
  const { summary } = settlement
  const spOrLsp = (cents: number | null) => (cents === null ? t(TEXT.notApplicable) : hk(cents))
  const inKind: PdfField[] = settlement.lines
    .filter(isPassageInKind)
    .map((line) => ({ label: withRule(line), value: t(TEXT.passageInKind) }))
  const owed = settlement.payableByHelper.map((line) => ({
    label: withRule(line),
    value: hk(line.amountCents),
  }))
  return {
    language,
    // The last day of employment: the same settlement gives the same file.
    issuedAt: new Date(`${facts.input.termination_date}T00:00:00+08:00`),
    title: t(TEXT.title),
    subtitle: t(TERMINATION_TYPE_LABELS[facts.input.termination_type]),
    fields: [
      {
        label: t(TEXT.period),
        value: t(TEXT.periodDates, {
          start: result['Start Date of Employment'],
          end: result['Last Date'],
          // translate() picks the plural form for `count` ("1 year", "2 years").
          length: serviceLengthText(summary.yearsWorked, summary.monthsWorked, (key, values) =>
            translate(key, language, values),
          ),
        }),
      },
      {
        label: t(TEXT.wage),
        value: t(TEXT.wagePaidUpTo, { wage: hk(summary.salaryCents), date: facts.wagesPaidUpTo }),
      },
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
      // The passage given in kind is no sum of money: it is listed under the total instead.
      lines: settlement.lines
        .filter((line) => !isPassageInKind(line))
        .map((line) => ({ label: withRule(line), amountCents: line.amountCents })),
      totalLabel: t(TEXT.settlementTotal),
      currencyPrefix: 'HK$',
      summary: [
        { label: t(TEXT.estimatedTotal), value: hk(estimatedTotalCents(facts)) },
        ...inKind,
        ...owed,
        { label: t(TEXT.paymentDueBy), value: settlement.paymentDueBy },
      ],
    },
    notes: [
      ...(owed.length > 0 ? [t(TEXT.owedApart)] : []),
      ...(settlement.summary.severancePaymentCents !== null ? [t(TEXT.severanceDue)] : []),
      ...(settlement.immigrationNotificationDueBy
        ? [t(TEXT.immigration, { date: settlement.immigrationNotificationDueBy })]
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
