import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { helperProfiles, users } from '../../db/schema'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  applied,
  applyAs,
  employerOnPlan,
  get,
  helperWithProfile,
  postedJob,
  setStatus,
  withdraw,
} from './jobs-fixtures'

const t = useTestApp()

describe('POST /applications/job-applications/', () => {
  test('a helper applies once with an optional cover letter', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const response = await applyAs(t, helper, posting.uid, { cover_letter: 'I love cooking.' })
    expect(response.statusCode).toBe(201)
    const application = response.json()
    expect(application).toMatchObject({
      job_posting: posting.uid,
      job_posting_uid: posting.uid,
      helper_profile: helper.profile.uid,
      status: 'APPLIED',
      cover_letter: 'I love cooking.',
      application_date: t.clock.now().toISOString(),
      helper_profile_details: { uid: helper.profile.uid, first_name: 'Maria' },
    })
    expect(application).not.toHaveProperty('employer_notes')

    const again = await applyAs(t, helper, posting.uid)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'conflict',
      detail: 'You have already applied to this job.',
    })
  })

  test('a withdrawn application cannot be sent again', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const application = await applied(t, helper, posting.uid)
    expect((await withdraw(t, helper.access, application.uid)).statusCode).toBe(200)
    const again = await applyAs(t, helper, posting.uid)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('You have already applied to this job.')
  })

  test('answers 404 for another helper’s profile', async () => {
    const posting = await postedJob(t, await employerOnPlan(t))
    const helper = await helperWithProfile(t)
    const other = await helperWithProfile(t)
    const response = await applyAs(t, { ...helper, profile: other.profile }, posting.uid)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('Helper profile not found.')
  })

  test('answers 403 to an employer and to a helper whose profile is a draft', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const asEmployer = await t.inject({
      method: 'POST',
      url: '/api/v1/applications/job-applications/',
      headers: bearer(employer.access),
      payload: { job_posting: posting.uid, helper_profile: employer.profileUid },
    })
    expect(asEmployer.statusCode).toBe(403)
    const drafter = await helperWithProfile(t)
    await t.app.deps.db
      .update(helperProfiles)
      .set({ isDraft: true })
      .where(eq(helperProfiles.uid, drafter.profile.uid))
    const asDraft = await applyAs(t, drafter, posting.uid)
    expect(asDraft.statusCode).toBe(403)
    expect(asDraft.json().detail).toBe('Publish your helper profile before applying.')
  })

  test('only ACTIVE postings take applications', async () => {
    const employer = await employerOnPlan(t)
    const helper = await helperWithProfile(t)
    const draft = await postedJob(t, employer, { status: 'DRAFT' })
    expect((await applyAs(t, helper, draft.uid)).statusCode).toBe(404)
    const filled = await postedJob(t, employer, { status: 'FILLED' })
    const response = await applyAs(t, helper, filled.uid)
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('conflict')
    expect((await applyAs(t, helper, 'no-such-posting')).statusCode).toBe(404)
  })

  test('refuses a cover letter over 2,000 characters', async () => {
    const posting = await postedJob(t, await employerOnPlan(t))
    const helper = await helperWithProfile(t)
    const response = await applyAs(t, helper, posting.uid, { cover_letter: 'x'.repeat(2001) })
    expect(response.statusCode).toBe(400)
    expect(response.json().cover_letter).toEqual(['This text is too long.'])
  })

  test('tells the employer by e-mail and in real time', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const emit = vi.spyOn(t.app.deps.realtime, 'emit')
    await applied(t, helper, posting.uid)
    expect(emit).toHaveBeenCalledWith(
      [employer.profileUid],
      'notification',
      expect.objectContaining({
        type: 'new_application',
        job_posting_uid: posting.uid,
        status: 'APPLIED',
        sender_username: 'Maria Santos',
      }),
    )
    emit.mockRestore()
    const mail = t.outbox().findLast((m) => m.to === employer.email)
    expect(mail?.subject).toBe(`New application for “${posting.job_title}”`)
    expect(mail?.text).toContain(`/employer/postings/${posting.uid}/applications`)
  })
})

describe('PATCH /applications/job-applications/{uid}/update_status/', () => {
  test('the owner shortlists with a note; the helper is told in their language', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    await t.app.deps.db
      .update(users)
      .set({ language: 'zh-TW' })
      .where(eq(users.uid, helper.user.id))
    const application = await applied(t, helper, posting.uid)
    const emit = vi.spyOn(t.app.deps.realtime, 'emit')
    const response = await setStatus(t, employer.access, application.uid, {
      status: 'SHORTLISTED',
      employer_notes: 'Call on Monday',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'SHORTLISTED',
      employer_notes: 'Call on Monday',
    })
    expect(emit).toHaveBeenCalledWith(
      [helper.profile.uid],
      'notification',
      expect.objectContaining({ type: 'application_status', status: 'SHORTLISTED' }),
    )
    emit.mockRestore()
    const mail = t.outbox().findLast((m) => m.to === helper.email)
    expect(mail?.subject).toBe(`您對「${posting.job_title}」的申請：已列入候選`)
    // The helper never sees the employer's notes.
    const own = (
      await get(t, `/applications/job-applications/by-job/${posting.uid}`, helper.access)
    ).json()
    expect(own).toHaveLength(1)
    expect(own[0]).toMatchObject({ uid: application.uid, status: 'SHORTLISTED' })
    expect(own[0]).not.toHaveProperty('employer_notes')
  })

  test('keeps the notes when left out and sends no e-mail when the status stays', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const application = await applied(t, helper, posting.uid)
    await setStatus(t, employer.access, application.uid, {
      status: 'REJECTED',
      employer_notes: 'No',
    })
    const mails = t.outbox().length
    const response = await setStatus(t, employer.access, application.uid, { status: 'REJECTED' })
    expect(response.json()).toMatchObject({ status: 'REJECTED', employer_notes: 'No' })
    expect(t.outbox()).toHaveLength(mails)
  })

  test('answers 404 to another employer and 403 to a helper', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const application = await applied(t, helper, posting.uid)
    const other = await employerOnPlan(t)
    expect(
      (await setStatus(t, other.access, application.uid, { status: 'HIRED' })).statusCode,
    ).toBe(404)
    expect(
      (await setStatus(t, helper.access, application.uid, { status: 'HIRED' })).statusCode,
    ).toBe(403)
  })

  test('refuses WITHDRAWN as a status and any change to a withdrawn application', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const application = await applied(t, helper, posting.uid)
    const asWithdrawn = await setStatus(t, employer.access, application.uid, {
      status: 'WITHDRAWN',
    })
    expect(asWithdrawn.statusCode).toBe(400)
    await withdraw(t, helper.access, application.uid)
    const response = await setStatus(t, employer.access, application.uid, { status: 'HIRED' })
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe('A withdrawn application cannot be changed.')
  })
})

describe('PATCH /applications/job-applications/{uid}/withdraw/', () => {
  test('the helper withdraws once; a second time is 409', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const application = await applied(t, helper, posting.uid)
    const first = await withdraw(t, helper.access, application.uid)
    expect(first.statusCode).toBe(200)
    expect(first.json().status).toBe('WITHDRAWN')
    expect(t.outbox().findLast((m) => m.to === helper.email)?.text).toContain(
      `You withdrew your application for “${posting.job_title}”.`,
    )
    const second = await withdraw(t, helper.access, application.uid)
    expect(second.statusCode).toBe(409)
    expect(second.json().detail).toBe('This application has already been withdrawn.')
  })

  test('answers 404 for another helper’s application and 403 to an employer', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const application = await applied(t, helper, posting.uid)
    const other = await helperWithProfile(t)
    const response = await withdraw(t, other.access, application.uid)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('No application found to withdraw.')
    const asEmployer = await withdraw(t, employer.access, application.uid)
    expect(asEmployer.statusCode).toBe(403)
    expect(asEmployer.json().detail).toBe('Only helpers can withdraw.')
  })
})

describe('GET /applications/job-applications/by-job/{uid}', () => {
  test('the owner reads every application with the applicant’s details', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const maria = await helperWithProfile(t)
    t.clock.advance(1000)
    const ana = await helperWithProfile(t, { first_name: 'Ana', expected_salary: 5500 })
    await applied(t, maria, posting.uid)
    t.clock.advance(1000)
    await applied(t, ana, posting.uid, { helper_notes: 'Available now' })
    const response = await get(
      t,
      `/applications/job-applications/by-job/${posting.uid}`,
      employer.access,
    )
    expect(response.statusCode).toBe(200)
    const list = response.json()
    expect(list.map((a: { helper_profile: string }) => a.helper_profile)).toEqual([
      ana.profile.uid,
      maria.profile.uid,
    ])
    expect(list[0]).toMatchObject({
      helper_notes: 'Available now',
      employer_notes: null,
      helper_profile_details: {
        uid: ana.profile.uid,
        first_name: 'Ana',
        last_name: 'Santos',
        nationality: 'Filipino',
        age: 36,
        expected_salary: 5500,
        currency: 'HKD',
        availability_date: '2026-12-15',
      },
    })
  })

  test('a helper reads only their own, an empty list before applying', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const helper = await helperWithProfile(t)
    const other = await helperWithProfile(t)
    await applied(t, other, posting.uid)
    const path = `/applications/job-applications/by-job/${posting.uid}`
    expect((await get(t, path, helper.access)).json()).toEqual([])
    const application = await applied(t, helper, posting.uid)
    expect((await get(t, path, helper.access)).json().map((a: { uid: string }) => a.uid)).toEqual([
      application.uid,
    ])
  })

  test('answers 404 to another employer', async () => {
    const posting = await postedJob(t, await employerOnPlan(t))
    const other = await employerOnPlan(t)
    const path = `/applications/job-applications/by-job/${posting.uid}`
    expect((await get(t, path, other.access)).statusCode).toBe(404)
  })
})

describe('GET /employer/postings/my-with-applications/', () => {
  test('lists every own posting with its applications; view counts by plan', async () => {
    const monthly = await employerOnPlan(t, 'monthly')
    const posting = await postedJob(t, monthly)
    const helper = await helperWithProfile(t)
    await applied(t, helper, posting.uid)
    const response = await get(t, '/employer/postings/my-with-applications/', monthly.access)
    expect(response.statusCode).toBe(200)
    const [item] = response.json()
    expect(item).toMatchObject({
      uid: posting.uid,
      view_count: 0,
      applications_count: 1,
      applications: [
        {
          helper_profile: helper.profile.uid,
          status: 'APPLIED',
          helper_profile_details: { first_name: 'Maria' },
        },
      ],
    })

    const weekly = await employerOnPlan(t, 'weekly')
    await postedJob(t, weekly)
    const [weeklyItem] = (
      await get(t, '/employer/postings/my-with-applications/', weekly.access)
    ).json()
    expect(weeklyItem).not.toHaveProperty('view_count')
  })

  test('answers 403 to a helper', async () => {
    const helper = await helperWithProfile(t)
    const response = await get(t, '/employer/postings/my-with-applications/', helper.access)
    expect(response.statusCode).toBe(403)
  })
})
