import { expect } from 'vitest'
import type { PayrollRecord, SalaryAdjustment } from '@hearth/shared/payrolls'
import { leaveRequests } from '../../db/schema'
import { bearer } from '../../test/accounts-fixtures'
import type { TestApp } from '../../test/test-app'
import { employerParty, employmentOf, helperParty, type Party } from '../leave/leave-fixtures'

// Set-up for the payroll tests: the leave tests' parties and employment (an ACTIVE contract
// written straight to the database). The test clock is Sunday 2026-11-22 in Hong Kong.

/** HK$5,100 a month and a HK$1,236 food allowance from 2025-09-01, Sundays off. */
export const FDH_CONTRACT = { salaryCents: 510_000, foodAllowanceCents: 123_600 }

export async function payrollSetUp(
  t: TestApp,
  contract: Parameters<typeof employmentOf>[3] = FDH_CONTRACT,
) {
  const employer = await employerParty(t)
  const helper = await helperParty(t)
  const employment = await employmentOf(t, employer, helper, contract)
  return { employer, helper, employment }
}

export function calculate(
  t: TestApp,
  party: Party,
  payload: { employmentId: string; helper_profile_id: string; year: number; month: number },
  lang = 'en',
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/payrolls/calculate/',
    headers: { ...bearer(party.access), 'accept-language': lang },
    payload,
  })
}

export async function calculated(
  t: TestApp,
  employer: Party,
  helper: Party,
  employment: string,
  year: number,
  month: number,
): Promise<PayrollRecord> {
  const response = await calculate(t, employer, {
    employmentId: employment,
    helper_profile_id: helper.profileUid,
    year,
    month,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

export function patchRecord(t: TestApp, party: Party, uid: string, payload: object) {
  return t.inject({
    method: 'PATCH',
    url: `/api/v1/payrolls/pay-period-records/${uid}/`,
    headers: bearer(party.access),
    payload,
  })
}

export function getRecord(t: TestApp, party: Party, uid: string) {
  return t.inject({
    method: 'GET',
    url: `/api/v1/payrolls/pay-period-records/${uid}/`,
    headers: bearer(party.access),
  })
}

export function listRecords(t: TestApp, party: Party, employment: string) {
  return t.inject({
    method: 'GET',
    url: `/api/v1/payrolls/pay-period-records/by-employment/?employment_uid=${employment}`,
    headers: bearer(party.access),
  })
}

export function postAdjustment(t: TestApp, party: Party, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/payrolls/salary-adjustments/',
    headers: bearer(party.access),
    payload,
  })
}

export async function createdAdjustment(
  t: TestApp,
  party: Party,
  payload: Record<string, unknown>,
): Promise<SalaryAdjustment> {
  const response = await postAdjustment(t, party, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

/** An approved leave request written straight to the database (leave rules are the leaves tests'). */
export async function approvedLeave(
  t: TestApp,
  parties: { employer: Party; helper: Party; employment: string },
  leave: {
    type: 'AN' | 'SL' | 'ML' | 'NP'
    from: string
    to: string
    days: number
    durationType?: 'FD' | 'AM' | 'PM'
  },
): Promise<void> {
  await t.app.deps.db.insert(leaveRequests).values({
    employmentUid: parties.employment,
    employerProfileUid: parties.employer.profileUid,
    helperProfileUid: parties.helper.profileUid,
    leaveTypeCode: leave.type,
    fromDate: leave.from,
    toDate: leave.to,
    days: leave.days,
    durationType: leave.durationType ?? 'FD',
    reason: 'Personal matters',
    statusType: 'AP',
  })
}

/** The sum of a record's lines, in cents. */
export function linesTotalCents(record: PayrollRecord): number {
  return record.lines.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0)
}
