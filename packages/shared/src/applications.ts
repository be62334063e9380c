import { z } from 'zod'
import { blankToUndefined, optionalText } from './form-values'
import { tk } from './i18n-keys'
import { APPLICATION_STATUSES, EMPLOYER_SETTABLE_STATUSES } from './job-options'
import { JobPostingSchema } from './jobs'

// The applications half of the jobs capability (docs/spec/employment.md §3 "Application", §4,
// §7; docs/spec/marketplace.md §3 "Job application").

export const COVER_LETTER_MAX_LENGTH = 2000
export const NOTES_MAX_LENGTH = 2000

export const ALREADY_APPLIED = tk('You have already applied to this job.')

const Uid = z.preprocess(
  blankToUndefined,
  z
    .string({ error: tk('This field is required.') })
    .trim()
    .min(1)
    .max(64),
)

/** `POST /applications/job-applications/`: `helper_profile` must be the caller's own profile. */
export const JobApplicationInputSchema = z.object({
  job_posting: Uid,
  helper_profile: Uid,
  cover_letter: optionalText(COVER_LETTER_MAX_LENGTH),
  helper_notes: optionalText(NOTES_MAX_LENGTH),
})
export type JobApplicationInput = z.infer<typeof JobApplicationInputSchema>

/** `PATCH /applications/job-applications/{uid}/update_status/` (the posting's owner). */
export const ApplicationStatusInputSchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(EMPLOYER_SETTABLE_STATUSES, { error: tk('Choose one of the options.') }),
  ),
  /** Left out: the notes stay as they are; empty or null: they are cleared. */
  employer_notes: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(NOTES_MAX_LENGTH, tk('This text is too long.')).nullable().optional(),
  ),
})
export type ApplicationStatusInput = z.infer<typeof ApplicationStatusInputSchema>

/** The applicant as the posting's owner sees them (docs/spec/employment.md §2 "Application review"). */
export const HelperProfileDetailsSchema = z.object({
  uid: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nationality: z.string().nullable(),
  age: z.number().int().nullable(),
  expected_salary: z.number().nullable(),
  currency: z.string().nullable(),
  availability_date: z.string().nullable(),
})
export type HelperProfileDetails = z.infer<typeof HelperProfileDetailsSchema>

/**
 * An application as read. `job_posting` and `job_posting_uid` carry the same uid (the two
 * documents name it differently); `helper_profile` is the applicant's profile uid, which the
 * detail page links to (`/helper/{uid}`, `/chat/{uid}`). `employer_notes` is absent for the
 * helper; `helper_notes` is the helper's own. `helper_email` is the owner's, on HIRED only.
 */
export const JobApplicationSchema = z.object({
  uid: z.string(),
  job_posting: z.string(),
  job_posting_uid: z.string(),
  job_title: z.string(),
  helper_profile: z.string(),
  helper_profile_details: HelperProfileDetailsSchema,
  employer_profile_uid: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  application_date: z.string(),
  cover_letter: z.string().nullable(),
  helper_notes: z.string().nullable(),
  employer_notes: z.string().nullable().optional(),
  /**
   * The e-mail the helper registered with: only to the posting's owner, and only once the
   * application is HIRED, so the "Create contract" page can fill it in (issue 13).
   */
  helper_email: z.string().optional(),
  updated_at: z.string(),
})
export type JobApplication = z.infer<typeof JobApplicationSchema>

/**
 * `GET /applications/job-applications/by-job/{uid}`: to a helper, their own application to the
 * posting (zero or one item); to the owner, every application, newest first.
 */
export const JobApplicationListSchema = z.array(JobApplicationSchema)

/** One posting of `GET /employer/postings/my-with-applications/`, with its applications. */
export const PostingWithApplicationsSchema = JobPostingSchema.omit({ applications: true }).extend({
  applications: z.array(JobApplicationSchema),
})
export type PostingWithApplications = z.infer<typeof PostingWithApplicationsSchema>

/** `GET /employer/postings/my-with-applications/`: every posting of the caller, newest first. */
export const PostingsWithApplicationsSchema = z.array(PostingWithApplicationsSchema)

/**
 * The real-time `notification` event (same event name as chat's) sent to the user's room: to
 * the helper when their application's status changes, to the employer on a new application.
 * `sender_username` and `message_preview` are what chat notifications carry, already in the
 * receiver's language, so one toast can show either.
 */
export const ApplicationNotificationSchema = z.object({
  type: z.enum(['application_status', 'new_application']),
  application_uid: z.string(),
  job_posting_uid: z.string(),
  job_title: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  sender_username: z.string(),
  message_preview: z.string(),
})
export type ApplicationNotification = z.infer<typeof ApplicationNotificationSchema>
