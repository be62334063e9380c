import type { QueryClient } from '@tanstack/react-query'
import type { SavedHelperCategory } from '@hearth/shared/helper-search'
import type { EducationItem, PastExperienceItem } from '@hearth/shared/helper-profile'

// The wire shapes of the helper API (docs/spec/marketplace.md §3), shared by the helper screens, and the
// query keys they cache under. Keys carry the viewer, because what the API shows depends on who
// asks (contacts, categories).

/** One category an employer gave a helper. */
export type SavedCategoryEntry = {
  entry_uid: string
  category: SavedHelperCategory
  notes: string | null
  job_posting_uid: string | null
}

export type InteractionContext = { saved_by_employer: SavedCategoryEntry[] }

/** `GET /helpers/profiles/{uid}/` and the owner's `/me/` view; fields the caller may not see are absent. */
export type HelperProfile = {
  uid: string
  first_name: string | null
  middle_name: string | null
  last_name: string | null
  image_url: string | null
  thumbnail_url: string | null
  passport_url?: string | null
  birthdate?: string | null
  age: number | null
  nationality: string | null
  religion: string | null
  gender: string | null
  marital_status: string | null
  children_text: string | null
  education_level: string | null
  horoscope: string | null
  languages: string[]
  main_skills: string[]
  cooking_skills: string[]
  other_skills: string[]
  personality_traits: string[]
  day_off: string[]
  work_experience_text: number | null
  experience_text: string | null
  job_title: string | null
  job_seeking: string | null
  profile_type: string | null
  contract_status: string | null
  current_salary: number | null
  expected_salary: number | null
  currency: string | null
  availability_date: string | null
  lastjob_location: string | null
  last_date_in_hongkong: string | null
  accommodation: string | null
  phone_contact?: string | null
  whatsapp_contact?: string | null
  about_me: string | null
  bank_account?: string | null
  referred_by?: string | null
  past_experiences: PastExperienceItem[]
  education_experiences: EducationItem[]
  isDraft: boolean
  updated_at: string
  contact_locked?: boolean
  employer_interaction_context?: InteractionContext
}

/** One card of `GET /helpers/profiles/`. */
export type HelperListItem = {
  id: string
  fullName: string
  profileImage: string | null
  nationality: string | null
  age: number | null
  yearsOfExperience: number | null
  skills: string[]
  expectedSalary: number | null
  horoscope: string | null
  employer_interaction_context?: InteractionContext
}

export type HelperListPage = {
  count: number
  next: string | null
  previous: string | null
  results: HelperListItem[]
}

export type HelperProfileResponse = { success: boolean; data: HelperProfile; error: unknown }

export const helperKeys = {
  all: ['helpers'] as const,
  lists: (viewer: string) => ['helpers', viewer, 'list'] as const,
  list: (viewer: string, search: string) => ['helpers', viewer, 'list', search] as const,
  detail: (viewer: string, uid: string) => ['helpers', viewer, 'detail', uid] as const,
  mine: (viewer: string) => ['helpers', viewer, 'mine'] as const,
}

/** The cache key part for the signed-in user, or 'visitor'. */
export function viewerKey(user: { id: string } | null | undefined): string {
  return user?.id ?? 'visitor'
}

function isListPage(data: unknown): data is HelperListPage {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as HelperListPage).results)
  )
}

function isProfile(data: unknown): data is HelperProfile {
  return (
    typeof data === 'object' && data !== null && typeof (data as HelperProfile).uid === 'string'
  )
}

/**
 * Puts the server's answer (the helper's full category list for this employer) into every cached
 * list page and detail that shows that helper, so the change appears in place without a reload.
 */
export function replaceSavedCategories(
  queryClient: QueryClient,
  helperUid: string,
  entries: SavedCategoryEntry[],
) {
  const context: InteractionContext = { saved_by_employer: entries }
  queryClient.setQueriesData({ queryKey: helperKeys.all }, (data: unknown) => {
    if (isListPage(data)) {
      if (!data.results.some((item) => item.id === helperUid)) return data
      return {
        ...data,
        results: data.results.map((item) =>
          item.id === helperUid ? { ...item, employer_interaction_context: context } : item,
        ),
      }
    }
    if (isProfile(data) && data.uid === helperUid)
      return { ...data, employer_interaction_context: context }
    return data
  })
}
