import type { Resolver, UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { JobPostingInputSchema, type JobPosting, type JobPostingInput } from '@hearth/shared/jobs'
import { JOB_DEFAULTS } from '@hearth/shared/job-options'

/** What the job form's inputs hold: text as typed, lists of chosen values, one checkbox. */
export type JobForm = {
  job_title: string
  profile_type: string
  contract_type: string
  status: string
  job_description: string
  job_description_notes: string
  expected_start_date: string
  flexibility_on_days: string
  day_off_options: string[]
  budget_lower: string
  budget_upper: string
  accommodation: string
  location_area: string
  residence_type: string
  residence_size_sqft: string
  number_of_adults: string
  number_of_children: string
  children_ages: string
  number_of_elderly: string
  number_of_dogs: string
  number_of_cats: string
  other_pets_details: string
  about_our_family: string
  nationality: string
  existing_helper: boolean
  languages: string[]
  main_skills: string[]
  cooking_skills: string[]
  other_skills: string[]
  personality_traits: string[]
  preferred_helper_nationality: string[]
  preferred_religion: string[]
  preferred_helper_experience: string
  preferred_helper_age_lower: string
  preferred_helper_age_upper: string
}

export type JobFormApi = UseFormReturn<JobForm, unknown, JobPostingInput>

/**
 * docs/spec/marketplace.md §9 job defaults: 14 days' flexibility, HK, DRAFT. The household
 * counts stay empty until the employer fills them in: a pre-filled "0" would be published as a
 * fact about their home (issue 27), so the schema asks for each one.
 */
export function emptyJobForm(): JobForm {
  return {
    job_title: '',
    profile_type: '',
    contract_type: JOB_DEFAULTS.contract_type,
    status: JOB_DEFAULTS.status,
    job_description: '',
    job_description_notes: '',
    expected_start_date: '',
    flexibility_on_days: String(JOB_DEFAULTS.flexibility_on_days),
    day_off_options: [],
    budget_lower: '',
    budget_upper: '',
    accommodation: '',
    location_area: '',
    residence_type: '',
    residence_size_sqft: '',
    number_of_adults: '',
    number_of_children: '',
    children_ages: '',
    number_of_elderly: '',
    number_of_dogs: '',
    number_of_cats: '',
    other_pets_details: '',
    about_our_family: '',
    nationality: JOB_DEFAULTS.nationality,
    existing_helper: false,
    languages: [],
    main_skills: [],
    cooking_skills: [],
    other_skills: [],
    personality_traits: [],
    preferred_helper_nationality: [],
    preferred_religion: [],
    preferred_helper_experience: '',
    preferred_helper_age_lower: '',
    preferred_helper_age_upper: '',
  }
}

const text = (value: string | null) => value ?? ''
const number = (value: number | null) => (value === null ? '' : String(value))

/** A saved posting as form values (the edit form). */
export function jobFormFrom(posting: JobPosting): JobForm {
  return {
    job_title: posting.job_title,
    profile_type: posting.profile_type,
    contract_type: posting.contract_type,
    status: posting.status,
    job_description: posting.job_description,
    job_description_notes: text(posting.job_description_notes),
    expected_start_date: posting.expected_start_date,
    flexibility_on_days: String(posting.flexibility_on_days),
    day_off_options: posting.day_off_options,
    budget_lower: number(posting.budget_lower),
    budget_upper: number(posting.budget_upper),
    accommodation: text(posting.accommodation),
    location_area: text(posting.location_area),
    residence_type: text(posting.residence_type),
    residence_size_sqft: number(posting.residence_size_sqft),
    number_of_adults: String(posting.number_of_adults),
    number_of_children: String(posting.number_of_children),
    children_ages: posting.children_ages.join(', '),
    number_of_elderly: String(posting.number_of_elderly),
    number_of_dogs: String(posting.number_of_dogs),
    number_of_cats: String(posting.number_of_cats),
    other_pets_details: text(posting.other_pets_details),
    about_our_family: text(posting.about_our_family),
    nationality: posting.nationality,
    existing_helper: posting.existing_helper,
    languages: posting.languages,
    main_skills: posting.main_skills,
    cooking_skills: posting.cooking_skills,
    other_skills: posting.other_skills,
    personality_traits: posting.personality_traits,
    preferred_helper_nationality: posting.preferred_helper_nationality,
    preferred_religion: posting.preferred_religion,
    preferred_helper_experience: number(posting.preferred_helper_experience),
    preferred_helper_age_lower: number(posting.preferred_helper_age_lower),
    preferred_helper_age_upper: number(posting.preferred_helper_age_upper),
  }
}

/**
 * The shared `JobPostingInputSchema` checks the form as typed (text numbers, comma-separated
 * ages) and hands over the body to send. The ages are only asked for when there are children.
 */
export const jobFormResolver = zodResolver(JobPostingInputSchema) as unknown as Resolver<
  JobForm,
  unknown,
  JobPostingInput
>

/** The server names each field as the form does, so its messages land on the same inputs. */
export function serverFieldMap(): Partial<Record<string, keyof JobForm>> {
  const map: Partial<Record<string, keyof JobForm>> = {}
  for (const name of Object.keys(emptyJobForm()) as (keyof JobForm)[]) map[name] = name
  return map
}
