import { z } from 'zod'
import { ReferralCodeSchema } from './referral-code'
import {
  blankToUndefined,
  choiceList,
  FormBoolean,
  isCalendarDate,
  optionalChoice,
  optionalDate,
  optionalText,
  parseJsonList,
  requiredChoice,
  requiredDate,
  requiredText,
  wholeNumber,
  blankOrNumeric,
} from './form-values'
import {
  ACCOMMODATIONS,
  CONTRACT_STATUSES,
  COOKING_SKILLS,
  DAYS,
  EDUCATION_LEVELS,
  GENDERS,
  HOROSCOPES,
  JOB_SEEKING_STATUSES,
  MAIN_SKILLS,
  MARITAL_STATUSES,
  NATIONALITIES,
  OTHER_SKILLS,
  PERSONALITY_TRAITS,
  PROFILE_TYPES,
  RELIGIONS,
  SELECTION_CAPS,
  SPOKEN_LANGUAGES,
} from './helper-options'
import { tk } from './i18n-keys'

export const MAX_EXPERIENCE_YEARS = 50
export const MAX_SALARY_HKD = 100_000

/** A phone number on the wire: a plus sign, the dial code, then the digits (docs/spec/marketplace.md §3). */
export function phoneSchema(digitsMessage: string) {
  return z
    .string()
    .trim()
    .regex(/^\+\d{6,15}$/, digitsMessage)
    .meta({ pattern: '^\\s*\\+\\d{6,15}\\s*$' })
}

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, tk('Choose a country.'))

export { ReferralCodeSchema }

/** Step 1: the main details (docs/spec/marketplace.md §5 "Helper step 1"). */
export const HelperMainDetailsSchema = z.object({
  profile_type: requiredChoice(PROFILE_TYPES, tk('Profile type is required')),
  first_name: requiredText(tk('First name is required'), 60),
  middle_name: optionalText(60),
  last_name: requiredText(tk('Last name is required'), 60),
  nationality: requiredChoice(NATIONALITIES, tk('Nationality is required')),
  religion: optionalChoice(RELIGIONS),
  gender: requiredChoice(GENDERS, tk('Gender is required')),
  marital_status: optionalChoice(MARITAL_STATUSES),
  children_text: optionalText(200),
  birthdate: requiredDate(tk('Birth date is required')),
  education_level: requiredChoice(EDUCATION_LEVELS, tk('Education level is required')),
  horoscope: optionalChoice(HOROSCOPES),
  languages: choiceList(
    SPOKEN_LANGUAGES,
    SELECTION_CAPS.languages,
    tk('Choose at most 6 languages.'),
  )
    .refine((items) => items.length > 0, tk('At least one language is required'))
    .meta({ minItems: 1 }),
  main_skills: choiceList(
    MAIN_SKILLS,
    SELECTION_CAPS.main_skills,
    tk('Choose at most 10 main skills.'),
  ),
  cooking_skills: choiceList(
    COOKING_SKILLS,
    SELECTION_CAPS.cooking_skills,
    tk('Choose at most 9 cooking skills.'),
  ),
  other_skills: choiceList(
    OTHER_SKILLS,
    SELECTION_CAPS.other_skills,
    tk('Choose at most 11 other skills.'),
  ),
  personality_traits: choiceList(
    PERSONALITY_TRAITS,
    SELECTION_CAPS.personality_traits,
    tk('Choose at most 8 personality traits.'),
  ),
  day_off: choiceList(DAYS, DAYS.length, tk('Each option can be chosen once.'))
    .refine((items) => items.length > 0, tk('At least one day off is required'))
    .meta({ minItems: 1 }),
  accommodation: requiredChoice(ACCOMMODATIONS, tk('Accommodation preference is required')),
  whatsapp_contact: z.preprocess(
    blankToUndefined,
    z
      .string({ error: tk('WhatsApp number is required') })
      .meta({ pattern: '^\\s*\\+\\d{6,15}\\s*$' })
      .pipe(phoneSchema(tk('WhatsApp number must contain only digits.'))),
  ),
  phone_contact: z.preprocess(
    blankToUndefined,
    phoneSchema(tk('Phone number must contain only digits.')).optional(),
  ),
  job_title: requiredText(tk('Job title is required'), 100),
  contract_status: requiredChoice(CONTRACT_STATUSES, tk('Contract status is required')),
  experience_text: requiredText(tk('Current experience description is required'), 2000),
  work_experience_text: wholeNumber(
    tk('Years of work experience is required'),
    0,
    MAX_EXPERIENCE_YEARS,
    tk('Years of work experience must be a whole number from 0 to 50.'),
  ),
  current_salary: z.preprocess(
    blankOrNumeric,
    z.coerce
      .number()
      .int(tk('Enter a whole amount in HK$.'))
      .min(0, tk('Enter a whole amount in HK$.'))
      .max(MAX_SALARY_HKD, tk('Enter a whole amount in HK$.'))
      .optional(),
  ),
  expected_salary: wholeNumber(
    tk('Expected salary is required'),
    0,
    MAX_SALARY_HKD,
    tk('Enter a whole amount in HK$.'),
  ),
  currency: z.preprocess(
    blankToUndefined,
    z.literal('HKD', { error: tk('Salaries are in HKD.') }).default('HKD'),
  ),
  availability_date: requiredDate(tk('Available from date is required')),
  lastjob_location: z.preprocess(blankToUndefined, CountryCodeSchema.default('HK')),
  last_date_in_hongkong: optionalDate(),
  job_seeking: requiredChoice(JOB_SEEKING_STATUSES, tk('Job Seeking status is required')),
  about_me: optionalText(2000),
  referred_by: z.preprocess(blankToUndefined, ReferralCodeSchema.optional()),
})
export type HelperMainDetails = z.infer<typeof HelperMainDetailsSchema>

function dateRangeRefinement(item: { date_from: string; date_to: string }, ctx: z.RefinementCtx) {
  if (
    isCalendarDate(item.date_from) &&
    isCalendarDate(item.date_to) &&
    item.date_to < item.date_from
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['date_to'],
      message: tk('The end date cannot be before the start date.'),
    })
  }
}

export const EducationItemSchema = z
  .object({
    school: requiredText(tk('School Name is required'), 150),
    qualification: optionalText(150),
    date_from: requiredDate(tk('From Date is required')),
    date_to: requiredDate(tk('To Date is required')),
  })
  .superRefine(dateRangeRefinement)
export type EducationItem = z.infer<typeof EducationItemSchema>

export const PastExperienceItemSchema = z
  .object({
    job_title: requiredText(tk('Job Title is required'), 100),
    contract_status: requiredChoice(CONTRACT_STATUSES, tk('Contract Status is required')),
    experience_text: requiredText(tk('Experience Description is required'), 2000),
    date_from: requiredDate(tk('From Date is required')),
    date_to: requiredDate(tk('To Date is required')),
    location: z.preprocess(
      blankToUndefined,
      z
        .string({ error: tk('Location is required') })
        .meta({ pattern: '^\\s*[A-Za-z]{2}\\s*$' })
        .pipe(CountryCodeSchema),
    ),
  })
  .superRefine(dateRangeRefinement)
export type PastExperienceItem = z.infer<typeof PastExperienceItemSchema>

/**
 * Step 2: optional education, past experiences and bank account (docs/spec/marketplace.md §5
 * "Helper step 2"), and whether search engines may list the public profile (issue 20 item 9).
 */
export const HelperOptionalDetailsSchema = z.object({
  education_experiences: z.preprocess(
    parseJsonList,
    z
      .array(EducationItemSchema, { error: tk('The list could not be read.') })
      .max(10, tk('Add at most 10 education records.')),
  ),
  past_experiences: z.preprocess(
    parseJsonList,
    z
      .array(PastExperienceItemSchema, { error: tk('The list could not be read.') })
      .max(15, tk('Add at most 15 past experiences.')),
  ),
  bank_account: optionalText(100),
  /** On unless turned off: off, the public page carries `noindex` and the sitemap leaves it out. */
  show_in_search_engines: z.preprocess(blankToUndefined, FormBoolean.optional()),
})
export type HelperOptionalDetails = z.infer<typeof HelperOptionalDetailsSchema>

/**
 * Every field may be left out (unchanged) or sent as JSON `null` (cleared); a given value must
 * still be valid. An empty multipart value counts as left out.
 */
function relaxed<T extends z.ZodRawShape>(shape: T) {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      z.preprocess(
        (value) => (value === '' ? undefined : value),
        (field as z.ZodType).nullable().optional(),
      ),
    ]),
  ) as unknown as { [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>> }
}

/**
 * The body of create (POST) and update (PUT): step 1 sends the main details, step 2 the optional
 * ones (docs/spec/marketplace.md §7). A published profile (isDraft false) must hold every required main
 * detail once the change is applied; the service checks that with `HelperMainDetailsSchema`.
 */
export const HelperProfileInputSchema = z.object({
  ...relaxed(HelperMainDetailsSchema.shape),
  ...relaxed(HelperOptionalDetailsSchema.shape),
  // A setting, never cleared: left out (or `null`, as for isDraft) it stays as it is.
  show_in_search_engines: HelperOptionalDetailsSchema.shape.show_in_search_engines,
  isDraft: z.preprocess(blankToUndefined, FormBoolean.optional()),
})
export type HelperProfileInput = z.infer<typeof HelperProfileInputSchema>
