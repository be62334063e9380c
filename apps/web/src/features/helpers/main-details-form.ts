import type { Resolver, UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  HelperMainDetailsSchema,
  HelperProfileInputSchema,
  type HelperMainDetails,
} from '@hearth/shared/helper-profile'
import type { HelperProfile } from '@hearth/shared/helpers'
import { DEFAULT_COUNTRY_CODE, findCountry, type Country } from '../../lib/countries'
import { referralInvite } from '../../lib/referral-invite'
import {
  joinPhone,
  phoneErrors,
  phoneFormResolver,
  splitPhone,
  type PhoneInput,
} from '../../lib/phone'

/** What the step-1 inputs hold: text as typed, phone numbers as a country and digits. */
export type MainForm = {
  profile_type: string
  first_name: string
  middle_name: string
  last_name: string
  nationality: string
  religion: string
  gender: string
  marital_status: string
  children_text: string
  birthdate: string
  education_level: string
  horoscope: string
  languages: string[]
  main_skills: string[]
  cooking_skills: string[]
  other_skills: string[]
  personality_traits: string[]
  day_off: string[]
  accommodation: string
  whatsapp_country: string
  whatsapp_digits: string
  phone_country: string
  phone_digits: string
  job_title: string
  contract_status: string
  experience_text: string
  work_experience_text: string
  current_salary: string
  expected_salary: string
  availability_date: string
  lastjob_location: string
  last_date_in_hongkong: string
  job_seeking: string
  about_me: string
  referred_by: string
}

/** The step-1 form as the sections receive it. */
export type MainFormApi = UseFormReturn<MainForm, unknown, HelperMainDetails>

/**
 * A new profile starts with no made-up facts: no birth date, no nationality and no day off are
 * chosen for the helper (docs/spec/marketplace.md §5 named 1997-01-01, Filipino and all seven
 * days; a helper who tapped Sunday, the usual rest day, ended up with Monday to Saturday).
 * Profile type Helper and a last job in Hong Kong stay, as choices shown in their boxes.
 */
export function emptyMainForm(): MainForm {
  return {
    profile_type: 'Helper',
    first_name: '',
    middle_name: '',
    last_name: '',
    nationality: '',
    religion: '',
    gender: '',
    marital_status: '',
    children_text: '',
    birthdate: '',
    education_level: '',
    horoscope: '',
    languages: [],
    main_skills: [],
    cooking_skills: [],
    other_skills: [],
    personality_traits: [],
    day_off: [],
    accommodation: '',
    whatsapp_country: DEFAULT_COUNTRY_CODE,
    whatsapp_digits: '',
    phone_country: DEFAULT_COUNTRY_CODE,
    phone_digits: '',
    job_title: '',
    contract_status: '',
    experience_text: '',
    work_experience_text: '',
    current_salary: '',
    expected_salary: '',
    availability_date: '',
    lastjob_location: 'HK',
    last_date_in_hongkong: '',
    job_seeking: '',
    about_me: '',
    // A sign-up link's code (lib/referral-invite.ts).
    referred_by: referralInvite(),
  }
}

const text = (value: string | null | undefined) => value ?? ''
const number = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The saved profile as form values (owner view). */
export function mainFormFrom(profile: HelperProfile, countries: readonly Country[]): MainForm {
  const empty = emptyMainForm()
  const whatsapp = splitPhone(profile.whatsapp_contact, countries)
  const phone = splitPhone(profile.phone_contact, countries)
  return {
    profile_type: text(profile.profile_type) || empty.profile_type,
    first_name: text(profile.first_name),
    middle_name: text(profile.middle_name),
    last_name: text(profile.last_name),
    nationality: text(profile.nationality),
    religion: text(profile.religion),
    gender: text(profile.gender),
    marital_status: text(profile.marital_status),
    children_text: text(profile.children_text),
    birthdate: text(profile.birthdate),
    education_level: text(profile.education_level),
    horoscope: text(profile.horoscope),
    languages: profile.languages,
    main_skills: profile.main_skills,
    cooking_skills: profile.cooking_skills,
    other_skills: profile.other_skills,
    personality_traits: profile.personality_traits,
    day_off: profile.day_off,
    accommodation: text(profile.accommodation),
    whatsapp_country: whatsapp?.country ?? DEFAULT_COUNTRY_CODE,
    whatsapp_digits: whatsapp?.digits ?? '',
    phone_country: phone?.country ?? DEFAULT_COUNTRY_CODE,
    phone_digits: phone?.digits ?? '',
    job_title: text(profile.job_title),
    contract_status: text(profile.contract_status),
    experience_text: text(profile.experience_text),
    work_experience_text: number(profile.work_experience_text),
    current_salary: number(profile.current_salary),
    expected_salary: number(profile.expected_salary),
    availability_date: text(profile.availability_date),
    lastjob_location: text(profile.lastjob_location) || empty.lastjob_location,
    last_date_in_hongkong: text(profile.last_date_in_hongkong),
    job_seeking: text(profile.job_seeking),
    about_me: text(profile.about_me),
    referred_by: text(profile.referred_by),
  }
}

/** The step-1 body before validation: phone numbers joined as '+', dial code, digits. */
export function toWire(values: MainForm, countries: readonly Country[] | undefined) {
  const {
    whatsapp_country: whatsappCountry,
    whatsapp_digits: whatsappDigits,
    phone_country: phoneCountry,
    phone_digits: phoneDigits,
    ...rest
  } = values
  return {
    ...rest,
    referred_by: rest.referred_by.trim().toUpperCase(),
    currency: 'HKD',
    whatsapp_contact: joinPhone(findCountry(countries, whatsappCountry), whatsappDigits),
    phone_contact: joinPhone(findCountry(countries, phoneCountry), phoneDigits),
  }
}

/** Wire field → the input that shows its message. */
export const WIRE_TO_FORM: Record<string, keyof MainForm> = {
  whatsapp_contact: 'whatsapp_digits',
  phone_contact: 'phone_digits',
}

/** Wire field → the input that shows the server's message about it: every input by its name, and
 * the phone numbers by their digits box. */
export function serverFieldMap(form: MainForm): Partial<Record<string, keyof MainForm>> {
  const map: Partial<Record<string, keyof MainForm>> = {}
  for (const name of Object.keys(form) as (keyof MainForm)[]) map[name] = name
  return { ...map, ...WIRE_TO_FORM }
}

const PHONES: readonly PhoneInput<MainForm>[] = [
  { country: 'whatsapp_country', digits: 'whatsapp_digits', kind: 'whatsapp' },
  { country: 'phone_country', digits: 'phone_digits', kind: 'phone' },
]

/** Step 1 validated by the shared `HelperMainDetailsSchema`, plus the phone-length rule. */
export function mainDetailsResolver(
  countries: readonly Country[] | undefined,
): Resolver<MainForm, unknown, HelperMainDetails> {
  return phoneFormResolver(zodResolver(HelperMainDetailsSchema), {
    toWire: (values: MainForm) => toWire(values, countries),
    wireToForm: WIRE_TO_FORM,
    phones: PHONES,
    countries,
  })
}

const DRAFT_OPTIONAL_LISTS = new Set(['languages', 'day_off'])

/**
 * A draft may leave required details out (`HelperProfileInputSchema`), but what is given must
 * still be valid. Returns the body to send, or the errors to show.
 */
export function validateDraft(
  values: MainForm,
  countries: readonly Country[] | undefined,
): { body: Record<string, unknown> } | { errors: Record<string, string> } {
  // A list a published profile needs (languages, day off) may still be empty in a draft: it is
  // left out, as an empty box is, instead of refused.
  const wire = Object.fromEntries(
    Object.entries(toWire(values, countries)).filter(
      ([name, value]) => !(DRAFT_OPTIONAL_LISTS.has(name) && Array.isArray(value) && !value.length),
    ),
  )
  const parsed = HelperProfileInputSchema.safeParse({ ...wire, isDraft: true })
  const errors: Record<string, string> = {}
  for (const [name, error] of Object.entries(phoneErrors(values, countries, PHONES)))
    if (error?.message) errors[name] = String(error.message)
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const wire = String(issue.path[0] ?? '')
      const name = WIRE_TO_FORM[wire] ?? wire
      errors[name] ??= issue.message
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors }
  return { body: parsed.data as Record<string, unknown> }
}
