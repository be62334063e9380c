import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { employments } from './employments'

const halfDays = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' })

/**
 * A leave request of an employment (docs/spec/employment.md §3 "Leave request", §4 states). The
 * numeric `id` is the spec's. `days` is what the request uses, counted when it is written (rest
 * days and observed statutory holidays left out), so a balance is a sum of rows. The parties'
 * profile uids are copied from the employment, so owner-scoped reads need no join.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    employmentUid: text('employment_uid')
      .notNull()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    employerProfileUid: text('employer_profile_uid').notNull(),
    helperProfileUid: text('helper_profile_uid').notNull(),
    leaveTypeCode: text('leave_type_code').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    durationType: text('duration_type').notNull().default('FD'),
    days: halfDays('days').notNull(),
    reason: text('reason').notNull(),
    statusType: text('status_type').notNull().default('SU'),
    /**
     * Sick leave: whether a medical certificate supports it; sickness allowance is paid only
     * then (EO s.33(4), issue 22). Sick leave stored before the column counts as supported.
     */
    medicalCertificate: boolean('medical_certificate').notNull().default(false),
    /** Leave the employer recorded after it was taken (issue 22), approved as it is written. */
    backEntry: boolean('back_entry').notNull().default(false),
    /** Private files (storage keys), served only to the two parties. */
    document1Key: text('document1_key'),
    document1Type: text('document1_type'),
    document2Key: text('document2_key'),
    document2Type: text('document2_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_requests_employment_idx').on(t.employmentUid, t.fromDate.desc()),
    check('leave_requests_type_check', sql`${t.leaveTypeCode} in ('AN', 'SL', 'ML', 'NP')`),
    check('leave_requests_duration_check', sql`${t.durationType} in ('FD', 'AM', 'PM')`),
    check(
      'leave_requests_status_check',
      sql`${t.statusType} in ('SU', 'AP', 'RJ', 'CA', 'RE', 'PC', 'CR')`,
    ),
    check('leave_requests_dates_check', sql`${t.toDate} >= ${t.fromDate}`),
    check(
      'leave_requests_half_day_check',
      sql`${t.durationType} = 'FD' or ${t.toDate} = ${t.fromDate}`,
    ),
    check('leave_requests_days_check', sql`${t.days} >= 0`),
  ],
)

/**
 * Annual leave granted by `yearly-leaveaccrue` for one completed leave year (EO s.41AA). The
 * unique (employment, leave year) key makes accrual idempotent: a second run grants nothing.
 */
export const leaveGrants = pgTable(
  'leave_grants',
  {
    id: serial('id').primaryKey(),
    employmentUid: text('employment_uid')
      .notNull()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    /** 1 for the first 12 months of the employment, and so on. */
    leaveYear: smallint('leave_year').notNull(),
    days: integer('days').notNull(),
    /** The last day of that leave year: the leave is earned on completing it. */
    grantedFor: date('granted_for', { mode: 'string' }).notNull(),
    calculationDate: date('calculation_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_grants_employment_year_idx').on(t.employmentUid, t.leaveYear),
    check('leave_grants_year_check', sql`${t.leaveYear} >= 1`),
    check('leave_grants_days_check', sql`${t.days} >= 0`),
  ],
)

/** A manual change to annual leave by the employer (spec §3 "Leave adjustment", −365…365). */
export const leaveAdjustments = pgTable(
  'leave_adjustments',
  {
    id: serial('id').primaryKey(),
    employmentUid: text('employment_uid')
      .notNull()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    leaveTypeCode: text('leave_type_code').notNull().default('AN'),
    amount: halfDays('amount').notNull(),
    reason: text('reason').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_adjustments_employment_idx').on(t.employmentUid, t.effectiveDate),
    check('leave_adjustments_type_check', sql`${t.leaveTypeCode} = 'AN'`),
    check('leave_adjustments_amount_check', sql`${t.amount} between -365 and 365`),
  ],
)
