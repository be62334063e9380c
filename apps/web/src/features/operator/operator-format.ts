import type { Language } from '@hearth/shared/i18n-keys'
import { formatHongKongDate } from '../../lib/format-date'
import { DATE_LOCALES } from '../../lib/i18n'

/** "5 Jan 2027, 3:05 pm" in Hong Kong time: when a report came in or an action was taken. */
export function formatWhen(value: string, language: Language): string {
  const date = formatHongKongDate(value, language)
  if (!date) return ''
  const time = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone: 'Asia/Hong_Kong',
    hour: 'numeric',
    minute: '2-digit',
  }).format(Date.parse(value))
  return `${date} ${time}`
}

/** The date alone ("5 Jan 2027"), or an empty string when the value is missing. */
export function formatDay(value: string | null, language: Language): string {
  return value ? (formatHongKongDate(value, language) ?? '') : ''
}
