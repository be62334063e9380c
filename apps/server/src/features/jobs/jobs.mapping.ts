import { MAIN_SKILLS } from '@hearth/shared/helper-options'
import { LANGUAGES } from '@hearth/shared/i18n-keys'
import {
  JOB_LIFETIME_DAYS,
  LOCATION_AREA_LABELS,
  PLAN_IDS,
  type JobStatus,
  type LocationArea,
} from '@hearth/shared/job-options'
import type { JobPostingInput } from '@hearth/shared/jobs'
import { translate } from '@hearth/shared/translate'
import type { jobPostings, jobSearch } from '../../db/schema'

export type PostingRow = typeof jobPostings.$inferSelect
export type PostingColumns = Omit<
  typeof jobPostings.$inferInsert,
  'uid' | 'employerProfileUid' | 'viewCount' | 'planRank' | 'planEndsAt' | 'createdAt' | 'updatedAt'
>

const DAY_MS = 86_400_000

/** Lower-cased, without accents or repeated spaces: what `search` compares (both sides). */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Main skills as a bit per position in MAIN_SKILLS (it may only grow at the end). */
export function skillsMaskOf(skills: readonly string[]): number {
  let mask = 0
  for (const skill of skills) {
    const position = (MAIN_SKILLS as readonly string[]).indexOf(skill)
    if (position >= 0) mask |= 1 << position
  }
  return mask
}

/** Title, description and the area's code and names in every language. */
export function searchTextOf(title: string, description: string, area: string | null): string {
  const areaNames = area
    ? [
        area,
        ...LANGUAGES.map((lang) => translate(LOCATION_AREA_LABELS[area as LocationArea], lang)),
      ]
    : []
  return normalizeForSearch([title, description, ...areaNames].join(' '))
}

/** 0 without a plan, then weekly 1, monthly 2, premium 3 (docs/spec/marketplace.md §9). */
export function planRankOf(plan: string | null): number {
  return (PLAN_IDS as readonly string[]).indexOf(plan ?? '') + 1
}

/** The instant before which an ACTIVE posting's last edit makes it EXPIRED. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - JOB_LIFETIME_DAYS * DAY_MS)
}

/** The status people see: ACTIVE past its lifetime reads EXPIRED (derived, no timer). */
export function effectiveStatus(
  row: Pick<PostingRow, 'status' | 'updatedAt'>,
  now: Date,
): JobStatus {
  if (row.status === 'ACTIVE' && row.updatedAt < expiryCutoff(now)) return 'EXPIRED'
  return row.status as JobStatus
}

function cents(amount: number | undefined): number | null {
  return amount === undefined ? null : amount * 100
}

export function inputToColumns(input: JobPostingInput): PostingColumns {
  return {
    jobTitle: input.job_title,
    profileType: input.profile_type,
    jobDescription: input.job_description,
    jobDescriptionNotes: input.job_description_notes ?? null,
    status: input.status,
    expectedStartDate: input.expected_start_date,
    flexibilityOnDays: input.flexibility_on_days,
    contractType: input.contract_type,
    dayOffOptions: input.day_off_options,
    languages: input.languages,
    mainSkills: input.main_skills,
    cookingSkills: input.cooking_skills,
    otherSkills: input.other_skills,
    personalityTraits: input.personality_traits,
    budgetLowerCents: cents(input.budget_lower),
    budgetUpperCents: cents(input.budget_upper),
    currency: input.currency,
    accommodation: input.accommodation ?? null,
    numberOfAdults: input.number_of_adults,
    numberOfChildren: input.number_of_children,
    childrenAges: input.children_ages,
    numberOfElderly: input.number_of_elderly,
    aboutOurFamily: input.about_our_family ?? null,
    residenceType: input.residence_type ?? null,
    residenceSizeSqft: input.residence_size_sqft ?? null,
    locationArea: input.location_area ?? null,
    nationality: input.nationality,
    numberOfDogs: input.number_of_dogs,
    numberOfCats: input.number_of_cats,
    otherPetsDetails: input.other_pets_details ?? null,
    preferredHelperNationality: input.preferred_helper_nationality,
    preferredReligion: input.preferred_religion,
    preferredHelperExperience: input.preferred_helper_experience ?? null,
    preferredHelperAgeLower: input.preferred_helper_age_lower ?? null,
    preferredHelperAgeUpper: input.preferred_helper_age_upper ?? null,
    existingHelper: input.existing_helper,
  }
}

/** The search projection of a posting (see `jobSearch`). */
export function searchRowOf(row: PostingRow): typeof jobSearch.$inferInsert {
  return {
    uid: row.uid,
    status: row.status,
    locationArea: row.locationArea,
    contractType: row.contractType,
    accommodation: row.accommodation,
    skillsMask: skillsMaskOf(row.mainSkills),
    budgetLowerCents: row.budgetLowerCents,
    budgetUpperCents: row.budgetUpperCents,
    planRank: row.planRank,
    planEndsAt: row.planEndsAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    searchText: searchTextOf(row.jobTitle, row.jobDescription, row.locationArea),
  }
}
