import type { Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  HelperOptionalDetailsSchema,
  type HelperOptionalDetails,
} from '@hearth/shared/helper-profile'
import type { HelperProfile } from '@hearth/shared/helpers'

export type EducationForm = {
  school: string
  qualification: string
  date_from: string
  date_to: string
}
export type ExperienceForm = {
  job_title: string
  contract_status: string
  experience_text: string
  date_from: string
  date_to: string
  location: string
}
export type OptionalForm = {
  education_experiences: EducationForm[]
  past_experiences: ExperienceForm[]
  bank_account: string
  show_in_search_engines: boolean
}

/** The schema's own caps (HelperOptionalDetailsSchema). */
export const MAX_EDUCATION = 10
export const MAX_EXPERIENCES = 15

export const EMPTY_EDUCATION: EducationForm = {
  school: '',
  qualification: '',
  date_from: '',
  date_to: '',
}
export const EMPTY_EXPERIENCE: ExperienceForm = {
  job_title: '',
  contract_status: '',
  experience_text: '',
  date_from: '',
  date_to: '',
  location: '',
}

export function optionalFormFrom(profile: HelperProfile | null): OptionalForm {
  return {
    education_experiences: (profile?.education_experiences ?? []).map((item) => ({
      school: item.school ?? '',
      qualification: item.qualification ?? '',
      date_from: item.date_from ?? '',
      date_to: item.date_to ?? '',
    })),
    past_experiences: (profile?.past_experiences ?? []).map((item) => ({
      job_title: item.job_title ?? '',
      contract_status: item.contract_status ?? '',
      experience_text: item.experience_text ?? '',
      date_from: item.date_from ?? '',
      date_to: item.date_to ?? '',
      location: item.location ?? '',
    })),
    bank_account: profile?.bank_account ?? '',
    show_in_search_engines: profile?.show_in_search_engines ?? true,
  }
}

/**
 * Step 2 is checked by the shared `HelperOptionalDetailsSchema`. Its input type reads `unknown`
 * (the fields also accept JSON text from multipart forms), so the form's own shape is named here.
 */
export const optionalDetailsResolver = zodResolver(
  HelperOptionalDetailsSchema,
) as unknown as Resolver<OptionalForm, unknown, HelperOptionalDetails>
