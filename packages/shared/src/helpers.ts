import { z } from 'zod'
import { ModerationSchema } from './moderation'
import { CONTRACT_STATUSES } from './helper-options'
import { HelperProfileInputSchema } from './helper-profile'
import { SAVED_HELPER_CATEGORIES } from './helper-search'

// The helpers capability's contract: what each route sends, and the body of profile writes. The
// input rules it builds on live beside it (`helper-profile.ts` for the two-step form,
// `helper-search.ts` for search and categories, `helper-options.ts` for the enumerations), because
// the web's forms use them on their own.

/**
 * What `POST /helpers/profiles/` and `PUT /helpers/profiles/{id}/` accept: the profile input and
 * `remove_photo`; the photo and passport files come as multipart parts beside it.
 */
export const HelperProfileFormInputSchema = HelperProfileInputSchema.extend({
  remove_photo: z.preprocess((v) => v === true || v === 'true', z.boolean()).optional(),
})

/** One category an employer gave a helper, as the helper's card and page show it. */
export const SavedCategoryEntrySchema = z.object({
  entry_uid: z.string(),
  category: z.enum(SAVED_HELPER_CATEGORIES),
  notes: z.string().nullable(),
  job_posting_uid: z.string().nullable(),
})
export type SavedCategoryEntry = z.infer<typeof SavedCategoryEntrySchema>

/** Employers only: their categories on this helper, in SAVED_HELPER_CATEGORIES order. */
export const InteractionContextSchema = z.object({
  saved_by_employer: z.array(SavedCategoryEntrySchema),
})
export type InteractionContext = z.infer<typeof InteractionContextSchema>

/** One card of `GET /helpers/profiles/` (docs/spec/marketplace.md §3 "Helper as listed in search"). */
export const HelperListItemSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  profileImage: z.string().nullable(),
  nationality: z.string().nullable(),
  age: z.number().int().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  /** Hearth checked her identity and visa (issue 24). */
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  skills: z.array(z.string()),
  expectedSalary: z.number().nullable(),
  horoscope: z.string().nullable(),
  employer_interaction_context: InteractionContextSchema.optional(),
})
export type HelperListItem = z.infer<typeof HelperListItemSchema>

/** `GET /helpers/profiles/`: one page of cards with the links to its neighbours. */
export const HelperListPageSchema = z.object({
  /**
   * Exact up to 10,000 matches; above that an estimate, and `count_is_exact` is false (issue 28),
   * unless the count is known exactly at any size (no filter; one name word, ADR 0031).
   */
  count: z.number().int(),
  count_is_exact: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(HelperListItemSchema),
})
export type HelperListPage = z.infer<typeof HelperListPageSchema>

/** `POST /applications/employer-saved-helpers/`: the new entry and the helper's whole list after exclusions. */
export const AddCategoryResponseSchema = z.object({
  success: z.literal(true),
  error: z.null(),
  data: z.object({
    uid: z.string(),
    helper_profile: z.string(),
    category: z.enum(SAVED_HELPER_CATEGORIES),
    categories: z.array(SavedCategoryEntrySchema),
  }),
})
export type AddCategoryResponse = z.infer<typeof AddCategoryResponseSchema>

/** `DELETE /applications/employer-saved-helpers/{id}/`: the helper's list after the removal. */
export const RemoveCategoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ categories: z.array(SavedCategoryEntrySchema) }),
})
export type RemoveCategoryResponse = z.infer<typeof RemoveCategoryResponseSchema>

const nullableText = z.string().nullable()

/** A stored education record as the API sends it back. */
export const EducationRecordSchema = z.object({
  school: z.string(),
  qualification: z.string().optional(),
  date_from: z.string(),
  date_to: z.string(),
})

/** A stored past experience as the API sends it back. */
export const PastExperienceRecordSchema = z.object({
  job_title: z.string(),
  contract_status: z.enum(CONTRACT_STATUSES),
  experience_text: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  location: z.string(),
})

/**
 * `GET /helpers/profiles/{id}/` and the owner's `/me/` (docs/spec/marketplace.md §3 "Helper
 * profile"). What the caller may not see is absent: contacts without an active plan, the
 * owner-only fields to anyone else, categories to anyone but an employer.
 */
export const HelperProfileSchema = z.object({
  uid: z.string(),
  first_name: nullableText,
  middle_name: nullableText,
  last_name: nullableText,
  image_url: nullableText,
  thumbnail_url: nullableText,
  age: z.number().int().nullable(),
  nationality: nullableText,
  religion: nullableText,
  gender: nullableText,
  marital_status: nullableText,
  children_text: nullableText,
  education_level: nullableText,
  horoscope: nullableText,
  languages: z.array(z.string()),
  main_skills: z.array(z.string()),
  cooking_skills: z.array(z.string()),
  other_skills: z.array(z.string()),
  personality_traits: z.array(z.string()),
  day_off: z.array(z.string()),
  work_experience_text: z.number().int().nullable(),
  experience_text: nullableText,
  job_title: nullableText,
  job_seeking: nullableText,
  profile_type: nullableText,
  contract_status: nullableText,
  /** HK$, whole or with cents. */
  current_salary: z.number().nullable(),
  expected_salary: z.number().nullable(),
  currency: nullableText,
  availability_date: nullableText,
  lastjob_location: nullableText,
  last_date_in_hongkong: nullableText,
  accommodation: nullableText,
  about_me: nullableText,
  past_experiences: z.array(PastExperienceRecordSchema),
  education_experiences: z.array(EducationRecordSchema),
  isDraft: z.boolean(),
  /** False: the public page carries `noindex` and the sitemap leaves the profile out. Public. */
  show_in_search_engines: z.boolean(),
  /** Hearth checked her identity and visa on `verified_at` (issue 24); public. */
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  updated_at: z.string(),
  /** The owner, and employers with an active plan. */
  phone_contact: nullableText.optional(),
  whatsapp_contact: nullableText.optional(),
  /** True for an employer without an active plan: the page offers the plans instead. */
  contact_locked: z.boolean(),
  /** The owner only. */
  birthdate: nullableText.optional(),
  bank_account: nullableText.optional(),
  referred_by: nullableText.optional(),
  passport_url: nullableText.optional(),
  /** The owner only: set while Hearth hides the profile after a report. */
  moderation: ModerationSchema.optional(),
  employer_interaction_context: InteractionContextSchema.optional(),
})
export type HelperProfile = z.infer<typeof HelperProfileSchema>

/** `POST /helpers/profiles/` (201) and `PUT /helpers/profiles/{id}/`: the owner's view after the change. */
export const HelperProfileResponseSchema = z.object({
  success: z.literal(true),
  data: HelperProfileSchema,
  error: z.null(),
})
export type HelperProfileResponse = z.infer<typeof HelperProfileResponseSchema>

/** `GET /helpers/profiles/{id}/photo/` and `…/photo/thumbnail/`: WebP, re-encoded on upload. */
export const HELPER_PHOTO_TYPES = ['image/webp'] as const

/** `GET /helpers/profiles/{id}/passport/`: the copy as uploaded (large photos re-encoded as JPEG). */
export const PASSPORT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
