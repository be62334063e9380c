import { eq } from 'drizzle-orm'
import { helperProfiles, users } from '../db/schema'
import { newReferralCode, newUid } from '../lib/tokens'
import { insertHelperRows } from '../features/helpers/helpers.service'
import { bearer, signedInUser } from './accounts-fixtures'
import type { TestApp } from './test-app'

/** A complete step 1 as a client sends it. */
export const MAIN_DETAILS = {
  profile_type: 'Helper',
  first_name: 'Maria',
  last_name: 'Santos',
  nationality: 'Filipino',
  gender: 'Female',
  birthdate: '1990-05-14',
  education_level: 'High School',
  languages: ['English', 'Cantonese'],
  day_off: ['Sunday'],
  accommodation: 'Live In',
  whatsapp_contact: '+639171234567',
  phone_contact: '+85291234567',
  job_title: 'Domestic Helper',
  contract_status: 'Finished Contract',
  experience_text: 'Cared for two children in Tai Koo for four years.',
  work_experience_text: 6,
  expected_salary: 5200,
  availability_date: '2026-12-15',
  job_seeking: 'Jobseeking',
}

export async function signedInHelperWithProfile(
  t: TestApp,
  overrides: Record<string, unknown> = {},
) {
  const helper = await signedInUser(t, 'helper')
  const response = await t.inject({
    method: 'POST',
    url: '/api/v1/helpers/profiles/',
    headers: bearer(helper.access),
    payload: { ...MAIN_DETAILS, ...overrides },
  })
  if (response.statusCode !== 201) throw new Error(`profile not created: ${response.body}`)
  return { ...helper, profile: response.json().data as Record<string, unknown> & { uid: string } }
}

/** An employer; with `access` its plan is active for a month. */
export async function signedInEmployer(t: TestApp, access = true) {
  const employer = await signedInUser(t, 'employer')
  if (access) {
    const end = new Date(t.clock.now().getTime() + 30 * 86_400_000)
    await t.app.deps.db
      .update(users)
      .set({ subscriptionType: 'monthly', accessEndDate: end })
      .where(eq(users.uid, employer.user.id))
  }
  return employer
}

let sequence = 0

/** Inserts a published profile straight into the database: fast set-up for search tests. */
export async function insertHelper(
  t: TestApp,
  overrides: Partial<typeof helperProfiles.$inferInsert> = {},
) {
  sequence += 1
  const userUid = newUid()
  await t.app.deps.db.insert(users).values({
    uid: userUid,
    email: `seed${sequence}.${userUid.toLowerCase()}@example.com`,
    username: `seed${sequence}.${userUid.toLowerCase()}@example.com`,
    passwordHash: 'x',
    userType: 'helper',
    referralCode: newReferralCode(),
  })
  const row = {
    uid: newUid(),
    userUid,
    isDraft: false,
    firstName: 'Ana',
    lastName: `Reyes${sequence}`,
    profileType: 'Helper',
    nationality: 'Filipino',
    gender: 'Female',
    birthdate: '1992-03-01',
    educationLevel: 'High School',
    languages: ['English'],
    mainSkills: ['Cooking'],
    dayOff: ['Sunday'],
    accommodation: 'Live In',
    whatsappContact: '+639170000000',
    jobTitle: 'Helper',
    contractStatus: 'Finished Contract',
    experienceText: 'Experienced',
    workExperienceYears: 3,
    expectedSalaryCents: 520_000,
    availabilityDate: '2026-12-01',
    jobSeeking: 'Jobseeking',
    lastjobLocation: 'HK',
    updatedAt: new Date(Date.UTC(2026, 0, 1) + sequence * 1000),
    ...overrides,
  }
  await insertHelperRows(t.app.deps, [row])
  const [created] = await t.app.deps.db
    .select()
    .from(helperProfiles)
    .where(eq(helperProfiles.uid, row.uid))
  return created!
}
