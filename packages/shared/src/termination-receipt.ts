import { tk } from './i18n-keys'

// The wording of the termination receipt PDF (the server renders it in en, zh-TW or zh-CN).
// Kept apart from termination.ts so the web bundle does not carry it.

export const TERMINATION_RECEIPT_TEXT = {
  title: tk('Termination payment receipt'),
  period: tk('Period of employment'),
  /** The first and last days of employment, and the length of service (`serviceLengthText`). */
  periodDates: tk('{{start}} to {{end}} ({{length}})'),
  wage: tk('Salary per month'),
  adw: tk('Average daily wage (ADW)'),
  severance: tk('Severance payment'),
  longService: tk('Long service payment'),
  notApplicable: tk('Not applicable'),
  employer: tk('Employer'),
  helper: tk('Helper'),
  item: tk('Settlement item'),
  /** A settlement item with the rule it follows: "Long service payment (EO s.31V)". */
  itemWithRule: tk('{{item}} ({{rule}})'),
  /** A wage item with the days it pays for: "Outstanding wages, 2026-03-01 to 2026-03-31". */
  itemWithPeriod: tk('{{item}}, {{from}} to {{to}}'),
  /** An item with the employer's reason for it: "Unpaid wages: December holiday pay". */
  itemWithNote: tk('{{item}}: {{note}}'),
  /** The monthly wage and the last day whose wages counted as paid before the settlement. */
  wagePaidUpTo: tk('{{wage}}, paid up to {{date}}'),
  /** What the employer must pay: the table's total, above the narrower estimate. */
  settlementTotal: tk('Full settlement total'),
  /** docs/spec/employment.md §9's narrower total, a part of the settlement and not on top of it. */
  estimatedTotal: tk('Of which, total estimated termination pay (leave pay + LSP or SP)'),
  /** The free return passage when the employer gives the ticket rather than its cost. */
  passageInKind: tk('Provided in kind (ticket)'),
  paymentDueBy: tk('Payment due by'),
  owedApart: tk('Sums payable by the helper are listed apart and are not deducted.'),
  severanceDue: tk('A severance payment is due within 2 months of the helper’s written claim.'),
  immigration: tk('Notify the Immigration Department in writing by {{date}}.'),
  employerSignature: tk('Employer’s signature'),
  helperSignature: tk('Helper’s signature (sum received)'),
  footer: tk('Termination payments calculated by Hearth under the Employment Ordinance (Cap. 57).'),
} as const

/** A translator that picks the i18next plural form of `key` for `count` (`_one`, `_other`). */
export type CountTranslate = (
  key: string,
  values: { count: number } & Record<string, string | number>,
) => string

/** The length of service with each part in its plural form: "1 year 3 months", "6 years 0 months". */
export function serviceLengthText(years: number, months: number, t: CountTranslate): string {
  const monthsText = t('{{count}} months', { count: months })
  return t('{{count}} years {{months}}', { count: years, months: monthsText })
}
