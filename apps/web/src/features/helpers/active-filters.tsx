import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { Language } from '@hearth/shared/i18n-keys'
import { Button } from '../../components/ui/button'
import { formatHongKongDate } from '../../lib/format-date'
import { formatHkd } from '../../lib/format-money'
import { MULTI_FILTERS, SINGLE_FILTERS } from './search-filters'

export type FilterChip = { key: string; value: string; label: string }

function optionLabel(t: TFunction, labels: Record<string, string>, value: string) {
  return labels[value] ? t(labels[value]) : value
}

/** One chip per active filter value, in the sidebar's order. */
export function filterChips(
  params: URLSearchParams,
  t: TFunction,
  language: Language,
): FilterChip[] {
  const chips: FilterChip[] = []
  const q = params.get('q')
  if (q) chips.push({ key: 'q', value: q, label: t('Name: {{text}}', { text: q }) })
  for (const filter of SINGLE_FILTERS) {
    const value = params.get(filter.key)
    if (value)
      chips.push({
        key: filter.key,
        value,
        label: `${t(filter.label)}: ${optionLabel(t, filter.labels, value)}`,
      })
  }
  const years = params.get('min_experience')
  if (years)
    chips.push({
      key: 'min_experience',
      value: years,
      label: t('Experience: {{years}}+ years', { years }),
    })
  for (const filter of MULTI_FILTERS)
    for (const value of params.getAll(filter.key).filter(Boolean))
      chips.push({
        key: filter.key,
        value,
        label: `${t(filter.chipLabel)}: ${optionLabel(t, filter.labels, value)}`,
      })
  for (const key of ['salary_min', 'salary_max'] as const) {
    const value = params.get(key)
    if (!value) continue
    const amount = Number.isFinite(Number(value)) ? formatHkd(Number(value)) : value
    chips.push({
      key,
      value,
      label:
        key === 'salary_min'
          ? t('Salary from {{amount}}', { amount })
          : t('Salary up to {{amount}}', { amount }),
    })
  }
  const date = params.get('availability_date')
  if (date)
    chips.push({
      key: 'availability_date',
      value: date,
      label: t('Available by {{date}}', { date: formatHongKongDate(date, language) ?? date }),
    })
  if (params.get('hk_available') === 'true')
    chips.push({ key: 'hk_available', value: 'true', label: t('Available in Hong Kong') })
  if (params.get('verified') === 'true')
    chips.push({ key: 'verified', value: 'true', label: t('Verified only') })
  return chips
}

type ActiveFiltersProps = {
  chips: FilterChip[]
  onRemove: (chip: FilterChip) => void
  onClearAll: () => void
}

/** The banner above the results: each active filter as a removable chip, and Clear All Filters. */
export function ActiveFilters({ chips, onRemove, onClearAll }: ActiveFiltersProps) {
  const { t } = useTranslation()
  if (chips.length === 0) return null
  return (
    <section
      aria-label={t('Active filters')}
      className="flex flex-col gap-3 rounded-xl border border-orange-200 bg-orange-50 p-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={`${chip.key}=${chip.value}`}>
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={t('Remove filter {{filter}}', { filter: chip.label })}
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-orange-300 bg-white px-3 text-sm font-medium text-stone-800 hover:border-orange-500 hover:bg-orange-100 focus-visible:outline-3 focus-visible:outline-orange-700"
            >
              <span className="truncate">{chip.label}</span>
              <X aria-hidden="true" className="size-4 shrink-0 text-orange-800" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="shrink-0 underline" onClick={onClearAll}>
        {t('Clear All Filters')}
      </Button>
    </section>
  )
}
