// Every filter lives in the URL query under the API's own parameter names (`GET /jobs/`), so the
// page's query string is the API's, and back/forward and shared links restore the results.

export const MULTI_KEYS = ['skills'] as const

export const JOB_SEARCH_PARAM_KEYS = [
  'search',
  'location_area',
  'contract_type',
  'accommodation',
  'status',
  'skills',
  'salary_min',
  'salary_max',
  'page',
] as const
export type JobSearchParam = (typeof JOB_SEARCH_PARAM_KEYS)[number]

/** The API query for the page's URL: known parameters only, in a stable order. */
export function apiQueryFrom(params: URLSearchParams): string {
  const query = new URLSearchParams()
  for (const key of JOB_SEARCH_PARAM_KEYS)
    for (const value of params.getAll(key)) if (value !== '') query.append(key, value)
  const text = query.toString()
  return text ? `?${text}` : ''
}

export function currentPage(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** A copy with `key` set to `values` (none removes it) and the page back to 1 (§4 "Filters"). */
export function withFilter(
  params: URLSearchParams,
  key: JobSearchParam,
  values: string | readonly string[] | null,
): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete(key)
  next.delete('page')
  const list = values === null ? [] : typeof values === 'string' ? [values] : values
  for (const value of list) if (value.trim() !== '') next.append(key, value.trim())
  return next
}

/** Only the page changes; page 1 is written as no parameter. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  return next
}

/** How many filters narrow the list (each chosen skill counts). */
export function countFilters(params: URLSearchParams): number {
  let count = 0
  for (const key of JOB_SEARCH_PARAM_KEYS)
    if (key !== 'page') count += params.getAll(key).filter(Boolean).length
  return count
}
