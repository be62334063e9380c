// Payroll: one pay record per employment and month, and salary adjustments
// (docs/spec/employment.md §3 "Payroll record", "Salary adjustment"; §4 payroll and adjustment
// states; §5 payroll validation; §7 payroll calls). Every figure comes from the hk-labour engine
// (`payrollMonth`); money travels as text with two decimals ("6336.00"), stored as cents.
// Imported as `@hearth/shared/payrolls`; it lives by topic: the enumerations, labels and messages
// in `payroll-options.ts`, what the calls take in `payroll-requests.ts`, what they answer in
// `payroll-records.ts`.

export {
  DEDUCTION_KIND_LABELS,
  DEDUCTION_LIMIT_LABELS,
  MPF_NOTE_LABELS,
  PAYROLL_DEDUCTION_KINDS,
  PAYROLL_LEAVE_KIND_LABELS,
  PAYROLL_LEAVE_KINDS,
  PAYROLL_MESSAGES,
  PAYROLL_RECEIPT_LABELS,
  PAYROLL_WARNING_LABELS,
  PAYROLL_YEAR_CHOICES,
  PRORATION_METHOD_LABELS,
  PRORATION_METHODS,
  type PayrollDeductionKind,
  type PayrollLeaveKind,
  type PayrollProrationMethod,
} from './payroll-options'
export {
  formatCents,
  PayrollCalculateInputSchema,
  PayrollEmploymentQuerySchema,
  PayrollReceiptQuerySchema,
  PayrollRecordParamsSchema,
  PayrollRecordPatchSchema,
  SalaryAdjustmentInputSchema,
  SalaryAdjustmentParamsSchema,
  signedAmountToCents,
  type PayrollCalculateInput,
  type PayrollRecordPatch,
  type SalaryAdjustmentInput,
} from './payroll-requests'
export {
  PayrollDeductionSchema,
  PayrollDeletedSchema,
  PayrollLineSchema,
  PayrollRecordListSchema,
  PayrollRecordSchema,
  SalaryAdjustmentListSchema,
  SalaryAdjustmentSchema,
  type PayrollDeleted,
  type PayrollLine,
  type PayrollRecord,
  type SalaryAdjustment,
} from './payroll-records'
