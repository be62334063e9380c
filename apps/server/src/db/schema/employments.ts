import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { employerProfiles } from './accounts'
import { helperProfiles } from './helpers'

/**
 * One employer employing one helper (docs/spec/employment.md §3 "Employment"), made by their
 * first contract. Its status is not stored: it follows from the latest contract (§4 "Employment
 * active"). Leave, payroll, termination and documents hang off the employment uid.
 */
export const employments = pgTable(
  'employments',
  {
    uid: text('uid').primaryKey(),
    employerProfileUid: text('employer_profile_uid')
      .notNull()
      .references(() => employerProfiles.uid, { onDelete: 'cascade' }),
    helperProfileUid: text('helper_profile_uid')
      .notNull()
      .references(() => helperProfiles.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employments_employer_helper_idx').on(t.employerProfileUid, t.helperProfileUid),
    index('employments_helper_idx').on(t.helperProfileUid),
  ],
)

/**
 * A contract of an employment (docs/spec/employment.md §3 "Contract"). Money in cents, dates as
 * Hong Kong calendar dates. The two parties' profile uids are copied from the employment so that
 * owner-scoped reads need no join and the database can hold a helper to one ACTIVE contract
 * across all employers (the partial unique index below).
 */
export const employmentContracts = pgTable(
  'employment_contracts',
  {
    uid: text('uid').primaryKey(),
    employmentUid: text('employment_uid')
      .notNull()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    employerProfileUid: text('employer_profile_uid').notNull(),
    helperProfileUid: text('helper_profile_uid').notNull(),
    employmentProfileType: text('employment_profile_type').notNull(),
    jobTitle: text('job_title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** The signing date, which picks the Minimum Allowable Wage (hk-employment-rules §1.1). */
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    salaryCents: integer('salary_cents').notNull(),
    salaryCurrency: text('salary_currency').notNull().default('HKD'),
    accommodationType: text('accommodation_type'),
    accommodationDetails: text('accommodation_details'),
    /** 0: food is provided free (SEC cl.5(b)); otherwise the monthly cash allowance. */
    foodAllowanceCents: integer('food_allowance_cents').notNull().default(0),
    contractDocumentUrl: text('contract_document_url'),
    status: text('status').notNull().default('PENDING'),
    /** The rest day, 1 Monday … 7 Sunday (a 6-day week); null when none is fixed. */
    excludeDayType: smallint('exclude_day_type'),
    workingHoursPerWeek: numeric('working_hours_per_week', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    terminationDate: date('termination_date', { mode: 'string' }),
    terminationReason: text('termination_reason'),
    /** When the contract first became ACTIVE; null while it never was. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** When its helper confirmed it is hers (issue 22); null until she does. */
    helperConfirmedAt: timestamp('helper_confirmed_at', { withTimezone: true }),
    /** When its helper declined it (it became CANCELLED), and her reason. */
    helperDeclinedAt: timestamp('helper_declined_at', { withTimezone: true }),
    helperDeclineReason: text('helper_decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employment_contracts_employment_idx').on(t.employmentUid, t.startDate.desc()),
    index('employment_contracts_employer_idx').on(t.employerProfileUid),
    // A helper works under one ACTIVE contract at a time, whoever the employer (issue 13).
    uniqueIndex('employment_contracts_one_active_per_helper_idx')
      .on(t.helperProfileUid)
      .where(sql`${t.status} = 'ACTIVE'`),
    check(
      'employment_contracts_status_check',
      sql`${t.status} in ('PENDING', 'ACTIVE', 'COMPLETED', 'TERMINATED_MUTUAL', 'TERMINATED_EMPLOYER', 'TERMINATED_HELPER', 'CANCELLED')`,
    ),
    check('employment_contracts_salary_check', sql`${t.salaryCents} > 0`),
    check('employment_contracts_food_check', sql`${t.foodAllowanceCents} >= 0`),
    check(
      'employment_contracts_rest_day_check',
      sql`${t.excludeDayType} is null or ${t.excludeDayType} between 1 and 7`,
    ),
    check('employment_contracts_hours_check', sql`${t.workingHoursPerWeek} > 0`),
    check(
      'employment_contracts_completed_check',
      sql`${t.status} <> 'COMPLETED' or ${t.endDate} is not null`,
    ),
    check(
      'employment_contracts_ended_check',
      sql`not (${t.status} like 'TERMINATED%' or ${t.status} = 'CANCELLED') or ${t.terminationDate} is not null`,
    ),
  ],
)
