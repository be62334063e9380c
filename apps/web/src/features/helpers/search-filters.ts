import { tk } from '@hearth/shared/i18n-keys'
import {
  ACCOMMODATIONS,
  ACCOMMODATION_LABELS,
  CONTRACT_STATUSES,
  CONTRACT_STATUS_LABELS,
  DAYS,
  DAY_LABELS,
  GENDERS,
  GENDER_LABELS,
  HOROSCOPES,
  HOROSCOPE_LABELS,
  LANGUAGE_LABELS,
  MAIN_SKILLS,
  NATIONALITIES,
  NATIONALITY_LABELS,
  PROFILE_TYPES,
  PROFILE_TYPE_LABELS,
  RELIGIONS,
  RELIGION_LABELS,
  SKILL_LABELS,
  SPOKEN_LANGUAGES,
} from '@hearth/shared/helper-options'

// Every filter lives in the URL query under the API's own parameter names, so the page's query
// string is the API's query string, and back/forward and shared links restore the results.

export type ChoiceFilter = {
  key: string
  label: string
  anyLabel: string
  options: readonly string[]
  labels: Record<string, string>
}

export const SINGLE_FILTERS: readonly ChoiceFilter[] = [
  {
    key: 'nationality',
    label: tk('Nationality'),
    anyLabel: tk('Any nationality'),
    options: NATIONALITIES,
    labels: NATIONALITY_LABELS,
  },
  {
    key: 'profile_type',
    label: tk('Profile type'),
    anyLabel: tk('Any profile type'),
    options: PROFILE_TYPES,
    labels: PROFILE_TYPE_LABELS,
  },
  {
    key: 'gender',
    label: tk('Gender'),
    anyLabel: tk('Any gender'),
    options: GENDERS,
    labels: GENDER_LABELS,
  },
  {
    key: 'religion',
    label: tk('Religion'),
    anyLabel: tk('Any religion'),
    options: RELIGIONS,
    labels: RELIGION_LABELS,
  },
  {
    key: 'contract_status',
    label: tk('Contract status'),
    anyLabel: tk('Any contract status'),
    options: CONTRACT_STATUSES,
    labels: CONTRACT_STATUS_LABELS,
  },
  {
    key: 'accommodation',
    label: tk('Accommodation'),
    anyLabel: tk('Any accommodation'),
    options: ACCOMMODATIONS,
    labels: ACCOMMODATION_LABELS,
  },
  {
    key: 'horoscope',
    label: tk('Horoscope'),
    anyLabel: tk('Any horoscope'),
    options: HOROSCOPES,
    labels: HOROSCOPE_LABELS,
  },
]

export const MULTI_FILTERS: readonly (ChoiceFilter & { chipLabel: string; hint: string })[] = [
  {
    key: 'skills',
    label: tk('Skills'),
    chipLabel: tk('Skill'),
    hint: tk('Helpers with all the chosen skills.'),
    anyLabel: tk('Any skills'),
    options: MAIN_SKILLS,
    labels: SKILL_LABELS,
  },
  {
    key: 'languages',
    label: tk('Languages'),
    chipLabel: tk('Language'),
    hint: tk('Helpers who speak any of the chosen languages.'),
    anyLabel: tk('Any language'),
    options: SPOKEN_LANGUAGES,
    labels: LANGUAGE_LABELS,
  },
  {
    key: 'day_off',
    label: tk('Day off'),
    chipLabel: tk('Day off'),
    hint: tk('Helpers who can take any of the chosen days off.'),
    anyLabel: tk('Any day off'),
    options: DAYS,
    labels: DAY_LABELS,
  },
]

/** Every parameter the page keeps in the URL and sends to `GET /helpers/profiles/`. */
export const SEARCH_PARAM_KEYS = [
  'q',
  ...SINGLE_FILTERS.map((filter) => filter.key),
  ...MULTI_FILTERS.map((filter) => filter.key),
  'min_experience',
  'salary_min',
  'salary_max',
  'availability_date',
  'hk_available',
  'verified',
  'page',
] as const

/** The API query for the page's URL: known parameters only, in a stable order, and the page as
 * the page meant (a malformed one is page 1, written as none). */
export function apiQueryFrom(params: URLSearchParams): string {
  const query = new URLSearchParams()
  for (const key of SEARCH_PARAM_KEYS) {
    if (key === 'page') {
      const page = currentPage(params)
      if (page > 1) query.append(key, String(page))
      continue
    }
    for (const value of params.getAll(key)) if (value !== '') query.append(key, value)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The page the URL asks for: a whole number from 1; anything else (abc, 0, -2, 1.5) is page 1. */
export function currentPage(params: URLSearchParams): number {
  const text = params.get('page')?.trim() ?? ''
  const page = /^\d+$/.test(text) ? Number(text) : 1
  return Number.isSafeInteger(page) && page > 1 ? page : 1
}

/** A copy of the params with `key` set to `values` (none removes it) and the page back to 1. */
export function withFilter(
  params: URLSearchParams,
  key: string,
  values: string | readonly string[] | null,
): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete(key)
  next.delete('page')
  const list = values === null ? [] : typeof values === 'string' ? [values] : values
  for (const value of list) if (value !== '') next.append(key, value)
  return next
}

/** Removes one value of a repeatable filter (or the whole filter), page back to 1. */
export function withoutFilterValue(
  params: URLSearchParams,
  key: string,
  value: string,
): URLSearchParams {
  return withFilter(
    params,
    key,
    params.getAll(key).filter((item) => item !== value),
  )
}

/** Only the page changes; filters stay. Page 1 is written as no parameter. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  return next
}

/** Every filter that narrows the list, the name search included. */
export function hasActiveFilters(params: URLSearchParams): boolean {
  return SEARCH_PARAM_KEYS.some((key) => key !== 'page' && params.getAll(key).some(Boolean))
}

/** How many sidebar filters are set (each chosen value of a repeatable filter counts). */
export function countSidebarFilters(params: URLSearchParams): number {
  let count = 0
  for (const key of SEARCH_PARAM_KEYS) {
    if (key === 'page' || key === 'q') continue
    count += params.getAll(key).filter(Boolean).length
  }
  return count
}

export function clearAllFilters(): URLSearchParams {
  return new URLSearchParams()
}
