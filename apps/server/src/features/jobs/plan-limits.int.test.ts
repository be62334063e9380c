import { describe, expect, test } from 'vitest'
import type { JobPosting } from '@hearth/shared/jobs'
import { bearer } from '../../test/accounts-fixtures'
import { insertHelper } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { newUid } from '../../lib/tokens'
import { insertApplicationRows } from './applications.service'
import {
  HOUSEHOLD,
  JOB_INPUT,
  applyAs,
  employerOnPlan,
  get,
  helperWithProfile,
  postJob,
  postedJob,
} from './jobs-fixtures'

const t = useTestApp()
const ONE_ACTIVE =
  'The weekly plan allows one active job posting at a time. Pause, fill or close your active posting first, or choose a monthly or premium plan.'
const FULL =
  'This job has received the most applications its employer’s plan allows (20). Please look at other jobs.'

function editJob(access: string, posting: JobPosting, status: string) {
  return t.inject({
    method: 'PUT',
    url: `/api/v1/employer/postings/${posting.uid}/`,
    headers: bearer(access),
    payload: {
      job_title: posting.job_title,
      profile_type: posting.profile_type,
      job_description: posting.job_description,
      expected_start_date: posting.expected_start_date,
      ...HOUSEHOLD,
      status,
    },
  })
}

/** `count` applications to the posting from helpers inserted straight into the database. */
async function prefill(posting: JobPosting, count: number) {
  const now = t.clock.now()
  const helpers = await Promise.all(Array.from({ length: count }, () => insertHelper(t)))
  await insertApplicationRows(
    t.app.deps,
    helpers.map((helper) => ({
      uid: newUid(),
      jobPostingUid: posting.uid,
      helperProfileUid: helper.uid,
      employerProfileUid: posting.employer_profile_uid,
      status: 'APPLIED',
      applicationDate: now,
      updatedAt: now,
    })),
  )
}

describe('weekly plan: one ACTIVE posting at a time', () => {
  test('a second ACTIVE posting is 409 in the caller’s language; drafts are not limited', async () => {
    const weekly = await employerOnPlan(t, 'weekly')
    await postedJob(t, weekly)
    const second = await postJob(t, weekly.access)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'conflict', detail: ONE_ACTIVE })
    const zh = await t.inject({
      method: 'POST',
      url: '/api/v1/employer/postings/',
      headers: { ...bearer(weekly.access), 'accept-language': 'zh-TW' },
      payload: JOB_INPUT,
    })
    expect(zh.statusCode).toBe(409)
    expect(zh.json().detail).not.toBe(ONE_ACTIVE)
    expect((await postJob(t, weekly.access, { status: 'DRAFT' })).statusCode).toBe(201)
    expect((await get(t, '/employer/postings/', weekly.access)).json().count).toBe(2)
  })

  test('activating a draft while another is ACTIVE is 409; after pausing the first it works', async () => {
    const weekly = await employerOnPlan(t, 'weekly')
    const first = await postedJob(t, weekly)
    const draft = await postedJob(t, weekly, { status: 'DRAFT' })
    const refused = await editJob(weekly.access, draft, 'ACTIVE')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(ONE_ACTIVE)
    // Editing the ACTIVE posting itself is no second one.
    expect((await editJob(weekly.access, first, 'ACTIVE')).statusCode).toBe(200)
    expect((await editJob(weekly.access, first, 'PAUSED')).statusCode).toBe(200)
    expect((await editJob(weekly.access, draft, 'ACTIVE')).statusCode).toBe(200)
  })

  test('monthly and premium plans keep several ACTIVE postings', async () => {
    for (const plan of ['monthly', 'premium'] as const) {
      const employer = await employerOnPlan(t, plan)
      await postedJob(t, employer)
      await postedJob(t, employer)
    }
  })

  test('five concurrent ACTIVE postings of one weekly employer: one is stored', async () => {
    const weekly = await employerOnPlan(t, 'weekly')
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => postJob(t, weekly.access, { job_title: `Job ${i}` })),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409,
    ])
    expect((await get(t, '/employer/postings/', weekly.access)).json().count).toBe(1)
  })
})

describe('weekly plan: 20 applications per posting', () => {
  test('the 21st application is 409 with a clear message; monthly postings take more', async () => {
    const weekly = await employerOnPlan(t, 'weekly')
    const posting = await postedJob(t, weekly)
    await prefill(posting, 20)
    const late = await helperWithProfile(t)
    const refused = await applyAs(t, late, posting.uid)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'conflict', detail: FULL })
    const owner = (await get(t, `/employer/postings/${posting.uid}`, weekly.access)).json()
    expect(owner.applications_count).toBe(20)

    const monthly = await employerOnPlan(t, 'monthly')
    const open = await postedJob(t, monthly)
    await prefill(open, 20)
    expect((await applyAs(t, late, open.uid)).statusCode).toBe(201)
  })

  test('three concurrent applications for the last place: one is stored', async () => {
    const weekly = await employerOnPlan(t, 'weekly')
    const posting = await postedJob(t, weekly)
    await prefill(posting, 19)
    const helpers = [
      await helperWithProfile(t),
      await helperWithProfile(t),
      await helperWithProfile(t),
    ]
    const responses = await Promise.all(helpers.map((helper) => applyAs(t, helper, posting.uid)))
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409])
    const owner = (await get(t, `/employer/postings/${posting.uid}`, weekly.access)).json()
    expect(owner.applications_count).toBe(20)
  })
})
