import { tk } from './i18n-keys'

// Helper search values without zod: the web's Find Helpers and helper pages import these, and a
// module with schemas would bring zod (≈24 KB gzip) into those pages (helper-search.ts has the
// schemas and re-exports these).

export const HELPER_SEARCH_PAGE_SIZE = 20

/**
 * Up to this many matches the search's count is exact; above it the count is an estimate
 * (`count_is_exact: false`) and the page says "10,000+ helpers" (issue 28).
 */
export const EXACT_COUNT_LIMIT = 10_000

export const SAVED_HELPER_CATEGORIES = [
  'shortlisted',
  'helper_interested',
  'helper_not_interested',
  'messaged',
  'interviewed',
  'hired',
  'blacklisted',
] as const
export type SavedHelperCategory = (typeof SAVED_HELPER_CATEGORIES)[number]

/** Adding one of a pair removes the other (docs/spec/marketplace.md §4). */
export const EXCLUSIVE_CATEGORIES: Partial<Record<SavedHelperCategory, SavedHelperCategory>> = {
  shortlisted: 'blacklisted',
  blacklisted: 'shortlisted',
  helper_interested: 'helper_not_interested',
  helper_not_interested: 'helper_interested',
}

export const CATEGORY_LABELS: Record<SavedHelperCategory, string> = {
  shortlisted: tk('Shortlisted'),
  helper_interested: tk('Helper interested'),
  helper_not_interested: tk('Helper not interested'),
  messaged: tk('Messaged'),
  interviewed: tk('Interviewed'),
  hired: tk('Hired'),
  blacklisted: tk('Blacklisted'),
}
