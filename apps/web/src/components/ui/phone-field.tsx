import { useId } from 'react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { Country } from '../../lib/countries'
import { digitsOnly, findCountry } from '../../lib/countries'
import { Button } from './button'
import { FieldError } from './text-field'
import { INPUT_CLASSES, LABEL_CLASSES, borderFor } from './field-classes'

type PhoneFieldProps = {
  label: string
  countries: readonly Country[] | undefined
  /** The countries could not be loaded: show why, with a way to try again. */
  countriesError?: string | null
  onRetryCountries?: () => void
  country: string
  digits: string
  onCountryChange: (code: string) => void
  onDigitsChange: (digits: string) => void
  onBlur?: () => void
  error?: string
  hint?: string
  name: string
  inputRef?: Ref<HTMLInputElement>
  autoComplete?: string
}

/** E.164 allows at most 15 digits. */
const MAX_DIGITS = 15

/**
 * The digits of what was typed or pasted. A pasted international number ("+852 9123 4567") loses
 * the chosen country's dial code, since the select already gives it.
 */
export function localDigits(text: string, country: Country | undefined): string {
  let digits = digitsOnly(text)
  if (country && text.trim().startsWith('+') && digits.startsWith(country.calling_code))
    digits = digits.slice(country.calling_code.length)
  return digits.slice(0, MAX_DIGITS)
}

/**
 * A dial-code select and a number box. Anything but digits is dropped as it is typed or pasted;
 * the length for the chosen country is checked when the form is sent.
 */
export function PhoneField({
  label,
  countries,
  countriesError,
  onRetryCountries,
  country,
  digits,
  onCountryChange,
  onDigitsChange,
  onBlur,
  error,
  hint,
  name,
  inputRef,
  autoComplete = 'tel-national',
}: PhoneFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const selected = findCountry(countries, country)
  const describedBy = [
    error ? `${id}-error` : null,
    hint ? `${id}-hint` : null,
    countriesError ? `${id}-countries` : null,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <label htmlFor={`${id}-country`} className="sr-only">
          {t('Country code for {{field}}', { field: label })}
        </label>
        <select
          id={`${id}-country`}
          value={country}
          disabled={!countries}
          onChange={(event) => onCountryChange(event.target.value)}
          className={`${INPUT_CLASSES} border-stone-500`}
        >
          {countries ? (
            countries.map((option) => (
              <option key={option.code} value={option.code}>
                {`+${option.calling_code} ${option.name}`}
              </option>
            ))
          ) : (
            <option value={country}>{countriesError ? '—' : t('Loading…')}</option>
          )}
        </select>
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
          value={digits}
          onChange={(event) => onDigitsChange(localDigits(event.target.value, selected))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${INPUT_CLASSES} ${borderFor(error)}`}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {countriesError ? (
        <div
          id={`${id}-countries`}
          className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-red-700"
        >
          <span>{countriesError}</span>
          {onRetryCountries ? (
            <Button variant="secondary" size="sm" onClick={onRetryCountries}>
              {t('Try again')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}

/** The length check of docs/spec/marketplace.md §5: a number must fit its country's lengths. */
export function phoneLengthProblem(
  country: Country | undefined,
  digits: string,
): { count: string; country: string } | null {
  if (!country || !digits || country.number_lengths.length === 0) return null
  if (country.number_lengths.includes(digits.length)) return null
  return { count: country.number_lengths.join(' / '), country: country.name }
}
