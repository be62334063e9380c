import { expect, test } from 'vitest'
import {
  availableAnnualDays,
  computeLeaveBalance,
  grantsDue,
  type BalanceInput,
} from './leave-balance'

const input = (overrides: Partial<BalanceInput> = {}): BalanceInput => ({
  asOf: '2026-11-24',
  employmentStart: '2025-09-01',
  grants: [{ leaveYear: 1, days: 7, grantedFor: '2026-08-31' }],
  adjustments: [],
  requests: [],
  ...overrides,
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
