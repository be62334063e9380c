import fc from 'fast-check'
import { expect, test } from 'vitest'
import { addDays, daysInclusive } from '@hearth/hk-labour/dates'
import { payrollMonth } from '@hearth/hk-labour/payroll'
import { terminationSettlement } from '@hearth/hk-labour/termination'
import type { ContractRecord } from '../contracts/employments.service'
import { countLeaveDays } from '../leave/leave-days'
import { sickFigures, type BalanceRequest } from '../leave/leave-balance'
import type { ApprovedLeave } from '../leave/leave-records.service'
import { payrollMonthInput } from './payroll-inputs'

// Issue 22 item 4, ADR 0027: one reading of a half sick day. The leave balance's paid sickness
// days used and the payroll's days paid the sickness allowance agree on every sequence of full
// and half sick days, and the days the settlement's ADW leaves out (the payroll's disregarded
// periods) are the full sick days, never a half one. November 2026: Sundays are rest days, the helper has held paid sickness days since 2025.

const START = '2025-09-01'
const MONTH_START = '2026-11-02' // a Monday

const contract = {
  uid: 'c1',
  employmentUid: 'e1',
  employmentProfileType: 'domestic_helper',
  startDate: START,
  endDate: null,
  signedOn: '2025-08-01',
  salaryCents: 510_000,
  foodAllowanceCents: 0,
  excludeDayType: 7,
  status: 'ACTIVE',
} as unknown as ContractRecord

type Day = 'work' | 'full' | 'half'

/** The days as leave requests: each run of full days one request, each half day its own. */
function requestsOf(days: readonly Day[]): ApprovedLeave[] {
  const requests: ApprovedLeave[] = []
  days.forEach((day, index) => {
    const date = addDays(MONTH_START, index)
    const last = requests.at(-1)
    if (day === 'full' && last?.durationType === 'FD' && addDays(last.to, 1) === date) {
      last.to = date
    } else if (day !== 'work') {
      requests.push({
        type: 'SL',
        from: date,
        to: date,
        durationType: day === 'full' ? 'FD' : 'AM',
      })
    }
  })
  return requests
}

function balanceUse(requests: readonly ApprovedLeave[]): number {
  const balanceRequests: BalanceRequest[] = requests.map((request) => ({
    leaveTypeCode: 'SL',
    statusType: 'AP',
    days: countLeaveDays({
      fromDate: request.from,
      toDate: request.to,
      durationType: request.durationType,
      excludeDayType: 7,
      leaveTypeCode: 'SL',
    }),
    fromDate: request.from,
    toDate: request.to,
    durationType: request.durationType,
  }))
  return sickFigures(
    {
      asOf: '2026-11-30',
      employmentStart: START,
      grants: [],
      adjustments: [],
      requests: balanceRequests,
    },
    true,
  ).taken
}

function payrollOf(requests: readonly ApprovedLeave[]) {
  return payrollMonth(
    payrollMonthInput({
      year: 2026,
      month: 11,
      span: { start: START, end: null },
      contract,
      leave: requests,
      adjustments: [],
      rows: [],
    }),
  )
}

function isSunday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 0
}

function disregardedDays(payroll: ReturnType<typeof payrollOf>): number {
  return payroll.adwRecord.disregardedPeriods.reduce(
    (total, period) => total + daysInclusive(period.from, period.to),
    0,
  )
}

test('3 full sick days then a half day: no paid sickness day used, none paid, the half day paid as work', () => {
  const requests = requestsOf(['full', 'full', 'full', 'half'])
  expect(balanceUse(requests)).toBe(0)
  const payroll = payrollOf(requests)
  expect(payroll.paidSicknessDays).toBe(0)
  expect(payroll.leaveTypePays.SL).toBe(0)
  // The 3 full days are unpaid absences the ADW leaves out; the half day is not one.
  expect(disregardedDays(payroll)).toBe(3)
})

test('4 full sick days use 4 paid sickness days, and the payroll pays the allowance for the 4', () => {
  const requests = requestsOf(['full', 'full', 'full', 'full'])
  expect(balanceUse(requests)).toBe(4)
  const payroll = payrollOf(requests)
  expect(payroll.paidSicknessDays).toBe(4)
  expect(disregardedDays(payroll)).toBe(4)
  expect(payroll.leaveTypePays.SL).toBeGreaterThan(0)
})

test('the leave balance, the payroll and the settlement’s ADW agree on every sequence of full and half sick days', () => {
  fc.assert(
    fc.property(
      // Monday 2 to Saturday 28 November: the Sundays inside are rest days.
      fc.array(fc.constantFrom<Day>('work', 'full', 'full', 'half'), {
        minLength: 1,
        maxLength: 27,
      }),
      (days) => {
        const requests = requestsOf(days)
        const used = balanceUse(requests)
        const payroll = payrollOf(requests)
        expect(used).toBe(payroll.paidSicknessDays)
        const fullWorkingDays = days.filter(
          (day, index) => day === 'full' && !isSunday(addDays(MONTH_START, index)),
        )
        expect(disregardedDays(payroll)).toBe(fullWorkingDays.length)
        // The settlement reads the payroll's record: the same days leave its ADW.
        const settlement = terminationSettlement({
          employeeType: 'fdh',
          employmentStart: START,
          terminationDate: '2026-11-30',
          reason: 'employer_notice',
          monthlyWageCents: 510_000,
          wageRecords: [payroll.adwRecord.wageRecord],
          disregardedPeriods: payroll.adwRecord.disregardedPeriods,
        })
        expect(settlement.totalCents).toBeGreaterThan(0)
        // Only full sick days leave the ADW: never a half day, never a day worked.
        days.forEach((day, index) => {
          const date = addDays(MONTH_START, index)
          const inside = payroll.adwRecord.disregardedPeriods.some(
            (period) => period.from <= date && date <= period.to,
          )
          expect(inside).toBe(day === 'full' && !isSunday(date))
        })
      },
    ),
    { numRuns: 200 },
  )
})
