import { z } from 'zod'
import {
  blankToUndefined,
  calendarDateString,
  optionalText,
  toList,
  blankOrNumeric,
} from './form-values'
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
  CONTRACT_TYPES,
  DAY_OFF_OPTIONS,
  JOB_DEFAULTS,
  JOB_PROFILE_TYPES,
  JOB_STATUSES,
  LOCATION_AREAS,
  PREFERRED_NATIONALITIES,
  PREFERRED_RELIGIONS,
  RESIDENCE_TYPES,
} from './job-options'

// What an employer writes: the posting input (docs/spec/marketplace.md §3 "Job posting", §5 "Job
// create and edit", §9 job defaults). Importers use `@hearth/shared/jobs`, which re-exports it.

/** Budgets, in whole HK$. */
export const MAX_BUDGET_HKD = 1_000_000

const NON_NEGATIVE = tk('Enter a whole number of 0 or more.')
const MIN_HELPER_AGE = 18
const HELPER_AGE = tk('The preferred helper age must be at least 18.')
const CHILDREN_AGES_INVALID = tk(
  'Please enter valid numbers for children ages, separated by commas.',
)

function count(defaultValue: number, max = 99) {
  return z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: NON_NEGATIVE })
      .int(NON_NEGATIVE)
      .min(0, NON_NEGATIVE)
      .max(max, NON_NEGATIVE)
      .default(defaultValue),
  )
}

/**
 * A household count the employer must state: empty is not 0 (issue 27: an advert for two children
 * was published as "Children 0" because the form and the schema filled one in).
 */
function requiredCount(message: string) {
  return z
    .preprocess(
      blankOrNumeric,
      z
        .custom<string | number>((value) => value !== undefined, { error: message, abort: true })
        .pipe(
          z.coerce
            .number<string | number>({ error: NON_NEGATIVE })
            .int(NON_NEGATIVE)
            .min(0, NON_NEGATIVE)
            .max(99, NON_NEGATIVE),
        ),
    )
    .meta({ type: 'integer', minimum: 0, maximum: 99 })
}

function optionalCount(min: number, max: number, message: string) {
  return z.preprocess(
    blankOrNumeric,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  )
}

function requiredText(message: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .min(1, { message, abort: true })
      .max(max, tk('This text is too long.')),
  )
}

function valueList<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    toList,
    z
      .array(z.enum(values, { error: tk('Choose one of the options.') }))
      .max(values.length)
      .refine(
        (items) => new Set(items).size === items.length,
        tk('Each option can be chosen once.'),
      )
      .meta({ uniqueItems: true }),
  )
}

/**
 * `children_ages` as a list of integers, or the form's comma-separated text ("3, 7"). Anything
 * that is not a list of ages becomes null, which the schema refuses with the §5 message.
 */
export function parseChildrenAges(value: unknown): unknown {
  if (value === undefined || value === null) return []
  const items = typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value
  if (!Array.isArray(items)) return null
  const ages: number[] = []
  for (const item of items as unknown[]) {
    const text =
      typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : ''
    if (!/^\d{1,2}$/.test(text)) return null
    ages.push(Number(text))
  }
  return ages
}

const ChildrenAgesSchema = z.preprocess(
  parseChildrenAges,
  z.array(z.number().int().min(0), { error: CHILDREN_AGES_INVALID }).max(20, CHILDREN_AGES_INVALID),
)

type CrossFieldValues = Record<string, unknown>

/**
 * The fields a cross-field rule reads, once the body is an object at all: a rule runs even after
 * the body failed its type check, so a missing body must not be read (it was a 500, issue 26).
 */
function fieldsOf(value: unknown): CrossFieldValues {
  return typeof value === 'object' && value !== null ? (value as CrossFieldValues) : {}
}

function areNumbers(value: unknown, ...keys: string[]): boolean {
  const values = fieldsOf(value)
  return keys.every((key) => typeof values[key] === 'number')
}

/**
 * `POST /employer/postings/` and `PUT /employer/postings/{uid}/`: every writable field of a
 * posting, with the §9 defaults except the household, which the employer states (issue 27). `view_count`, `employer_profile_uid`, `subscription_status`,
 * `applications` and `created_at` are not part of it, so a client can never set them.
 */
export const JobPostingInputSchema = z
  .object({
    job_title: requiredText(tk('Job title is required.'), 120),
    profile_type: z.preprocess(
      blankToUndefined,
      z.enum(JOB_PROFILE_TYPES, { error: tk('Profile type is required.') }),
    ),
    job_description: requiredText(tk('Job description is required.'), 4000),
    job_description_notes: optionalText(2000),
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(JOB_STATUSES, { error: tk('Choose one of the options.') })
        .default(JOB_DEFAULTS.status),
    ),
    expected_start_date: z.preprocess(
      blankToUndefined,
      calendarDateString(tk('Expected start date is required.')),
    ),
    flexibility_on_days: count(JOB_DEFAULTS.flexibility_on_days, 365),
    contract_type: z.preprocess(
      blankToUndefined,
      z
        .enum(CONTRACT_TYPES, { error: tk('Choose one of the options.') })
        .default(JOB_DEFAULTS.contract_type),
    ),
    day_off_options: valueList(DAY_OFF_OPTIONS),
    languages: valueList(SPOKEN_LANGUAGES),
    main_skills: valueList(MAIN_SKILLS),
    cooking_skills: valueList(COOKING_SKILLS),
    other_skills: valueList(OTHER_SKILLS),
    personality_traits: valueList(PERSONALITY_TRAITS),
    budget_lower: optionalCount(0, MAX_BUDGET_HKD, tk('Enter a whole amount in HK$.')),
    budget_upper: optionalCount(0, MAX_BUDGET_HKD, tk('Enter a whole amount in HK$.')),
    currency: z.preprocess(
      blankToUndefined,
      z.literal('HKD', { error: tk('Salaries are in HKD.') }).default(JOB_DEFAULTS.currency),
    ),
    accommodation: z.preprocess(
      blankToUndefined,
      z.enum(ACCOMMODATIONS, { error: tk('Choose one of the options.') }).optional(),
    ),
    number_of_adults: requiredCount(tk('Enter the number of adults.')),
    number_of_children: requiredCount(tk('Enter the number of children (0 if none).')),
    children_ages: ChildrenAgesSchema,
    number_of_elderly: requiredCount(tk('Enter the number of elderly people (0 if none).')),
    about_our_family: optionalText(2000),
    residence_type: z.preprocess(
      blankToUndefined,
      z.enum(RESIDENCE_TYPES, { error: tk('Choose one of the options.') }).optional(),
    ),
    residence_size_sqft: optionalCount(0, 100_000, NON_NEGATIVE),
    location_area: z.preprocess(
      blankToUndefined,
      z.enum(LOCATION_AREAS, { error: tk('Choose one of the options.') }).optional(),
    ),
    /** The employer's nationality, a country code. */
    nationality: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, tk('Choose a country.'))
        .default(JOB_DEFAULTS.nationality),
    ),
    number_of_dogs: requiredCount(tk('Enter the number of dogs (0 if none).')),
    number_of_cats: requiredCount(tk('Enter the number of cats (0 if none).')),
    other_pets_details: optionalText(500),
    preferred_helper_nationality: valueList(PREFERRED_NATIONALITIES),
    preferred_religion: valueList(PREFERRED_RELIGIONS),
    /** Years of experience wanted. */
    preferred_helper_experience: optionalCount(0, 50, NON_NEGATIVE),
    preferred_helper_age_lower: optionalCount(MIN_HELPER_AGE, 99, HELPER_AGE),
    preferred_helper_age_upper: optionalCount(MIN_HELPER_AGE, 99, HELPER_AGE),
    existing_helper: z.preprocess(
      blankToUndefined,
      z
        .union([z.boolean(), z.enum(['true', 'false'])])
        .transform((value) => value === true || value === 'true')
        .default(false),
    ),
  })
  // Cross-field rules run even when another field failed (`when`), so a form shows them at once.
  .refine(
    (input) =>
      input.budget_lower === undefined ||
      input.budget_upper === undefined ||
      input.budget_upper >= input.budget_lower,
    {
      path: ['budget_upper'],
      message: tk('Upper budget limit cannot be less than the lower limit.'),
      when: (payload) => areNumbers(payload.value, 'budget_lower', 'budget_upper'),
    },
  )
  .refine((input) => input.number_of_children === 0 || input.children_ages.length > 0, {
    path: ['children_ages'],
    message: tk('Please specify the ages of the children.'),
    when: (payload) => {
      const values = fieldsOf(payload.value)
      return typeof values.number_of_children === 'number' && Array.isArray(values.children_ages)
    },
  })
  .refine(
    (input) =>
      input.preferred_helper_age_lower === undefined ||
      input.preferred_helper_age_upper === undefined ||
      input.preferred_helper_age_upper >= input.preferred_helper_age_lower,
    {
      path: ['preferred_helper_age_upper'],
      message: tk('The oldest preferred age cannot be below the youngest.'),
      when: (payload) =>
        areNumbers(payload.value, 'preferred_helper_age_lower', 'preferred_helper_age_upper'),
    },
  )
export type JobPostingInput = z.infer<typeof JobPostingInputSchema>
/** What a form holds before parsing (text inputs, a comma-separated `children_ages`). */
export type JobPostingFormValues = z.input<typeof JobPostingInputSchema>
