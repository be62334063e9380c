import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form'
import { findCountry, type Country } from './countries'
import { i18n } from './i18n'

/** E.164 allows at most 15 digits. */
const MAX_DIGITS = 15

/**
 * Splits a wire phone number ('+' dial code digits) into its country and local digits. When two
 * countries share a dial code, the first in the server's order wins (HK, CN, PH, ID come first).
 */
export function splitPhone(
  value: string | null | undefined,
  countries: readonly Country[],
): { country: string; digits: string } | null {
  if (!value) return null
  const digits = value.replace(/\D/g, '')
  let best: Country | undefined
  for (const country of countries) {
    if (!digits.startsWith(country.calling_code)) continue
    if (!best || country.calling_code.length > best.calling_code.length) best = country
  }
  if (!best) return null
  return { country: best.code, digits: digits.slice(best.calling_code.length) }
}

/** '+' dial code digits, or '' when there are no digits. */
export function joinPhone(country: Country | undefined, digits: string): string {
  if (!digits || !country) return ''
  return `+${country.calling_code}${digits}`
}

/** Keeps only digits: phone inputs strip everything else as it is typed (docs/spec/marketplace.md §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

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

/** The length check of docs/spec/marketplace.md §5: a number must fit its country's lengths. */
export function phoneLengthProblem(
  country: Country | undefined,
  digits: string,
): { count: string; country: string } | null {
  if (!country || !digits || country.number_lengths.length === 0) return null
  if (country.number_lengths.includes(digits.length)) return null
  return { count: country.number_lengths.join(' / '), country: country.name }
}

/** A phone number in a form: a country select and a digits box. */
export type PhoneInput<Form extends FieldValues> = {
  country: Path<Form>
  digits: Path<Form>
  /** Names the number in the length message. */
  kind: 'whatsapp' | 'phone'
}

function lengthMessage(kind: PhoneInput<FieldValues>['kind'], count: string, country: string) {
  return kind === 'whatsapp'
    ? i18n.t('WhatsApp number must have {{digits}} digits for {{country}}.', {
        digits: count,
        country,
      })
    : i18n.t('Phone number must have {{digits}} digits for {{country}}.', {
        digits: count,
        country,
      })
}

/**
 * The checks the shared schemas cannot make for each number given: the country list must have
 * loaded, and the digits must fit the country's lengths. Errors are keyed by the digits field.
 */
export function phoneErrors<Form extends FieldValues>(
  values: Form,
  countries: readonly Country[] | undefined,
  inputs: readonly PhoneInput<Form>[],
): Partial<Record<Path<Form>, FieldError>> {
  const errors: Partial<Record<Path<Form>, FieldError>> = {}
  for (const input of inputs) {
    const digits = String(values[input.digits] ?? '')
    if (!digits) continue
    if (!countries) {
      errors[input.digits] = { type: 'countries', message: i18n.t('Failed to fetch countries') }
      continue
    }
    const problem = phoneLengthProblem(
      findCountry(countries, String(values[input.country])),
      digits,
    )
    if (problem)
      errors[input.digits] = {
        type: 'length',
        message: lengthMessage(input.kind, problem.count, problem.country),
      }
  }
  return errors
}

type PhoneResolverOptions<Form extends FieldValues, Wire> = {
  /** The form's values as the API takes them (numbers joined as '+', dial code, digits). */
  toWire: (values: Form) => Wire
  /** The input that shows a wire field's message (`contact_phone` → `phone_digits`). */
  wireToForm: Partial<Record<string, Path<Form>>>
  phones: readonly PhoneInput<Form>[]
  countries: readonly Country[] | undefined
}

/**
 * A form resolver for forms with phone numbers: the shared schema's resolver checks the wire
 * body, its messages move to the inputs that show them, and `phoneErrors` adds the length
 * checks (a schema message for the same number wins).
 */
export function phoneFormResolver<Form extends FieldValues, Wire extends FieldValues, Output>(
  wireResolver: Resolver<Wire, unknown, Output>,
  { toWire, wireToForm, phones, countries }: PhoneResolverOptions<Form, Wire>,
): Resolver<Form, unknown, Output> {
  return async (values, context, options) => {
    const result = await wireResolver(
      toWire(values),
      context,
      // Only `names` and the resolver's own settings are read; field refs are looked up by name.
      options as unknown as Parameters<typeof wireResolver>[2],
    )
    const errors: Record<string, unknown> = { ...phoneErrors(values, countries, phones) }
    for (const [name, error] of Object.entries(result.errors))
      errors[wireToForm[name] ?? name] = error
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<Form> }
    return { values: result.values as Output, errors: {} }
  }
}
