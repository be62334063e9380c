import type { Language } from '@hearth/shared/i18n-keys'
import { DATE_LOCALES } from './i18n'

/** A whole HK$ amount as Hong Kong reads it, e.g. "HK$5,200". */
export function formatHkd(amount: number, language: Language): string {
  return new Intl.NumberFormat(DATE_LOCALES[language], {
    style: 'currency',
    currency: 'HKD',
    currencyDisplay: 'symbol',
    maximumFractionDigits: 0,
  })
    .format(amount)
    .replace(/^HKD\s?/, 'HK$')
}
