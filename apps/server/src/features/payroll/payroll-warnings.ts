import type { EmploymentRecord } from '../contracts/employments.service'
import type { PayPeriodRecordRow } from './payrolls.repository'

// Who each warning of a pay record is written for (issue 27 item 5): the helper's payslip showed
// her advice meant for the employer. The engine and the server attach codes; each party reads
// only the ones meant for them, and the wage receipt, which both sign and keep, only those meant
// for both.

/** Who reads a warning: the employer only, or both parties. */
export type WarningAudience = 'employer' | 'both'

/** The reader of a record: one of its two parties, or the receipt they share. */
export type WarningReader = EmploymentRecord['party'] | 'receipt'

export const PAYROLL_WARNING_AUDIENCES: Readonly<Record<string, WarningAudience>> = {
  // How the employer's figures are worked out, not something the helper can act on.
  food_allowance_counted_as_wages: 'employer',
  // Asks the employer to finalise earlier months.
  adw_from_contract_rate: 'employer',
  // The helper's own entitlements (SEC cl.4, cl.5(b); EO s.23): both need to know.
  wage_below_minimum_allowable_wage: 'both',
  food_allowance_below_minimum: 'both',
  payment_date_late: 'both',
}

/** EO s.23: a payment date after the due date is accepted, with this warning on the record. */
export function isPaymentLate(paymentDate: string | null, paymentDueDate: string): boolean {
  return paymentDate !== null && paymentDate > paymentDueDate
}

/**
 * The record's warnings `reader` is meant to see, with the late-payment warning the server adds
 * (EO s.23). A code without an audience goes to the employer alone: the helper is never shown
 * advice nobody has checked is meant for her.
 */
export function warningsFor(row: PayPeriodRecordRow, reader: WarningReader): string[] {
  const warnings = [...row.warnings]
  if (isPaymentLate(row.paymentDate, row.paymentDueDate)) warnings.push('payment_date_late')
  if (reader === 'employer') return warnings
  return warnings.filter((code) => PAYROLL_WARNING_AUDIENCES[code] === 'both')
}
