import { z } from 'zod'
import { ModerationSchema } from './moderation'
import { blankOrNumeric } from './form-values'
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
  JOB_PROFILE_TYPES,
  JOB_STATUSES,
  LOCATION_AREAS,
  PLAN_IDS,
  PREFERRED_NATIONALITIES,
  PREFERRED_RELIGIONS,
  RESIDENCE_TYPES,
} from './job-options'

// A posting as read, and the employer's own postings (docs/spec/marketplace.md §3 "Job posting",
// §2 "My postings"). Importers use `@hearth/shared/jobs`, which re-exports it.

/** The employer's own postings (`GET /employer/postings/`) use the same page size. */
export const EMPLOYER_POSTINGS_PAGE_SIZE = 10

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
  /** The owner only: set while Hearth hides the posting after a report. */
  moderation: ModerationSchema.optional(),
  employer_profile_details: EmployerProfileDetailsSchema,
  /** The employer's badge: Hearth checked their identity and address on `verified_at` (issue 24). */
  verified: z.boolean(),
  verified_at: z.string().nullable(),
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
    blankOrNumeric,
    z.coerce
      .number({ error: tk('Invalid page.') })
      .int(tk('Invalid page.'))
      .min(1, tk('Invalid page.'))
      .max(100_000, tk('Invalid page.'))
      .default(1),
  ),
})
export type EmployerPostingsQuery = z.infer<typeof EmployerPostingsQuerySchema>
