import type { Language } from '@hearth/shared/i18n-keys'
import { DATE_LOCALES } from './i18n'

// Intl formatters are costly to build and hold no state: one per language, kept.
const formatters = new Map<Language, Intl.DateTimeFormat>()

/** A date as Hong Kong reads it (Hong Kong time zone), e.g. "5 Jan 2027" or "2027年1月5日". */
export function formatHongKongDate(value: string, language: Language): string | null {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return null
  let formatter = formatters.get(language)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      timeZone: 'Asia/Hong_Kong',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    formatters.set(language, formatter)
  }
  return formatter.format(time)
}
