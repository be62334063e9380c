import { addDays, hongKongToday } from '@hearth/shared/form-values'
import {
  HolidayCalendarSchema,
  LeaveAdjustmentSchema,
  LeaveBalanceSchema,
  LeaveRequestSchema,
  type HolidayCalendar,
  type LeaveAdjustment,
  type LeaveBalance,
  type LeaveRequest,
} from '@hearth/shared/leaves'
import { jsonResponse } from '../../test/fetch-stub'
import { makeEmployment } from './employment-test-utils'

// Leave fixtures, each parsed with the shared schema the server answers with.

export const EMPLOYMENT = 'emp-1'
export const TODAY = hongKongToday()
export const day = (offset: number) => addDays(TODAY, offset)

export function makeBalance(overrides: Partial<LeaveBalance> = {}): LeaveBalance {
  return LeaveBalanceSchema.parse({
    as_of: TODAY,
    annual: {
      granted: 17,
      adjustments: 2,
      taken: 4.5,
      pending: 3,
      balance: 14.5,
      expiry_date: '2027-08-31',
    },
    sick: { accrued: 24, taken: 1, balance: 23 },
    no_pay: { taken: 6 },
    maternity: { entitled_weeks: 14, taken: 0 },
    ...overrides,
  })
}

export function makeLeave(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  return LeaveRequestSchema.parse({
    id: 11,
    employment: EMPLOYMENT,
    status_type: 'SU',
    status_type_display: 'Submitted',
    leave_type_code: 'AN',
    leave_type_name: 'Annual leave',
    from_date: day(10),
    to_date: day(11),
    duration_type: 'FD',
    duration_type_display: 'Full day',
    days: 2,
    reason: 'Family visit',
    medical_certificate: false,
    back_entry: false,
    document1: null,
    document2: null,
    documents: [],
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  })
}

export function makeAdjustment(overrides: Partial<LeaveAdjustment> = {}): LeaveAdjustment {
  return LeaveAdjustmentSchema.parse({
    id: 1,
    employment: EMPLOYMENT,
    leave_type_code: 'AN',
    leave_type_name: 'Annual leave',
    adjustment_amount: 2,
    reason: 'Carried over from the previous contract',
    effective_date: '2026-09-01',
    ...overrides,
  })
}

export function makeCalendar(overrides: Partial<HolidayCalendar> = {}): HolidayCalendar {
  return HolidayCalendarSchema.parse({
    year: Number(TODAY.slice(0, 4)),
    rest_day: 7,
    provisional: false,
    holidays: [
      {
        date: `${TODAY.slice(0, 4)}-10-01`,
        name_key: 'national_day',
        name: 'National Day',
        substitute_date: `${TODAY.slice(0, 4)}-10-02`,
      },
    ],
    ...overrides,
  })
}

/** The reads of a leave page: the employment list, requests, balance, adjustments, holidays. */
export function leaveReads(
  requests: LeaveRequest[],
  options: { balance?: LeaveBalance; adjustments?: LeaveAdjustment[] } = {},
) {
  return {
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
    'GET /leaves/requests/leaves-for-employment/': () => jsonResponse(200, requests),
    'GET /leaves/balances/': () => jsonResponse(200, options.balance ?? makeBalance()),
    'GET /leaves/adjustments/by-employment/': () => jsonResponse(200, options.adjustments ?? []),
    'GET /leaves/holidays/': () => jsonResponse(200, makeCalendar()),
  }
}
