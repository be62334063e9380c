import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, signInAs, stubApi } from '../../test/fixtures'
import { LocationProbe, renderPage } from '../../test/render'
import { FindJobPage } from './find-job-page'
import { makeListItem, makeListPage } from './jobs-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

// Typing through a dozen filters is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

function renderSearch(route: string) {
  signInAs(makeHelperUser(true))
  return renderPage(
    <>
      <FindJobPage />
      <LocationProbe />
    </>,
    { route, path: '/find-job', withAuth: true },
  )
}

function lastSearch(calls: { url: string }[]) {
  return calls.filter((call) => call.url.startsWith('/api/v1/jobs/')).at(-1)?.url
}

test('filters are written to the URL under the API’s names, reset the page and reach the API', async () => {
  const calls = stubApi(makeHelperUser(true), {
    'GET /jobs/': () => jsonResponse(200, makeListPage(25, [makeListItem(1), makeListItem(2)])),
  })
  renderSearch('/find-job?page=3')
  const user = userEvent.setup()
  // 25 jobs at 10 a page.
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
  expect(lastSearch(calls)).toBe('/api/v1/jobs/?page=3')

  await user.selectOptions(screen.getByLabelText('Area'), 'KOWLOON')
  expect(screen.getByTestId('location')).toHaveTextContent('/find-job?location_area=KOWLOON')
  await waitFor(() => expect(lastSearch(calls)).toBe('/api/v1/jobs/?location_area=KOWLOON'))
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()

  const skills = screen.getByRole('group', { name: 'Skills' })
  await user.click(within(skills).getByLabelText('Cooking'))
  await user.click(within(skills).getByLabelText('Driving'))
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/find-job?location_area=KOWLOON&skills=Cooking&skills=Driving',
  )

  // A salary bound applies when its box is left.
  await user.type(screen.getByLabelText('From'), '4800')
  expect(screen.getByTestId('location')).not.toHaveTextContent('salary_min')
  await user.tab()
  expect(screen.getByTestId('location')).toHaveTextContent('salary_min=4800')

  await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'Tai Po{Enter}')
  expect(screen.getByTestId('location')).toHaveTextContent('search=Tai+Po')
  await waitFor(() =>
    expect(lastSearch(calls)).toBe(
      '/api/v1/jobs/?search=Tai+Po&location_area=KOWLOON&skills=Cooking&skills=Driving&salary_min=4800',
    ),
  )

  await user.click(screen.getAllByRole('button', { name: 'Clear All Filters' })[0]!)
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/find-job$/)
})

test('a shared link restores the filters, and Next moves a page keeping them', async () => {
  const calls = stubApi(makeHelperUser(true), {
    'GET /jobs/': () => jsonResponse(200, makeListPage(25, [makeListItem(1)])),
  })
  renderSearch('/find-job?contract_type=Part-time&status=FILLED')
  const user = userEvent.setup()
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
  expect(screen.getByLabelText('Contract type')).toHaveValue('Part-time')
  expect(screen.getByLabelText('Job status')).toHaveValue('FILLED')

  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/find-job?contract_type=Part-time&status=FILLED&page=2',
  )
  await waitFor(() =>
    expect(lastSearch(calls)).toBe('/api/v1/jobs/?contract_type=Part-time&status=FILLED&page=2'),
  )
})

test('cards carry the helper’s application status and the posting’s status as badges', async () => {
  stubApi(makeHelperUser(true), {
    'GET /jobs/': () =>
      jsonResponse(
        200,
        makeListPage(2, [
          makeListItem(1, { my_application: { uid: 'a1', status: 'SHORTLISTED' } }),
          makeListItem(2, { status: 'FILLED' }),
        ]),
      ),
  })
  renderSearch('/find-job?status=FILLED')
  const first = await screen.findByRole('article', { name: 'Helper wanted 1' })
  expect(within(first).getByText('Shortlisted')).toBeInTheDocument()
  expect(within(first).getByRole('link', { name: /View job/ })).toHaveAttribute(
    'href',
    '/view-job/job1',
  )
  expect(within(first).getByText('+1 more')).toBeInTheDocument()
  const second = screen.getByRole('article', { name: 'Helper wanted 2' })
  expect(within(second).getByText('Filled')).toBeInTheDocument()
  // One page only: no pagination.
  expect(screen.queryByRole('navigation', { name: 'Pages of results' })).not.toBeInTheDocument()
})

test('no match offers to clear the filters; a failure is shown with Try again', async () => {
  let fail = true
  stubApi(makeHelperUser(true), {
    'GET /jobs/': () =>
      fail
        ? jsonResponse(400, { detail: 'Unknown accommodation preference.', code: 'invalid' })
        : jsonResponse(200, makeListPage(0, [])),
  })
  renderSearch('/find-job?accommodation=Live+Out')
  const user = userEvent.setup()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Unknown accommodation preference.')
  fail = false
  await user.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('No jobs match your current filter criteria.')).toBeInTheDocument()
})

test('a verified employer’s job card says "Verified employer"', async () => {
  stubApi(makeHelperUser(true), {
    'GET /jobs/': () =>
      jsonResponse(
        200,
        makeListPage(2, [
          makeListItem(1, { verified: true, verified_at: '2026-10-02T01:00:00Z' }),
          makeListItem(2),
        ]),
      ),
  })
  renderSearch('/find-job')
  const first = await screen.findByRole('article', { name: 'Helper wanted 1' })
  expect(within(first).getByText('Verified employer')).toBeInTheDocument()
  const second = screen.getByRole('article', { name: 'Helper wanted 2' })
  expect(within(second).queryByText('Verified employer')).not.toBeInTheDocument()
})
