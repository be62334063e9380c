import { describe, expect, test } from 'vitest'
import type { JobListItem } from '@hearth/shared/jobs'
import { newUid } from '../../lib/tokens'
import { bearer, login } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  JOB_INPUT,
  applied,
  employerOnPlan,
  get,
  helperWithProfile,
  postedJob,
  setStatus,
  withdraw,
} from './jobs-fixtures'
import { syncEmployerPlan } from './jobs.service'

const t = useTestApp()

/** A word no other test's postings contain, so each test searches only its own. */
function token(): string {
  return `tok${newUid()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10)}`
}

async function search(query: string, access?: string) {
  const response = await get(t, `/jobs/?${query}`, access)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    count: number
    next: string | null
    previous: string | null
    results: JobListItem[]
  }
}

/** A fresh access token after the clock moved past the old one's life. */
async function signIn(email: string): Promise<string> {
  const response = await login(t, email)
  expect(response.statusCode).toBe(200)
  return response.json().access as string
}

const titles = (page: { results: JobListItem[] }) => page.results.map((item) => item.title)

describe('GET /jobs/', () => {
  test('lists an ACTIVE posting as helpers see it', async () => {
    const word = token()
    const employer = await employerOnPlan(t, 'premium')
    const posting = await postedJob(t, employer, {
      job_title: `Nanny ${word}`,
      location_area: 'KOWLOON',
      contract_type: 'Part-time',
      accommodation: 'Live Out',
      main_skills: ['Baby Care'],
      budget_lower: 5000,
      budget_upper: 6000,
    })
    const page = await search(`search=${word}`)
    expect(page.count).toBe(1)
    expect(page.results[0]).toEqual({
      uid: posting.uid,
      title: `Nanny ${word}`,
      description: JOB_INPUT.job_description,
      employer_profile_details: { company_name: null, contact_person_name: null },
      verified: false,
      verified_at: null,
      location_area: 'KOWLOON',
      contract_type: 'Part-time',
      accommodation: 'Live Out',
      status: 'ACTIVE',
      main_skills: ['Baby Care'],
      main_skills_display: ['Baby Care'],
      subscription_status: 'premium',
      trusted_employer: true,
      applications: [],
      budget_lower: 5000,
      budget_upper: 6000,
      currency: 'HKD',
      expected_start_date: JOB_INPUT.expected_start_date,
      created_at: posting.created_at,
      my_application: null,
    })
  })

  test('searches title, description and area without regard to case or accents', async () => {
    const word = token()
    const employer = await employerOnPlan(t)
    await postedJob(t, employer, { job_title: `Café cook ${word}` })
    await postedJob(t, employer, {
      job_title: `Driver ${word}`,
      job_description: 'Drive the Crème family to school.',
    })
    await postedJob(t, employer, { job_title: `Helper ${word}`, location_area: 'KOWLOON' })
    expect(titles(await search(`search=CAFE+${word}`))).toEqual([`Café cook ${word}`])
    expect(titles(await search(`search=creme+${word}`))).toEqual([`Driver ${word}`])
    expect(titles(await search(`search=kowloon+${word}`))).toEqual([`Helper ${word}`])
    expect(titles(await search(`search=${encodeURIComponent('九龍')}+${word}`))).toEqual([
      `Helper ${word}`,
    ])
  })

  test('filters by area, contract type, accommodation, all skills and budget overlap', async () => {
    const word = token()
    const employer = await employerOnPlan(t)
    const make = (title: string, fields: Record<string, unknown>) =>
      postedJob(t, employer, { job_title: `${title} ${word}`, ...fields })
    await make('A', {
      location_area: 'HK_ISLAND',
      contract_type: 'Full-time',
      accommodation: 'Live In',
      main_skills: ['Cooking', 'Child Care'],
      budget_lower: 4800,
      budget_upper: 5500,
    })
    await make('B', {
      location_area: 'KOWLOON',
      contract_type: 'Temporary',
      accommodation: 'Live Out',
      main_skills: ['Cooking'],
      budget_lower: 6000,
      budget_upper: 7000,
    })
    await make('C', { location_area: 'HK_ISLAND', main_skills: ['Child Care'] })
    const q = `search=${word}`
    expect(titles(await search(`${q}&location_area=HK_ISLAND`)).sort()).toEqual([
      `A ${word}`,
      `C ${word}`,
    ])
    expect(titles(await search(`${q}&contract_type=Temporary`))).toEqual([`B ${word}`])
    expect(titles(await search(`${q}&accommodation=Live+In`))).toEqual([`A ${word}`])
    expect(titles(await search(`${q}&skills=Cooking&skills=Child+Care`))).toEqual([`A ${word}`])
    expect(titles(await search(`${q}&skills=Cooking`)).sort()).toEqual([`A ${word}`, `B ${word}`])
    // Overlap: A (4,800–5,500) and B (6,000–7,000) against 5,600–5,900 → neither; C has no budget.
    expect(titles(await search(`${q}&salary_min=5600&salary_max=5900`))).toEqual([`C ${word}`])
    expect(titles(await search(`${q}&salary_min=5400&salary_max=6100`)).sort()).toEqual([
      `A ${word}`,
      `B ${word}`,
      `C ${word}`,
    ])
    expect(titles(await search(`${q}&salary_min=6500`)).sort()).toEqual([`B ${word}`, `C ${word}`])
  })

  test('lists only ACTIVE postings unless the status filter asks for another listed status', async () => {
    const word = token()
    const employer = await employerOnPlan(t)
    for (const status of ['DRAFT', 'ACTIVE', 'PAUSED', 'FILLED', 'CLOSED']) {
      await postedJob(t, employer, { job_title: `${status} ${word}`, status })
    }
    expect(titles(await search(`search=${word}`))).toEqual([`ACTIVE ${word}`])
    expect(titles(await search(`search=${word}&status=FILLED`))).toEqual([`FILLED ${word}`])
    expect(titles(await search(`search=${word}&status=CLOSED`))).toEqual([`CLOSED ${word}`])
    for (const status of ['DRAFT', 'PAUSED', 'nonsense']) {
      expect((await get(t, `/jobs/?search=${word}&status=${status}`)).statusCode).toBe(400)
    }
  })

  test('sorts the helper’s applied jobs first, then by plan rank, then newest', async () => {
    const word = token()
    const helper = await helperWithProfile(t)
    const monthly = await employerOnPlan(t, 'monthly')
    const weekly = await employerOnPlan(t, 'weekly')
    // The weekly plan keeps one ACTIVE posting at a time: one weekly employer per posting.
    const weeklyApplied = await employerOnPlan(t, 'weekly')
    const weeklyHired = await employerOnPlan(t, 'weekly')
    const premium = await employerOnPlan(t, 'premium')
    const lapsed = await employerOnPlan(t, 'premium')
    const post = async (who: { access: string }, title: string) => {
      t.clock.advance(1000)
      return postedJob(t, who, { job_title: `${title} ${word}` })
    }
    const none = await post(lapsed, 'no plan')
    await syncEmployerPlan(t.app.deps, lapsed.profileUid, null, null)
    await post(premium, 'premium old')
    await post(weekly, 'weekly')
    await post(monthly, 'monthly')
    await post(premium, 'premium new')
    const appliedJob = await post(weeklyApplied, 'applied')
    const hiredJob = await post(weeklyHired, 'hired')
    const rejectedJob = await post(monthly, 'rejected')
    const withdrawnJob = await post(monthly, 'withdrawn')
    await applied(t, helper, appliedJob.uid)
    const hired = await applied(t, helper, hiredJob.uid)
    await setStatus(t, weeklyHired.access, hired.uid, { status: 'HIRED' })
    const rejected = await applied(t, helper, rejectedJob.uid)
    await setStatus(t, monthly.access, rejected.uid, { status: 'REJECTED' })
    const withdrawn = await applied(t, helper, withdrawnJob.uid)
    await withdraw(t, helper.access, withdrawn.uid)
    expect(none.subscription_status).toBe('premium')

    const page = await search(`search=${word}`, helper.access)
    expect(titles(page)).toEqual(
      [
        'hired',
        'applied',
        'rejected',
        'withdrawn',
        'premium new',
        'premium old',
        'monthly',
        'weekly',
        'no plan',
      ].map((title) => `${title} ${word}`),
    )
    expect(page.results[0]!.my_application).toEqual({ uid: hired.uid, status: 'HIRED' })
    expect(page.results[0]!.applications).toEqual([
      { uid: hired.uid, helper_profile_uid: helper.profile.uid, status: 'HIRED' },
    ])
    expect(page.results.at(-1)!.subscription_status).toBeNull()
    // Anyone else sees plan order only.
    expect(titles(await search(`search=${word}`)).slice(0, 2)).toEqual([
      `premium new ${word}`,
      `premium old ${word}`,
    ])
  })

  test('pages by 10 with links to the neighbours; past the last page is 404', async () => {
    const word = token()
    const employer = await employerOnPlan(t)
    for (let i = 0; i < 23; i += 1) {
      t.clock.advance(1000)
      await postedJob(t, employer, { job_title: `Job ${i} ${word}` })
    }
    const first = await search(`search=${word}`)
    expect(first.count).toBe(23)
    expect(first.results).toHaveLength(10)
    expect(first.results[0]!.title).toBe(`Job 22 ${word}`)
    expect(first.previous).toBeNull()
    expect(first.next).toContain('page=2')
    const third = await search(`search=${word}&page=3`)
    expect(titles(third)).toEqual([`Job 2 ${word}`, `Job 1 ${word}`, `Job 0 ${word}`])
    expect(third.next).toBeNull()
    expect(third.previous).toContain('page=2')
    expect((await get(t, `/jobs/?search=${word}&page=4`)).statusCode).toBe(404)
    expect((await get(t, `/jobs/?page=0`)).statusCode).toBe(400)
  })
})

describe('view counts', () => {
  test('a helper’s first view in a Hong Kong day counts; the owner’s and employers’ never', async () => {
    const owner = await employerOnPlan(t, 'premium')
    const posting = await postedJob(t, owner)
    const helper = await helperWithProfile(t)
    const other = await employerOnPlan(t)
    let ownerAccess = owner.access
    const viewCount = async () =>
      (await get(t, `/employer/postings/${posting.uid}`, ownerAccess)).json().view_count
    await get(t, `/jobs/${posting.uid}/`, helper.access)
    await get(t, `/employer/postings/${posting.uid}`, helper.access)
    await get(t, `/jobs/${posting.uid}/`, other.access)
    await get(t, `/jobs/${posting.uid}/`)
    await get(t, `/jobs/${posting.uid}/`, owner.access)
    expect(await viewCount()).toBe(1)
    // The test clock is 10:00 in Hong Kong: 14 hours on is the next Hong Kong day.
    t.clock.advance(14 * 3_600_000)
    ownerAccess = await signIn(owner.email)
    const again = await helperWithProfile(t)
    expect((await get(t, `/jobs/${posting.uid}/`, again.access)).statusCode).toBe(200)
    const helperAccess = await signIn(helper.email)
    expect((await get(t, `/jobs/${posting.uid}/`, helperAccess)).statusCode).toBe(200)
    expect((await get(t, `/jobs/${posting.uid}/`, helperAccess)).statusCode).toBe(200)
    expect(await viewCount()).toBe(3)
  })
})

describe('posting lifetime', () => {
  test('an ACTIVE posting not edited for 60 days reads EXPIRED; an edit renews it', async () => {
    const word = token()
    const employer = await employerOnPlan(t, 'premium')
    const posting = await postedJob(t, employer, { job_title: `Lasting ${word}` })
    t.clock.advance(59 * 86_400_000)
    expect(titles(await search(`search=${word}`))).toEqual([`Lasting ${word}`])
    t.clock.advance(2 * 86_400_000)
    expect(titles(await search(`search=${word}`))).toEqual([])
    expect(titles(await search(`search=${word}&status=EXPIRED`))).toEqual([`Lasting ${word}`])
    const helper = await helperWithProfile(t)
    // Still readable at its address, marked EXPIRED (issue 20: a shared link says it is closed).
    const asHelper = await get(t, `/jobs/${posting.uid}/`, helper.access)
    expect(asHelper.statusCode).toBe(200)
    expect(asHelper.json().status).toBe('EXPIRED')
    const access = await signIn(employer.email)
    const asOwner = await get(t, `/employer/postings/${posting.uid}`, access)
    expect(asOwner.json().status).toBe('EXPIRED')
    const edit = await t.inject({
      method: 'PUT',
      url: `/api/v1/employer/postings/${posting.uid}/`,
      headers: bearer(access),
      payload: { ...JOB_INPUT, job_title: `Lasting ${word}` },
    })
    expect(edit.json().data.status).toBe('ACTIVE')
    expect(titles(await search(`search=${word}`))).toEqual([`Lasting ${word}`])
  })
})

describe('who is searching', () => {
  test('a refused token is 401 although the search began counting before the caller was known', async () => {
    const word = token()
    const employer = await employerOnPlan(t, 'premium')
    await postedJob(t, employer, { job_title: `Counted ${word}` })
    const refused = await get(t, `/jobs/?search=${word}`, 'not-a-token')
    expect(refused.statusCode).toBe(401)
    expect(refused.json().code).toBe('token_not_valid')
    // The server goes on answering, the same search counting the posting for a visitor.
    const page = await search(`search=${word}`)
    expect(page.count).toBe(1)
  })
})
