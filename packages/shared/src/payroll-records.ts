import { z } from 'zod'
import {
  PAYROLL_DEDUCTION_KINDS,
  PAYROLL_LEAVE_KINDS,
  PRORATION_METHODS,
  type PayrollLeaveKind,
} from './payroll-options'

// What the payroll calls answer: a month's pay record and the salary adjustments
// (docs/spec/employment.md §3 "Payroll record", "Salary adjustment"). Importers use
// `@hearth/shared/payrolls`, which re-exports them.

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
