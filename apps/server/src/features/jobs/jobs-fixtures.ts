import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { JobApplication } from '@hearth/shared/applications'
import type { PlanId } from '@hearth/shared/job-options'
import type { JobPosting } from '@hearth/shared/jobs'
import { users } from '../../db/schema'
import { bearer } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import type { TestApp } from '../../test/test-app'

/** The household a posting states: no count has a default (issue 27). */
export const HOUSEHOLD = {
  number_of_adults: 2,
  number_of_children: 2,
  children_ages: [4, 7],
  number_of_elderly: 0,
  number_of_dogs: 0,
  number_of_cats: 0,
}

/** The required fields of a posting as the create form sends them. */
export const JOB_INPUT = {
  job_title: 'Live-in helper for a family of four',
  profile_type: 'domestic_helper',
  job_description: 'Cooking, cleaning and school runs for two children in Tai Koo.',
  expected_start_date: '2027-01-15',
  status: 'ACTIVE',
  ...HOUSEHOLD,
}

type Employer = Awaited<ReturnType<typeof signedInEmployer>>

/** An employer whose plan (`null`: none) runs for another month. */
export async function employerOnPlan(t: TestApp, plan: PlanId | null = 'monthly') {
  const employer = await signedInEmployer(t, plan !== null)
  if (plan) {
    await t.app.deps.db
      .update(users)
      .set({ subscriptionType: plan })
      .where(eq(users.uid, employer.user.id))
  }
  return { ...employer, profileUid: employer.user.detail_profile!.uid as string }
}

export function postJob(t: TestApp, access: string, overrides: Record<string, unknown> = {}) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/employer/postings/',
    headers: bearer(access),
    payload: { ...JOB_INPUT, ...overrides },
  })
}

/** A posting made through the API (ACTIVE unless overridden). */
export async function postedJob(
  t: TestApp,
  employer: Pick<Employer, 'access'>,
  overrides: Record<string, unknown> = {},
): Promise<JobPosting> {
  const response = await postJob(t, employer.access, overrides)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export async function helperWithProfile(t: TestApp, overrides: Record<string, unknown> = {}) {
  return signedInHelperWithProfile(t, overrides)
}

export function applyAs(
  t: TestApp,
  helper: { access: string; profile: { uid: string } },
  postingUid: string,
  extra: Record<string, unknown> = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/applications/job-applications/',
    headers: bearer(helper.access),
    payload: { job_posting: postingUid, helper_profile: helper.profile.uid, ...extra },
  })
}

export async function applied(
  t: TestApp,
  helper: { access: string; profile: { uid: string } },
  postingUid: string,
  extra: Record<string, unknown> = {},
): Promise<JobApplication> {
  const response = await applyAs(t, helper, postingUid, extra)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export function setStatus(
  t: TestApp,
  access: string,
  applicationUid: string,
  payload: Record<string, unknown>,
) {
  return t.inject({
    method: 'PATCH',
    url: `/api/v1/applications/job-applications/${applicationUid}/update_status/`,
    headers: bearer(access),
    payload,
  })
}

export function withdraw(t: TestApp, access: string, applicationUid: string) {
  return t.inject({
    method: 'PATCH',
    url: `/api/v1/applications/job-applications/${applicationUid}/withdraw/`,
    headers: bearer(access),
  })
}

export function get(t: TestApp, url: string, access?: string) {
  return t.inject({ method: 'GET', url: `/api/v1${url}`, headers: access ? bearer(access) : {} })
}
