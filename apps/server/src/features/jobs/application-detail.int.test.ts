import { describe, expect, test, vi } from 'vitest'
import type { JobApplication } from '@hearth/shared/applications'
import { useTestApp } from '../../test/test-app'
import {
  applied,
  employerOnPlan,
  get,
  helperWithProfile,
  postedJob,
  setStatus,
} from './jobs-fixtures'

// The application page opens on its own (a bookmark, an e-mail's link, a new tab), so one
// application is read by its uid (issue 27).

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

describe('GET /applications/job-applications/{uid}/', () => {
  test('the posting’s owner reads one application as in their list, with and without the slash', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const maria = await helperWithProfile(t)
    const sent = await applied(t, maria, posting.uid, { cover_letter: 'I love cooking.' })
    await setStatus(t, employer.access, sent.uid, { status: 'HIRED', employer_notes: 'Call her' })

    const response = await get(t, `/applications/job-applications/${sent.uid}/`, employer.access)
    expect(response.statusCode, response.body).toBe(200)
    const application = response.json<JobApplication>()
    expect(application).toMatchObject({
      uid: sent.uid,
      job_posting: posting.uid,
      job_title: posting.job_title,
      helper_profile: maria.profile.uid,
      helper_profile_details: { uid: maria.profile.uid, first_name: 'Maria' },
      status: 'HIRED',
      cover_letter: 'I love cooking.',
      employer_notes: 'Call her',
      helper_email: maria.email,
    })
    const list = (
      await get(t, `/applications/job-applications/by-job/${posting.uid}`, employer.access)
    ).json<JobApplication[]>()
    expect(application).toEqual(list[0])
    const bare = await get(t, `/applications/job-applications/${sent.uid}`, employer.access)
    expect(bare.json()).toEqual(application)
  })

  test('the helper reads their own, without the employer’s notes', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const maria = await helperWithProfile(t)
    const sent = await applied(t, maria, posting.uid)
    await setStatus(t, employer.access, sent.uid, { status: 'SHORTLISTED', employer_notes: 'x' })

    const response = await get(t, `/applications/job-applications/${sent.uid}/`, maria.access)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ uid: sent.uid, status: 'SHORTLISTED' })
    expect(response.json()).not.toHaveProperty('employer_notes')
  })

  test('answers 404 to another employer, another helper, an unknown uid; 401 to a visitor', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer)
    const sent = await applied(t, await helperWithProfile(t), posting.uid)
    const path = `/applications/job-applications/${sent.uid}/`

    for (const access of [(await employerOnPlan(t)).access, (await helperWithProfile(t)).access]) {
      const response = await get(t, path, access)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'not_found', detail: 'Application not found.' })
    }
    const unknown = await get(t, '/applications/job-applications/nope/', employer.access)
    expect(unknown.statusCode).toBe(404)
    expect((await get(t, path)).statusCode).toBe(401)
  })
})
