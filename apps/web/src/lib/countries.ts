import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiRequest } from './api-client'
import { currentLanguage } from './i18n'

/** `GET /countries`: HK, CN, PH and ID first, then alphabetical, names in the caller's language. */
export type Country = {
  code: string
  name: string
  calling_code: string
  number_lengths: number[]
}

export const DEFAULT_COUNTRY_CODE = 'HK'

export const countryKeys = { list: (language: string) => ['countries', language] as const }

/** The country list, fetched once per language and kept for the whole visit. */
export function useCountries() {
  const { i18n } = useTranslation()
  const language = i18n.language || currentLanguage()
  return useQuery({
    queryKey: countryKeys.list(language),
    queryFn: ({ signal }) => apiRequest<Country[]>('/countries', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

export function findCountry(countries: readonly Country[] | undefined, code: string) {
  return countries?.find((country) => country.code === code)
}

/**
 * Splits a wire phone number ('+' dial code digits) into its country and local digits. When two
 * countries share a dial code, the first in the server's order wins (HK, CN, PH, ID come first).
 */
export function splitPhone(
  value: string | null | undefined,
  countries: readonly Country[],
): { country: string; digits: string } | null {
  if (!value) return null
  const digits = value.replace(/\D/g, '')
  let best: Country | undefined
  for (const country of countries) {
    if (!digits.startsWith(country.calling_code)) continue
    if (!best || country.calling_code.length > best.calling_code.length) best = country
  }
  if (!best) return null
  return { country: best.code, digits: digits.slice(best.calling_code.length) }
}

/** '+' dial code digits, or '' when there are no digits. */
export function joinPhone(country: Country | undefined, digits: string): string {
  if (!digits || !country) return ''
  return `+${country.calling_code}${digits}`
}

/** Keeps only digits: phone inputs strip everything else as it is typed (docs/spec/marketplace.md §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}
