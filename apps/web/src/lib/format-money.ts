import type { Language } from '@hearth/shared/i18n-keys'
import { DATE_LOCALES } from './i18n'

// Intl formatters are costly to build and hold no state: one per language, kept (a server render
// of a list builds dozens of amounts).
const formatters = new Map<Language, Intl.NumberFormat>()

/** A whole HK$ amount as Hong Kong reads it, e.g. "HK$5,200". */
export function formatHkd(amount: number, language: Language): string {
  let formatter = formatters.get(language)
  if (!formatter) {
    formatter = new Intl.NumberFormat(DATE_LOCALES[language], {
      style: 'currency',
      currency: 'HKD',
      currencyDisplay: 'symbol',
      maximumFractionDigits: 0,
    })
    formatters.set(language, formatter)
  }
  return formatter.format(amount).replace(/^HKD\s?/, 'HK$')
}
