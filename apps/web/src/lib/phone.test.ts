import { expect, test } from 'vitest'
import type { Resolver, ResolverResult } from 'react-hook-form'
import { COUNTRIES } from '../test/fixtures'
import { joinPhone, localDigits, phoneErrors, phoneFormResolver, splitPhone } from './phone'

type Form = { phone_country: string; phone_digits: string; name: string }
type Wire = { contact_phone: string; name: string }

const PHONES = [{ country: 'phone_country', digits: 'phone_digits', kind: 'phone' }] as const
const HK = COUNTRIES[0]

test('a wire number splits into its country and digits, and joins back', () => {
  expect(splitPhone('+85291234567', COUNTRIES)).toEqual({ country: 'HK', digits: '91234567' })
  expect(joinPhone(HK, '91234567')).toBe('+85291234567')
  expect(joinPhone(HK, '')).toBe('')
  expect(localDigits('+852 9123-4567', HK)).toBe('91234567')
})

test('a number of the wrong length for its country, or with no country list, is an error', () => {
  const values = { phone_country: 'HK', phone_digits: '9123', name: '' }
  expect(phoneErrors(values, COUNTRIES, PHONES).phone_digits?.message).toBe(
    'Phone number must have 8 digits for Hong Kong.',
  )
  expect(phoneErrors({ ...values, phone_digits: '91234567' }, COUNTRIES, PHONES)).toEqual({})
  expect(phoneErrors(values, undefined, PHONES).phone_digits?.message).toBe(
    'Failed to fetch countries',
  )
  expect(phoneErrors({ ...values, phone_digits: '' }, undefined, PHONES)).toEqual({})
})

test('the form resolver moves wire messages to their inputs, and the schema’s message wins', async () => {
  const wireResolver: Resolver<Wire, unknown, Wire> = async (
    wire,
  ): Promise<ResolverResult<Wire, Wire>> => {
    if (wire.name) return { values: wire, errors: {} }
    return {
      values: {},
      errors: {
        name: { type: 'required', message: 'Name is required' },
        contact_phone: { type: 'format', message: 'Not a phone number' },
      },
    }
  }
  const resolver = phoneFormResolver<Form, Wire, Wire>(wireResolver, {
    toWire: (values) => ({
      name: values.name,
      contact_phone: joinPhone(HK, values.phone_digits),
    }),
    wireToForm: { contact_phone: 'phone_digits' },
    phones: PHONES,
    countries: COUNTRIES,
  })
  const options = { shouldUseNativeValidation: false, fields: {} }

  const failed = await resolver(
    { phone_country: 'HK', phone_digits: '9123', name: '' },
    undefined,
    options,
  )
  expect(failed.errors.name?.message).toBe('Name is required')
  expect(failed.errors.phone_digits?.message).toBe('Not a phone number')
  expect(failed.errors).not.toHaveProperty('contact_phone')

  const short = await resolver(
    { phone_country: 'HK', phone_digits: '9123', name: 'Amy' },
    undefined,
    options,
  )
  expect(short.errors.phone_digits?.message).toBe('Phone number must have 8 digits for Hong Kong.')

  const valid = await resolver(
    { phone_country: 'HK', phone_digits: '91234567', name: 'Amy' },
    undefined,
    options,
  )
  expect(valid).toEqual({ values: { name: 'Amy', contact_phone: '+85291234567' }, errors: {} })
})
