import type { PayrollMonth } from '@hearth/hk-labour/payroll'
import type { Language } from '@hearth/shared/i18n-keys'
import {
  formatCents,
  PAYROLL_LEAVE_KINDS,
  PRORATION_METHODS,
  type PayrollDeductionKind,
  type PayrollLeaveKind,
  type PayrollProrationMethod,
  type PayrollRecord,
  type SalaryAdjustment,
} from '@hearth/shared/payrolls'
import { translate } from '@hearth/shared/translate'
import type { PayPeriodRecordRow, SalaryAdjustmentRow } from './payrolls.repository'
import { citationOf } from '../../lib/labour'
import type { EmploymentRecord } from '../contracts/employments.service'
import { warningsFor } from './payroll-warnings'

// Pure mapping between the engine, the stored row and the wire (no I/O), so a property test can
// drive it: the lines of every record sum to its total_salary.

/** The stored figures of a month, from the engine's result. */
export type RecordFigures = Omit<
  PayPeriodRecordRow,
  | 'uid'
  | 'employmentUid'
  | 'employerProfileUid'
  | 'helperProfileUid'
  | 'month'
  | 'currency'
  | 'paymentDate'
  | 'finalised'
  | 'finalisedAt'
  | 'inputDate'
  | 'createdAt'
  | 'updatedAt'
>

/**
 * The record's figures from `payrollMonth` (issue 14): `amount` is the period's base salary (the
 * prorated `base_salary` line), `total_salary` what is paid (the engine's net `amountCents`, the
 * sum of the lines), `total_deduction` every negative line (leave deductions, EO s.32 deductions,
 * the employee's MPF) as a positive figure, `salary_considerleave` the base after leave deductions
 * (the engine's figure less the pay at ADW — sickness allowance, maternity and paternity pay,
 * top-ups — which `get_adw_amount` reports on its own).
 */
export function recordFigures(
  result: PayrollMonth,
  prorationMethod: PayrollProrationMethod,
): RecordFigures {
  const base = result.lines.find((line) => line.labelKey === 'base_salary')?.amountCents ?? 0
  const totalSalary = result.lines.reduce((sum, line) => sum + line.amountCents, 0)
  const totalDeduction = result.lines
    .filter((line) => line.amountCents < 0)
    .reduce((sum, line) => sum - line.amountCents, 0)
  return {
    fromDate: result.fromDate,
    toDate: result.toDate,
    paymentDueDate: result.paymentDueDate,
    prorationMethod,
    amountCents: base,
    referenceSalaryCents: result.referenceSalaryCents,
    salaryConsiderLeaveCents: result.salaryConsiderLeaveCents - result.getAdwAmountCents,
    foodAllowanceCents: result.foodAllowanceCalculatedAmountCents,
    totalDeductionCents: totalDeduction,
    totalSalaryCents: totalSalary,
    adwAmountCents: result.adwAmountCents,
    getAdwAmountCents: result.getAdwAmountCents,
    totalEmployeeContriCents: result.totalEmployeeContributionCents,
    totalEmployerContriCents: result.totalEmployerContributionCents,
    totalOtherContriCents: result.totalOtherContributionCents,
    mpfNote: result.mpfNote,
    adwConsiderationStartDate: result.adwConsiderationStartDate,
    adwConsiderationLastDate: result.adwConsiderationLastDate,
    adwExcludedDays: result.adwExcludedDays,
    adwExcludedSalaryCents: result.adwExcludedSalaryCents,
    leaveTypeDays: { ...result.leaveTypeDays },
    leaveTypePays: { ...result.leaveTypePays },
    lines: result.lines.map((line) => ({ ...line })),
    deductions: result.deductions.map((deduction) => ({
      kind: deduction.kind,
      description: deduction.description,
      amountCents: deduction.amountCents,
      appliedCents: deduction.appliedCents,
      disallowedCents: deduction.disallowedCents,
      limitedBy: deduction.limitedBy,
    })),
    adwRecord: {
      wageRecord: { ...result.adwRecord.wageRecord },
      disregardedPeriods: result.adwRecord.disregardedPeriods.map((period) => ({ ...period })),
    },
    warnings: [...result.warnings],
  }
}

export function presentAdjustment(row: SalaryAdjustmentRow): SalaryAdjustment {
  return {
    id: row.id,
    employment: row.employmentUid,
    adjustment_amount: formatCents(row.amountCents),
    adjustment_currency: row.currency,
    description: row.description,
    effective_date: row.effectiveDate,
    input_date: row.inputDate,
    deduction_kind: (row.deductionKind as PayrollDeductionKind | null) ?? null,
    paid: row.paid,
  }
}

function leaveMap<T>(
  stored: Record<string, number>,
  format: (value: number) => T,
): Record<PayrollLeaveKind, T> {
  return Object.fromEntries(
    PAYROLL_LEAVE_KINDS.map((kind) => [kind, format(stored[kind] ?? 0)]),
  ) as Record<PayrollLeaveKind, T>
}

function prorationOf(value: string): PayrollProrationMethod {
  return (PRORATION_METHODS as readonly string[]).includes(value)
    ? (value as PayrollProrationMethod)
    : 'calendar_days'
}

/**
 * A stored record on the wire for one of its parties: its line labels in `lang` (the engine's
 * keys, `labour` namespace) and the warnings meant for `reader` (payroll-warnings.ts).
 */
export function presentRecord(
  row: PayPeriodRecordRow,
  adjustments: readonly SalaryAdjustmentRow[],
  lang: Language,
  reader: EmploymentRecord['party'],
): PayrollRecord {
  return {
    uid: row.uid,
    employment: row.employmentUid,
    month: row.month,
    from_date: row.fromDate,
    to_date: row.toDate,
    amount: formatCents(row.amountCents),
    currency: row.currency,
    salary_considerleave: formatCents(row.salaryConsiderLeaveCents),
    food_allowance_calculated_amount: formatCents(row.foodAllowanceCents),
    total_deduction: formatCents(row.totalDeductionCents),
    payment_date: row.paymentDate,
    payment_due_date: row.paymentDueDate,
    finalised: row.finalised,
    reference_salary: formatCents(row.referenceSalaryCents),
    total_salary: formatCents(row.totalSalaryCents),
    adw_amount: formatCents(row.adwAmountCents),
    get_adw_amount: formatCents(row.getAdwAmountCents),
    leavetype_days: leaveMap(row.leaveTypeDays, (days) => days),
    leavetype_pays: leaveMap(row.leaveTypePays, formatCents),
    total_employee_contri: formatCents(row.totalEmployeeContriCents),
    total_employer_contri: formatCents(row.totalEmployerContriCents),
    total_other_contri: formatCents(row.totalOtherContriCents),
    mpf_note: row.mpfNote,
    input_date: row.inputDate,
    effective_date: row.fromDate,
    calculatedbyhirlab: true,
    adw_consideration_start_date: row.adwConsiderationStartDate,
    adw_consideration_last_date: row.adwConsiderationLastDate,
    adw_excluded_days: row.adwExcludedDays,
    adw_excluded_salary: formatCents(row.adwExcludedSalaryCents),
    proration_method: prorationOf(row.prorationMethod),
    warnings: warningsFor(row, reader),
    lines: row.lines.map((line) => ({
      key: line.labelKey,
      label: translate(line.labelKey, lang),
      amount: formatCents(line.amountCents),
      rule: citationOf(line.rule, lang),
    })),
    adjustments: adjustments.map(presentAdjustment),
    deductions: row.deductions.map((deduction) => ({
      kind: deduction.kind as PayrollDeductionKind,
      description: deduction.description,
      requested: formatCents(deduction.amountCents),
      applied: formatCents(deduction.appliedCents),
      disallowed: formatCents(deduction.disallowedCents),
      limited_by: deduction.limitedBy,
    })),
    finalised_at: row.finalisedAt ? row.finalisedAt.toISOString() : null,
  }
}
