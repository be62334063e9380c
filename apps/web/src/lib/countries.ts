import { useQuery } from '@tanstack/react-query'
import { API_PATHS } from '@hearth/shared/api-paths'
import type { Country } from '@hearth/shared/countries'
import { apiRequest } from './api-client'
import { useLanguage } from './i18n'

/** `GET /countries`: HK, CN, PH and ID first, then alphabetical, names in the caller's language. */
export type { Country }

export const DEFAULT_COUNTRY_CODE = 'HK'

export const countryKeys = { list: (language: string) => ['countries', language] as const }

/** The country list, fetched once per language and kept for the whole visit. */
export function useCountries() {
  const language = useLanguage()
  return useQuery({
    queryKey: countryKeys.list(language),
    queryFn: ({ signal }) => apiRequest<Country[]>(API_PATHS.countries.list, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

export function findCountry(countries: readonly Country[] | undefined, code: string) {
  return countries?.find((country) => country.code === code)
}
