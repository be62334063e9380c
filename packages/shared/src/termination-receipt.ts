import { tk } from './i18n-keys'

// The wording of the termination receipt PDF (the server renders it in en, zh-TW or zh-CN).
// Kept apart from termination.ts so the web bundle does not carry it.

export const TERMINATION_RECEIPT_TEXT = {
  title: tk('Termination payment receipt'),
  start: tk('Start date of employment'),
  lastDay: tk('Last day of employment'),
  service: tk('Length of service'),
  serviceLength: tk('{{years}} years {{months}} months'),
  wage: tk('Salary per month'),
  adw: tk('Average daily wage (ADW)'),
  severance: tk('Severance payment'),
  longService: tk('Long service payment'),
  notApplicable: tk('Not applicable'),
  employer: tk('Employer'),
  helper: tk('Helper'),
  item: tk('Settlement item'),
  settlementTotal: tk('Settlement total'),
  estimatedTotal: tk('Total estimated termination pay (leave pay + LSP or SP)'),
  paymentDueBy: tk('Payment due by'),
  owedApart: tk('Sums payable by the helper are listed apart and are not deducted.'),
  severanceDue: tk('A severance payment is due within 2 months of the helper’s written claim.'),
  immigration: tk('Notify the Immigration Department in writing by {{date}}.'),
  employerSignature: tk('Employer’s signature'),
  helperSignature: tk('Helper’s signature (sum received)'),
  footer: tk('Termination payments calculated by Hearth under the Employment Ordinance (Cap. 57).'),
} as const
