import { expect, test } from 'vitest'
import type { JobApplication, PostingWithApplications } from '@hearth/shared/applications'
import { login } from '../test/accounts-fixtures'
import { useTestApp } from '../test/test-app'
import { DEMO_EMPLOYER_EMAIL, DEMO_HELPER_EMAIL, DEMO_PASSWORD, loadDemoData } from './demo-data'

const t = useTestApp()

test('demo postings and applications load once, in every status, with something on each screen', async () => {
  await loadDemoData(t.app.deps, t.app.log, { helperCount: 15 })
  await loadDemoData(t.app.deps, t.app.log, { helperCount: 15 })

  const search = await t.inject({ method: 'GET', url: '/api/v1/jobs/' })
  // 4 ACTIVE postings of the demo employer and 36 of the 40 generated ones (every tenth FILLED).
  expect(search.json().count).toBe(40)
  expect(
    new Set(search.json().results.map((job: { location_area: string }) => job.location_area)).size,
  ).toBeGreaterThan(1)

  const employer = await login(t, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD)
  const mine = await t.inject({
    method: 'GET',
    url: '/api/v1/employer/postings/my-with-applications/',
    headers: { authorization: `Bearer ${employer.json().access}` },
  })
  const postings = mine.json() as PostingWithApplications[]
  expect(postings.filter((posting) => posting.status === 'ACTIVE')).toHaveLength(4)
  expect(new Set(postings.flatMap((posting) => posting.main_skills)).size).toBeGreaterThan(5)
  const statuses = new Set(
    postings.flatMap((posting) => posting.applications.map((application) => application.status)),
  )
  expect([...statuses].sort()).toEqual(['APPLIED', 'HIRED', 'REJECTED', 'SHORTLISTED', 'WITHDRAWN'])
  expect(postings[0]!.view_count).toEqual(expect.any(Number))

  const helper = await login(t, DEMO_HELPER_EMAIL, DEMO_PASSWORD)
  const access = { authorization: `Bearer ${helper.json().access}` }
  const forHelper = (
    await t.inject({ method: 'GET', url: '/api/v1/jobs/', headers: access })
  ).json()
  const own = forHelper.results
    .map((job: { my_application: JobApplication | null }) => job.my_application?.status)
    .filter(Boolean)
  // The helper's own applications come first: HIRED, SHORTLISTED, APPLIED, REJECTED, WITHDRAWN.
  expect(own).toEqual(['HIRED', 'SHORTLISTED', 'APPLIED', 'REJECTED', 'WITHDRAWN'])
}, 120_000)
