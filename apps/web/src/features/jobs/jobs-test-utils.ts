import {
  JobApplicationSchema,
  PostingWithApplicationsSchema,
  type JobApplication,
  type PostingWithApplications,
} from '@hearth/shared/applications'
import {
  JobListItemSchema,
  JobListPageSchema,
  JobPostingSchema,
  type JobListItem,
  type JobListPage,
  type JobPosting,
} from '@hearth/shared/jobs'

// Fixtures for the jobs tests, each checked against the shared contract so that a test never
// passes on a shape the server would not send.

export function makePosting(overrides: Partial<JobPosting> = {}): JobPosting {
  return JobPostingSchema.parse({
    uid: 'job1',
    job_title: 'Live-in helper for a family of four',
    profile_type: 'Helper',
    job_description: 'Cooking, cleaning and school runs for two children.',
    job_description_notes: null,
    status: 'ACTIVE',
    expected_start_date: '2027-03-01',
    flexibility_on_days: 14,
    contract_type: 'Full-time',
    day_off_options: ['sunday'],
    day_off_options_display: ['Sunday'],
    languages: ['English'],
    languages_display: ['English'],
    main_skills: ['Cooking', 'Child Care'],
    main_skills_display: ['Cooking', 'Child Care'],
    cooking_skills: [],
    cooking_skills_display: [],
    other_skills: [],
    other_skills_display: [],
    personality_traits: [],
    personality_traits_display: [],
    budget_lower: 5000,
    budget_upper: 6000,
    currency: 'HKD',
    accommodation: 'Live In',
    employer_profile_uid: 'emp1',
    number_of_adults: 2,
    number_of_children: 2,
    children_ages: [3, 7],
    number_of_elderly: 0,
    about_our_family: null,
    residence_type: 'Apartment',
    residence_size_sqft: 800,
    location_area: 'KOWLOON',
    nationality: 'HK',
    number_of_dogs: 0,
    number_of_cats: 0,
    other_pets_details: null,
    preferred_helper_nationality: [],
    preferred_helper_nationality_display: [],
    preferred_religion: [],
    preferred_religion_display: [],
    preferred_helper_experience: null,
    preferred_helper_age_lower: null,
    preferred_helper_age_upper: null,
    existing_helper: false,
    subscription_status: 'premium',
    trusted_employer: true,
    applications: [],
    employer_profile_details: { company_name: null, contact_person_name: 'Chan Tai Man' },
    verified: false,
    verified_at: null,
    my_application: null,
    is_owner: false,
    created_at: '2026-11-01T02:00:00.000Z',
    updated_at: '2026-11-01T02:00:00.000Z',
    ...overrides,
  })
}

export function makePostingWithApplications(
  overrides: Partial<PostingWithApplications> = {},
): PostingWithApplications {
  const { applications: _applications, ...posting } = makePosting({ is_owner: true })
  return PostingWithApplicationsSchema.parse({ ...posting, applications: [], ...overrides })
}

export function makeListItem(index: number, overrides: Partial<JobListItem> = {}): JobListItem {
  return JobListItemSchema.parse({
    uid: `job${index}`,
    title: `Helper wanted ${index}`,
    description: 'Cooking and cleaning for a small family.',
    employer_profile_details: { company_name: null, contact_person_name: 'Chan Tai Man' },
    verified: false,
    verified_at: null,
    location_area: 'HK_ISLAND',
    contract_type: 'Full-time',
    accommodation: 'Live In',
    status: 'ACTIVE',
    main_skills: ['Cooking', 'Housework', 'Child Care', 'Pet Care'],
    main_skills_display: ['Cooking', 'Housework', 'Child Care', 'Pet Care'],
    subscription_status: null,
    trusted_employer: false,
    applications: [],
    budget_lower: 5000,
    budget_upper: 5500,
    currency: 'HKD',
    expected_start_date: '2027-02-01',
    created_at: '2026-11-01T02:00:00.000Z',
    my_application: null,
    ...overrides,
  })
}

export function makeListPage(count: number, results: JobListItem[]): JobListPage {
  return JobListPageSchema.parse({ count, next: null, previous: null, results })
}

export function makeApplication(overrides: Partial<JobApplication> = {}): JobApplication {
  return JobApplicationSchema.parse({
    uid: 'app1',
    job_posting: 'job1',
    job_posting_uid: 'job1',
    job_title: 'Live-in helper for a family of four',
    helper_profile: 'h1',
    helper_profile_details: {
      uid: 'h1',
      first_name: 'Maria',
      last_name: 'Santos',
      nationality: 'Filipino',
      age: 29,
      expected_salary: 5200,
      currency: 'HKD',
      availability_date: '2027-03-01',
    },
    employer_profile_uid: 'emp1',
    status: 'APPLIED',
    application_date: '2026-11-02T02:00:00.000Z',
    cover_letter: 'I have six years of experience with young children.',
    helper_notes: null,
    employer_notes: null,
    updated_at: '2026-11-02T02:00:00.000Z',
    ...overrides,
  })
}
