import { UserSessionSchema, type UserSession } from '@hearth/shared/accounts'
import { CountryListSchema, type Country } from '@hearth/shared/countries'
import { EmploymentSchema, type Employment } from '@hearth/shared/employments'
import { HelperProfileSchema, type HelperProfile } from '@hearth/shared/helpers'
import { saveSession } from '../lib/session-store'
import { jsonResponse, stubFetch, type StubbedCall } from './fetch-stub'

// Fixtures are parsed with the schemas the server's responses are encoded with: a fixture that
// drifts from what the server sends fails here, not in production.

export function makeUser(overrides: Partial<UserSession> = {}): UserSession {
  return UserSessionSchema.parse({
    id: 'u1',
    email: 'amy@example.hk',
    username: 'amy@example.hk',
    userType: 'employer',
    name: 'Amy Chan',
    referral_code: 'ABCDEF',
    language: 'en',
    profile: {
      is_helperprofile: false,
      subscription_type: 'monthly',
      access_end_date: '2099-01-01T00:00:00Z',
      user: { id: 'u1' },
    },
    detail_profile: {
      uid: 'emp1',
      contact_person_name: 'Amy Chan',
      referred_by: null,
      contact_phone: null,
    },
    ...overrides,
  })
}

export function makeHelperUser(hasProfile: boolean): UserSession {
  return makeUser({
    id: 'u2',
    email: 'maria@example.ph',
    username: 'maria@example.ph',
    userType: 'helper',
    name: 'Maria',
    profile: {
      is_helperprofile: true,
      subscription_type: null,
      access_end_date: null,
      user: { id: 'u2' },
    },
    detail_profile: hasProfile
      ? {
          uid: 'h1',
          contact_person_name: 'Maria Santos',
          referred_by: null,
          contact_phone: '+85291234567',
        }
      : null,
  })
}

/** Signs the user in as the app would have stored them. */
export function signInAs(user: UserSession) {
  saveSession({ access: 'a1', refresh: 'r1', user }, false)
}

export const COUNTRIES: Country[] = CountryListSchema.parse([
  { code: 'HK', name: 'Hong Kong', calling_code: '852', number_lengths: [8] },
  { code: 'CN', name: 'China', calling_code: '86', number_lengths: [11] },
  { code: 'PH', name: 'Philippines', calling_code: '63', number_lengths: [10] },
  { code: 'ID', name: 'Indonesia', calling_code: '62', number_lengths: [9, 10, 11, 12] },
])

export function makeProfile(overrides: Partial<HelperProfile> = {}): HelperProfile {
  return HelperProfileSchema.parse({
    uid: 'h1',
    first_name: 'Maria',
    middle_name: null,
    last_name: 'Santos',
    image_url: null,
    thumbnail_url: null,
    age: 29,
    nationality: 'Filipino',
    religion: null,
    gender: 'Female',
    marital_status: null,
    children_text: null,
    education_level: 'High School',
    horoscope: null,
    languages: ['English'],
    main_skills: ['Cooking'],
    cooking_skills: [],
    other_skills: [],
    personality_traits: [],
    day_off: ['Sunday'],
    work_experience_text: 6,
    experience_text: 'Cooking and cleaning for a family of four.',
    job_title: 'Domestic helper',
    job_seeking: 'Jobseeking',
    profile_type: 'Helper',
    contract_status: 'Finished Contract',
    current_salary: null,
    expected_salary: 5200,
    currency: 'HKD',
    availability_date: '2027-03-01',
    lastjob_location: 'HK',
    last_date_in_hongkong: null,
    accommodation: 'Live In',
    about_me: null,
    past_experiences: [],
    education_experiences: [],
    isDraft: false,
    show_in_search_engines: true,
    verified: false,
    verified_at: null,
    updated_at: '2026-11-01T00:00:00Z',
    contact_locked: false,
    ...overrides,
  })
}

type Route = (call: StubbedCall) => Response | Promise<Response>

/**
 * Stubs fetch with one handler per "METHOD /path" (query string ignored unless the key has one);
 * the signed-in user and the countries answer by default. Unknown calls answer 404.
 */
export function stubApi(user: UserSession | null, routes: Record<string, Route> = {}) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost')
    const path = url.pathname.replace(/^\/api\/v1/, '')
    const handler =
      routes[`${call.method} ${path}${url.search}`] ??
      routes[`${call.method} ${path}`] ??
      (path === '/hirlab/belmount/user/' && user ? () => jsonResponse(200, user) : undefined) ??
      (path === '/countries' ? () => jsonResponse(200, COUNTRIES) : undefined)
    return handler ? handler(call) : jsonResponse(404, { detail: 'Not found.', code: 'not_found' })
  })
}

/** An employment as `GET /employments/detailed-employments/` lists it: Maria Santos, employed by Amy Chan. */
export function makeEmployment(overrides: Partial<Employment> = {}): Employment {
  return EmploymentSchema.parse({
    uid: 'emp-1',
    helper_profile: 'h1',
    helper_details: { uid: 'h1', full_name: 'Maria Santos' },
    employer_profile: 'emp1',
    employer_details: { uid: 'emp1', full_name: 'Amy Chan' },
    status: 'active',
    overall_start_date: '2025-09-01',
    latest_contract_details: {
      uid: 'c1',
      status: 'ACTIVE',
      start_date: '2025-09-01',
      end_date: null,
      salary_currency: 'HKD',
      salary_amount: '5100.00',
      exclude_day_type: 7,
      job_title: 'Domestic helper',
      helper_confirmed_at: null,
      helper_declined_at: null,
    },
    annual_leave_balance: 7.5,
    pending_leave_requests_count: 2,
    leave_accrual_due: null,
    ...overrides,
  })
}
