import { useId } from 'react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from './text-field'

type Option = { value: string; label: string }

type CheckboxGroupProps = {
  legend: string
  name: string
  options: readonly Option[]
  value: readonly string[]
  onChange: (next: string[]) => void
  onBlur?: () => void
  /** The most that may be chosen; the other options are disabled once it is reached. */
  max?: number
  error?: string
  hint?: string
  /** Receives the first checkbox, so that a form can focus the group. */
  inputRef?: Ref<HTMLInputElement>
  className?: string
  /** Tailwind grid columns for the options. */
  columns?: string
  /** Keep the legend for screen readers only (a visible heading already names the group). */
  hideLegend?: boolean
}

/** A set of checkboxes in a fieldset, with a live "3 of 6 chosen" counter when there is a cap. */
export function CheckboxGroup({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  max,
  error,
  hint,
  inputRef,
  className = '',
  columns = 'grid-cols-1 sm:grid-cols-2',
  hideLegend = false,
}: CheckboxGroupProps) {
  const { t } = useTranslation()
  const id = useId()
  const chosen = new Set(value)
  const atCap = max !== undefined && chosen.size >= max
  const describedBy = [
    error ? `${id}-error` : null,
    hint ? `${id}-hint` : null,
    max !== undefined ? `${id}-count` : null,
  ]
    .filter(Boolean)
    .join(' ')

  function toggle(option: string, checked: boolean) {
    // Keep the options' order, whatever order they were ticked in.
    const next = options.map((o) => o.value).filter((v) => (v === option ? checked : chosen.has(v)))
    onChange(next)
  }

  return (
    <fieldset className={className} aria-describedby={describedBy || undefined}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-semibold text-stone-800'}>
        {legend}
      </legend>
      {hint || max !== undefined ? (
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          {hint ? (
            <p id={`${id}-hint`} className="text-stone-600">
              {hint}
            </p>
          ) : null}
          {max !== undefined ? (
            <p
              id={`${id}-count`}
              aria-live="polite"
              className={atCap ? 'font-semibold text-orange-800' : 'text-stone-600'}
            >
              {t('{{chosen}} of {{max}} chosen', { chosen: chosen.size, max })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={`grid gap-x-4 gap-y-1 ${columns}`}>
        {options.map((option, index) => {
          const checked = chosen.has(option.value)
          const disabled = atCap && !checked
          return (
            <label
              key={option.value}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-2 text-base ${
                disabled
                  ? 'cursor-not-allowed text-stone-500'
                  : 'cursor-pointer text-stone-800 hover:bg-stone-100'
              }`}
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
                className="size-5 shrink-0 rounded border-stone-400 accent-orange-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
              />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  )
}
