import { expect, test, vi } from 'vitest'
import type { JobApplication, PostingWithApplications } from '@hearth/shared/applications'
import { useTestApp } from '../../test/test-app'
import {
  applied,
  employerOnPlan,
  get,
  helperWithProfile,
  postedJob,
  setStatus,
} from './jobs-fixtures'

// A HIRED application carries the helper's e-mail to the posting's owner only, so that "Create
// contract" can fill it in (issue 13); no other status and no other reader gets it.

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

test('the owner of a HIRED application reads the helper’s e-mail; nobody else, no other status', async () => {
  const employer = await employerOnPlan(t)
  const posting = await postedJob(t, employer)
  const maria = await helperWithProfile(t)
  const ana = await helperWithProfile(t)
  const hired = await applied(t, maria, posting.uid)
  const shortlisted = await applied(t, ana, posting.uid)

  const response = await setStatus(t, employer.access, hired.uid, { status: 'HIRED' })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json<JobApplication>().helper_email).toBe(maria.email)
  const other = await setStatus(t, employer.access, shortlisted.uid, { status: 'SHORTLISTED' })
  expect(other.json()).not.toHaveProperty('helper_email')

  const path = `/applications/job-applications/by-job/${posting.uid}`
  const owned = new Map(
    (await get(t, path, employer.access)).json<JobApplication[]>().map((row) => [row.uid, row]),
  )
  expect(owned.get(hired.uid)?.helper_email).toBe(maria.email)
  expect(owned.get(shortlisted.uid)).not.toHaveProperty('helper_email')

  const postings = (await get(t, '/employer/postings/my-with-applications/', employer.access)).json<
    PostingWithApplications[]
  >()
  const applications = postings.flatMap((row) => row.applications)
  expect(applications.find((row) => row.uid === hired.uid)?.helper_email).toBe(maria.email)
  expect(applications.find((row) => row.uid === shortlisted.uid)).not.toHaveProperty('helper_email')

  // The helper's own view does not carry it, nor does another employer reach the list.
  const own = (await get(t, path, maria.access)).json<JobApplication[]>()
  expect(own[0]).not.toHaveProperty('helper_email')
  expect((await get(t, path, (await employerOnPlan(t)).access)).statusCode).toBe(404)

  // Once the application is no longer HIRED, the e-mail goes with it.
  await setStatus(t, employer.access, hired.uid, { status: 'REJECTED' })
  const after = (await get(t, path, employer.access)).json<JobApplication[]>()
  expect(after.find((row) => row.uid === hired.uid)).not.toHaveProperty('helper_email')
})
