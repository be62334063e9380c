import { tk } from '@hearth/shared/i18n-keys'
import type { ContractStatus } from '@hearth/shared/employments'
import { formatHongKongDate } from '../../lib/format-date'
import { currentLanguage, DATE_LOCALES } from '../../lib/i18n'

// Words and formats of the employment pages (docs/spec/employment.md §3, §9).

/** "5100.00" → "HK$5,100.00": money with two decimals, from the text the API sends (§9). */
export function formatAmount(text: string): string {
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
    .replace(/^HKD\s?/, 'HK$')
}

/** A `YYYY-MM-DD` Hong Kong calendar date as the reader's language writes it. */
export function formatDay(date: string): string {
  return formatHongKongDate(date, currentLanguage()) ?? date
}

/** Leave days, halves allowed: 10 → "10", 7.5 → "7.5". */
export function formatDays(days: number): string {
  return new Intl.NumberFormat(DATE_LOCALES[currentLanguage()], {
    maximumFractionDigits: 1,
  }).format(days)
}

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  PENDING: tk('Contract pending'),
  ACTIVE: tk('Contract active'),
  COMPLETED: tk('Contract completed'),
  TERMINATED_MUTUAL: tk('Terminated by mutual agreement'),
  TERMINATED_EMPLOYER: tk('Terminated by the employer'),
  TERMINATED_HELPER: tk('Terminated by the helper'),
  CANCELLED: tk('Contract cancelled'),
}

/** §9 "Profile types". */
export const PROFILE_TYPE_LABELS: Record<string, string> = {
  domestic_helper: tk('Domestic helper (general)'),
  Helper: tk('Helper'),
  nanny: tk('Nanny (childcare)'),
  caregiver: tk('Caregiver'),
  Driver: tk('Driver'),
  gardener: tk('Gardener (garden care)'),
  pet_sitter: tk('Pet sitter (pet care)'),
  other: tk('Other'),
}

/** §9 "Accommodation". */
export const ACCOMMODATION_LABELS: Record<string, string> = {
  'Live Out': tk('Live Out'),
  'Live In - Separate room': tk('Live In - Separate room'),
  'Live In - Share room': tk('Live In - Share room'),
  'Live In': tk('Live In'),
  Flexible: tk('Flexible'),
}

/** §9: `exclude_day_type` 1 Monday … 7 Sunday, the weekly rest day of a 6-day week. */
export const REST_DAY_LABELS: Record<string, string> = {
  '1': tk('Every Monday'),
  '2': tk('Every Tuesday'),
  '3': tk('Every Wednesday'),
  '4': tk('Every Thursday'),
  '5': tk('Every Friday'),
  '6': tk('Every Saturday'),
  '7': tk('Every Sunday'),
}

/** A label from a table of catalog keys, or the raw value when the table lacks it. */
export function labelOf(
  t: (key: string) => string,
  labels: Record<string, string>,
  value: string,
): string {
  return t(labels[value] ?? value)
}
