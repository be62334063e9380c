import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TimelineSchema, type Timeline, type TimelineEvent } from '@hearth/shared/timeline'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { makeEmployment } from './employment-test-utils'
import { MyEmploymentPage } from './my-employment-page'
import { TimelinePage } from './timeline-page'
import { TimelineLink } from './timeline-section'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const TIMELINE = 'GET /employments/emp-1/timeline/'

function event(overrides: Partial<TimelineEvent> & Pick<TimelineEvent, 'key' | 'date'>) {
  return {
    kind: 'payroll_due' as const,
    title: 'Wages due',
    detail: 'Wages are due within 7 days after the end of the wage period (EO s.23).',
    status: overrides.date < '2026-11-22' ? ('past' as const) : ('upcoming' as const),
    link: '/employment-management/emp-1/payroll',
    ...overrides,
  }
}

function makeTimeline(events: TimelineEvent[]): Timeline {
  return TimelineSchema.parse({
    employment: 'emp-1',
    today: '2026-11-22',
    from: '2024-12-01',
    to: '2027-11-22',
    events,
  })
}

const EVENTS = [
  event({ key: 'a', kind: 'contract_start', date: '2024-12-01', title: 'Contract starts' }),
  event({ key: 'b', date: '2026-09-07', title: 'Wages for August 2026 due' }),
  event({ key: 'c', date: '2026-10-07', title: 'Wages for September 2026 due' }),
  event({ key: 'd', kind: 'renewal_window', date: '2026-11-05', title: 'Renewal window opens' }),
  event({ key: 'e', date: '2026-11-22', title: 'Wages due today', status: 'today' }),
  event({
    key: 'f',
    kind: 'severance_threshold',
    date: '2026-11-30',
    title: '24 months of service',
    link: '/employment-management/emp-1/contracts',
  }),
  event({ key: 'g', kind: 'contract_end', date: '2026-12-31', title: 'Contract ends' }),
]

function renderEmployerTimeline() {
  signInAs(makeUser())
  return renderPage(<TimelinePage />, {
    route: '/employment-management/emp-1/timeline?name=Maria%20Santos',
    path: '/employment-management/:employmentId/timeline',
    withAuth: true,
  })
}

test('the employer’s timeline lists events in order, marks today, and tells past from upcoming', async () => {
  stubApi(makeUser(), { [TIMELINE]: () => jsonResponse(200, makeTimeline(EVENTS)) })
  renderEmployerTimeline()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Timeline of Maria Santos' }),
  ).toBeInTheDocument()
  const list = await screen.findByRole('list', { name: 'Timeline of Maria Santos' })
  // Four past events: the oldest one waits behind "Show 1 earlier event".
  expect(within(list).queryByText('Contract starts')).not.toBeInTheDocument()
  const items = within(list).getAllByRole('listitem')
  expect(items.map((item) => item.querySelector('h3')?.textContent ?? 'TODAY')).toEqual([
    'Wages for August 2026 due',
    'Wages for September 2026 due',
    'Renewal window opens',
    'TODAY',
    'Wages due todayToday',
    '24 months of service',
    'Contract ends',
  ])
  expect(items[3]).toHaveAttribute('aria-current', 'date')
  expect(items[0]).toHaveTextContent(', Past')
  expect(items[5]).toHaveTextContent(', Upcoming')
  expect(
    within(items[5]!).getByRole('link', { name: 'Open: 24 months of service' }),
  ).toHaveAttribute('href', '/employment-management/emp-1/contracts')
  await userEvent.click(screen.getByRole('button', { name: 'Show 1 earlier event' }))
  expect(within(list).getByText('Contract starts')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /earlier event/ })).not.toBeInTheDocument()
})

test('an empty timeline says so; a failed load offers a retry that works', async () => {
  let fail = true
  stubApi(makeUser(), {
    [TIMELINE]: () =>
      fail
        ? jsonResponse(500, { detail: 'Server error.', code: 'server_error' })
        : jsonResponse(200, makeTimeline([])),
  })
  renderEmployerTimeline()
  expect(await screen.findByText('The timeline could not be loaded.')).toBeInTheDocument()
  fail = false
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(
    await screen.findByText('No dated events yet. They appear once the employment has a contract.'),
  ).toBeInTheDocument()
})

test('the helper opens an employment’s dates on /my-employment; the timeline loads only then', async () => {
  const calls = stubApi(makeHelperUser(true), {
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
    [TIMELINE]: () =>
      jsonResponse(
        200,
        makeTimeline([
          event({
            key: 'p',
            date: '2026-12-07',
            title: 'Wages for November 2026 due',
            link: '/my-employment/payslips',
          }),
        ]),
      ),
  })
  signInAs(makeHelperUser(true))
  renderPage(<MyEmploymentPage />, { route: '/my-employment', withAuth: true })
  const summary = await screen.findByText('Dates and reminders')
  expect(calls.some((call) => call.url.includes('/timeline/'))).toBe(false)
  await userEvent.click(summary)
  const list = await screen.findByRole('list', { name: 'Timeline with Amy Chan' })
  expect(
    within(list).getByRole('link', { name: 'Open: Wages for November 2026 due' }),
  ).toHaveAttribute('href', '/my-employment/payslips')
  // Nothing is past yet: today's marker comes first.
  expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'date')
})

test('the employment card links to the timeline page with the helper’s name', () => {
  renderPage(<TimelineLink employment={makeEmployment()} />)
  expect(screen.getByRole('link', { name: 'Dates and reminders: Maria Santos' })).toHaveAttribute(
    'href',
    '/employment-management/emp-1/timeline?name=Maria+Santos',
  )
})

test('a long year ahead shows the next six events; the rest wait behind "Show later events"', async () => {
  const months = [
    '2026-12',
    '2027-01',
    '2027-02',
    '2027-03',
    '2027-04',
    '2027-05',
    '2027-06',
    '2027-07',
  ]
  stubApi(makeUser(), {
    [TIMELINE]: () =>
      jsonResponse(
        200,
        makeTimeline(
          months.map((month) =>
            event({ key: month, date: `${month}-07`, title: `Wages due ${month}` }),
          ),
        ),
      ),
  })
  renderEmployerTimeline()
  const list = await screen.findByRole('list', { name: 'Timeline of Maria Santos' })
  expect(within(list).getByText('Wages due 2027-05')).toBeInTheDocument()
  expect(within(list).queryByText('Wages due 2027-06')).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Show 2 later events' }))
  expect(within(list).getByText('Wages due 2027-07')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /later event/ })).not.toBeInTheDocument()
})
