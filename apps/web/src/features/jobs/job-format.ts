import type { TFunction } from 'i18next'
import { formatHkd } from '../../lib/format-money'
import type { Language } from '@hearth/shared/i18n-keys'

/** A posting's budget range: "HK$5,000 – HK$6,500", one bound, or "Negotiable". */
export function budgetText(
  t: TFunction,
  language: Language,
  lower: number | null,
  upper: number | null,
): string {
  if (lower !== null && upper !== null && lower !== upper)
    return `${formatHkd(lower)} – ${formatHkd(upper)}`
  if (lower !== null && upper !== null) return formatHkd(lower)
  if (lower !== null) return t('From {{amount}}', { amount: formatHkd(lower) })
  if (upper !== null) return t('Up to {{amount}}', { amount: formatHkd(upper) })
  return t('Salary negotiable')
}

/** A label from a table of catalog keys, or the raw value when the table lacks it. */
export function labelOf(t: TFunction, labels: Record<string, string>, value: string | null) {
  if (!value) return null
  return t(labels[value] ?? value)
}
