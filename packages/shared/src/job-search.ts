import { z } from 'zod'
import { blankToUndefined, toList, blankOrNumeric } from './form-values'
import { ACCOMMODATIONS, MAIN_SKILLS } from './helper-options'
import { tk } from './i18n-keys'
import {
  CONTRACT_TYPES,
  JOB_SEARCH_STATUSES,
  JOB_STATUSES,
  LOCATION_AREAS,
  PLAN_IDS,
} from './job-options'
import { MAX_BUDGET_HKD } from './job-posting-input'
import {
  EmployerProfileDetailsSchema,
  MyApplicationSchema,
  PostingApplicationSchema,
} from './job-postings'

// Jobs as listed to helpers: the search, its cards and the featured jobs (docs/spec/marketplace.md
// §3 "Job as listed to helpers", §5 "Job search filters"). Importers use `@hearth/shared/jobs`,
// which re-exports it.

export const JOB_SEARCH_PAGE_SIZE = 10

/**
 * One card of `GET /jobs/` (docs/spec/marketplace.md §3 "Job as listed to helpers", plus what
 * the card shows). `applications` holds only the caller's own application.
 */
export const JobListItemSchema = z.object({
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  employer_profile_details: EmployerProfileDetailsSchema,
  /** The employer's badge: Hearth checked their identity and address on `verified_at` (issue 24). */
  verified: z.boolean(),
  verified_at: z.string().nullable(),
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
    blankOrNumeric,
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
    skills: z
      .preprocess(
        toList,
        z.array(z.enum(MAIN_SKILLS, { error: tk('Unknown skill.') })).max(MAIN_SKILLS.length),
      )
      .default([]),
    salary_min: amount(tk('Salary bounds must be whole HK$ amounts.')),
    salary_max: amount(tk('Salary bounds must be whole HK$ amounts.')),
    page: z.preprocess(
      blankOrNumeric,
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
