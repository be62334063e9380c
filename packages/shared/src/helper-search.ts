import { z } from 'zod'
import { blankToUndefined, calendarDateString, toList, blankOrNumeric } from './form-values'
import {
  ACCOMMODATIONS,
  CONTRACT_STATUSES,
  DAYS,
  GENDERS,
  HOROSCOPES,
  MAIN_SKILLS,
  MIN_EXPERIENCE_OPTIONS,
  NATIONALITIES,
  PROFILE_TYPES,
  RELIGIONS,
  SPOKEN_LANGUAGES,
} from './helper-options'
import { SAVED_HELPER_CATEGORIES } from './helper-search-values'
import { tk } from './i18n-keys'

// The values the web's search pages need live apart from the schemas, so those pages load no zod.
export {
  CATEGORY_LABELS,
  EXACT_COUNT_LIMIT,
  EXCLUSIVE_CATEGORIES,
  HELPER_SEARCH_PAGE_SIZE,
  SAVED_HELPER_CATEGORIES,
  type SavedHelperCategory,
} from './helper-search-values'

function oneOf<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional())
}

/** Matches a value to the list without regard to case (languages, docs/spec/marketplace.md §5). */
function caseInsensitiveList<T extends readonly [string, ...string[]]>(values: T, message: string) {
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]))
  return z
    .preprocess(
      (input) =>
        (toList(input) as unknown[]).map((item) =>
          typeof item === 'string' ? (byLower.get(item.trim().toLowerCase()) ?? item) : item,
        ),
      z.array(z.enum(values, { error: message })).max(values.length),
    )
    .default([])
}

function amount(message: string) {
  return z.preprocess(
    blankOrNumeric,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(1_000_000, message)
      .optional(),
  )
}

/**
 * `GET /helpers/profiles/` query (docs/spec/marketplace.md §5 "Search filters", run on the server).
 * Every value is checked: an unknown or malformed one is a 400 with a clear message.
 */
export const HelperSearchQuerySchema = z
  .object({
    q: z.preprocess(
      blankToUndefined,
      z.string().trim().max(100, tk('The search text is too long.')).optional(),
    ),
    nationality: oneOf(NATIONALITIES, tk('Unknown nationality.')),
    religion: oneOf(RELIGIONS, tk('Unknown religion.')),
    contract_status: oneOf(CONTRACT_STATUSES, tk('Unknown contract status.')),
    gender: oneOf(GENDERS, tk('Unknown gender.')),
    day_off: z
      .preprocess(toList, z.array(z.enum(DAYS, { error: tk('Unknown day off.') })).max(DAYS.length))
      .default([]),
    accommodation: oneOf(ACCOMMODATIONS, tk('Unknown accommodation preference.')),
    profile_type: oneOf(PROFILE_TYPES, tk('Unknown profile type.')),
    horoscope: oneOf(HOROSCOPES, tk('Unknown horoscope.')),
    min_experience: z.preprocess(
      blankOrNumeric,
      z.coerce
        .number({ error: tk('Minimum experience must be 1, 2, 3, 5 or 7 years.') })
        .refine(
          (value) => (MIN_EXPERIENCE_OPTIONS as readonly number[]).includes(value),
          tk('Minimum experience must be 1, 2, 3, 5 or 7 years.'),
        )
        .meta({ type: 'integer', enum: [...MIN_EXPERIENCE_OPTIONS] })
        .optional(),
    ),
    skills: z
      .preprocess(
        toList,
        z.array(z.enum(MAIN_SKILLS, { error: tk('Unknown skill.') })).max(MAIN_SKILLS.length),
      )
      .default([]),
    languages: caseInsensitiveList(SPOKEN_LANGUAGES, tk('Unknown language.')),
    salary_min: amount(tk('Salary bounds must be whole HK$ amounts.')),
    salary_max: amount(tk('Salary bounds must be whole HK$ amounts.')),
    availability_date: z.preprocess(blankToUndefined, calendarDateString().optional()),
    hk_available: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false'], { error: tk('hk_available must be true or false.') })
        .transform((v) => v === 'true')
        .optional(),
    ),
    /** Only helpers whose identity and visa Hearth checked (issue 24). */
    verified: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false'], { error: tk('verified must be true or false.') })
        .transform((v) => v === 'true')
        .optional(),
    ),
    page: z.preprocess(
      blankOrNumeric,
      z.coerce
        .number({ error: tk('Invalid page.') })
        .int(tk('Invalid page.'))
        .min(1, tk('Invalid page.'))
        .max(100_000, tk('Invalid page.'))
        .default(1),
    ),
  })
  .refine(
    (query) =>
      query.salary_min === undefined ||
      query.salary_max === undefined ||
      query.salary_min <= query.salary_max,
    {
      message: tk('The lowest salary cannot be above the highest.'),
      path: ['salary_max'],
    },
  )
export type HelperSearchQuery = z.infer<typeof HelperSearchQuerySchema>

/** One screen of the original spelled two categories in camelCase; both spellings are accepted. */
export const SavedHelperInputSchema = z.object({
  helper_profile: z
    .string({ error: tk('Choose a helper.') })
    .trim()
    .min(1, tk('Choose a helper.')),
  category: z.preprocess(
    (value) =>
      value === 'helperInterested'
        ? 'helper_interested'
        : value === 'helperNotInterested'
          ? 'helper_not_interested'
          : value,
    z.enum(SAVED_HELPER_CATEGORIES, { error: tk('Choose a category.') }),
  ),
  notes: z.preprocess(
    blankToUndefined,
    z.string().trim().max(500, tk('This text is too long.')).optional(),
  ),
})
export type SavedHelperInput = z.infer<typeof SavedHelperInputSchema>
