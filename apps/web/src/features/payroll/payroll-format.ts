import { formatHongKongDate } from '../../lib/format-date'
import { currentLanguage, DATE_LOCALES } from '../../lib/i18n'

// Words and formats of the payroll pages (docs/spec/employment.md §3 "Payroll record", §9).

/** "6336.00" → "HK$6,336.00": money with two decimals, from the text the API sends (§9). */
export function formatMoney(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '—'
  const amount = Number(text)
  if (!Number.isFinite(amount)) return text
  return new Intl.NumberFormat(DATE_LOCALES[currentLanguage()], {
    style: 'currency',
    currency: 'HKD',
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/^(-?)HKD\s?/, '$1HK$')
}

/** A `YYYY-MM-DD` Hong Kong calendar date as the reader's language writes it. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return '—'
  return formatHongKongDate(date, currentLanguage()) ?? date
}

/** Days, halves allowed: 10 → "10", 7.5 → "7.5". */
export function formatDays(days: number): string {
  return new Intl.NumberFormat(DATE_LOCALES[currentLanguage()], {
    maximumFractionDigits: 2,
  }).format(days)
}

export { formatMonth } from '../../lib/format-month'

/** A month's name alone, for the month picker. */
export function monthName(month: number): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[currentLanguage()], {
    timeZone: 'UTC',
    month: 'long',
  }).format(Date.UTC(2026, month - 1, 1))
}

/** The pay period a record covers, named by the month of its first day. */
export function periodOf(fromDate: string): { year: number; month: number } {
  return { year: Number(fromDate.slice(0, 4)), month: Number(fromDate.slice(5, 7)) }
}
