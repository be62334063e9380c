import type { HelperProfileDetails, JobApplication } from '@hearth/shared/applications'
import { ageOn, hongKongToday } from '@hearth/shared/form-values'
import {
  COOKING_LABELS,
  LANGUAGE_LABELS,
  SKILL_LABELS,
  TRAIT_LABELS,
} from '@hearth/shared/helper-options'
import type { Language } from '@hearth/shared/i18n-keys'
import {
  DAY_OFF_OPTION_LABELS,
  PLAN_IDS,
  PREFERRED_NATIONALITY_LABELS,
  PREFERRED_RELIGION_LABELS,
  type ApplicationStatus,
  type PlanId,
} from '@hearth/shared/job-options'
import type { JobListItem, JobPosting, MyApplication } from '@hearth/shared/jobs'
import { translate } from '@hearth/shared/translate'
import type { findHelperProfiles } from '../helpers/helpers.service'
import type { ApplicationRow } from './applications.repository'
import { badgeOf, moderationOf } from '../../lib/moderation'
import type { EmployerFacts } from './employer-facts'
import { effectiveStatus, type PostingRow } from './jobs.mapping'

export type HelperRow = Awaited<ReturnType<typeof findHelperProfiles>>[number]

/** What the caller may see of a posting. */
export type PostingView = {
  lang: Language
  now: Date
  isOwner: boolean
  /** The owner on a monthly or premium plan (docs/spec/marketplace.md §2). */
  showViewCount: boolean
  /** Every application to the owner; the caller's own to a helper; none to anyone else. */
  applications: ApplicationRow[]
  myApplication: ApplicationRow | undefined
  employer: EmployerFacts
}

function displayOf<K extends string>(
  values: readonly string[],
  labels: Record<K, string>,
  lang: Language,
): string[] {
  return values.map((value) => translate(labels[value as K] ?? value, lang))
}

function whole(cents: number | null): number | null {
  return cents === null ? null : Math.round(cents / 100)
}

/** The poster's plan while it runs, for ranking and the badge. */
export function subscriptionStatusOf(row: PostingRow, now: Date): PlanId | null {
  if (row.planRank < 1 || !row.planEndsAt || row.planEndsAt <= now) return null
  return PLAN_IDS[row.planRank - 1] ?? null
}

function myApplicationOf(row: ApplicationRow | undefined): MyApplication {
  return row ? { uid: row.uid, status: row.status as ApplicationStatus } : null
}

function postingApplicationsOf(rows: ApplicationRow[]) {
  return rows.map((row) => ({
    uid: row.uid,
    helper_profile_uid: row.helperProfileUid,
    status: row.status as ApplicationStatus,
  }))
}

export function presentPosting(row: PostingRow, view: PostingView): JobPosting {
  const { lang } = view
  return {
    uid: row.uid,
    job_title: row.jobTitle,
    profile_type: row.profileType as JobPosting['profile_type'],
    job_description: row.jobDescription,
    job_description_notes: row.jobDescriptionNotes,
    status: effectiveStatus(row, view.now),
    expected_start_date: row.expectedStartDate,
    flexibility_on_days: row.flexibilityOnDays,
    contract_type: row.contractType as JobPosting['contract_type'],
    day_off_options: row.dayOffOptions as JobPosting['day_off_options'],
    day_off_options_display: displayOf(row.dayOffOptions, DAY_OFF_OPTION_LABELS, lang),
    languages: row.languages as JobPosting['languages'],
    languages_display: displayOf(row.languages, LANGUAGE_LABELS, lang),
    main_skills: row.mainSkills as JobPosting['main_skills'],
    main_skills_display: displayOf(row.mainSkills, SKILL_LABELS, lang),
    cooking_skills: row.cookingSkills as JobPosting['cooking_skills'],
    cooking_skills_display: displayOf(row.cookingSkills, COOKING_LABELS, lang),
    other_skills: row.otherSkills as JobPosting['other_skills'],
    other_skills_display: displayOf(row.otherSkills, SKILL_LABELS, lang),
    personality_traits: row.personalityTraits as JobPosting['personality_traits'],
    personality_traits_display: displayOf(row.personalityTraits, TRAIT_LABELS, lang),
    budget_lower: whole(row.budgetLowerCents),
    budget_upper: whole(row.budgetUpperCents),
    currency: 'HKD',
    accommodation: row.accommodation as JobPosting['accommodation'],
    employer_profile_uid: row.employerProfileUid,
    number_of_adults: row.numberOfAdults,
    number_of_children: row.numberOfChildren,
    children_ages: row.childrenAges,
    number_of_elderly: row.numberOfElderly,
    about_our_family: row.aboutOurFamily,
    residence_type: row.residenceType as JobPosting['residence_type'],
    residence_size_sqft: row.residenceSizeSqft,
    location_area: row.locationArea as JobPosting['location_area'],
    nationality: row.nationality,
    number_of_dogs: row.numberOfDogs,
    number_of_cats: row.numberOfCats,
    other_pets_details: row.otherPetsDetails,
    preferred_helper_nationality:
      row.preferredHelperNationality as JobPosting['preferred_helper_nationality'],
    preferred_helper_nationality_display: displayOf(
      row.preferredHelperNationality,
      PREFERRED_NATIONALITY_LABELS,
      lang,
    ),
    preferred_religion: row.preferredReligion as JobPosting['preferred_religion'],
    preferred_religion_display: displayOf(row.preferredReligion, PREFERRED_RELIGION_LABELS, lang),
    preferred_helper_experience: row.preferredHelperExperience,
    preferred_helper_age_lower: row.preferredHelperAgeLower,
    preferred_helper_age_upper: row.preferredHelperAgeUpper,
    existing_helper: row.existingHelper,
    ...(view.showViewCount ? { view_count: row.viewCount } : {}),
    subscription_status: subscriptionStatusOf(row, view.now),
    trusted_employer: subscriptionStatusOf(row, view.now) === 'premium',
    applications: postingApplicationsOf(view.applications),
    ...(view.isOwner
      ? { applications_count: view.applications.length, moderation: moderationOf(row) }
      : {}),
    employer_profile_details: {
      company_name: null,
      contact_person_name: view.employer.contactPersonName,
    },
    ...badgeOf(view.employer),
    my_application: myApplicationOf(view.myApplication),
    is_owner: view.isOwner,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** A card of the helper job search (docs/spec/marketplace.md §3 "Job as listed to helpers"). */
export function presentListItem(
  row: PostingRow,
  view: Pick<PostingView, 'lang' | 'now' | 'myApplication' | 'employer'>,
): JobListItem {
  return {
    uid: row.uid,
    title: row.jobTitle,
    description: row.jobDescription,
    employer_profile_details: {
      company_name: null,
      contact_person_name: view.employer.contactPersonName,
    },
    ...badgeOf(view.employer),
    location_area: row.locationArea as JobListItem['location_area'],
    contract_type: row.contractType as JobListItem['contract_type'],
    accommodation: row.accommodation as JobListItem['accommodation'],
    status: effectiveStatus(row, view.now),
    main_skills: row.mainSkills as JobListItem['main_skills'],
    main_skills_display: displayOf(row.mainSkills, SKILL_LABELS, view.lang),
    subscription_status: subscriptionStatusOf(row, view.now),
    trusted_employer: subscriptionStatusOf(row, view.now) === 'premium',
    applications: postingApplicationsOf(view.myApplication ? [view.myApplication] : []),
    budget_lower: whole(row.budgetLowerCents),
    budget_upper: whole(row.budgetUpperCents),
    currency: 'HKD',
    expected_start_date: row.expectedStartDate,
    created_at: row.createdAt.toISOString(),
    my_application: myApplicationOf(view.myApplication),
  }
}

export function presentHelperDetails(
  uid: string,
  helper: HelperRow | undefined,
  now: Date,
): HelperProfileDetails {
  return {
    uid,
    first_name: helper?.firstName ?? null,
    last_name: helper?.lastName ?? null,
    nationality: helper?.nationality ?? null,
    age: helper?.birthdate ? ageOn(helper.birthdate, hongKongToday(now)) : null,
    expected_salary:
      helper?.expectedSalaryCents === null || helper?.expectedSalaryCents === undefined
        ? null
        : helper.expectedSalaryCents / 100,
    currency: helper?.currency ?? null,
    availability_date: helper?.availabilityDate ?? null,
  }
}

/** An application; `employer_notes` only to the posting's owner. */
export function presentApplication(
  row: ApplicationRow,
  context: {
    jobTitle: string
    helper: HelperRow | undefined
    forOwner: boolean
    now: Date
    /** The helper's account e-mail, shown to the owner of a HIRED application only. */
    helperEmail?: string | undefined
  },
): JobApplication {
  const hiredBy = context.forOwner && row.status === 'HIRED' && context.helperEmail
  return {
    uid: row.uid,
    job_posting: row.jobPostingUid,
    job_posting_uid: row.jobPostingUid,
    job_title: context.jobTitle,
    helper_profile: row.helperProfileUid,
    helper_profile_details: presentHelperDetails(row.helperProfileUid, context.helper, context.now),
    employer_profile_uid: row.employerProfileUid,
    status: row.status as ApplicationStatus,
    application_date: row.applicationDate.toISOString(),
    cover_letter: row.coverLetter,
    helper_notes: row.helperNotes,
    ...(context.forOwner ? { employer_notes: row.employerNotes } : {}),
    ...(hiredBy ? { helper_email: hiredBy } : {}),
    updated_at: row.updatedAt.toISOString(),
  }
}
