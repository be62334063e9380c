import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { employments } from './employments'

/** A breakdown line as the hk-labour engine gives it (`BreakdownLine`). */
export type StoredPayrollLine = { labelKey: string; amountCents: number; rule: string }

/** An EO s.32 deduction as the engine applied it (`AppliedDeduction`). */
export type StoredPayrollDeduction = {
  kind: string
  description: string
  amountCents: number
  appliedCents: number
  disallowedCents: number
  limitedBy: string | null
}

/** The engine's `adwRecord`: passed back as wageRecords / disregardedPeriods for later months. */
export type StoredAdwRecord = {
  wageRecord: { month: string; wagesCents: number }
  disregardedPeriods: { from: string; to: string; wagesCents: number }[]
}

/**
 * One month's pay record of an employment (money columns are 64-bit: a month with large
 * adjustments must not overflow, issue 22) (docs/spec/employment.md §3 "Payroll record"; issue 14;
 * docs/decisions/0013): the hk-labour `payrollMonth` result as calculated, money in cents. One
 * record per (employment, month); a draft is replaced by a new calculation, a finalised record is
 * never changed again (finalising is an UPDATE … WHERE finalised = false).
 */
export const payPeriodRecords = pgTable(
  'pay_period_records',
  {
    uid: text('uid').primaryKey(),
    employmentUid: text('employment_uid')
      .notNull()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    employerProfileUid: text('employer_profile_uid').notNull(),
    helperProfileUid: text('helper_profile_uid').notNull(),
    /** YYYY-MM. */
    month: text('month').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    paymentDueDate: date('payment_due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('HKD'),
    prorationMethod: text('proration_method').notNull(),
    /** The period's base salary (the prorated `base_salary` line). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    referenceSalaryCents: bigint('reference_salary_cents', { mode: 'number' }).notNull(),
    salaryConsiderLeaveCents: bigint('salary_consider_leave_cents', { mode: 'number' }).notNull(),
    foodAllowanceCents: bigint('food_allowance_cents', { mode: 'number' }).notNull(),
    totalDeductionCents: bigint('total_deduction_cents', { mode: 'number' }).notNull(),
    /** What is paid: the sum of `lines`. */
    totalSalaryCents: bigint('total_salary_cents', { mode: 'number' }).notNull(),
    adwAmountCents: bigint('adw_amount_cents', { mode: 'number' }).notNull(),
    getAdwAmountCents: bigint('get_adw_amount_cents', { mode: 'number' }).notNull(),
    totalEmployeeContriCents: bigint('total_employee_contri_cents', { mode: 'number' }).notNull(),
    totalEmployerContriCents: bigint('total_employer_contri_cents', { mode: 'number' }).notNull(),
    totalOtherContriCents: bigint('total_other_contri_cents', { mode: 'number' }).notNull(),
    mpfNote: text('mpf_note'),
    adwConsiderationStartDate: date('adw_consideration_start_date', { mode: 'string' }),
    adwConsiderationLastDate: date('adw_consideration_last_date', { mode: 'string' }),
    adwExcludedDays: numeric('adw_excluded_days', {
      precision: 8,
      scale: 2,
      mode: 'number',
    }).notNull(),
    adwExcludedSalaryCents: bigint('adw_excluded_salary_cents', { mode: 'number' }).notNull(),
    leaveTypeDays: jsonb('leave_type_days').$type<Record<string, number>>().notNull(),
    /** Cents per leave kind. */
    leaveTypePays: jsonb('leave_type_pays').$type<Record<string, number>>().notNull(),
    lines: jsonb('lines').$type<StoredPayrollLine[]>().notNull(),
    deductions: jsonb('deductions').$type<StoredPayrollDeduction[]>().notNull(),
    adwRecord: jsonb('adw_record').$type<StoredAdwRecord>().notNull(),
    /** The engine's warning keys; `payment_date_late` is added from the payment date. */
    warnings: jsonb('warnings').$type<string[]>().notNull(),
    paymentDate: date('payment_date', { mode: 'string' }),
    finalised: boolean('finalised').notNull().default(false),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    /** The HK date it was calculated. */
    inputDate: date('input_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_period_records_employment_month_idx').on(t.employmentUid, t.month),
    index('pay_period_records_helper_idx').on(t.helperProfileUid),
  ],
)

/**
 * A salary adjustment (docs/spec/employment.md §3 "Salary adjustment"): a bonus (positive) or a
 * deduction (negative, naming its EO s.32 kind), added to the payroll of the month of its
 * effective date. Finalising that month marks it paid; a paid adjustment cannot be deleted.
 */
export const salaryAdjustments = pgTable(
  'salary_adjustments',
  {
    id: serial('id').primaryKey(),
    employmentUid: text('employment_uid')
      .notNull()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    employerProfileUid: text('employer_profile_uid').notNull(),
    helperProfileUid: text('helper_profile_uid').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('HKD'),
    description: text('description').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    inputDate: date('input_date', { mode: 'string' }).notNull(),
    deductionKind: text('deduction_kind'),
    paid: boolean('paid').notNull().default(false),
    /** The finalised record that paid it. */
    paidRecordUid: text('paid_record_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('salary_adjustments_employment_idx').on(t.employmentUid, t.effectiveDate)],
)
