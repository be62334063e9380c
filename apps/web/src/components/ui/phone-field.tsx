import { useId } from 'react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { Country } from '../../lib/countries'
import { findCountry } from '../../lib/countries'
import { localDigits } from '../../lib/phone'
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
    <div className="@container">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      {/* The country keeps its whole name ("+852 Hong Kong"): above the number where the field is
          narrow (a phone), beside it where there is room. */}
      <div className="grid grid-cols-1 gap-2 @sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
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
