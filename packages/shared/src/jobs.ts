import { z } from 'zod'
import { blankToUndefined, isCalendarDate, optionalText, toList } from './form-values'
import {
  ACCOMMODATIONS,
  COOKING_SKILLS,
  MAIN_SKILLS,
  OTHER_SKILLS,
  PERSONALITY_TRAITS,
  SPOKEN_LANGUAGES,
} from './helper-options'
import { tk } from './i18n-keys'
import {
  APPLICATION_STATUSES,
  CONTRACT_TYPES,
  DAY_OFF_OPTIONS,
  JOB_DEFAULTS,
  JOB_PROFILE_TYPES,
  JOB_SEARCH_STATUSES,
  JOB_STATUSES,
  LOCATION_AREAS,
  PLAN_IDS,
  PREFERRED_NATIONALITIES,
  PREFERRED_RELIGIONS,
  RESIDENCE_TYPES,
} from './job-options'

// The jobs capability's contract (docs/spec/marketplace.md §3 "Job posting", "Job as listed to
// helpers", §5 "Job create and edit", "Job search filters", §9 job defaults). The enumerations
// and their labels live in `job-options.ts`; applications in `applications.ts`.

export const JOB_SEARCH_PAGE_SIZE = 10
/** The employer's own postings (`GET /employer/postings/`) use the same page size. */
export const EMPLOYER_POSTINGS_PAGE_SIZE = 10
/** Budgets, in whole HK$. */
export const MAX_BUDGET_HKD = 1_000_000

const NON_NEGATIVE = tk('Enter a whole number of 0 or more.')
const MIN_HELPER_AGE = 18
const HELPER_AGE = tk('The preferred helper age must be at least 18.')
const CHILDREN_AGES_INVALID = tk(
  'Please enter valid numbers for children ages, separated by commas.',
)

function count(defaultValue: number, max = 99) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: NON_NEGATIVE })
      .int(NON_NEGATIVE)
      .min(0, NON_NEGATIVE)
      .max(max, NON_NEGATIVE)
      .default(defaultValue),
  )
}

function optionalCount(min: number, max: number, message: string) {
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  )
}

function requiredText(message: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .min(1, { message, abort: true })
      .max(max, tk('This text is too long.')),
  )
}

function valueList<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    toList,
    z
      .array(z.enum(values, { error: tk('Choose one of the options.') }))
      .max(values.length)
      .refine(
        (items) => new Set(items).size === items.length,
        tk('Each option can be chosen once.'),
      ),
  )
}

/**
 * `children_ages` as a list of integers, or the form's comma-separated text ("3, 7"). Anything
 * that is not a list of ages becomes null, which the schema refuses with the §5 message.
 */
export function parseChildrenAges(value: unknown): unknown {
  if (value === undefined || value === null) return []
  const items = typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value
  if (!Array.isArray(items)) return null
  const ages: number[] = []
  for (const item of items as unknown[]) {
    const text =
      typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : ''
    if (!/^\d{1,2}$/.test(text)) return null
    ages.push(Number(text))
  }
  return ages
}

const ChildrenAgesSchema = z.preprocess(
  parseChildrenAges,
  z.array(z.number().int().min(0), { error: CHILDREN_AGES_INVALID }).max(20, CHILDREN_AGES_INVALID),
)

type CrossFieldValues = Record<string, unknown>

function areNumbers(value: unknown, ...keys: string[]): boolean {
  const values = value as CrossFieldValues
  return keys.every((key) => typeof values[key] === 'number')
}

/**
 * `POST /employer/postings/` and `PUT /employer/postings/{uid}/`: every writable field of a
 * posting, with the §9 defaults. `view_count`, `employer_profile_uid`, `subscription_status`,
 * `applications` and `created_at` are not part of it, so a client can never set them.
 */
export const JobPostingInputSchema = z
  .object({
    job_title: requiredText(tk('Job title is required.'), 120),
    profile_type: z.preprocess(
      blankToUndefined,
      z.enum(JOB_PROFILE_TYPES, { error: tk('Profile type is required.') }),
    ),
    job_description: requiredText(tk('Job description is required.'), 4000),
    job_description_notes: optionalText(2000),
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(JOB_STATUSES, { error: tk('Choose one of the options.') })
        .default(JOB_DEFAULTS.status),
    ),
    expected_start_date: z.preprocess(
      blankToUndefined,
      z
        .string({ error: tk('Expected start date is required.') })
        .refine(isCalendarDate, tk('Enter a date as YYYY-MM-DD.')),
    ),
    flexibility_on_days: count(JOB_DEFAULTS.flexibility_on_days, 365),
    contract_type: z.preprocess(
      blankToUndefined,
      z
        .enum(CONTRACT_TYPES, { error: tk('Choose one of the options.') })
        .default(JOB_DEFAULTS.contract_type),
    ),
    day_off_options: valueList(DAY_OFF_OPTIONS),
    languages: valueList(SPOKEN_LANGUAGES),
    main_skills: valueList(MAIN_SKILLS),
    cooking_skills: valueList(COOKING_SKILLS),
    other_skills: valueList(OTHER_SKILLS),
    personality_traits: valueList(PERSONALITY_TRAITS),
    budget_lower: optionalCount(0, MAX_BUDGET_HKD, tk('Enter a whole amount in HK$.')),
    budget_upper: optionalCount(0, MAX_BUDGET_HKD, tk('Enter a whole amount in HK$.')),
    currency: z.preprocess(
      blankToUndefined,
      z.literal('HKD', { error: tk('Salaries are in HKD.') }).default(JOB_DEFAULTS.currency),
    ),
    accommodation: z.preprocess(
      blankToUndefined,
      z.enum(ACCOMMODATIONS, { error: tk('Choose one of the options.') }).optional(),
    ),
    number_of_adults: count(JOB_DEFAULTS.number_of_adults),
    number_of_children: count(JOB_DEFAULTS.number_of_children),
    children_ages: ChildrenAgesSchema,
    number_of_elderly: count(0),
    about_our_family: optionalText(2000),
    residence_type: z.preprocess(
      blankToUndefined,
      z.enum(RESIDENCE_TYPES, { error: tk('Choose one of the options.') }).optional(),
    ),
    residence_size_sqft: optionalCount(0, 100_000, NON_NEGATIVE),
    location_area: z.preprocess(
      blankToUndefined,
      z.enum(LOCATION_AREAS, { error: tk('Choose one of the options.') }).optional(),
    ),
    /** The employer's nationality, a country code. */
    nationality: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, tk('Choose a country.'))
        .default(JOB_DEFAULTS.nationality),
    ),
    number_of_dogs: count(0),
    number_of_cats: count(0),
    other_pets_details: optionalText(500),
    preferred_helper_nationality: valueList(PREFERRED_NATIONALITIES),
    preferred_religion: valueList(PREFERRED_RELIGIONS),
    /** Years of experience wanted. */
    preferred_helper_experience: optionalCount(0, 50, NON_NEGATIVE),
    preferred_helper_age_lower: optionalCount(MIN_HELPER_AGE, 99, HELPER_AGE),
    preferred_helper_age_upper: optionalCount(MIN_HELPER_AGE, 99, HELPER_AGE),
    existing_helper: z.preprocess(
      blankToUndefined,
      z
        .union([z.boolean(), z.enum(['true', 'false'])])
        .transform((value) => value === true || value === 'true')
        .default(false),
    ),
  })
  // Cross-field rules run even when another field failed (`when`), so a form shows them at once.
  .refine(
    (input) =>
      input.budget_lower === undefined ||
      input.budget_upper === undefined ||
      input.budget_upper >= input.budget_lower,
    {
      path: ['budget_upper'],
      message: tk('Upper budget limit cannot be less than the lower limit.'),
      when: (payload) => areNumbers(payload.value, 'budget_lower', 'budget_upper'),
    },
  )
  .refine((input) => input.number_of_children === 0 || input.children_ages.length > 0, {
    path: ['children_ages'],
    message: tk('Please specify the ages of the children.'),
    when: (payload) => {
      const values = payload.value as CrossFieldValues
      return typeof values.number_of_children === 'number' && Array.isArray(values.children_ages)
    },
  })
  .refine(
    (input) =>
      input.preferred_helper_age_lower === undefined ||
      input.preferred_helper_age_upper === undefined ||
      input.preferred_helper_age_upper >= input.preferred_helper_age_lower,
    {
      path: ['preferred_helper_age_upper'],
      message: tk('The oldest preferred age cannot be below the youngest.'),
      when: (payload) =>
        areNumbers(payload.value, 'preferred_helper_age_lower', 'preferred_helper_age_upper'),
    },
  )
export type JobPostingInput = z.infer<typeof JobPostingInputSchema>
/** What a form holds before parsing (text inputs, a comma-separated `children_ages`). */
export type JobPostingFormValues = z.input<typeof JobPostingInputSchema>

const nullableText = z.string().nullable()

/** Who posted: `company_name` is null while employer profiles have no company. */
export const EmployerProfileDetailsSchema = z.object({
  company_name: nullableText,
  contact_person_name: nullableText,
})
export type EmployerProfileDetails = z.infer<typeof EmployerProfileDetailsSchema>

/** The caller's own application to a posting (helpers), or null. */
export const MyApplicationSchema = z
  .object({ uid: z.string(), status: z.enum(APPLICATION_STATUSES) })
  .nullable()
export type MyApplication = z.infer<typeof MyApplicationSchema>

/**
 * An application as a posting lists it: every one to the owner, only the caller's own to a
 * helper, none to anyone else.
 */
export const PostingApplicationSchema = z.object({
  uid: z.string(),
  helper_profile_uid: z.string(),
  status: z.enum(APPLICATION_STATUSES),
})
export type PostingApplication = z.infer<typeof PostingApplicationSchema>

/**
 * A posting as read (`GET /employer/postings/{uid}`, `GET /jobs/{uid}/`, the create and update
 * answers, each item of `GET /employer/postings/`). `status` is the effective status: an ACTIVE
 * posting not edited for `JOB_LIFETIME_DAYS` reads EXPIRED. `view_count` is present only to the
 * owner on a monthly or premium plan (docs/spec/marketplace.md §2 "My postings").
 */
export const JobPostingSchema = z.object({
  uid: z.string(),
  job_title: z.string(),
  profile_type: z.enum(JOB_PROFILE_TYPES),
  job_description: z.string(),
  job_description_notes: nullableText,
  status: z.enum(JOB_STATUSES),
  expected_start_date: z.string(),
  flexibility_on_days: z.number().int(),
  contract_type: z.enum(CONTRACT_TYPES),
  day_off_options: z.array(z.enum(DAY_OFF_OPTIONS)),
  day_off_options_display: z.array(z.string()),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)),
  languages_display: z.array(z.string()),
  main_skills: z.array(z.enum(MAIN_SKILLS)),
  main_skills_display: z.array(z.string()),
  cooking_skills: z.array(z.enum(COOKING_SKILLS)),
  cooking_skills_display: z.array(z.string()),
  other_skills: z.array(z.enum(OTHER_SKILLS)),
  other_skills_display: z.array(z.string()),
  personality_traits: z.array(z.enum(PERSONALITY_TRAITS)),
  personality_traits_display: z.array(z.string()),
  budget_lower: z.number().int().nullable(),
  budget_upper: z.number().int().nullable(),
  currency: z.literal('HKD'),
  accommodation: z.enum(ACCOMMODATIONS).nullable(),
  employer_profile_uid: z.string(),
  number_of_adults: z.number().int(),
  number_of_children: z.number().int(),
  children_ages: z.array(z.number().int()),
  number_of_elderly: z.number().int(),
  about_our_family: nullableText,
  residence_type: z.enum(RESIDENCE_TYPES).nullable(),
  residence_size_sqft: z.number().int().nullable(),
  location_area: z.enum(LOCATION_AREAS).nullable(),
  nationality: z.string(),
  number_of_dogs: z.number().int(),
  number_of_cats: z.number().int(),
  other_pets_details: nullableText,
  preferred_helper_nationality: z.array(z.enum(PREFERRED_NATIONALITIES)),
  preferred_helper_nationality_display: z.array(z.string()),
  preferred_religion: z.array(z.enum(PREFERRED_RELIGIONS)),
  preferred_religion_display: z.array(z.string()),
  preferred_helper_experience: z.number().int().nullable(),
  preferred_helper_age_lower: z.number().int().nullable(),
  preferred_helper_age_upper: z.number().int().nullable(),
  existing_helper: z.boolean(),
  view_count: z.number().int().optional(),
  /** The poster's active plan (ranking and badge), or null without active access. */
  subscription_status: z.enum(PLAN_IDS).nullable(),
  /** The poster's premium plan is running: the "Trusted employer" badge (§9). */
  trusted_employer: z.boolean(),
  applications: z.array(PostingApplicationSchema),
  /** Number of applications, withdrawn ones included: the owner only. */
  applications_count: z.number().int().optional(),
  employer_profile_details: EmployerProfileDetailsSchema,
  my_application: MyApplicationSchema,
  /** True when the caller posted it (the page offers Edit). */
  is_owner: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type JobPosting = z.infer<typeof JobPostingSchema>

/** `PUT /employer/postings/{uid}/` (docs/spec/marketplace.md §7: "update returns success, data, error"). */
export const JobPostingUpdateResponseSchema = z.object({
  success: z.literal(true),
  data: JobPostingSchema,
  error: z.null(),
})
export type JobPostingUpdateResponse = z.infer<typeof JobPostingUpdateResponseSchema>

/** `GET /employer/postings/`: the caller's own postings, newest first, 10 a page. */
export const JobPostingPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(JobPostingSchema),
})
export type JobPostingPage = z.infer<typeof JobPostingPageSchema>

/** `GET /employer/postings/` query. */
export const EmployerPostingsQuerySchema = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: tk('Invalid page.') })
      .int(tk('Invalid page.'))
      .min(1, tk('Invalid page.'))
      .max(100_000, tk('Invalid page.'))
      .default(1),
  ),
})
export type EmployerPostingsQuery = z.infer<typeof EmployerPostingsQuerySchema>

/**
 * One card of `GET /jobs/` (docs/spec/marketplace.md §3 "Job as listed to helpers", plus what
 * the card shows). `applications` holds only the caller's own application.
 */
export const JobListItemSchema = z.object({
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  employer_profile_details: EmployerProfileDetailsSchema,
  location_area: z.enum(LOCATION_AREAS).nullable(),
  contract_type: z.enum(CONTRACT_TYPES),
  accommodation: z.enum(ACCOMMODATIONS).nullable(),
  status: z.enum(JOB_STATUSES),
  main_skills: z.array(z.enum(MAIN_SKILLS)),
  main_skills_display: z.array(z.string()),
  subscription_status: z.enum(PLAN_IDS).nullable(),
  /** The poster's premium plan is running: the "Trusted employer" badge (§9). */
  trusted_employer: z.boolean(),
  applications: z.array(PostingApplicationSchema),
  budget_lower: z.number().int().nullable(),
  budget_upper: z.number().int().nullable(),
  currency: z.literal('HKD'),
  expected_start_date: z.string(),
  created_at: z.string(),
  my_application: MyApplicationSchema,
})
export type JobListItem = z.infer<typeof JobListItemSchema>

/** docs/spec/marketplace.md §9 "premium … homepage featured": at most this many on the home page. */
export const FEATURED_JOBS_LIMIT = 6

/** `GET /jobs/featured/`: premium employers' ACTIVE postings, newest first (public). */
export const FeaturedJobsSchema = z.object({ results: z.array(JobListItemSchema) })
export type FeaturedJobs = z.infer<typeof FeaturedJobsSchema>

/** `GET /jobs/`: DRF pagination, `JOB_SEARCH_PAGE_SIZE` a page. */
export const JobListPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(JobListItemSchema),
})
export type JobListPage = z.infer<typeof JobListPageSchema>

function oneOf<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional())
}

function amount(message: string) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(MAX_BUDGET_HKD, message)
      .optional(),
  )
}

/**
 * `GET /jobs/` query (docs/spec/marketplace.md §5 "Job search filters", run on the server).
 * `search` matches title, description and area without regard to case or accents; `skills`
 * are the posting's main skills, all required; `salary_min`/`salary_max` overlap the budget.
 */
export const JobSearchQuerySchema = z
  .object({
    search: z.preprocess(
      blankToUndefined,
      z.string().trim().max(100, tk('The search text is too long.')).optional(),
    ),
    location_area: oneOf(LOCATION_AREAS, tk('Unknown area.')),
    contract_type: oneOf(CONTRACT_TYPES, tk('Unknown contract type.')),
    accommodation: oneOf(ACCOMMODATIONS, tk('Unknown accommodation preference.')),
    status: z.preprocess(
      blankToUndefined,
      z.enum(JOB_SEARCH_STATUSES, { error: tk('Unknown job status.') }).default('ACTIVE'),
    ),
    skills: z.preprocess(
      toList,
      z.array(z.enum(MAIN_SKILLS, { error: tk('Unknown skill.') })).max(MAIN_SKILLS.length),
    ),
    salary_min: amount(tk('Salary bounds must be whole HK$ amounts.')),
    salary_max: amount(tk('Salary bounds must be whole HK$ amounts.')),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: tk('Invalid page.') })
        .int(tk('Invalid page.'))
        .min(1, tk('Invalid page.'))
        .max(100_000, tk('Invalid page.'))
        .default(1),
    ),
  })
  .refine(
    (query) =>
      query.salary_min === undefined ||
      query.salary_max === undefined ||
      query.salary_min <= query.salary_max,
    { message: tk('The lowest salary cannot be above the highest.'), path: ['salary_max'] },
  )
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>
