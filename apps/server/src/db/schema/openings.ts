import { sql } from 'drizzle-orm'
import {
  check,
  date,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { employments } from './employments'

/** A completed leave year's annual leave days still untaken on the opening date. */
export type OpeningLeaveYear = { leaveYear: number; daysLeft: number }
/** A month's actual wages where they differed from the contract (they feed ADW). */
export type OpeningMonthWages = { month: string; wagesCents: number }
/** One step of the opening figures' story: who entered, confirmed or disputed them, and when. */
export type OpeningEvent = {
  action: 'ENTERED' | 'CONFIRMED' | 'DISPUTED'
  role: 'employer' | 'helper'
  name: string
  at: string
  reason?: string
}

/**
 * The opening figures of an employment that began before Hearth (issue 22 item 1; ADR 0028),
 * one row per employment: balances as of `as_of`, the last day whose wages were paid, and the
 * actual wages of up to 12 months. They count only while the helper has CONFIRMED them; a
 * change by the employer asks her again.
 */
export const employmentOpenings = pgTable(
  'employment_openings',
  {
    employmentUid: text('employment_uid')
      .primaryKey()
      .references(() => employments.uid, { onDelete: 'cascade' }),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    annualLeave: jsonb('annual_leave').$type<OpeningLeaveYear[]>().notNull(),
    sickDaysLeft: numeric('sick_days_left', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    statutoryHolidaysOwed: smallint('statutory_holidays_owed').notNull(),
    wagesPaidUpTo: date('wages_paid_up_to', { mode: 'string' }).notNull(),
    pastWages: jsonb('past_wages').$type<OpeningMonthWages[]>().notNull(),
    helperStatus: text('helper_status').notNull().default('PENDING'),
    helperRespondedAt: timestamp('helper_responded_at', { withTimezone: true }),
    helperDisputeReason: text('helper_dispute_reason'),
    history: jsonb('history').$type<OpeningEvent[]>().notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'employment_openings_status_check',
      sql`${t.helperStatus} in ('PENDING', 'CONFIRMED', 'DISPUTED')`,
    ),
    check('employment_openings_sick_check', sql`${t.sickDaysLeft} >= 0`),
    check('employment_openings_holidays_check', sql`${t.statutoryHolidaysOwed} >= 0`),
  ],
)
