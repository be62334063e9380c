import { describe, expect, test } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  JOB_INPUT,
  applyAs,
  employerOnPlan,
  get,
  helperWithProfile,
  postJob,
  postedJob,
} from './jobs-fixtures'

const t = useTestApp()

describe('POST /employer/postings/', () => {
  test('creates a posting with the §9 defaults and the stated household, and answers 201 with its uid', async () => {
    const employer = await employerOnPlan(t)
    const { status: _status, ...input } = JOB_INPUT
    const response = await postJob(t, employer.access, { ...input, status: undefined })
    expect(response.statusCode).toBe(201)
    const posting = response.json()
    expect(posting.uid).toEqual(expect.any(String))
    expect(posting).toMatchObject({
      job_title: JOB_INPUT.job_title,
      status: 'DRAFT',
      flexibility_on_days: 14,
      currency: 'HKD',
      nationality: 'HK',
      number_of_adults: 2,
      number_of_children: 2,
      children_ages: [4, 7],
      number_of_elderly: 0,
      employer_profile_uid: employer.profileUid,
      applications: [],
      applications_count: 0,
      is_owner: true,
      created_at: t.clock.now().toISOString(),
    })
    // The read answers what was stored.
    expect((await get(t, `/employer/postings/${posting.uid}`, employer.access)).json()).toEqual(
      posting,
    )
  })

  test('reads list fields back as values with a display list in the caller’s language', async () => {
    const employer = await employerOnPlan(t)
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/employer/postings/',
      headers: { ...bearer(employer.access), 'accept-language': 'zh-TW' },
      payload: {
        ...JOB_INPUT,
        main_skills: ['Cooking', 'Child Care'],
        day_off_options: ['sunday'],
        languages: ['English'],
        preferred_helper_nationality: ['Filipino'],
        preferred_religion: ['NoPreference'],
      },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      main_skills: ['Cooking', 'Child Care'],
      main_skills_display: ['烹飪', '照顧小童'],
      day_off_options: ['sunday'],
      day_off_options_display: ['星期日'],
      languages_display: ['英語'],
      preferred_helper_nationality_display: ['菲律賓籍'],
      preferred_religion_display: ['不限'],
    })
  })

  test('accepts children ages as a list or as comma-separated text', async () => {
    const employer = await employerOnPlan(t)
    const asText = await postedJob(t, employer, { number_of_children: 2, children_ages: '3, 7' })
    expect(asText.children_ages).toEqual([3, 7])
    const asList = await postedJob(t, employer, { number_of_children: 1, children_ages: [5] })
    expect(asList.children_ages).toEqual([5])
  })

  test('never writes the fields the server owns', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer, {
      view_count: 999,
      employer_profile_uid: 'someone-else',
      subscription_status: 'premium',
      applications: [{ helper_profile_uid: 'x', status: 'HIRED' }],
      created_at: '2001-01-01T00:00:00.000Z',
    })
    expect(posting).toMatchObject({
      view_count: 0,
      employer_profile_uid: employer.profileUid,
      subscription_status: 'monthly',
      applications: [],
      created_at: t.clock.now().toISOString(),
    })
  })

  test('answers 403 to a helper', async () => {
    const helper = await helperWithProfile(t)
    const response = await postJob(t, helper.access)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'permission_denied',
      detail: 'Only employers can post jobs.',
    })
  })

  test('answers 402 subscription_required without active access', async () => {
    const employer = await employerOnPlan(t, null)
    const response = await postJob(t, employer.access)
    expect(response.statusCode).toBe(402)
    expect(response.json()).toMatchObject({ code: 'subscription_required' })
  })

  test('answers 401 to a visitor', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/employer/postings/',
      payload: JOB_INPUT,
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('validation of a posting', () => {
  async function fieldErrors(payload: Record<string, unknown>) {
    const employer = await employerOnPlan(t)
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/employer/postings/',
      headers: bearer(employer.access),
      payload,
    })
    expect(response.statusCode).toBe(400)
    return response.json() as Record<string, unknown>
  }

  test('names each missing required field with the §5 message', async () => {
    const body = await fieldErrors({})
    expect(body).toMatchObject({
      code: 'invalid',
      job_title: ['Job title is required.'],
      profile_type: ['Profile type is required.'],
      job_description: ['Job description is required.'],
      expected_start_date: ['Expected start date is required.'],
    })
  })

  test('asks for each household count instead of assuming one', async () => {
    const {
      number_of_adults: _a,
      number_of_children: _c,
      children_ages: _ages,
      ...rest
    } = JOB_INPUT
    const body = await fieldErrors({
      ...rest,
      number_of_elderly: '',
      number_of_dogs: null,
      number_of_cats: undefined,
    })
    expect(body).toMatchObject({
      code: 'invalid',
      number_of_adults: ['Enter the number of adults.'],
      number_of_children: ['Enter the number of children (0 if none).'],
      number_of_elderly: ['Enter the number of elderly people (0 if none).'],
      number_of_dogs: ['Enter the number of dogs (0 if none).'],
      number_of_cats: ['Enter the number of cats (0 if none).'],
    })
    // 0 is an answer: a household without children, elderly people or pets.
    const employer = await employerOnPlan(t)
    const none = { number_of_children: 0, children_ages: [], number_of_elderly: 0 }
    const posting = await postedJob(t, employer, { ...none, number_of_dogs: 0, number_of_cats: 0 })
    expect(posting).toMatchObject({ number_of_adults: 2, number_of_children: 0, number_of_cats: 0 })
  })

  test('says a missing household count in the caller’s language', async () => {
    const employer = await employerOnPlan(t)
    const { number_of_children: _c, children_ages: _ages, ...rest } = JOB_INPUT
    for (const [language, message] of [
      ['en', 'Enter the number of children (0 if none).'],
      ['zh-TW', '請輸入兒童人數（沒有請填 0）。'],
      ['zh-CN', '请输入儿童人数（没有请填 0）。'],
    ] as const) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/employer/postings/',
        headers: { ...bearer(employer.access), 'accept-language': language },
        payload: rest,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().number_of_children).toEqual([message])
    }
  })

  test('refuses an upper budget below the lower one', async () => {
    const body = await fieldErrors({ ...JOB_INPUT, budget_lower: 6000, budget_upper: 5000 })
    expect(body.budget_upper).toEqual(['Upper budget limit cannot be less than the lower limit.'])
  })

  test('refuses a full-time helper posting whose whole budget is below the Minimum Allowable Wage, in the contract form’s words', async () => {
    const body = await fieldErrors({ ...JOB_INPUT, budget_lower: 3000, budget_upper: 3500 })
    const message =
      'The salary is below the Minimum Allowable Wage of HK$5,100.00 for contracts signed on or after 30 Sept 2025.'
    expect(body.budget_upper).toEqual([message])
    expect(body.detail).toBe(message)
  })

  test('takes a budget that reaches the Minimum Allowable Wage only at its top, and part-time or driver work below it', async () => {
    const employer = await employerOnPlan(t)
    for (const payload of [
      { ...JOB_INPUT, budget_lower: 4700, budget_upper: 5600 },
      { ...JOB_INPUT, contract_type: 'Part-time', budget_lower: 3000, budget_upper: 3500 },
      { ...JOB_INPUT, profile_type: 'Driver', budget_lower: 3000, budget_upper: 3500 },
    ]) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/employer/postings/',
        headers: bearer(employer.access),
        payload,
      })
      expect(response.statusCode, response.body).toBe(201)
    }
  })

  test('an edit cannot lower a helper posting’s budget below the wage either', async () => {
    const employer = await employerOnPlan(t)
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/employer/postings/',
      headers: bearer(employer.access),
      payload: JOB_INPUT,
    })
    expect(created.statusCode).toBe(201)
    const response = await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/postings/${created.json<{ uid: string }>().uid}/`,
      headers: { ...bearer(employer.access), 'accept-language': 'zh-TW' },
      payload: { ...JOB_INPUT, budget_lower: 3000, budget_upper: 3500 },
    })
    expect(response.statusCode).toBe(400)
    // In the caller's language, with the amount and date as the pages write them.
    const message = '薪金低於 2025年9月30日 或之後簽訂的合約所適用的規定最低工資 HK$5,100.00。'
    expect(response.json<{ budget_upper: string[] }>().budget_upper).toEqual([message])
    expect(response.json<{ detail: string }>().detail).toBe(message)
  })

  test('asks for the children’s ages when there are children', async () => {
    const body = await fieldErrors({ ...JOB_INPUT, number_of_children: 2, children_ages: '' })
    expect(body.children_ages).toEqual(['Please specify the ages of the children.'])
  })

  test('refuses children ages that are not comma-separated numbers', async () => {
    const body = await fieldErrors({ ...JOB_INPUT, number_of_children: 2, children_ages: '3, x' })
    expect(body.children_ages).toEqual([
      'Please enter valid numbers for children ages, separated by commas.',
    ])
  })

  test('refuses negative numbers and a preferred helper age under 18', async () => {
    const body = await fieldErrors({
      ...JOB_INPUT,
      number_of_adults: -1,
      preferred_helper_age_lower: 17,
    })
    expect(body.number_of_adults).toEqual(['Enter a whole number of 0 or more.'])
    expect(body.preferred_helper_age_lower).toEqual([
      'The preferred helper age must be at least 18.',
    ])
  })

  test('answers the messages in the caller’s language', async () => {
    const employer = await employerOnPlan(t)
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/employer/postings/',
      headers: { ...bearer(employer.access), 'accept-language': 'zh-CN' },
      payload: { ...JOB_INPUT, job_title: '' },
    })
    expect(response.json().job_title).toEqual(['请填写职位名称。'])
  })
})

describe('GET and PUT /employer/postings/{uid}', () => {
  test('the owner edits a posting and reads success, data, error', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    t.clock.advance(60_000)
    const response = await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/postings/${posting.uid}/`,
      headers: bearer(employer.access),
      payload: { ...JOB_INPUT, job_title: 'Helper for an elderly couple', status: 'PAUSED' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      error: null,
      data: { uid: posting.uid, job_title: 'Helper for an elderly couple', status: 'PAUSED' },
    })
    expect(response.json().data.updated_at).toBe(t.clock.now().toISOString())
  })

  test('answers 404 to another employer’s edit and leaves the posting as it was', async () => {
    const owner = await employerOnPlan(t)
    const other = await employerOnPlan(t)
    const posting = await postedJob(t, owner)
    const response = await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/postings/${posting.uid}/`,
      headers: bearer(other.access),
      payload: { ...JOB_INPUT, job_title: 'Taken over' },
    })
    expect(response.statusCode).toBe(404)
    const read = await get(t, `/employer/postings/${posting.uid}`, owner.access)
    expect(read.json().job_title).toBe(JOB_INPUT.job_title)
  })

  test('anyone reads a filled, expired or closed posting, with its status, but cannot apply', async () => {
    const owner = await employerOnPlan(t)
    const other = await employerOnPlan(t)
    const helper = await helperWithProfile(t)
    for (const status of ['FILLED', 'EXPIRED', 'CLOSED']) {
      const posting = await postedJob(t, owner, { status })
      for (const path of [`/employer/postings/${posting.uid}`, `/jobs/${posting.uid}/`])
        for (const caller of [other.access, helper.access, undefined]) {
          const response = await get(t, path, caller)
          expect(response.statusCode).toBe(200)
          expect(response.json()).toMatchObject({ uid: posting.uid, status, is_owner: false })
        }
      expect((await applyAs(t, helper, posting.uid)).statusCode).toBe(409)
    }
  })

  test('only the owner reads a draft or paused posting', async () => {
    const owner = await employerOnPlan(t)
    const other = await employerOnPlan(t)
    const helper = await helperWithProfile(t)
    for (const status of ['DRAFT', 'PAUSED']) {
      const posting = await postedJob(t, owner, { status })
      for (const path of [`/employer/postings/${posting.uid}`, `/jobs/${posting.uid}/`]) {
        expect((await get(t, path, owner.access)).statusCode).toBe(200)
        expect((await get(t, path, other.access)).statusCode).toBe(404)
        expect((await get(t, path, helper.access)).statusCode).toBe(404)
        expect((await get(t, path)).statusCode).toBe(404)
      }
    }
  })

  test('anyone reads an ACTIVE posting, with and without the trailing slash', async () => {
    const owner = await employerOnPlan(t)
    await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/profiles/${owner.profileUid}/`,
      headers: bearer(owner.access),
      payload: { contact_person_name: 'Mrs Chan' },
    })
    const posting = await postedJob(t, owner)
    for (const path of [
      `/employer/postings/${posting.uid}`,
      `/employer/postings/${posting.uid}/`,
    ]) {
      const response = await get(t, path)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        uid: posting.uid,
        is_owner: false,
        my_application: null,
        applications: [],
        employer_profile_details: { contact_person_name: 'Mrs Chan', company_name: null },
      })
      expect(response.json()).not.toHaveProperty('view_count')
      expect(response.json()).not.toHaveProperty('applications_count')
    }
  })
})

describe('GET /employer/postings/', () => {
  test('lists the caller’s own postings, newest first, 10 a page', async () => {
    const employer = await employerOnPlan(t)
    const other = await employerOnPlan(t)
    await postedJob(t, other)
    const uids: string[] = []
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(1000)
      uids.push((await postedJob(t, employer, { job_title: `Job ${i}` })).uid)
    }
    const first = (await get(t, '/employer/postings/', employer.access)).json()
    expect(first.count).toBe(12)
    expect(first.results.map((p: { uid: string }) => p.uid)).toEqual(uids.slice(2).reverse())
    expect(first.next).toContain('page=2')
    const second = (await get(t, '/employer/postings/?page=2', employer.access)).json()
    expect(second.results.map((p: { uid: string }) => p.uid)).toEqual(uids.slice(0, 2).reverse())
    expect(second.next).toBeNull()
  })

  test('answers 403 to a helper', async () => {
    const helper = await helperWithProfile(t)
    expect((await get(t, '/employer/postings/', helper.access)).statusCode).toBe(403)
  })
})
