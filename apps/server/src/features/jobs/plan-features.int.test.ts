import { describe, expect, test } from 'vitest'
import type { FeaturedJobs, JobListPage } from '@hearth/shared/jobs'
import { useTestApp } from '../../test/test-app'
import { employerOnPlan, get, postedJob } from './jobs-fixtures'
import { syncEmployerPlan } from './jobs.service'

const t = useTestApp()

function token() {
  return `t${Math.random().toString(36).slice(2, 10)}`
}

async function featured(): Promise<FeaturedJobs> {
  const response = await get(t, '/jobs/featured/')
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('GET /jobs/featured/', () => {
  test('lists premium employers’ ACTIVE postings only, newest first, with the badge', async () => {
    const word = token()
    const premium = await employerOnPlan(t, 'premium')
    const monthly = await employerOnPlan(t, 'monthly')
    const lapsed = await employerOnPlan(t, 'premium')
    t.clock.advance(1000)
    const older = await postedJob(t, premium, { job_title: `older ${word}` })
    t.clock.advance(1000)
    const newer = await postedJob(t, premium, { job_title: `newer ${word}` })
    await postedJob(t, premium, { job_title: `draft ${word}`, status: 'DRAFT' })
    await postedJob(t, monthly, { job_title: `monthly ${word}` })
    await postedJob(t, lapsed, { job_title: `lapsed ${word}` })
    await syncEmployerPlan(t.app.deps, lapsed.profileUid, null, null)

    const mine = (await featured()).results.filter((job) => job.title.endsWith(word))
    expect(mine.map((job) => job.uid)).toEqual([newer.uid, older.uid])
    expect(mine.every((job) => job.trusted_employer && job.status === 'ACTIVE')).toBe(true)
  })

  test('answers at most 6', async () => {
    const premium = await employerOnPlan(t, 'premium')
    for (let i = 0; i < 7; i += 1) await postedJob(t, premium, { job_title: `many ${i}` })
    expect((await featured()).results.length).toBe(6)
  })
})

test('the trusted-employer flag follows a running premium plan in search and detail', async () => {
  const word = token()
  const premium = await employerOnPlan(t, 'premium')
  const monthly = await employerOnPlan(t, 'monthly')
  const trusted = await postedJob(t, premium, { job_title: `premium ${word}` })
  const plain = await postedJob(t, monthly, { job_title: `monthly ${word}` })
  const page: JobListPage = (await get(t, `/jobs/?search=${word}`)).json()
  expect(page.results.map((job) => [job.uid, job.trusted_employer])).toEqual([
    [trusted.uid, true],
    [plain.uid, false],
  ])
  expect((await get(t, `/jobs/${trusted.uid}/`)).json().trusted_employer).toBe(true)
  expect((await get(t, `/jobs/${plain.uid}/`)).json().trusted_employer).toBe(false)
  await syncEmployerPlan(t.app.deps, premium.profileUid, null, null)
  expect((await get(t, `/jobs/${trusted.uid}/`)).json().trusted_employer).toBe(false)
})
