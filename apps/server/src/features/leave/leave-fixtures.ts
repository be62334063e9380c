import { expect } from 'vitest'
import { employmentContracts, employments } from '../../db/schema'
import { newUid } from '../../lib/tokens'
import { bearer } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import type { TestApp } from '../../test/test-app'

// Set-up for the leave tests: parties signed in, and an employment with an ACTIVE contract
// written straight to the database (the contract rules are tested in contracts.int.test.ts and
// contract-transitions.int.test.ts).
// The test clock is Sunday 2026-11-22 in Hong Kong.

export type Party = { access: string; email: string; profileUid: string }

export async function employerParty(t: TestApp): Promise<Party> {
  const signedIn = await signedInEmployer(t)
  return {
    access: signedIn.access,
    email: signedIn.email,
    profileUid: signedIn.user.detail_profile!.uid as string,
  }
}

export async function helperParty(t: TestApp): Promise<Party> {
  const signedIn = await signedInHelperWithProfile(t)
  return { access: signedIn.access, email: signedIn.email, profileUid: signedIn.profile.uid }
}

/** An employment of the pair with one contract (ACTIVE from 2025-09-01, Sundays off). */
export async function employmentOf(
  t: TestApp,
  employer: Party,
  helper: Party,
  contract: Partial<typeof employmentContracts.$inferInsert> = {},
): Promise<string> {
  const uid = newUid()
  await t.app.deps.db.insert(employments).values({
    uid,
    employerProfileUid: employer.profileUid,
    helperProfileUid: helper.profileUid,
  })
  await t.app.deps.db.insert(employmentContracts).values({
    uid: newUid(),
    employmentUid: uid,
    employerProfileUid: employer.profileUid,
    helperProfileUid: helper.profileUid,
    employmentProfileType: 'domestic_helper',
    jobTitle: 'Domestic helper',
    startDate: '2025-09-01',
    signedOn: '2025-08-01',
    salaryCents: 510_000,
    status: 'ACTIVE',
    excludeDayType: 7,
    workingHoursPerWeek: 48,
    activatedAt: new Date('2025-09-01T00:00:00Z'),
    ...contract,
  })
  return uid
}

/** A pair with an employment: the usual start of a test. */
export async function leaveSetUp(t: TestApp) {
  const employer = await employerParty(t)
  const helper = await helperParty(t)
  const employment = await employmentOf(t, employer, helper)
  return { employer, helper, employment }
}

export function leaveInput(employment: string, overrides: Record<string, unknown> = {}) {
  return {
    employment,
    leave_type_code: 'AN',
    // Mon 7 – Fri 11 December 2026: five working days, no holiday.
    from_date: '2026-12-07',
    to_date: '2026-12-11',
    duration_type: 'FD',
    reason: 'Family visit',
    ...overrides,
  }
}

export function postLeave(t: TestApp, party: Party, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/leaves/requests/',
    headers: bearer(party.access),
    payload,
  })
}

export async function createdLeave(
  t: TestApp,
  party: Party,
  payload: Record<string, unknown>,
): Promise<{ id: number; days: number; status_type: string }> {
  const response = await postLeave(t, party, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

/** Grants leave year 1 (7 days) through the accrual call. */
export async function accrue(t: TestApp, employer: Party, helperProfile: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/api/v1/leaves/yearly-leaveaccrue/',
    headers: bearer(employer.access),
    payload: { calculation_date: '2026-11-22', helper_profile: helperProfile },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { granted: { leave_year: number; days: number }[] }
}

export function decide(
  t: TestApp,
  party: Party,
  id: number,
  decision: { is_approved?: boolean; is_rejected?: boolean; is_cancellation?: boolean },
) {
  return t.inject({
    method: 'POST',
    url: `/api/v1/leaves/requests/${id}/manage-approval/`,
    headers: bearer(party.access),
    payload: { leave: id, is_approved: false, is_rejected: false, ...decision },
  })
}

export function patchLeave(t: TestApp, party: Party, id: number, payload: Record<string, unknown>) {
  return t.inject({
    method: 'PATCH',
    url: `/api/v1/leaves/requests/${id}/`,
    headers: bearer(party.access),
    payload,
  })
}

export async function balanceOf(t: TestApp, party: Party, employment: string, asOf?: string) {
  const response = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/balances/?employment_uid=${employment}${asOf ? `&as_of=${asOf}` : ''}`,
    headers: bearer(party.access),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    annual: {
      granted: number
      adjustments: number
      taken: number
      pending: number
      balance: number
    }
  }
}
