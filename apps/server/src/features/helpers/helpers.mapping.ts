import type { HelperProfileInput } from '@hearth/shared/helper-profile'
import type { HelperRow } from './helpers.presenter'

type WireField = Exclude<keyof HelperProfileInput, 'isDraft'>
type RowField = keyof HelperRow

/** Wire name (snake_case, as in the spec) → column; salaries travel in HK$ and are stored in cents. */
const FIELDS: [WireField, RowField, 'cents'?][] = [
  ['profile_type', 'profileType'],
  ['first_name', 'firstName'],
  ['middle_name', 'middleName'],
  ['last_name', 'lastName'],
  ['nationality', 'nationality'],
  ['religion', 'religion'],
  ['gender', 'gender'],
  ['marital_status', 'maritalStatus'],
  ['children_text', 'childrenText'],
  ['birthdate', 'birthdate'],
  ['education_level', 'educationLevel'],
  ['horoscope', 'horoscope'],
  ['languages', 'languages'],
  ['main_skills', 'mainSkills'],
  ['cooking_skills', 'cookingSkills'],
  ['other_skills', 'otherSkills'],
  ['personality_traits', 'personalityTraits'],
  ['day_off', 'dayOff'],
  ['accommodation', 'accommodation'],
  ['whatsapp_contact', 'whatsappContact'],
  ['phone_contact', 'phoneContact'],
  ['job_title', 'jobTitle'],
  ['contract_status', 'contractStatus'],
  ['experience_text', 'experienceText'],
  ['work_experience_text', 'workExperienceYears'],
  ['current_salary', 'currentSalaryCents', 'cents'],
  ['expected_salary', 'expectedSalaryCents', 'cents'],
  ['currency', 'currency'],
  ['availability_date', 'availabilityDate'],
  ['lastjob_location', 'lastjobLocation'],
  ['last_date_in_hongkong', 'lastDateInHongkong'],
  ['job_seeking', 'jobSeeking'],
  ['about_me', 'aboutMe'],
  ['referred_by', 'referredBy'],
  ['education_experiences', 'educationExperiences'],
  ['past_experiences', 'pastExperiences'],
  ['bank_account', 'bankAccount'],
  ['show_in_search_engines', 'showInSearchEngines'],
]

const LIST_COLUMNS = new Set<RowField>([
  'languages',
  'mainSkills',
  'cookingSkills',
  'otherSkills',
  'personalityTraits',
  'dayOff',
  'pastExperiences',
  'educationExperiences',
])

/** The columns an input changes: left-out fields stay, `null` clears (a list becomes empty). */
export function inputToColumns(input: HelperProfileInput): Partial<HelperRow> {
  const columns: Record<string, unknown> = {}
  for (const [wire, column, kind] of FIELDS) {
    const value = input[wire]
    if (value === undefined) continue
    if (value === null) columns[column] = LIST_COLUMNS.has(column) ? [] : null
    else columns[column] = kind === 'cents' ? Math.round((value as number) * 100) : value
  }
  return columns as Partial<HelperRow>
}

/** A stored row in wire form, to check a published profile against the step-1 rules. */
export function rowToWire(row: Partial<HelperRow>): Record<string, unknown> {
  const wire: Record<string, unknown> = {}
  for (const [field, column, kind] of FIELDS) {
    const value = row[column]
    if (value === null || value === undefined) continue
    wire[field] = kind === 'cents' ? (value as number) / 100 : value
  }
  return wire
}

/** What name search compares: lower case, accents removed ("José" finds "jose"). */
export function searchableName(parts: (string | null | undefined)[]): string {
  return normalizeForSearch(parts.filter(Boolean).join(' '))
}

export function normalizeForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}
