import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { ApplicationsPage } from './applications-page'
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
  ).toHaveAttribute('href', '/employment-management/create-contract')
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
    '/employment-management/create-contract?helper_email=maria%2Bhk%40example.com',
  )
})
