import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { JobPosting } from '@hearth/shared/jobs'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { ApplicationDetailPage } from './application-detail-page'
import { ApplicationsPage } from './applications-page'
import { contractQueryOf } from './create-contract-link'
import { makeApplication, makePosting } from './jobs-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

test('a HIRED application offers Create contract; the others do not', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/job1': () => jsonResponse(200, makePosting({ is_owner: true })),
    'GET /applications/job-applications/by-job/job1': () =>
      jsonResponse(200, [
        makeApplication({ status: 'HIRED' }),
        makeApplication({
          uid: 'app2',
          status: 'SHORTLISTED',
          helper_profile: 'h2',
          helper_profile_details: {
            uid: 'h2',
            first_name: 'Siti',
            last_name: 'Rahayu',
            nationality: 'Indonesian',
            age: 31,
            expected_salary: 5100,
            currency: 'HKD',
            availability_date: '2027-02-01',
          },
        }),
      ]),
  })
  signInAs(makeUser())
  renderPage(<ApplicationsPage />, {
    route: '/employer/postings/job1/applications',
    path: '/employer/postings/:uid/applications',
    withAuth: true,
  })
  const hired = await screen.findByRole('article', { name: 'Maria Santos' })
  // The application carries no e-mail: the employer types it on the contract page.
  expect(
    within(hired).getByRole('link', { name: 'Create contract: Maria Santos' }),
  ).toHaveAttribute(
    'href',
    '/employment-management/create-contract?salary_amount=5000&exclude_day_type=7&accommodation_type=Live+In',
  )
  const shortlisted = screen.getByRole('article', { name: 'Siti Rahayu' })
  expect(within(shortlisted).queryByRole('link', { name: /Create contract/ })).toBeNull()
})

test('a HIRED application with the helper’s e-mail fills it in on the contract page', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/job1': () => jsonResponse(200, makePosting({ is_owner: true })),
    'GET /applications/job-applications/by-job/job1': () =>
      jsonResponse(200, [
        makeApplication({ status: 'HIRED', helper_email: 'maria+hk@example.com' }),
      ]),
  })
  signInAs(makeUser())
  renderPage(<ApplicationsPage />, {
    route: '/employer/postings/job1/applications',
    path: '/employer/postings/:uid/applications',
    withAuth: true,
  })
  const hired = await screen.findByRole('article', { name: 'Maria Santos' })
  expect(
    within(hired).getByRole('link', { name: 'Create contract: Maria Santos' }),
  ).toHaveAttribute(
    'href',
    '/employment-management/create-contract?helper_email=maria%2Bhk%40example.com&salary_amount=5000&exclude_day_type=7&accommodation_type=Live+In',
  )
})

test('the hire’s Create contract carries the posting’s salary, rest day and accommodation', async () => {
  stubApi(makeUser(), {
    'GET /applications/job-applications/app1/': () =>
      jsonResponse(200, makeApplication({ status: 'HIRED', helper_email: 'maria@example.ph' })),
    'GET /employer/postings/job1': () =>
      jsonResponse(
        200,
        makePosting({
          is_owner: true,
          budget_lower: 5200,
          budget_upper: 5600,
          day_off_options: ['sunday', 'negotiable'],
          accommodation: 'Live In - Separate room',
        }),
      ),
  })
  signInAs(makeUser())
  renderPage(<ApplicationDetailPage />, {
    route: '/employer/application/app1',
    path: '/employer/application/:uid',
    withAuth: true,
  })
  const link = await screen.findByRole('link', { name: 'Create contract: Maria Santos' })
  await waitFor(() => expect(link.getAttribute('href')).toContain('salary_amount'))
  const query = new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams
  expect(Object.fromEntries(query)).toEqual({
    helper_email: 'maria@example.ph',
    salary_amount: '5200',
    exclude_day_type: '7',
    accommodation_type: 'Live In - Separate room',
  })
})

test('what the posting does not settle is left for the employer to fill in', () => {
  const hired = makeApplication({ status: 'HIRED' })
  const terms = (overrides: Partial<JobPosting>) =>
    contractQueryOf(hired, makePosting({ is_owner: true, ...overrides }))
  // Two fixed days off, or none: no one rest day to carry over.
  expect(terms({ day_off_options: ['saturday', 'sunday'] })).not.toHaveProperty('exclude_day_type')
  expect(terms({ day_off_options: ['weekday_flexible'] })).not.toHaveProperty('exclude_day_type')
  expect(terms({ day_off_options: ['saturday'] }).exclude_day_type).toBe('6')
  // Only an upper budget: that is the salary offered; no budget, no salary.
  expect(terms({ budget_lower: null, budget_upper: 5800 }).salary_amount).toBe('5800')
  expect(terms({ budget_lower: null, budget_upper: null })).not.toHaveProperty('salary_amount')
  expect(terms({ accommodation: null })).not.toHaveProperty('accommodation_type')
  // Another posting's terms are never carried over, nor are they without a posting.
  expect(terms({ uid: 'job2' })).toEqual({})
  expect(contractQueryOf(hired, undefined)).toEqual({})
})
