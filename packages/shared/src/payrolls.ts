import { z } from 'zod'
import { blankToUndefined, FormBoolean, isCalendarDate } from './form-values'
import { LANGUAGES, tk } from './i18n-keys'

// Payroll: one pay record per employment and month, and salary adjustments
// (docs/spec/employment.md §3 "Payroll record", "Salary adjustment"; §4 payroll and adjustment
// states; §5 payroll validation; §7 payroll calls). Every figure comes from the hk-labour engine
// (`payrollMonth`); money travels as text with two decimals ("6336.00"), stored as cents.

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
  paymentDateRequired: tk('Please set a payment date before finalizing the record.'),
  finaliseConfirm: tk(
    'Are you sure you want to finalize this payroll record? This action cannot be undone.',
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

const Uid = z.preprocess(
  blankToUndefined,
  z.string({ error: PAYROLL_MESSAGES.calculateRequired }).trim().min(1).max(64),
)

/** `POST /payrolls/calculate/` (the employer): one month; a draft is replaced, a finalised month is 409. */
export const PayrollCalculateInputSchema = z.object({
  employmentId: Uid,
  helper_profile_id: Uid,
  year: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PAYROLL_MESSAGES.calculateRequired })
      .int(PAYROLL_MESSAGES.calculateRequired)
      .min(2016, PAYROLL_MESSAGES.calculateRequired)
      .max(2100, PAYROLL_MESSAGES.calculateRequired),
  ),
  month: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PAYROLL_MESSAGES.calculateRequired })
      .int(PAYROLL_MESSAGES.calculateRequired)
      .min(1, PAYROLL_MESSAGES.calculateRequired)
      .max(12, PAYROLL_MESSAGES.calculateRequired),
  ),
})
export type PayrollCalculateInput = z.infer<typeof PayrollCalculateInputSchema>

/**
 * `PATCH /payrolls/pay-period-records/{uid}/` (the employer): `payment_date` while draft;
 * `finalised: true` (with a payment date, sent now or set before) finalises, irreversibly.
 */
export const PayrollRecordPatchSchema = z.object({
  payment_date: z
    .union([z.string(), z.null()], { error: PAYROLL_MESSAGES.paymentDateInvalid })
    .optional()
    .refine(
      (value) => value === undefined || (value !== null && isCalendarDate(value.trim())),
      PAYROLL_MESSAGES.paymentDateInvalid,
    )
    .transform((value) => (typeof value === 'string' ? value.trim() : undefined)),
  finalised: FormBoolean.optional(),
})
export type PayrollRecordPatch = z.infer<typeof PayrollRecordPatchSchema>

const SIGNED_AMOUNT = /^-?\d{1,8}(\.\d{1,2})?$/

/** "-100", "250.5", -100 → cents (signed); anything else → undefined. */
export function signedAmountToCents(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  const trimmed = text.trim().replace(/,/g, '')
  if (!SIGNED_AMOUNT.test(trimmed)) return undefined
  const negative = trimmed.startsWith('-')
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return negative ? -cents : cents
}

/** Cents → "6336.00" / "-170.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * `POST /payrolls/salary-adjustments/` (the employer): positive is a bonus or allowance,
 * negative a deduction that names its EO s.32 kind (§5; EO s.32).
 */
export const SalaryAdjustmentInputSchema = z
  .object({
    helper_profile: Uid.optional(),
    employment: Uid,
    adjustment_amount: z.preprocess(
      blankToUndefined,
      z
        .union([z.string(), z.number()], { error: PAYROLL_MESSAGES.adjustmentRequired })
        .transform((value, ctx) => {
          const cents = signedAmountToCents(value)
          if (cents === undefined) {
            ctx.addIssue({ code: 'custom', message: PAYROLL_MESSAGES.invalidAmount })
            return z.NEVER
          }
          return cents
        })
        .refine((cents) => cents !== 0, PAYROLL_MESSAGES.amountNotZero),
    ),
    description: z.preprocess(
      blankToUndefined,
      z
        .string({ error: PAYROLL_MESSAGES.adjustmentRequired })
        .trim()
        .min(1, PAYROLL_MESSAGES.adjustmentRequired)
        .max(500, tk('This text is too long.')),
    ),
    effective_date: z.preprocess(
      blankToUndefined,
      z
        .string({ error: PAYROLL_MESSAGES.adjustmentRequired })
        .refine(isCalendarDate, tk('Enter a date as YYYY-MM-DD.')),
    ),
    adjustment_currency: z.preprocess(
      (value) => blankToUndefined(value) ?? 'HKD',
      z.literal('HKD', { error: tk('Choose one of the options.') }),
    ),
    deduction_kind: z.preprocess(
      blankToUndefined,
      z.enum(PAYROLL_DEDUCTION_KINDS, { error: tk('Choose one of the options.') }).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (typeof value.adjustment_amount !== 'number') return
    if (value.adjustment_amount < 0 && !value.deduction_kind)
      ctx.addIssue({
        code: 'custom',
        path: ['deduction_kind'],
        message: PAYROLL_MESSAGES.deductionNeedsKind,
      })
    if (value.adjustment_amount > 0 && value.deduction_kind)
      ctx.addIssue({
        code: 'custom',
        path: ['deduction_kind'],
        message: PAYROLL_MESSAGES.kindOnlyForDeductions,
      })
  })
export type SalaryAdjustmentInput = z.infer<typeof SalaryAdjustmentInputSchema>

const FIELD_REQUIRED = tk('This field is required.')

export const PayrollEmploymentQuerySchema = z.object({
  employment_uid: z.preprocess(
    blankToUndefined,
    z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(64),
  ),
})

export const PayrollRecordParamsSchema = z.object({ uid: z.string().min(1).max(64) })
/** The largest `serial` id. */
const MAX_ADJUSTMENT_ID = 2_147_483_647

/** `{id}`: any text but a stored id's digits names no adjustment (0, which the service 404s). */
export const SalaryAdjustmentParamsSchema = z.object({
  id: z.string().transform((value) => {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0
    return id <= MAX_ADJUSTMENT_ID ? id : 0
  }),
})

/** `GET /payrolls/pay-period-records/{uid}/receipt/?lang=`: the PDF's language. */
export const PayrollReceiptQuerySchema = z.object({
  lang: z.preprocess(blankToUndefined, z.enum(LANGUAGES).optional()),
})

const Money = z.string().regex(/^-?\d+\.\d{2}$/)

export const SalaryAdjustmentSchema = z.object({
  id: z.number().int(),
  employment: z.string(),
  /** "500.00" a bonus, "-100.00" a deduction. */
  adjustment_amount: Money,
  adjustment_currency: z.string(),
  description: z.string(),
  effective_date: z.string(),
  /** The day it was entered (HK date). */
  input_date: z.string(),
  /** The EO s.32 kind of a deduction; null for a bonus. */
  deduction_kind: z.enum(PAYROLL_DEDUCTION_KINDS).nullable(),
  /** Set when the month it falls in is finalised; a paid adjustment cannot be deleted. */
  paid: z.boolean(),
})
export type SalaryAdjustment = z.infer<typeof SalaryAdjustmentSchema>
export const SalaryAdjustmentListSchema = z.array(SalaryAdjustmentSchema)

export const PayrollLineSchema = z.object({
  /** The engine's label key (`base_salary`, `no_pay_leave_deduction`, `deduction_loan`, …). */
  key: z.string(),
  /** The label in the caller's language. */
  label: z.string(),
  /** Signed: deductions are negative. The lines sum to `total_salary`. */
  amount: Money,
  /** The rule it follows (`EO s.23; prorated by calendar days (spec §11.2)`). */
  rule: z.string(),
})
export type PayrollLine = z.infer<typeof PayrollLineSchema>

export const PayrollDeductionSchema = z.object({
  kind: z.enum(PAYROLL_DEDUCTION_KINDS),
  description: z.string(),
  /** Asked for (positive). */
  requested: Money,
  /** Deducted (positive). */
  applied: Money,
  /** Cut by EO s.32 (positive). */
  disallowed: Money,
  /** The EO s.32 limit that cut it (hk-labour `DeductionLimit`), or null. */
  limited_by: z.string().nullable(),
})

const LeaveKindMap = z.object(
  Object.fromEntries(PAYROLL_LEAVE_KINDS.map((kind) => [kind, z.number()])) as Record<
    PayrollLeaveKind,
    z.ZodNumber
  >,
)
const LeaveKindMoneyMap = z.object(
  Object.fromEntries(PAYROLL_LEAVE_KINDS.map((kind) => [kind, Money])) as Record<
    PayrollLeaveKind,
    typeof Money
  >,
)

/**
 * One month's pay record (docs/spec/employment.md §3 "Payroll record", every field, plus the
 * breakdown).
 */
export const PayrollRecordSchema = z.object({
  uid: z.string(),
  employment: z.string(),
  /** YYYY-MM. */
  month: z.string(),
  /** The wage period: the month clipped to the employment. */
  from_date: z.string(),
  to_date: z.string(),
  /** The period's base salary (prorated for a joining or leaving month). */
  amount: Money,
  currency: z.string(),
  /** Base salary after leave deductions (no-pay, sick, maternity days); pay at ADW is `get_adw_amount`. */
  salary_considerleave: Money,
  food_allowance_calculated_amount: Money,
  /** Every deduction: leave deductions, EO s.32 deductions and the employee's MPF (positive). */
  total_deduction: Money,
  payment_date: z.string().nullable(),
  /** EO s.23: the latest day to pay, 7 days after the period ends. */
  payment_due_date: z.string(),
  finalised: z.boolean(),
  /** The contract's monthly wage. */
  reference_salary: Money,
  /** What is paid: the sum of `lines`. */
  total_salary: Money,
  /** ADW on the first day of the period (display). */
  adw_amount: Money,
  /** Pay this month that comes from ADW (sickness allowance, MLP, PLP, top-ups). */
  get_adw_amount: Money,
  leavetype_days: LeaveKindMap,
  leavetype_pays: LeaveKindMoneyMap,
  total_employee_contri: Money,
  total_employer_contri: Money,
  total_other_contri: Money,
  /** Why MPF is not (fully) due (hk-labour `mpfNote`), or null. */
  mpf_note: z.string().nullable(),
  /** The day the record was (last) calculated (HK date). */
  input_date: z.string(),
  /** The first day of the period the record applies to. */
  effective_date: z.string(),
  /** True: calculated by Hearth's engine. */
  calculatedbyhirlab: z.boolean(),
  adw_consideration_start_date: z.string().nullable(),
  adw_consideration_last_date: z.string().nullable(),
  adw_excluded_days: z.number(),
  adw_excluded_salary: Money,
  proration_method: z.enum(PRORATION_METHODS),
  /** Warning keys (the engine's, and `payment_date_late`), labelled in this module. */
  warnings: z.array(z.string()),
  lines: z.array(PayrollLineSchema),
  /** The salary adjustments of the month (bonuses and deductions). */
  adjustments: z.array(SalaryAdjustmentSchema),
  /** The deductions asked for and what EO s.32 allowed of each. */
  deductions: z.array(PayrollDeductionSchema),
  finalised_at: z.string().nullable(),
})
export type PayrollRecord = z.infer<typeof PayrollRecordSchema>
export const PayrollRecordListSchema = z.array(PayrollRecordSchema)

/** `DELETE` of a draft record or an unpaid adjustment: a confirmation in the caller's language. */
export const PayrollDeletedSchema = z.object({ detail: z.string() })
export type PayrollDeleted = z.infer<typeof PayrollDeletedSchema>

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
