import { expect } from 'vitest'
import type { Contract, Employment } from '@hearth/shared/employments'
import { bearer } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import type { TestApp } from '../../test/test-app'

/** A contract as the create form sends it (the test clock is 2026-11-22: MAW HK$5,100). */
export function contractInput(helperEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    helper_email: helperEmail,
    employment_profile_type: 'domestic_helper',
    start_date: '2026-12-01',
    job_title: 'Live-in domestic helper',
    salary_amount: '5100.00',
    accommodation_type: 'Live In - Separate room',
    food_allowance_amount: '1236.00',
    status: 'PENDING',
    exclude_day_type: 7,
    working_hours_per_week: 48,
    ...overrides,
  }
}

export type Party = { access: string; email: string }

/** An employer whose plan is active (`access: false`: none). */
export async function employer(t: TestApp, access = true) {
  const signedIn = await signedInEmployer(t, access)
  return { ...signedIn, profileUid: signedIn.user.detail_profile!.uid as string }
}

export async function helper(t: TestApp, overrides: Record<string, unknown> = {}) {
  return signedInHelperWithProfile(t, overrides)
}

export function postContract(
  t: TestApp,
  access: string,
  helperEmail: string,
  overrides: Record<string, unknown> = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/employments/contracts/',
    headers: bearer(access),
    payload: contractInput(helperEmail, overrides),
  })
}

export async function createdContract(
  t: TestApp,
  access: string,
  helperEmail: string,
  overrides: Record<string, unknown> = {},
): Promise<Contract> {
  const response = await postContract(t, access, helperEmail, overrides)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

/** The update form's payload for a contract as read, with changes. */
export function updateInput(contract: Contract, changes: Record<string, unknown> = {}) {
  return {
    start_date: contract.start_date,
    end_date: contract.end_date,
    job_title: contract.job_title,
    salary_amount: contract.salary_amount,
    salary_currency: contract.salary_currency,
    accommodation_type: contract.accommodation_type,
    accommodation_details: contract.accommodation_details,
    food_allowance_amount: contract.food_allowance_amount,
    contract_document_url: contract.contract_document_url,
    exclude_day_type: contract.exclude_day_type,
    status: contract.status,
    termination_date: contract.termination_date,
    termination_reason: contract.termination_reason,
    ...changes,
  }
}

export function putContract(
  t: TestApp,
  access: string,
  contract: Contract,
  changes: Record<string, unknown> = {},
) {
  return t.inject({
    method: 'PUT',
    url: `/api/v1/employments/contracts/${contract.uid}/`,
    headers: bearer(access),
    payload: updateInput(contract, changes),
  })
}

export function get(t: TestApp, access: string, url: string) {
  return t.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(access) })
}

export async function employmentsOf(t: TestApp, access: string): Promise<Employment[]> {
  const response = await get(t, access, '/employments/detailed-employments/')
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
