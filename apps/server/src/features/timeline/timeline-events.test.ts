import { expect, test } from 'vitest'
import type { ContractRecord } from '../contracts/employments.service'
import { timelineFacts, type TimelineInput } from './timeline-events'

function contract(overrides: Partial<ContractRecord> = {}): ContractRecord {
  return {
    uid: 'c1',
    employmentUid: 'e1',
    employerProfileUid: 'ep',
    helperProfileUid: 'hp',
    employmentProfileType: 'domestic_helper',
    jobTitle: 'Domestic helper',
    startDate: '2021-03-31',
    endDate: null,
    signedOn: '2021-03-01',
    salaryCents: 510_000,
    salaryCurrency: 'HKD',
    accommodationType: 'Live In - Separate room',
    accommodationDetails: null,
    foodAllowanceCents: 0,
    contractDocumentUrl: null,
    status: 'ACTIVE',
    excludeDayType: 7,
    workingHoursPerWeek: 48,
    terminationDate: null,
    terminationReason: null,
    activatedAt: new Date('2021-03-31T00:00:00Z'),
    ...overrides,
  } as ContractRecord
}

function input(overrides: Partial<TimelineInput> = {}): TimelineInput {
  return {
    employmentUid: 'e1',
    contracts: [contract()],
    documents: [],
    payrollMonths: [],
    from: '2021-01-01',
    to: '2027-12-31',
    recurringFrom: '2025-11-22',
    recurringTo: '2026-11-22',
    ...overrides,
  }
}

test('service thresholds end a period of months: from 31 March, 24 months end 30 March', () => {
  const facts = timelineFacts(input())
  expect(facts.filter((f) => f.kind.endsWith('threshold')).map((f) => [f.kind, f.date])).toEqual([
    ['severance_threshold', '2023-03-30'],
    ['long_service_threshold', '2026-03-30'],
  ])
  // Leave year 6 starts on 31 March 2026 (5 completed years earn 10 days, EO s.41AA).
  expect(facts.find((f) => f.kind === 'leave_year')).toMatchObject({
    date: '2026-03-31',
    facts: { leaveYear: 6, leaveDays: 10 },
  })
})

test('an open-ended contract lists wages due only within the recurring span', () => {
  const due = timelineFacts(input()).filter((f) => f.kind === 'payroll_due')
  expect(due.map((f) => f.date)).toEqual([
    '2025-12-07',
    '2026-01-07',
    '2026-02-07',
    '2026-03-07',
    '2026-04-07',
    '2026-05-07',
    '2026-06-07',
    '2026-07-07',
    '2026-08-07',
    '2026-09-07',
    '2026-10-07',
    '2026-11-07',
  ])
})

test('a terminated contract ends on its termination date: no renewal, wages due 7 days after', () => {
  const terminated = contract({
    endDate: '2027-03-30',
    status: 'TERMINATED_EMPLOYER',
    terminationDate: '2026-01-15',
  })
  const facts = timelineFacts(input({ contracts: [terminated] }))
  expect(facts.some((f) => f.kind === 'renewal_window')).toBe(false)
  expect(facts.some((f) => f.kind === 'long_service_threshold')).toBe(false)
  expect(facts.find((f) => f.kind === 'contract_end')).toMatchObject({
    date: '2026-01-15',
    facts: { terminated: true },
  })
  expect(facts.filter((f) => f.kind === 'payroll_due').at(-1)).toMatchObject({
    date: '2026-01-22',
    facts: { month: '2026-01', finalMonth: true },
  })
})

test('a finalised payroll month and a document expiry are carried with their keys', () => {
  const facts = timelineFacts(
    input({
      payrollMonths: [
        {
          month: '2026-01',
          finalised: true,
          paymentDate: '2026-02-03',
          paymentDueDate: '2026-02-07',
        },
      ],
      documents: [{ uid: 'd1', type: 'visa', title: 'Visa', expiryDate: '2026-06-30' }],
    }),
  )
  expect(facts.find((f) => f.facts.month === '2026-01')).toMatchObject({
    key: 'e1:payroll_due:2026-01:2026-02-07',
    facts: { finalised: true, paymentDate: '2026-02-03' },
  })
  expect(facts.find((f) => f.kind === 'document_expiry')).toMatchObject({
    key: 'e1:document_expiry:d1:2026-06-30',
    date: '2026-06-30',
    facts: { documentTitle: 'Visa' },
  })
})

test('cancelled contracts give no events; a window keeps only its dates', () => {
  expect(
    timelineFacts(input({ contracts: [contract({ status: 'CANCELLED', activatedAt: null })] })),
  ).toEqual([])
  const facts = timelineFacts(input({ from: '2026-03-01', to: '2026-03-31' }))
  expect(facts.map((f) => [f.kind, f.date])).toEqual([
    ['payroll_due', '2026-03-07'],
    ['long_service_threshold', '2026-03-30'],
    ['leave_year', '2026-03-31'],
  ])
})

test('a document uploaded again with a later expiry renews the earlier one; other documents do not', () => {
  const facts = timelineFacts(
    input({
      to: '2028-12-31',
      documents: [
        { uid: 'v1', type: 'visa', title: 'Visa', expiryDate: '2026-06-30' },
        { uid: 'v2', type: 'visa', title: 'Visa 2026', expiryDate: '2028-06-30' },
        { uid: 'p1', type: 'passport', title: 'Passport', expiryDate: '2026-08-31' },
        { uid: 'o1', type: 'other', title: 'Octopus card', expiryDate: '2026-05-31' },
        { uid: 'o2', type: 'other', title: 'Gym pass', expiryDate: '2027-05-31' },
      ],
    }),
  )
  const renewals = facts
    .filter((f) => f.kind === 'document_expiry')
    .map((f) => [f.facts.documentTitle, f.facts.renewedUntil])
  expect(renewals).toEqual([
    ['Octopus card', undefined],
    ['Visa', '2028-06-30'],
    ['Passport', undefined],
    ['Gym pass', undefined],
    ['Visa 2026', undefined],
  ])
})
