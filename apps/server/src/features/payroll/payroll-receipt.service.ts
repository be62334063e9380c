import type { Language } from '@hearth/shared/i18n-keys'
import { PAYROLL_RECEIPT_LABELS as L, PAYROLL_WARNING_LABELS } from '@hearth/shared/payrolls'
import { translate } from '@hearth/shared/translate'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { renderPdf, type PdfDocumentSpec } from '../../lib/pdf/document'
import { formatAmount } from '../../lib/pdf/layout'
import { findEmployerProfiles } from '../employers/employers.service'
import { findHelperProfiles } from '../helpers/helpers.service'
import { warningsFor } from './payroll-warnings'
import type { PayPeriodRecordRow } from './payrolls.repository'
import { recordForReceipt } from './payrolls.service'
import { citationOf } from '../../lib/labour'

export type WageReceipt = { pdf: Buffer; filename: string }

type ReceiptFacts = {
  record: PayPeriodRecordRow
  employerName: string
  helperName: string
}

/**
 * The wage receipt of one pay record in the Labour Department's receipt-of-wages layout: employer
 * and employee, the wage period, each line of the breakdown with its rule, the total, the payment
 * date and the two signature lines; worded in `language` (line labels from the `labour` namespace).
 * Both parties sign and keep it, so it is the same whoever downloads it.
 */
export function wageReceiptSpec(facts: ReceiptFacts, language: Language): PdfDocumentSpec {
  const { record } = facts
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(key, language, values)
  // One document for both parties, whoever downloads it: only the notes meant for both.
  const warnings = warningsFor(record, 'receipt')
  return {
    language,
    issuedAt: record.finalisedAt ?? record.updatedAt,
    title: t(L.title),
    subtitle: t(L.subtitle),
    fields: [
      {
        label: t(L.period),
        value: t(L.periodValue, { from: record.fromDate, to: record.toDate }),
      },
      { label: t(L.paymentDate), value: record.paymentDate ?? t(L.notPaid) },
      { label: t(L.paymentDueDate), value: record.paymentDueDate },
      { label: t(L.status), value: record.finalised ? t(L.finalised) : t(L.draft) },
    ],
    parties: [
      { heading: t(L.employer), lines: [facts.employerName] },
      { heading: t(L.employee), lines: [facts.helperName] },
    ],
    table: {
      descriptionHeading: t(L.description),
      amountHeading: t(L.amount),
      lines: record.lines.map((line) => ({
        label: t(line.labelKey),
        detail: citationOf(line.rule, language),
        amountCents: line.amountCents,
      })),
      totalLabel: t(L.total),
      currencyPrefix: 'HK$',
      summary: [
        { label: t(L.paymentDate), value: record.paymentDate ?? t(L.notPaid) },
        { label: t(L.averageDailyWage), value: `HK$${formatAmount(record.adwAmountCents)}` },
        ...(record.totalEmployerContriCents > 0
          ? [
              {
                label: t(L.employerMpf),
                value: `HK$${formatAmount(record.totalEmployerContriCents)}`,
              },
            ]
          : []),
      ],
    },
    notes: [
      ...warnings.flatMap((key) => {
        const label = PAYROLL_WARNING_LABELS[key]
        return label ? [t(label)] : []
      }),
      t(L.keep),
    ],
    signatures: [t(L.employeeSignature), t(L.employerSignature)],
    footer: t(L.footer),
  }
}

/** The receipt of a record its caller may see (its employer; its helper once finalised). */
export async function renderWageReceipt(
  deps: AppDeps,
  actor: Actor,
  uid: string,
  language: Language,
): Promise<WageReceipt> {
  const { row } = await recordForReceipt(deps, actor, uid)
  const [helpers, employers] = await Promise.all([
    findHelperProfiles(deps, [row.helperProfileUid]),
    findEmployerProfiles(deps, [row.employerProfileUid]),
  ])
  const helper = helpers[0]
  const helperName = helper
    ? [helper.firstName, helper.middleName, helper.lastName].filter(Boolean).join(' ')
    : ''
  const employerName = employers[0]?.contactPersonName?.trim() ?? ''
  const spec = wageReceiptSpec({ record: row, employerName, helperName }, language)
  return { pdf: await renderPdf(spec), filename: `hearth-wage-receipt-${row.month}.pdf` }
}
