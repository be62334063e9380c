import type { Language } from '@hearth/shared/i18n-keys'
import { DATE_LOCALES } from './i18n'

/** A date as Hong Kong reads it (Hong Kong time zone), e.g. "5 Jan 2027" or "2027年1月5日". */
export function formatHongKongDate(value: string, language: Language): string | null {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return null
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone: 'Asia/Hong_Kong',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(time)
}
