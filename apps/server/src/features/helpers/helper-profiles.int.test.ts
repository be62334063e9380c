import { describe, expect, test } from 'vitest'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import {
  MAIN_DETAILS,
  signedInEmployer,
  signedInHelperWithProfile,
} from '../../test/helper-fixtures'
import { multipart } from '../../test/multipart'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const PROFILES = '/api/v1/helpers/profiles/'

describe('POST /helpers/profiles/', () => {
  test('creates the helper’s profile and links it to the session', async () => {
    const helper = await signedInUser(t, 'helper')
    const response = await t.inject({
      method: 'POST',
      url: PROFILES,
      headers: bearer(helper.access),
      payload: MAIN_DETAILS,
    })
    expect(response.statusCode).toBe(201)
    const { success, data, error } = response.json()
    expect(success).toBe(true)
    expect(error).toBeNull()
    expect(data).toMatchObject({
      first_name: 'Maria',
      expected_salary: 5200,
      work_experience_text: 6,
      currency: 'HKD',
      lastjob_location: 'HK',
      isDraft: false,
      birthdate: '1990-05-14',
      whatsapp_contact: '+639171234567',
    })
    const session = await t.inject({
      method: 'GET',
      url: '/api/v1/hirlab/belmount/user/',
      headers: bearer(helper.access),
    })
    expect(session.json().detail_profile).toMatchObject({
      uid: data.uid,
      contact_person_name: 'Maria Santos',
      contact_phone: '+639171234567',
    })
    expect(session.json().name).toBe('Maria Santos')
  })

  test('refuses an employer and a second profile', async () => {
    const employer = await signedInEmployer(t)
    const refused = await t.inject({
      method: 'POST',
      url: PROFILES,
      headers: bearer(employer.access),
      payload: MAIN_DETAILS,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('permission_denied')
    const helper = await signedInHelperWithProfile(t)
    const again = await t.inject({
      method: 'POST',
      url: PROFILES,
      headers: bearer(helper.access),
      payload: MAIN_DETAILS,
    })
    expect(again.statusCode).toBe(409)
  })

  test('requires a signed-in user', async () => {
    expect(
      (await t.inject({ method: 'POST', url: PROFILES, payload: MAIN_DETAILS })).statusCode,
    ).toBe(401)
  })

  test('a published profile needs every required field, with the spec messages', async () => {
    const helper = await signedInUser(t, 'helper')
    const response = await t.inject({
      method: 'POST',
      url: PROFILES,
      headers: bearer(helper.access),
      payload: { first_name: 'Maria' },
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.last_name).toEqual(['Last name is required'])
    expect(body.expected_salary).toEqual(['Expected salary is required'])
    expect(body.whatsapp_contact).toEqual(['WhatsApp number is required'])
    expect(body.day_off).toEqual(['At least one day off is required'])
    const malformed = await t.inject({
      method: 'POST',
      url: PROFILES,
      headers: bearer(helper.access),
      payload: { ...MAIN_DETAILS, whatsapp_contact: '+63 917-123', phone_contact: '9123 4567' },
    })
    expect(malformed.json().whatsapp_contact).toEqual(['WhatsApp number must contain only digits.'])
    expect(malformed.json().phone_contact).toEqual(['Phone number must contain only digits.'])
  })

  test('a draft may be incomplete and is published once complete', async () => {
    const helper = await signedInUser(t, 'helper')
    const draft = await t.inject({
      method: 'POST',
      url: PROFILES,
      headers: bearer(helper.access),
      payload: { first_name: 'Dewi', last_name: '', isDraft: 'true' },
    })
    expect(draft.statusCode).toBe(201)
    const uid = draft.json().data.uid
    const publishTooEarly = await t.inject({
      method: 'PUT',
      url: `${PROFILES}${uid}/`,
      headers: bearer(helper.access),
      payload: { isDraft: false },
    })
    expect(publishTooEarly.statusCode).toBe(400)
    const published = await t.inject({
      method: 'PUT',
      url: `${PROFILES}${uid}/`,
      headers: bearer(helper.access),
      payload: { ...MAIN_DETAILS, first_name: 'Dewi', isDraft: false },
    })
    expect(published.statusCode).toBe(200)
    expect(published.json().data.isDraft).toBe(false)
  })

  test('accepts multipart with repeated list fields and JSON-text experience lists', async () => {
    const helper = await signedInUser(t, 'helper')
    const boundary = '----hearth'
    const parts: [string, string][] = [
      ...Object.entries(MAIN_DETAILS).flatMap(([name, value]) =>
        Array.isArray(value)
          ? value.map((v): [string, string] => [name, v])
          : [[name, String(value)] as [string, string]],
      ),
      ['languages', 'Mandarin'],
      [
        'past_experiences',
        JSON.stringify([
          {
            job_title: 'Nanny',
            contract_status: 'Finished Contract',
            experience_text: 'Twins',
            date_from: '2018-01-01',
            date_to: '2020-01-01',
            location: 'HK',
          },
        ]),
      ],
    ]
    const payload =
      parts
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`
    const response = await t.inject({
      method: 'POST',
      url: PROFILES,
      headers: {
        ...bearer(helper.access),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data.languages).toEqual(['English', 'Cantonese', 'Mandarin'])
    expect(response.json().data.past_experiences[0].job_title).toBe('Nanny')
  })
})

describe('PUT /helpers/profiles/{id}/', () => {
  test('changes only the fields sent (step 2 keeps step 1)', async () => {
    const helper = await signedInHelperWithProfile(t)
    const response = await t.inject({
      method: 'PUT',
      url: `${PROFILES}${helper.profile.uid}/`,
      headers: bearer(helper.access),
      payload: {
        education_experiences: [
          {
            school: 'Manila High',
            qualification: 'Diploma',
            date_from: '2004-06-01',
            date_to: '2008-03-31',
          },
        ],
        past_experiences: [],
        bank_account: 'HSBC 123-456789-001',
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      first_name: 'Maria',
      bank_account: 'HSBC 123-456789-001',
    })
    expect(response.json().data.education_experiences).toHaveLength(1)
  })

  test('null clears an optional field; a required one cannot be cleared on a published profile', async () => {
    const helper = await signedInHelperWithProfile(t, {
      middle_name: 'Luz',
      cooking_skills: ['Thai'],
    })
    const url = `${PROFILES}${helper.profile.uid}/`
    const cleared = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(helper.access),
      payload: { middle_name: null, phone_contact: null, cooking_skills: null },
    })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().data).toMatchObject({
      middle_name: null,
      phone_contact: null,
      cooking_skills: [],
    })
    const required = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(helper.access),
      payload: { last_name: null },
    })
    expect(required.statusCode).toBe(400)
    expect(required.json().last_name).toEqual(['Last name is required'])
  })

  test('the search-engine setting starts on, is turned off by a form, and everyone reads it', async () => {
    const helper = await signedInHelperWithProfile(t)
    expect(helper.profile.show_in_search_engines).toBe(true)
    const url = `${PROFILES}${helper.profile.uid}/`
    const off = multipart({ show_in_search_engines: 'false' })
    const turnedOff = await t.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(helper.access), ...off.headers },
      payload: off.payload,
    })
    expect(turnedOff.statusCode, turnedOff.body).toBe(200)
    expect(turnedOff.json().data.show_in_search_engines).toBe(false)
    // Left out or null, it stays as it is.
    for (const payload of [{ about_me: 'I love cooking.' }, { show_in_search_engines: null }]) {
      const unchanged = await t.inject({
        method: 'PUT',
        url,
        headers: bearer(helper.access),
        payload,
      })
      expect(unchanged.json().data.show_in_search_engines).toBe(false)
    }
    const visitor = await t.inject({ method: 'GET', url })
    expect(visitor.json()).toMatchObject({ show_in_search_engines: false })
    const on = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(helper.access),
      payload: { show_in_search_engines: true },
    })
    expect(on.json().data.show_in_search_engines).toBe(true)
  })

  test('answers 404 for another helper’s profile', async () => {
    const owner = await signedInHelperWithProfile(t)
    const other = await signedInHelperWithProfile(t)
    const response = await t.inject({
      method: 'PUT',
      url: `${PROFILES}${owner.profile.uid}/`,
      headers: bearer(other.access),
      payload: { first_name: 'Hacker' },
    })
    expect(response.statusCode).toBe(404)
  })

  test('checks every step-2 record with the spec messages', async () => {
    const helper = await signedInHelperWithProfile(t)
    const response = await t.inject({
      method: 'PUT',
      url: `${PROFILES}${helper.profile.uid}/`,
      headers: bearer(helper.access),
      payload: { education_experiences: [{ school: '' }] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().education_experiences).toEqual(
      expect.arrayContaining([
        'School Name is required',
        'From Date is required',
        'To Date is required',
      ]),
    )
  })

  test('referred_by must be another user’s existing code', async () => {
    const helper = await signedInHelperWithProfile(t)
    const employer = await signedInEmployer(t)
    const url = `${PROFILES}${helper.profile.uid}/`
    const own = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(helper.access),
      payload: { referred_by: helper.user.referral_code },
    })
    expect(own.json().referred_by).toEqual(['You cannot use your own referral code.'])
    const unknown = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(helper.access),
      payload: { referred_by: 'QQQQQQ' },
    })
    expect([unknown.json().referred_by, unknown.statusCode]).toEqual([
      ['Referral code not found.'],
      400,
    ])
    const malformed = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(helper.access),
      payload: { referred_by: 'AB12' },
    })
    expect(malformed.json().referred_by).toEqual(['A referral code has 6 letters.'])
    const valid = await t.inject({
      method: 'PUT',
      url,
      headers: bearer(helper.access),
      payload: { referred_by: employer.user.referral_code!.toLowerCase() },
    })
    expect(valid.json().data.referred_by).toBe(employer.user.referral_code)
  })

  test('ignores fields no client may set', async () => {
    const helper = await signedInHelperWithProfile(t)
    const other = await signedInUser(t, 'helper')
    const response = await t.inject({
      method: 'PUT',
      url: `${PROFILES}${helper.profile.uid}/`,
      headers: bearer(helper.access),
      payload: {
        uid: 'mine',
        user_uid: other.user.id,
        userUid: other.user.id,
        view_count: 99,
        photo_key: '../../etc/passwd',
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.uid).toBe(helper.profile.uid)
    expect(response.json().data.image_url).toBeNull()
    const mine = await t.inject({
      method: 'GET',
      url: `${PROFILES}me/`,
      headers: bearer(helper.access),
    })
    expect(mine.json().uid).toBe(helper.profile.uid)
  })
})
