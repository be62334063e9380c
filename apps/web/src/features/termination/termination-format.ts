import type { TerminationItem } from '@hearth/shared/termination'
import { formatHongKongDate } from '../../lib/format-date'
import { currentLanguage, DATE_LOCALES } from '../../lib/i18n'

// Money and dates of the termination page (docs/spec/employment.md §9: two decimals, HK$).

/** "24000.00" → "HK$24,000.00"; 'N/A' and other text stay as they are. */
export function formatMoney(text: string): string {
  const amount = Number(text)
  if (text.trim() === '' || !Number.isFinite(amount)) return text
  const formatted = new Intl.NumberFormat(DATE_LOCALES[currentLanguage()], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount))
  return `${amount < 0 ? '-' : ''}HK$${formatted}`
}

/**
 * The free return passage at 0.00: the ticket the employer gives, not a sum of money (hk-labour
 * lists its cost only when it is paid in cash instead, SEC cl.7(a)).
 */
export function isPassageInKind(item: TerminationItem): boolean {
  return item.key === 'free_return_passage' && Number(item.amount) === 0
}

/** A `YYYY-MM-DD` Hong Kong date as the reader's language writes it. */
export function formatDay(date: string): string {
  return formatHongKongDate(date, currentLanguage()) ?? date
}

/** Days, fractions kept to two places: 7 → "7", 3.84 → "3.84". */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(DATE_LOCALES[currentLanguage()], {
    maximumFractionDigits: 2,
  }).format(value)
}
