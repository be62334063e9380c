import { expect, test } from 'vitest'
import {
  annualDaysTakenBy,
  availableAnnualDays,
  computeLeaveBalance,
  grantsDue,
  type BalanceInput,
  type BalanceRequest,
} from './leave-balance'

type UndatedRequest = Omit<BalanceRequest, 'fromDate' | 'toDate'> &
  Partial<Pick<BalanceRequest, 'fromDate' | 'toDate'>>

/** Requests without dates run Mon 5 – Thu 8 Oct 2026 (4 days). */
const dated = (request: UndatedRequest): BalanceRequest => ({
  fromDate: '2026-10-05',
  toDate: '2026-10-08',
  ...request,
})

const input = (
  overrides: Partial<Omit<BalanceInput, 'requests'>> & { requests?: UndatedRequest[] } = {},
): BalanceInput => ({
  asOf: '2026-11-24',
  employmentStart: '2025-09-01',
  grants: [{ leaveYear: 1, days: 7, grantedFor: '2026-08-31' }],
  adjustments: [],
  ...overrides,
  requests: (overrides.requests ?? []).map(dated),
})

test('annual balance is granted plus adjustments less approved days', () => {
  const figures = computeLeaveBalance(
    input({
      adjustments: [
        { leaveTypeCode: 'AN', amount: 2, effectiveDate: '2026-10-01' },
        { leaveTypeCode: 'AN', amount: -0.5, effectiveDate: '2026-10-02' },
      ],
      requests: [
        { leaveTypeCode: 'AN', statusType: 'AP', days: 2 },
        { leaveTypeCode: 'AN', statusType: 'PC', days: 1 },
        { leaveTypeCode: 'AN', statusType: 'CR', days: 0.5 },
        { leaveTypeCode: 'AN', statusType: 'SU', days: 3 },
        { leaveTypeCode: 'AN', statusType: 'CA', days: 4 },
        { leaveTypeCode: 'AN', statusType: 'RJ', days: 5 },
      ],
    }),
  )
  expect(figures.annual).toEqual({
    granted: 7,
    adjustments: 1.5,
    taken: 3.5,
    pending: 3,
    balance: 5,
    // Leave year 1 ended 31 Aug 2026: its leave is to be taken by the end of leave year 2.
    expiry_date: '2027-08-31',
  })
  expect(availableAnnualDays(figures)).toBe(2)
})

test('grants and adjustments count from their date; approved days whatever their date', () => {
  const figures = computeLeaveBalance(
    input({
      asOf: '2026-08-30',
      adjustments: [{ leaveTypeCode: 'AN', amount: 3, effectiveDate: '2026-09-01' }],
      requests: [{ leaveTypeCode: 'AN', statusType: 'AP', days: 1 }],
    }),
  )
  expect(figures.annual).toMatchObject({ granted: 0, adjustments: 0, taken: 1, balance: -1 })
  expect(figures.annual.expiry_date).toBeNull()
})

test('sick days accrue through the engine: 2 a month in the first year, then 4', () => {
  // 14 completed months on 2026-11-24 since 2025-09-01: 12 × 2 + 2 × 4 = 32.
  const figures = computeLeaveBalance(
    input({ requests: [{ leaveTypeCode: 'SL', statusType: 'AP', days: 4 }] }),
  )
  expect(figures.sick).toEqual({ accrued: 32, taken: 4, balance: 28 })
})

test('no-pay and maternity leave show their days; maternity its weeks', () => {
  const figures = computeLeaveBalance(
    input({
      requests: [
        { leaveTypeCode: 'NP', statusType: 'AP', days: 2 },
        { leaveTypeCode: 'NP', statusType: 'SU', days: 9 },
        { leaveTypeCode: 'ML', statusType: 'AP', days: 30 },
      ],
    }),
  )
  expect(figures.no_pay).toEqual({ taken: 2 })
  expect(figures.maternity).toEqual({ entitled_weeks: 14, taken: 30 })
})

test('before the employment starts nothing has accrued', () => {
  const figures = computeLeaveBalance(input({ employmentStart: '2027-01-01', grants: [] }))
  expect(figures.sick).toEqual({ accrued: 0, taken: 0, balance: 0 })
  expect(computeLeaveBalance(input({ employmentStart: null, grants: [] })).sick.accrued).toBe(0)
})

test('grants one entitlement per completed leave year', () => {
  expect(grantsDue('2023-03-15', '2026-03-13')).toEqual([
    { leaveYear: 1, days: 7, grantedFor: '2024-03-14' },
    { leaveYear: 2, days: 7, grantedFor: '2025-03-14' },
  ])
  expect(grantsDue('2023-03-15', '2026-03-14').map((grant) => grant.days)).toEqual([7, 7, 8])
  expect(grantsDue('2026-01-01', '2026-12-30')).toEqual([])
  expect(grantsDue('2027-01-01', '2026-12-30')).toEqual([])
})

test('sick leave of under 4 consecutive days uses no paid sickness days (EO s.33)', () => {
  // Tue 6 – Thu 8 Oct 2026: 3 days.
  const short = { leaveTypeCode: 'SL' as const, statusType: 'AP', days: 3 }
  const figures = computeLeaveBalance(
    input({ requests: [{ ...short, fromDate: '2026-10-06', toDate: '2026-10-08' }] }),
  )
  expect(figures.sick).toEqual({ accrued: 32, taken: 0, balance: 32 })
})

test('a sick leave of 5 days uses 5 paid sickness days; refused or pending ones none', () => {
  const five = {
    leaveTypeCode: 'SL' as const,
    days: 5,
    fromDate: '2026-10-12',
    toDate: '2026-10-16',
  }
  const figures = computeLeaveBalance(
    input({
      requests: [
        { ...five, statusType: 'AP' },
        { ...five, statusType: 'RJ', fromDate: '2026-11-02', toDate: '2026-11-06' },
        { ...five, statusType: 'SU', fromDate: '2026-11-09', toDate: '2026-11-13' },
      ],
    }),
  )
  expect(figures.sick).toEqual({ accrued: 32, taken: 5, balance: 27 })
})

test('adjacent sick leave makes one run; the rest day inside counts but is not a sickness day', () => {
  // Fri 2 – Sat 3 Oct and Sun 4 – Mon 5 Oct 2026 (Sunday the rest day): 4 consecutive days,
  // 3 of them sickness days.
  const figures = computeLeaveBalance(
    input({
      requests: [
        {
          leaveTypeCode: 'SL',
          statusType: 'AP',
          days: 2,
          fromDate: '2026-10-02',
          toDate: '2026-10-03',
        },
        {
          leaveTypeCode: 'SL',
          statusType: 'CR',
          days: 1,
          fromDate: '2026-10-04',
          toDate: '2026-10-05',
        },
      ],
    }),
  )
  expect(figures.sick).toEqual({ accrued: 32, taken: 3, balance: 29 })
})

test('a run uses no more paid sickness days than are held when it starts', () => {
  // One completed month by 11 Oct 2026 since 1 Sep: 2 days held; 4 accrued by 24 Nov.
  const figures = computeLeaveBalance(
    input({
      employmentStart: '2026-09-01',
      grants: [],
      requests: [
        {
          leaveTypeCode: 'SL',
          statusType: 'AP',
          days: 5,
          fromDate: '2026-10-12',
          toDate: '2026-10-16',
        },
      ],
    }),
  )
  expect(figures.sick).toEqual({ accrued: 4, taken: 2, balance: 2 })
})

test('approved sick leave after the date counts as taken, like annual leave', () => {
  const figures = computeLeaveBalance(
    input({
      requests: [
        {
          leaveTypeCode: 'SL',
          statusType: 'AP',
          days: 5,
          fromDate: '2026-12-07',
          toDate: '2026-12-11',
        },
      ],
    }),
  )
  expect(figures.sick).toEqual({ accrued: 32, taken: 5, balance: 27 })
})

test('a settlement counts approved annual leave up to the last day only', () => {
  // Mon 5 – Thu 8 Oct 2026, 4 days; rest day Sunday (7).
  const requests = [
    dated({ leaveTypeCode: 'AN', statusType: 'AP', days: 4 }),
    dated({ leaveTypeCode: 'AN', statusType: 'SU', days: 4 }),
    dated({ leaveTypeCode: 'SL', statusType: 'AP', days: 4 }),
    dated({
      leaveTypeCode: 'AN',
      statusType: 'AP',
      days: 1,
      fromDate: '2026-09-30',
      toDate: '2026-09-30',
    }),
  ]
  expect(annualDaysTakenBy(requests, '2026-10-31', 7)).toBe(5)
  // The leave after the last day was never taken: it is owed, not used.
  expect(annualDaysTakenBy(requests, '2026-10-02', 7)).toBe(1)
  // Running past the last day: its days up to it (Mon 5, Tue 6).
  expect(annualDaysTakenBy(requests, '2026-10-06', 7)).toBe(3)
  // A rest day inside the part taken is not leave (Tuesday rest day: Mon 5 only).
  expect(annualDaysTakenBy(requests, '2026-10-06', 2)).toBe(2)
})
