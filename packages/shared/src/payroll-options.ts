import { tk } from './i18n-keys'

// Payroll's enumerations, their labels and its messages, and the words of the wage receipt.
// Importers use `@hearth/shared/payrolls`, which re-exports them.

/**
 * EO s.32 deduction kinds, the same list as hk-labour's `DEDUCTION_KINDS` (the server checks the
 * two agree at compile time). A negative salary adjustment must name one.
 */
export const PAYROLL_DEDUCTION_KINDS = [
  'damage_or_loss',
  'advance_or_overpayment',
  'loan',
  'accommodation',
  'retirement_scheme',
  'paternity_leave_pay_recovery',
  'required_by_law',
] as const
export type PayrollDeductionKind = (typeof PAYROLL_DEDUCTION_KINDS)[number]

export const DEDUCTION_KIND_LABELS: Record<PayrollDeductionKind, string> = {
  damage_or_loss: tk('Damage to or loss of goods or property (EO s.32(1)(b))'),
  advance_or_overpayment: tk('Advance or overpayment of wages (EO s.32(1)(d))'),
  loan: tk('Repayment of a loan (EO s.32(1)(ea))'),
  accommodation: tk('Accommodation supplied by the employer (EO s.32(1)(c))'),
  retirement_scheme: tk('Retirement scheme contribution (EO s.32(1)(f))'),
  paternity_leave_pay_recovery: tk('Recovery of paternity leave pay (EO s.32(1)(ba))'),
  required_by_law: tk('Deduction required by law (EO s.32(1)(g))'),
}

/** Why EO s.32 cut a deduction (hk-labour `DeductionLimit`). */
export const DEDUCTION_LIMIT_LABELS: Readonly<Record<string, string>> = {
  damage_per_case: tk('Limited to HK$300 for each case of damage or loss.'),
  damage_quarter_of_wages: tk('Limited to a quarter of the wages of the period.'),
  advance_quarter_of_wages: tk('Limited to a quarter of the wages of the period.'),
  half_of_wages: tk('All deductions together are limited to half of the wages of the period.'),
  not_allowed_for_fdh: tk('Not allowed for a foreign domestic helper.'),
}

/** The record's `warnings` keys (the engine's, plus `payment_date_late` from the server). */
export const PAYROLL_WARNING_LABELS: Readonly<Record<string, string>> = {
  food_allowance_counted_as_wages: tk(
    'The food allowance is counted as wages for the average daily wage.',
  ),
  adw_from_contract_rate: tk(
    'Some months have no finalised payroll, so the average daily wage uses the contract rate for them.',
  ),
  wage_below_minimum_allowable_wage: tk(
    'The wage is below the Minimum Allowable Wage for foreign domestic helpers.',
  ),
  food_allowance_below_minimum: tk('The food allowance is below the statutory minimum.'),
  payment_date_late: tk(
    'The payment date is more than 7 days after the end of the wage period (EO s.23).',
  ),
}

/** The proration method named on the record (hk-labour `ProrationMethod`). */
export const PRORATION_METHODS = ['calendar_days', 'thirty_days', 'annualised'] as const
export type PayrollProrationMethod = (typeof PRORATION_METHODS)[number]

export const PRORATION_METHOD_LABELS: Record<PayrollProrationMethod, string> = {
  calendar_days: tk('Prorated by calendar days'),
  thirty_days: tk('Prorated by 30 days'),
  annualised: tk('Prorated by 12/365 of the yearly wage'),
}

/** Keys of `leavetype_days` / `leavetype_pays`: annual, sick, maternity, paternity, no-pay, statutory holidays. */
export const PAYROLL_LEAVE_KINDS = ['AN', 'SL', 'ML', 'PL', 'NP', 'SH'] as const
export type PayrollLeaveKind = (typeof PAYROLL_LEAVE_KINDS)[number]

export const PAYROLL_LEAVE_KIND_LABELS: Record<PayrollLeaveKind, string> = {
  AN: tk('Annual leave taken'),
  SL: tk('Sick leave taken'),
  ML: tk('Maternity leave taken'),
  PL: tk('Paternity leave taken'),
  NP: tk('No-pay leave taken'),
  SH: tk('Statutory holidays in the period'),
}

/** The engine's `mpfNote`: why no or only part of the MPF is due. */
export const MPF_NOTE_LABELS: Readonly<Record<string, string>> = {
  employed_under_60_days: tk('Employed for less than 60 days: no MPF contribution is due yet.'),
  under_18: tk('Under 18: no MPF contribution is due.'),
  aged_65_or_over: tk('Aged 65 or over: no MPF contribution is due.'),
  contribution_holiday: tk('The employee’s first 30 days are a contribution holiday.'),
  below_minimum_relevant_income: tk(
    'Income below the minimum level: only the employer contributes.',
  ),
}

export const PAYROLL_MESSAGES = {
  calculateRequired: tk('Please select month, year, and ensure helper and employment are set.'),
  adjustmentRequired: tk('Please fill in all required fields.'),
  paymentDateInvalid: tk('Please enter a valid payment date.'),
  paymentDateRequired: tk('Please set a payment date before finalising the record.'),
  finaliseConfirm: tk(
    'Are you sure you want to finalise this payroll record? This action cannot be undone.',
  ),
  deductionNeedsKind: tk('A deduction must name what it is for under EO s.32.'),
  amountNotZero: tk('The amount cannot be zero.'),
  kindOnlyForDeductions: tk('Only a deduction (a negative amount) names an EO s.32 kind.'),
  invalidAmount: tk(
    'Enter the amount in dollars with at most two decimals; a deduction is negative.',
  ),
  recordNotFound: tk('Payroll record not found.'),
  adjustmentNotFound: tk('Salary adjustment not found.'),
  monthFinalised: tk('This month is finalised and cannot be calculated again.'),
  adjustmentMonthFinalised: tk('This month is finalised: no salary adjustment can be added to it.'),
  alreadyFinalised: tk('This payroll record is already finalised.'),
  finalisedNoPaymentDateChange: tk('The payment date of a finalised record cannot be changed.'),
  cannotUnfinalise: tk('A finalised record cannot return to draft.'),
  onlyDraftsDeleted: tk('Only draft records can be deleted.'),
  cannotDeletePaid: tk('Cannot delete paid adjustment'),
  monthOutsideEmployment: tk('The employment has no contract in this month.'),
  helperMismatch: tk('This helper does not belong to the employment.'),
  deductionRefused: tk('This deduction is not allowed under EO s.32: {{reason}}'),
  onlyEmployer: tk('Only the employer can do this.'),
  recordDeleted: tk('Payroll record deleted.'),
  adjustmentDeleted: tk('Salary adjustment deleted.'),
} as const

/** Calendar months the list offers: the current year and the 4 before it (§9). */
export const PAYROLL_YEAR_CHOICES = 5

/** The words of the wage receipt PDF (the Labour Department's receipt of wages layout). */
export const PAYROLL_RECEIPT_LABELS = {
  title: tk('Wage receipt'),
  subtitle: tk('Receipt for payment of wages (Employment Ordinance, Cap. 57)'),
  period: tk('Wage period'),
  periodValue: tk('From {{from}} to {{to}}'),
  paymentDate: tk('Date of payment'),
  notPaid: tk('Not yet set'),
  paymentDueDate: tk('Payment due by (EO s.23)'),
  status: tk('Record status'),
  finalised: tk('Finalised'),
  draft: tk('Draft, not yet finalised'),
  employer: tk('Employer'),
  employee: tk('Employee'),
  description: tk('Item'),
  amount: tk('Amount in HK$'),
  total: tk('Total wages paid'),
  averageDailyWage: tk('Average daily wage'),
  employerMpf: tk('Employer’s MPF contribution (not deducted from wages)'),
  employeeSignature: tk('Signature of employee (received the above wages)'),
  employerSignature: tk('Signature of employer'),
  keep: tk('The employer must keep wage records for the past 12 months of employment (EO s.49A).'),
  footer: tk('Calculated by Hearth under the Employment Ordinance (Cap. 57).'),
} as const
