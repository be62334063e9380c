import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import { API_BASE_PATH } from '@hearth/shared/config'
import { ageOn, hongKongToday } from '@hearth/shared/form-values'
import { SAVED_HELPER_CATEGORIES, type SavedHelperCategory } from '@hearth/shared/helper-search'
import type { HelperListItem, HelperProfile, SavedCategoryEntry } from '@hearth/shared/helpers'
import { badgeOf, moderationOf } from '../../lib/moderation'
import type { employerSavedHelpers, helperProfiles } from '../../db/schema'

export type HelperRow = typeof helperProfiles.$inferSelect
export type SavedRow = typeof employerSavedHelpers.$inferSelect

/** Who is looking decides what the response may hold; the page never has to hide anything. */
export type Viewer =
  | { kind: 'owner' }
  | { kind: 'employer'; hasActiveAccess: boolean; saved: SavedRow[] }
  | { kind: 'public' }

/** A URL the web fetches as is: API prefix, path, and a version that changes with the file. */
function fileUrl(
  pattern: (typeof API_PATHS.helpers)['photo' | 'thumbnail' | 'passport'],
  uid: string,
  key: string | null,
  versioned = true,
): string | null {
  if (!key) return null
  const url = `${API_BASE_PATH}${apiPath(pattern, { id: uid })}`
  return versioned ? `${url}?v=${fileVersion(key)}` : url
}

function cents(value: number | null): number | null {
  return value === null ? null : value / 100
}

function fileVersion(key: string): string {
  return key.split('/').pop()?.split('.')[0] ?? ''
}

export function photoUrls(row: HelperRow) {
  return {
    image_url: fileUrl(API_PATHS.helpers.photo, row.uid, row.photoKey),
    thumbnail_url: fileUrl(API_PATHS.helpers.thumbnail, row.uid, row.thumbnailKey),
  }
}

/** In the fixed order of the category list, so badges never jump around. */
export function presentSaved(saved: SavedRow[]): SavedCategoryEntry[] {
  const rank = (category: string) =>
    (SAVED_HELPER_CATEGORIES as readonly string[]).indexOf(category)
  return [...saved]
    .sort((a, b) => rank(a.category) - rank(b.category))
    .map((entry) => ({
      entry_uid: entry.uid,
      // Stored only from a checked SavedHelperInput.
      category: entry.category as SavedHelperCategory,
      notes: entry.notes,
      job_posting_uid: entry.jobPostingUid,
    }))
}

export function fullName(row: Pick<HelperRow, 'firstName' | 'middleName' | 'lastName'>): string {
  return [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ')
}

function ageOf(row: HelperRow, now: Date): number | null {
  return row.birthdate ? ageOn(row.birthdate, hongKongToday(now)) : null
}

/** docs/spec/marketplace.md §3 "Helper profile", trimmed to what `viewer` may see (issue: privacy). */
export function presentHelperProfile(row: HelperRow, viewer: Viewer, now: Date): HelperProfile {
  const isOwner = viewer.kind === 'owner'
  const seesContacts = isOwner || (viewer.kind === 'employer' && viewer.hasActiveAccess)
  return {
    uid: row.uid,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    ...photoUrls(row),
    age: ageOf(row, now),
    nationality: row.nationality,
    religion: row.religion,
    gender: row.gender,
    marital_status: row.maritalStatus,
    children_text: row.childrenText,
    education_level: row.educationLevel,
    horoscope: row.horoscope,
    languages: row.languages,
    main_skills: row.mainSkills,
    cooking_skills: row.cookingSkills,
    other_skills: row.otherSkills,
    personality_traits: row.personalityTraits,
    day_off: row.dayOff,
    work_experience_text: row.workExperienceYears,
    experience_text: row.experienceText,
    job_title: row.jobTitle,
    job_seeking: row.jobSeeking,
    profile_type: row.profileType,
    contract_status: row.contractStatus,
    current_salary: cents(row.currentSalaryCents),
    expected_salary: cents(row.expectedSalaryCents),
    currency: row.currency,
    availability_date: row.availabilityDate,
    lastjob_location: row.lastjobLocation,
    last_date_in_hongkong: row.lastDateInHongkong,
    accommodation: row.accommodation,
    about_me: row.aboutMe,
    past_experiences: row.pastExperiences,
    education_experiences: row.educationExperiences,
    isDraft: row.isDraft,
    show_in_search_engines: row.showInSearchEngines,
    ...badgeOf(row),
    updated_at: row.updatedAt.toISOString(),
    ...(seesContacts
      ? { phone_contact: row.phoneContact, whatsapp_contact: row.whatsappContact }
      : {}),
    contact_locked: !seesContacts && viewer.kind === 'employer',
    ...(isOwner
      ? {
          birthdate: row.birthdate,
          bank_account: row.bankAccount,
          referred_by: row.referredBy,
          passport_url: fileUrl(API_PATHS.helpers.passport, row.uid, row.passportKey, false),
          moderation: moderationOf(row),
        }
      : {}),
    ...(viewer.kind === 'employer'
      ? { employer_interaction_context: { saved_by_employer: presentSaved(viewer.saved) } }
      : {}),
  }
}

/** docs/spec/marketplace.md §3 "Helper as listed in search". */
export function presentHelperListItem(
  row: HelperRow,
  saved: SavedRow[] | undefined,
  now: Date,
): HelperListItem {
  return {
    id: row.uid,
    fullName: fullName(row),
    profileImage: photoUrls(row).thumbnail_url,
    nationality: row.nationality,
    age: ageOf(row, now),
    yearsOfExperience: row.workExperienceYears,
    ...badgeOf(row),
    skills: row.mainSkills,
    expectedSalary: cents(row.expectedSalaryCents),
    horoscope: row.horoscope,
    ...(saved ? { employer_interaction_context: { saved_by_employer: presentSaved(saved) } } : {}),
  }
}
