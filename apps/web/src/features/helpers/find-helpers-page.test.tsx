import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  HelperListItemSchema,
  HelperListPageSchema,
  type HelperListItem,
  type HelperListPage,
} from '@hearth/shared/helpers'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, signInAs, stubApi } from '../../test/fixtures'
import { RequireAuth } from '../../lib/require-auth'
import { LocationProbe, renderPage } from '../../test/render'
import { FindHelpersPage } from './find-helpers-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

function helper(index: number, overrides: Partial<HelperListItem> = {}): HelperListItem {
  return HelperListItemSchema.parse({
    id: `h${index}`,
    fullName: `Helper Number${index}`,
    profileImage: null,
    nationality: 'Filipino',
    age: 30,
    yearsOfExperience: 5,
    verified: false,
    verified_at: null,
    skills: ['Cooking', 'Housework', 'Baby Care', 'Pet Care', 'Driving'],
    expectedSalary: 5200,
    horoscope: 'Leo',
    ...overrides,
  })
}

function page(count: number, results: HelperListItem[]): HelperListPage {
  return HelperListPageSchema.parse({
    count,
    count_is_exact: true,
    next: null,
    previous: null,
    results,
  })
}

/** The page with a probe showing the URL's query, as the app renders it. */
function renderSearch(route: string) {
  return renderPage(
    <>
      <RequireAuth role="employer" allowVisitors>
        <FindHelpersPage />
      </RequireAuth>
      <LocationProbe />
    </>,
    { route, path: '/find-helpers', withAuth: true },
  )
}

test('choosing a filter writes it to the URL, resets the page to 1 and asks the API for it', async () => {
  const calls = stubApi(null, {
    'GET /helpers/profiles/': () => jsonResponse(200, page(45, [helper(1), helper(2)])),
  })
  renderSearch('/find-helpers?page=3')
  const user = userEvent.setup()
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
  expect(calls.at(-1)?.url).toBe('/api/v1/helpers/profiles/?page=3')

  await user.selectOptions(screen.getByLabelText('Nationality'), 'Filipino')

  expect(screen.getByTestId('location')).toHaveTextContent('/find-helpers?nationality=Filipino')
  await waitFor(() =>
    expect(calls.at(-1)?.url).toBe('/api/v1/helpers/profiles/?nationality=Filipino'),
  )
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled()

  await user.click(within(screen.getByRole('group', { name: 'Skills' })).getByLabelText('Cooking'))
  await user.click(within(screen.getByRole('group', { name: 'Skills' })).getByLabelText('Driving'))
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/find-helpers?nationality=Filipino&skills=Cooking&skills=Driving',
  )
  const banner = screen.getByRole('region', { name: 'Active filters' })
  await user.click(within(banner).getByRole('button', { name: 'Remove filter Skill: Cooking' }))
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/find-helpers?nationality=Filipino&skills=Driving',
  )
  await user.click(within(banner).getByRole('button', { name: 'Clear All Filters' }))
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/find-helpers$/)
})

test('the name box searches after a pause, and salary bounds apply when the box is left', async () => {
  const calls = stubApi(null, {
    'GET /helpers/profiles/': () => jsonResponse(200, page(1, [helper(1)])),
  })
  renderSearch('/find-helpers?page=2')
  const user = userEvent.setup()
  await user.type(await screen.findByRole('searchbox', { name: 'Search by name...' }), 'maria')
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/find-helpers?q=maria'),
  )
  await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/helpers/profiles/?q=maria'))

  await user.type(screen.getByLabelText('From'), '4000')
  expect(screen.getByTestId('location')).toHaveTextContent('/find-helpers?q=maria')
  await user.tab()
  expect(screen.getByTestId('location')).toHaveTextContent('/find-helpers?q=maria&salary_min=4000')
})

test('cards show the first three skills, +N more, the salary in HK$ or Enquire', async () => {
  stubApi(null, {
    'GET /helpers/profiles/': () =>
      jsonResponse(200, page(2, [helper(1), helper(2, { expectedSalary: null, skills: [] })])),
  })
  renderSearch('/find-helpers')
  const first = await screen.findByRole('article', { name: 'Helper Number1' })
  expect(within(first).getByText('+2 more')).toBeInTheDocument()
  expect(within(first).getByText('HK$5,200')).toBeInTheDocument()
  expect(within(first).getByText('Leo')).toBeInTheDocument()
  expect(within(first).getByText('HN')).toBeInTheDocument()
  expect(
    within(screen.getByRole('article', { name: 'Helper Number2' })).getByText('Enquire'),
  ).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Helpers found: 2' })).toBeInTheDocument()
  // One page only: no pagination.
  expect(screen.queryByRole('navigation', { name: 'Pages of results' })).not.toBeInTheDocument()
})

test('empty results say whether filters are the reason', async () => {
  stubApi(null, { 'GET /helpers/profiles/': () => jsonResponse(200, page(0, [])) })
  const view = renderSearch('/find-helpers')
  expect(await screen.findByText('No helpers available at the moment.')).toBeInTheDocument()
  view.unmount()
  renderSearch('/find-helpers?gender=Male')
  expect(
    await screen.findByText('No helpers match your current filter criteria.'),
  ).toBeInTheDocument()
})

test('a failed search shows the reason and tries again', async () => {
  let fail = true
  stubApi(null, {
    'GET /helpers/profiles/': () =>
      fail
        ? jsonResponse(503, { detail: 'Service unavailable.', code: 'unavailable' })
        : jsonResponse(200, page(1, [helper(1)])),
  })
  renderSearch('/find-helpers?nationality=Thai')
  expect(await screen.findByText('Service unavailable.', {}, { timeout: 8000 })).toBeInTheDocument()
  fail = false
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('article', { name: 'Helper Number1' })).toBeInTheDocument()
}, 15_000)

test('a helper is sent home and the list is never requested', async () => {
  const maria = makeHelperUser(true)
  signInAs(maria)
  const calls = stubApi(maria)
  renderPage(
    <RequireAuth role="employer" allowVisitors>
      <FindHelpersPage />
    </RequireAuth>,
    { route: '/find-helpers', withAuth: true },
  )
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/)
  expect(calls.some((call) => call.url.includes('/helpers/profiles'))).toBe(false)
})

test('"Verified only" asks the API for verified helpers, shows as a chip, and cards carry the badge', async () => {
  const calls = stubApi(null, {
    'GET /helpers/profiles/': () =>
      jsonResponse(
        200,
        page(2, [helper(1, { verified: true, verified_at: '2026-11-20T03:00:00Z' }), helper(2)]),
      ),
  })
  renderSearch('/find-helpers')
  const user = userEvent.setup()
  const first = await screen.findByRole('article', { name: 'Helper Number1' })
  expect(within(first).getByText('Verified')).toBeInTheDocument()
  const second = screen.getByRole('article', { name: 'Helper Number2' })
  expect(within(second).queryByText('Verified')).not.toBeInTheDocument()

  await user.click(screen.getByRole('checkbox', { name: 'Verified only' }))
  expect(screen.getByTestId('location')).toHaveTextContent('/find-helpers?verified=true')
  await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/helpers/profiles/?verified=true'))
  expect(screen.getByRole('checkbox', { name: 'Verified only' })).toBeChecked()

  const banner = screen.getByRole('region', { name: 'Active filters' })
  await user.click(within(banner).getByRole('button', { name: 'Remove filter Verified only' }))
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/find-helpers$/)
  expect(screen.getByRole('checkbox', { name: 'Verified only' })).not.toBeChecked()
})

function estimatedPage(next: string | null): HelperListPage {
  return HelperListPageSchema.parse({
    count: 48_213,
    count_is_exact: false,
    next,
    previous: null,
    results: [helper(1), helper(2)],
  })
}

test('above 10,000 matches the page says "10,000+ helpers" and pages by the next link (issue 28)', async () => {
  stubApi(null, {
    'GET /helpers/profiles/': () =>
      jsonResponse(200, estimatedPage('http://hearth.test/api/v1/helpers/profiles/?page=2')),
  })
  renderSearch('/find-helpers')
  const user = userEvent.setup()
  expect(await screen.findByRole('heading', { name: '10,000+ helpers' })).toBeInTheDocument()
  expect(
    screen.getByText('More than 10,000 helpers match. Add filters to narrow the list.'),
  ).toBeInTheDocument()
  expect(screen.queryByText(/48,213|48213/)).toBeNull()
  expect(screen.getByText('Page 1')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: /Next/ }))
  expect(screen.getByTestId('location')).toHaveTextContent('/find-helpers?page=2')
})

test('the last page of an estimated list is where the rows end, whatever the estimate says', async () => {
  stubApi(null, { 'GET /helpers/profiles/': () => jsonResponse(200, estimatedPage(null)) })
  renderSearch('/find-helpers?page=7')
  expect(await screen.findByText('Page 7')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled()
  expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled()
  expect(screen.getByTestId('location')).toHaveTextContent('/find-helpers?page=7')
})
