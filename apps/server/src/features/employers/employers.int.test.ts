import { describe, expect, test } from 'vitest'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()

describe('employer details', () => {
  test('the owner reads and changes them; the session shows the change', async () => {
    const employer = await signedInUser(t, 'employer')
    const uid = employer.user.detail_profile!.uid
    const empty = await t.inject({
      method: 'GET',
      url: `/api/v1/employer/profiles/view/${uid}/`,
      headers: bearer(employer.access),
    })
    expect(empty.json()).toEqual({
      uid,
      contact_person_name: null,
      contact_phone: null,
      referred_by: null,
    })
    const saved = await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/profiles/${uid}/`,
      headers: bearer(employer.access),
      payload: {
        contact_person_name: '  Wong Siu Ming ',
        contact_phone: '+85291234567',
        referred_by: '',
      },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({
      success: true,
      error: null,
      data: {
        uid,
        contact_person_name: 'Wong Siu Ming',
        contact_phone: '+85291234567',
        referred_by: null,
      },
    })
    const session = await t.inject({
      method: 'GET',
      url: '/api/v1/hirlab/belmount/user/',
      headers: bearer(employer.access),
    })
    expect(session.json().name).toBe('Wong Siu Ming')
  })

  test('applies the spec rules', async () => {
    const employer = await signedInUser(t, 'employer')
    const uid = employer.user.detail_profile!.uid
    const put = (payload: Record<string, string>) =>
      t.inject({
        method: 'PUT',
        url: `/api/v1/employer/profiles/${uid}/`,
        headers: bearer(employer.access),
        payload,
      })
    expect((await put({ contact_person_name: ' ' })).json().contact_person_name).toEqual([
      'Contact person name is required',
    ])
    expect(
      (await put({ contact_person_name: 'A', contact_phone: '+852 9123' })).json().contact_phone,
    ).toEqual(['Phone number must contain only digits.'])
    expect(
      (await put({ contact_person_name: 'A', referred_by: employer.user.referral_code! })).json()
        .referred_by,
    ).toEqual(['You cannot use your own referral code.'])
  })

  test('another employer’s details answer 404', async () => {
    const owner = await signedInUser(t, 'employer')
    const other = await signedInUser(t, 'employer')
    const uid = owner.user.detail_profile!.uid
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/v1/employer/profiles/view/${uid}/`,
          headers: bearer(other.access),
        })
      ).statusCode,
    ).toBe(404)
    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/profiles/${uid}/`,
      headers: bearer(other.access),
      payload: { contact_person_name: 'X' },
    })
    expect(put.statusCode).toBe(404)
  })
})

describe('GET /countries', () => {
  test('lists Hong Kong, China, the Philippines and Indonesia first, then A to Z, with calling codes', async () => {
    const countries = (await t.inject({ method: 'GET', url: '/api/v1/countries' })).json()
    expect(countries.slice(0, 4).map((c: { code: string }) => c.code)).toEqual([
      'HK',
      'CN',
      'PH',
      'ID',
    ])
    expect(countries[0]).toEqual({
      code: 'HK',
      name: 'Hong Kong',
      calling_code: '852',
      number_lengths: [8],
    })
    const rest = countries.slice(4).map((c: { name: string }) => c.name)
    expect(rest).toEqual([...rest].sort((a: string, b: string) => a.localeCompare(b, 'en')))
    expect(countries.length).toBeGreaterThan(200)
  })

  test('names countries in the caller’s language', async () => {
    const zh = (
      await t.inject({
        method: 'GET',
        url: '/api/v1/countries',
        headers: { 'accept-language': 'zh-TW' },
      })
    ).json()
    expect(zh.slice(0, 3).map((c: { name: string }) => c.name)).toEqual(['香港', '中國', '菲律賓'])
  })
})
