import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { jsonResponse } from '../../test/fetch-stub'
import { stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { JobListItemSchema } from '@hearth/shared/jobs'
import { FeaturedJobsSection } from './featured-jobs-section'

vi.setConfig({ testTimeout: 20_000 })

afterEach(() => {
  vi.unstubAllGlobals()
})

function premiumJob(index: number) {
  return JobListItemSchema.parse({
    uid: `job ${index}`,
    title: `Helper wanted ${index}`,
    description: 'Cooking and cleaning for a small family.',
    employer_profile_details: { company_name: null, contact_person_name: 'Chan Tai Man' },
    verified: false,
    verified_at: null,
    location_area: 'HK_ISLAND',
    contract_type: 'Full-time',
    accommodation: 'Live In',
    status: 'ACTIVE',
    main_skills: [],
    main_skills_display: [],
    subscription_status: 'premium',
    trusted_employer: true,
    applications: [],
    budget_lower: 5000,
    budget_upper: 5500,
    currency: 'HKD',
    expected_start_date: '2027-02-01',
    created_at: '2026-11-01T02:00:00.000Z',
    my_application: null,
  })
}

test('premium employers’ jobs are listed with a link to each', async () => {
  const jobs = [premiumJob(0), premiumJob(1)]
  stubApi(null, { 'GET /jobs/featured/': () => jsonResponse(200, { results: jobs }) })
  renderPage(<FeaturedJobsSection />, { withAuth: true })

  const section = await screen.findByRole('region', {
    name: 'Featured jobs from trusted employers',
  })
  const cards = within(section).getAllByRole('listitem')
  expect(cards).toHaveLength(2)
  expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(jobs[0]!.title)
  expect(within(cards[0]!).getByText('Monthly salary: HK$5,000 – HK$5,500')).toBeInTheDocument()
  expect(within(cards[1]!).getByRole('link')).toHaveAttribute(
    'href',
    `/view-job/${encodeURIComponent(jobs[1]!.uid)}`,
  )
})

test('nothing is shown when no premium employer has an open job', async () => {
  const calls = stubApi(null, { 'GET /jobs/featured/': () => jsonResponse(200, { results: [] }) })
  const view = renderPage(<FeaturedJobsSection />, { withAuth: true })
  await waitFor(() => expect(calls.some((call) => call.url.includes('/jobs/featured/'))).toBe(true))
  expect(screen.queryByRole('region')).toBeNull()
  expect(view.container.querySelector('section')).toBeNull()
})
