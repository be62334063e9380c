import type { Language } from '@hearth/shared/i18n-keys'
import { formatHongKongDateTime } from '../../lib/format-date'
import { DATE_LOCALES } from '../../lib/i18n'

/** "5 Jan 2027, 15:05" in Hong Kong time, as the server's e-mails write it; a bad value as is. */
export function formatMoment(value: string, language: Language): string {
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : formatHongKongDateTime(new Date(time), language)
}

/** A file's size in whole kilobytes (1 KB = 1,000 bytes, at least 1), e.g. "1,234". */
export function formatKilobytes(bytes: number, language: Language): string {
  return new Intl.NumberFormat(DATE_LOCALES[language]).format(Math.max(1, Math.ceil(bytes / 1000)))
}
