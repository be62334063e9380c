import { currentLanguage, DATE_LOCALES } from './i18n'

/** Month 1–12 of a year as the reader's language names it: "November 2026", "2026年11月". */
export function formatMonth(year: number, month: number): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[currentLanguage()], {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(Date.UTC(year, month - 1, 1))
}
