import { useState } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useNavigate } from 'react-router'
import {
  HelperListItemSchema,
  HelperListPageSchema,
  type HelperListItem,
} from '@hearth/shared/helpers'
import { RequireAuth } from '../../lib/require-auth'
import { jsonResponse } from '../../test/fetch-stub'
import { stubApi } from '../../test/fixtures'
import { LocationProbe, renderPage } from '../../test/render'
import { FilterSidebar } from './filter-sidebar'
import { FindHelpersPage } from './find-helpers-page'

// docs: issue 15, Find Helpers. Each test here failed on the page as it was.

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
    skills: ['Cooking'],
    expectedSalary: 5200,
    horoscope: null,
    ...overrides,
  })
}

const page = (count: number, results: HelperListItem[]) =>
  jsonResponse(
    200,
    HelperListPageSchema.parse({
      count,
      count_is_exact: true,
      next: null,
      previous: null,
      results,
    }),
  )

function Back() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  )
}

function renderSearch(route: string) {
  return renderPage(
    <>
      <RequireAuth role="employer" allowVisitors>
        <FindHelpersPage />
      </RequireAuth>
      <LocationProbe />
      <Back />
    </>,
    { route, path: '/find-helpers', withAuth: true },
  )
}

/** The sidebar with the URL following a moment later, as a router transition does. */
function SlowUrl() {
  const [params, setParams] = useState(new URLSearchParams())
  return (
    <>
      <FilterSidebar params={params} onChange={(next) => setTimeout(() => setParams(next), 200)} />
      <p data-testid="query">{params.toString()}</p>
    </>
  )
}

test('fast typing in the salary boxes loses no keystroke while the URL catches up', async () => {
  render(<SlowUrl />)
  const user = userEvent.setup({ delay: null })

  await user.type(screen.getByLabelText('From'), '6000')
  await user.tab()
  await user.type(screen.getByLabelText('To'), '6500')
  // The URL takes the first bound only now, while "6500" is already in the second box.
  await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent('salary_min=6000'))

  expect(screen.getByLabelText('To')).toHaveValue('6500')
  expect(screen.getByLabelText('From')).toHaveValue('6000')
  await user.tab()
  await waitFor(() =>
    expect(screen.getByTestId('query')).toHaveTextContent('salary_min=6000&salary_max=6500'),
  )
  expect(screen.queryByText('The lowest salary cannot be above the highest.')).toBeNull()
})

test('a filter chosen while the URL still follows the one before keeps both', async () => {
  render(<SlowUrl />)
  const user = userEvent.setup({ delay: null })

  await user.selectOptions(screen.getByLabelText('Nationality'), 'Filipino')
  await user.click(screen.getAllByText('Skills')[0]!)
  await user.click(within(screen.getByRole('group', { name: 'Skills' })).getByLabelText('Cooking'))

  await waitFor(() =>
    expect(screen.getByTestId('query')).toHaveTextContent('nationality=Filipino&skills=Cooking'),
  )
})

test('a page past the last one goes to the last page, and the URL says so', async () => {
  const calls = stubApi(null, {
    'GET /helpers/profiles/?page=99': () =>
      jsonResponse(404, { detail: 'Invalid page.', code: 'not_found' }),
    'GET /helpers/profiles/': () => page(45, [helper(1)]),
    'GET /helpers/profiles/?page=3': () => page(45, [helper(41)]),
  })
  renderSearch('/find-helpers?page=99')

  // Three requests in a row (page 99, the first page for the count, page 3).
  expect(await screen.findByText('Page 3 of 3', {}, { timeout: 5000 })).toBeInTheDocument()
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/find-helpers\?page=3$/)
  expect(screen.getByRole('heading', { name: 'Helpers found: 45' })).toBeInTheDocument()
  expect(screen.getByRole('article', { name: 'Helper Number41' })).toBeInTheDocument()
  expect(screen.queryByText('Invalid page.')).toBeNull()
  expect(calls.at(-1)?.url).toBe('/api/v1/helpers/profiles/?page=3')
})

test('a malformed page number is page 1, in the URL and in the request', async () => {
  for (const bad of ['abc', '0', '-2', '1']) {
    const calls = stubApi(null, { 'GET /helpers/profiles/': () => page(2, [helper(1)]) })
    const view = renderSearch(`/find-helpers?page=${bad}&nationality=Thai`)
    expect(await screen.findByRole('article', { name: 'Helper Number1' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/find-helpers\?nationality=Thai$/,
      ),
    )
    expect(calls.every((call) => !call.url.includes('page='))).toBe(true)
    view.unmount()
  }
})

test('on a phone the filters open as a sheet whose button shows the live count', async () => {
  stubApi(null, {
    'GET /helpers/profiles/': () => page(300, [helper(1)]),
    'GET /helpers/profiles/?nationality=Filipino': () => page(12, [helper(2)]),
  })
  renderSearch('/find-helpers')
  const user = userEvent.setup()
  await screen.findByRole('heading', { name: 'Helpers found: 300' })

  await user.click(screen.getByRole('button', { name: 'Filters' }))
  const sheet = await screen.findByRole('dialog', { name: 'Filters' })
  expect(within(sheet).getByRole('button', { name: 'Show 300 helpers' })).toBeInTheDocument()
  // One filter form at a time: the sidebar's gives way to the sheet's.
  expect(screen.getAllByLabelText('Nationality')).toHaveLength(1)

  await user.selectOptions(within(sheet).getByLabelText('Nationality'), 'Filipino')
  const show = await within(sheet).findByRole('button', { name: 'Show 12 helpers' })
  await user.click(show)

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  const results = screen.getByRole('heading', { name: 'Helpers found: 12' })
  await waitFor(() => expect(results).toHaveFocus())
  const chips = screen.getByRole('region', { name: 'Active filters' })
  expect(within(chips).getByRole('button', { name: /Nationality: Filipino/ })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('1')
})

test('Back steps through each change of the search, the name search included', async () => {
  stubApi(null, { 'GET /helpers/profiles/': () => page(1, [helper(1)]) })
  renderSearch('/find-helpers')
  const user = userEvent.setup()
  await screen.findByRole('article', { name: 'Helper Number1' })

  await user.selectOptions(screen.getByLabelText('Nationality'), 'Filipino')
  await user.type(screen.getByRole('searchbox', { name: 'Search by name...' }), 'maria')
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/find-helpers?nationality=Filipino&q=maria',
    ),
  )

  await user.click(screen.getByRole('button', { name: 'Browser back' }))
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/find-helpers\?nationality=Filipino$/,
    ),
  )
  expect(screen.getByRole('searchbox', { name: 'Search by name...' })).toHaveValue('')
  await user.click(screen.getByRole('button', { name: 'Browser back' }))
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/find-helpers$/))
  expect(screen.getByLabelText('Nationality')).toHaveValue('')
})

test('counts read naturally: 1 year of experience, 2 years of experience', async () => {
  stubApi(null, {
    'GET /helpers/profiles/': () =>
      page(2, [helper(1, { yearsOfExperience: 1 }), helper(2, { yearsOfExperience: 2 })]),
  })
  renderSearch('/find-helpers')
  const first = await screen.findByRole('article', { name: 'Helper Number1' })
  expect(within(first).getByText('1 year of experience')).toBeInTheDocument()
  const second = screen.getByRole('article', { name: 'Helper Number2' })
  expect(within(second).getByText('2 years of experience')).toBeInTheDocument()
})
