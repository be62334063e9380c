import { useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MIN_EXPERIENCE_OPTIONS } from '@hearth/shared/helper-options'
import { CheckboxField } from '../../components/ui/checkbox-field'
import { CheckboxGroup } from '../../components/ui/checkbox-group'
import { SelectField } from '../../components/ui/select-field'
import { TextField } from '../../components/ui/text-field'
import { MULTI_FILTERS, SINGLE_FILTERS, withFilter } from './search-filters'

type FilterSidebarProps = {
  params: URLSearchParams
  onChange: (next: URLSearchParams) => void
}

/**
 * The search each change builds on. The URL follows a change a moment later (the navigation is a
 * transition), and a second change made in that moment — a skill ticked right after choosing a
 * nationality — must build on the first, not on the URL that does not show it yet. Once the URL
 * shows the last change, or changes in a way this form did not send (Back, a removed chip), the
 * URL is the base again.
 */
function useLatestParams(params: URLSearchParams, onChange: (next: URLSearchParams) => void) {
  const inFlight = useRef<{ sent: string[]; last: URLSearchParams | null }>({
    sent: [],
    last: null,
  })
  return {
    current: (): URLSearchParams => {
      const { sent, last } = inFlight.current
      const shown = params.toString()
      if (!last || sent.at(-1) === shown || !sent.includes(shown)) {
        inFlight.current = { sent: [], last: null }
        return params
      }
      return last
    },
    send: (next: URLSearchParams) => {
      // The URL the first change was made from counts as on the way too: it shows until the
      // first change arrives.
      const before = inFlight.current.last ? inFlight.current.sent : [params.toString()]
      inFlight.current = { sent: [...before, next.toString()], last: next }
      onChange(next)
    },
  }
}

/** The filter form. Every change is written to the URL at once (salary bounds when a box is left). */
export function FilterSidebar({ params, onChange }: FilterSidebarProps) {
  const { t } = useTranslation()
  const latest = useLatestParams(params, onChange)
  const set = (key: string, value: string | readonly string[] | null) =>
    latest.send(withFilter(latest.current(), key, value))

  return (
    <div className="space-y-5">
      {SINGLE_FILTERS.map((filter) => (
        <SelectField
          key={filter.key}
          label={t(filter.label)}
          placeholder={t(filter.anyLabel)}
          value={params.get(filter.key) ?? ''}
          onChange={(event) => set(filter.key, event.target.value || null)}
          options={filter.options.map((value) => ({
            value,
            label: t(filter.labels[value] ?? value),
          }))}
        />
      ))}
      <SelectField
        label={t('Minimum experience')}
        placeholder={t('Any experience')}
        value={params.get('min_experience') ?? ''}
        onChange={(event) => set('min_experience', event.target.value || null)}
        options={MIN_EXPERIENCE_OPTIONS.map((years) => ({
          value: String(years),
          label: t('{{years}}+ years', { years }),
        }))}
      />
      <SalaryRange params={params} latest={latest} />
      <TextField
        label={t('Available by')}
        type="date"
        hint={t('Helpers who can start on or before this date.')}
        value={params.get('availability_date') ?? ''}
        onChange={(event) => set('availability_date', event.target.value || null)}
      />
      <CheckboxField
        label={t('Available in Hong Kong')}
        hint={t('Still in Hong Kong after today, or working in Hong Kong now.')}
        checked={params.get('hk_available') === 'true'}
        onChange={(event) => set('hk_available', event.target.checked ? 'true' : null)}
      />
      <CheckboxField
        label={t('Verified only')}
        hint={t('Helpers whose identity and visa Hearth’s team checked.')}
        checked={params.get('verified') === 'true'}
        onChange={(event) => set('verified', event.target.checked ? 'true' : null)}
      />
      {MULTI_FILTERS.map((filter) => {
        const chosen = params.getAll(filter.key)
        return (
          <FilterDisclosure key={filter.key} label={t(filter.label)} chosen={chosen.length}>
            <CheckboxGroup
              legend={t(filter.label)}
              hideLegend
              name={filter.key}
              hint={t(filter.hint)}
              columns="grid-cols-1"
              options={filter.options.map((value) => ({
                value,
                label: t(filter.labels[value] ?? value),
              }))}
              value={chosen}
              onChange={(next) => set(filter.key, next)}
            />
          </FilterDisclosure>
        )
      })}
    </div>
  )
}

function parseAmount(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/,/g, '')
  if (trimmed === '') return null
  if (!/^\d{1,7}$/.test(trimmed)) return 'invalid'
  return Number(trimmed)
}

/** Min and max expected salary, applied when a box loses focus or on Enter; empty means no bound. */
function SalaryRange({
  params,
  latest,
}: {
  params: URLSearchParams
  latest: ReturnType<typeof useLatestParams>
}) {
  const { t } = useTranslation()
  const id = useId()
  const urlMin = params.get('salary_min') ?? ''
  const urlMax = params.get('salary_max') ?? ''
  const [min, setMin] = useState(urlMin)
  const [max, setMax] = useState(urlMax)
  const [error, setError] = useState<string | null>(null)
  // The bounds this form last applied or took from the URL. The URL catches up with an applied
  // bound a moment later (the navigation is a transition), by which time the user may be typing
  // in the other box: only a bound that changed from elsewhere (a removed chip, back and
  // forward) replaces its box, and never the other one.
  const [known, setKnown] = useState({ min: urlMin, max: urlMax })
  // The URL as last seen: only a change of the URL itself may touch a box. While an applied bound
  // is still on its way, the URL lags behind `known`, and that must not empty the box.
  const [seen, setSeen] = useState({ min: urlMin, max: urlMax })
  if (seen.min !== urlMin || seen.max !== urlMax) {
    setSeen({ min: urlMin, max: urlMax })
    const nextKnown = { ...known }
    if (seen.min !== urlMin && urlMin !== known.min) {
      setMin(urlMin)
      nextKnown.min = urlMin
    }
    if (seen.max !== urlMax && urlMax !== known.max) {
      setMax(urlMax)
      nextKnown.max = urlMax
    }
    setKnown(nextKnown)
    setError(null)
  }

  function apply() {
    const low = parseAmount(min)
    const high = parseAmount(max)
    if (low === 'invalid' || high === 'invalid') {
      setError(t('Enter a whole amount in HK$.'))
      return
    }
    if (low !== null && high !== null && low > high) {
      setError(t('The lowest salary cannot be above the highest.'))
      return
    }
    setError(null)
    const nextMin = low === null ? '' : String(low)
    const nextMax = high === null ? '' : String(high)
    if (nextMin === urlMin && nextMax === urlMax) return
    setKnown({ min: nextMin, max: nextMax })
    let next = withFilter(latest.current(), 'salary_min', nextMin || null)
    next = withFilter(next, 'salary_max', nextMax || null)
    latest.send(next)
  }

  const boxProps = {
    type: 'text',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onBlur: apply,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') apply()
    },
  }

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        {t('Expected salary (HK$ a month)')}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('From')}
          placeholder={t('No minimum')}
          value={min}
          onChange={(event) => setMin(event.target.value)}
          aria-invalid={error ? true : undefined}
          {...boxProps}
        />
        <TextField
          label={t('To')}
          placeholder={t('No maximum')}
          value={max}
          onChange={(event) => setMax(event.target.value)}
          aria-invalid={error ? true : undefined}
          {...boxProps}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {t('Helpers who have not set a salary are always shown.')}
        </p>
      )}
    </fieldset>
  )
}

type FilterDisclosureProps = { label: string; chosen: number; children: ReactNode }

/** A collapsible group; open at first when something in it is chosen, then as the user leaves it. */
function FilterDisclosure({ label, chosen, children }: FilterDisclosureProps) {
  const [open, setOpen] = useState(chosen > 0)
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-lg border border-stone-200 bg-white"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg px-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-orange-700">
        <span>
          {label}
          {chosen > 0 ? (
            <span className="ml-2 rounded-full bg-orange-700 px-2 py-0.5 text-xs text-white">
              {chosen}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="text-stone-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="px-2 pb-2">{children}</div>
    </details>
  )
}
