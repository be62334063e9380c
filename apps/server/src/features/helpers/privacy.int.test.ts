import { beforeAll, describe, expect, test } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { signedInEmployer, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const PRIVATE = [
  'birthdate',
  'bank_account',
  'referred_by',
  'passport_url',
  'employer_interaction_context',
  'whatsapp_contact',
  'phone_contact',
]
let helper: Awaited<ReturnType<typeof signedInHelperWithProfile>>
let url: string

beforeAll(async () => {
  helper = await signedInHelperWithProfile(t, {
    bank_account: 'HSBC 1',
    about_me: 'I love cooking',
  })
  url = `/api/v1/helpers/profiles/${helper.profile.uid}/`
})

function keysOf(body: Record<string, unknown>) {
  return PRIVATE.filter((key) => key in body)
}

describe('what each caller receives', () => {
  test('a visitor gets the public profile with age only', async () => {
    const body = (await t.inject({ method: 'GET', url })).json()
    expect(keysOf(body)).toEqual([])
    expect(body.age).toBe(36)
    expect(body.about_me).toBe('I love cooking')
    expect(body.contact_locked).toBe(false)
  })

  test('another helper gets the same as a visitor', async () => {
    const other = await signedInHelperWithProfile(t)
    expect(
      keysOf((await t.inject({ method: 'GET', url, headers: bearer(other.access) })).json()),
    ).toEqual([])
  })

  test('an employer without access gets no contact numbers and a locked flag', async () => {
    const employer = await signedInEmployer(t, false)
    const body = (await t.inject({ method: 'GET', url, headers: bearer(employer.access) })).json()
    expect(keysOf(body)).toEqual(['employer_interaction_context'])
    expect(body.contact_locked).toBe(true)
  })

  test('an employer with active access sees WhatsApp and phone, never the private fields', async () => {
    const employer = await signedInEmployer(t, true)
    const body = (await t.inject({ method: 'GET', url, headers: bearer(employer.access) })).json()
    expect(keysOf(body)).toEqual([
      'employer_interaction_context',
      'whatsapp_contact',
      'phone_contact',
    ])
    expect(body.whatsapp_contact).toBe('+639171234567')
    expect(body.contact_locked).toBe(false)
  })

  test('an employer whose access lapsed loses the contact numbers', async () => {
    const employer = await signedInEmployer(t, true)
    t.clock.advance(31 * 86_400_000)
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/login',
      payload: { username: employer.email, password: 'kowloon-harbour-77' },
    })
    const body = (
      await t.inject({ method: 'GET', url, headers: bearer(refreshed.json().access) })
    ).json()
    expect(body.contact_locked).toBe(true)
    expect('whatsapp_contact' in body).toBe(false)
  })

  test('the owner sees everything', async () => {
    const session = await t.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/login',
      payload: { username: helper.email, password: 'kowloon-harbour-77' },
    })
    const body = (
      await t.inject({ method: 'GET', url, headers: bearer(session.json().access) })
    ).json()
    expect(keysOf(body)).toEqual([
      'birthdate',
      'bank_account',
      'referred_by',
      'passport_url',
      'whatsapp_contact',
      'phone_contact',
    ])
  })

  test('search results never carry private fields', async () => {
    const employer = await signedInEmployer(t, true)
    const results = (
      await t.inject({
        method: 'GET',
        url: '/api/v1/helpers/profiles/',
        headers: bearer(employer.access),
      })
    ).json().results
    const item = results.find((r: { id: string }) => r.id === helper.profile.uid)
    expect(Object.keys(item).sort()).toEqual(
      [
        'age',
        'employer_interaction_context',
        'expectedSalary',
        'fullName',
        'horoscope',
        'id',
        'nationality',
        'profileImage',
        'skills',
        'verified',
        'verified_at',
        'yearsOfExperience',
      ].sort(),
    )
  })

  test('a draft is hidden from everyone but its owner', async () => {
    const draft = await signedInHelperWithProfile(t, { isDraft: true })
    const draftUrl = `/api/v1/helpers/profiles/${draft.profile.uid}/`
    const employer = await signedInEmployer(t, true)
    expect((await t.inject({ method: 'GET', url: draftUrl })).statusCode).toBe(404)
    const refused = await t.inject({
      method: 'GET',
      url: draftUrl,
      headers: bearer(employer.access),
    })
    expect(refused.json()).toEqual({ detail: 'Helper profile not found.', code: 'not_found' })
    expect(
      (await t.inject({ method: 'GET', url: draftUrl, headers: bearer(draft.access) })).statusCode,
    ).toBe(200)
  })
})
