import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  AuditPageSchema,
  OperatorReportDetailSchema,
  OperatorReportPageSchema,
  SuspendedUsersSchema,
  type OperatorReportDetail,
} from '@hearth/shared/operator'
import { jsonResponse, type StubbedCall } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { OperatorAuditPage } from './operator-audit-page'
import { OperatorReportPage } from './operator-report-page'
import { OperatorReportsPage } from './operator-reports-page'
import { OperatorSuspendedPage } from './operator-suspended-page'

vi.setConfig({ testTimeout: 20_000 })

afterEach(() => {
  vi.unstubAllGlobals()
})

const MARIA = {
  id: 'u-maria',
  email: 'maria@example.ph',
  name: 'Maria Santos',
  user_type: 'helper',
  suspended: false,
} as const

const REPORT = {
  id: 'r1',
  target_type: 'helper_profile',
  target_id: 'h1',
  target_label: 'Maria Santos',
  reason: 'fee_request',
  details: 'She asked me for a HK$500 visa fee.',
  status: 'open',
  created_at: '2027-01-05T02:00:00.000Z',
  resolved_at: null,
  opened_by: 'user',
  reporter: {
    id: 'u-amy',
    email: 'amy@example.hk',
    name: 'Amy Chan',
    user_type: 'employer',
    suspended: false,
  },
  target_user: MARIA,
  report_count: 3,
  safety_flags: ['fee_request'],
  resolution: null,
} as const

const TARGET = {
  exists: true,
  title: 'Maria Santos',
  subtitle: 'Filipino',
  photo_url: null,
  texts: [{ label: 'About me', text: 'Pay the training fee first.' }],
  public_path: '/helper/h1',
  hidden: false,
  hidden_reason: null,
  safety_flags: ['fee_request'],
  messages: [],
} as const

function makeDetail(overrides: Record<string, unknown> = {}): OperatorReportDetail {
  return OperatorReportDetailSchema.parse({ ...REPORT, target: TARGET, ...overrides })
}

function resolvedDetail(action: 'dismiss' | 'hide_target' | 'suspend_user', note: string) {
  return makeDetail({
    status: action === 'dismiss' ? 'dismissed' : 'actioned',
    resolved_at: '2027-01-06T02:00:00.000Z',
    report_count: 0,
    resolution: {
      action,
      note,
      operator_email: 'ops@hearth.hk',
      resolved_at: '2027-01-06T02:00:00.000Z',
    },
  })
}

function signInOperator() {
  const user = makeUser({ is_operator: true, email: 'ops@hearth.hk', username: 'ops@hearth.hk' })
  signInAs(user)
  return user
}

const searchOf = (call: StubbedCall) => new URL(call.url, 'http://localhost').searchParams

test('the queue lists the open reports, newest first, each linking to its page', async () => {
  const user = signInOperator()
  const page = OperatorReportPageSchema.parse({
    count: 2,
    page: 1,
    page_size: 20,
    results: [
      REPORT,
      {
        ...REPORT,
        id: 'r2',
        target_type: 'message',
        target_id: 'm1',
        target_label: 'Send HK$2,000 to this account',
        reason: 'scam',
        details: '',
        opened_by: 'system',
        reporter: null,
        report_count: 1,
        safety_flags: ['off_platform_payment'],
      },
    ],
  })
  const calls = stubApi(user, {
    'GET /operator/reports/': (call) =>
      searchOf(call).get('order') === 'most_reported'
        ? jsonResponse(200, { ...page, results: [page.results[1]] })
        : jsonResponse(200, page),
  })
  renderPage(<OperatorReportsPage />, { route: '/operator', withAuth: true })

  const first = await screen.findByRole('link', { name: 'Maria Santos' })
  expect(first).toHaveAttribute('href', '/operator/reports/r1')
  expect(screen.getByRole('link', { name: 'Send HK$2,000 to this account' })).toHaveAttribute(
    'href',
    '/operator/reports/r2',
  )
  const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'))
  expect(cards[0]).toHaveTextContent('Helper’s profile')
  expect(cards[0]).toHaveTextContent('Fee request')
  expect(cards[0]).toHaveTextContent('3 reports')
  expect(cards[0]).toHaveTextContent('amy@example.hk')
  expect(cards[0]).toHaveTextContent('Asks for a fee')
  expect(cards[0]).toHaveTextContent('5 Jan 2027')
  expect(cards[1]).toHaveTextContent('Chat message')
  expect(cards[1]).toHaveTextContent('1 report')
  expect(cards[1]).toHaveTextContent('Hearth’s scam check')
  expect(cards[1]).toHaveTextContent('Payment outside Hearth')

  const queueCall = calls.find((call) => call.url.includes('/operator/reports/'))!
  expect(Object.fromEntries(searchOf(queueCall))).toEqual({
    status: 'open',
    order: 'newest',
    page: '1',
  })
  expect(screen.getByRole('link', { name: 'To decide' })).toHaveAttribute('aria-current', 'true')
  expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('link', { name: 'Suspended accounts' })).toHaveAttribute(
    'href',
    '/operator/suspended',
  )
  expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/operator/audit')

  await userEvent.setup().click(screen.getByRole('link', { name: 'Most reported first' }))
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: 'Maria Santos' })).not.toBeInTheDocument(),
  )
  expect(searchOf(calls.at(-1)!).get('order')).toBe('most_reported')
})

test('an empty tab says there is nothing to decide', async () => {
  const user = signInOperator()
  const calls = stubApi(user, {
    'GET /operator/reports/': () =>
      jsonResponse(200, { count: 0, page: 1, page_size: 20, results: [] }),
  })
  renderPage(<OperatorReportsPage />, {
    route: '/operator?status=dismissed',
    path: '/operator',
    withAuth: true,
  })
  expect(await screen.findByText('No dismissed reports.')).toBeInTheDocument()
  expect(searchOf(calls.find((call) => call.url.includes('/operator/'))!).get('status')).toBe(
    'dismissed',
  )
})

function renderReport(routes: Parameters<typeof stubApi>[1]) {
  const user = signInOperator()
  const calls = stubApi(user, routes)
  renderPage(<OperatorReportPage />, {
    route: '/operator/reports/r1',
    path: '/operator/reports/:id',
    withAuth: true,
  })
  return calls
}

const resolveCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith('/resolve/'))

test('the report page shows the report and the reported profile as viewers see it', async () => {
  renderReport({ 'GET /operator/reports/r1/': () => jsonResponse(200, makeDetail()) })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Report: Maria Santos' }),
  ).toBeInTheDocument()
  const report = screen.getByRole('region', { name: 'The report' })
  expect(report).toHaveTextContent('She asked me for a HK$500 visa fee.')
  expect(report).toHaveTextContent('amy@example.hk')
  expect(report).toHaveTextContent('u-maria')
  const target = screen.getByRole('region', { name: 'What was reported' })
  expect(within(target).getByText('About me')).toBeInTheDocument()
  expect(within(target).getByText('Pay the training fee first.')).toBeInTheDocument()
  expect(within(target).getByRole('link', { name: /Open the public page/ })).toHaveAttribute(
    'href',
    '/helper/h1',
  )
  expect(screen.getByRole('button', { name: 'Hide it' })).toBeInTheDocument()
})

test('resolving needs a note, then sends the action and the note and shows the outcome', async () => {
  let resolved: OperatorReportDetail | null = null
  const calls = renderReport({
    'GET /operator/reports/r1/': () => jsonResponse(200, resolved ?? makeDetail()),
    'POST /operator/reports/r1/resolve/': (call) => {
      const { note } = call.body as { note: string }
      resolved = resolvedDetail('dismiss', note)
      return jsonResponse(200, resolved)
    },
  })
  const user = userEvent.setup()
  const dismiss = await screen.findByRole('button', { name: 'Dismiss the report' })
  await user.click(dismiss)
  const note = screen.getByRole('textbox', { name: 'Note' })
  await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'))
  expect(note).toHaveAccessibleDescription(expect.stringContaining('Write a note that says why.'))
  expect(resolveCalls(calls)).toHaveLength(0)

  await user.type(note, 'A fair request: the agency fee is legal.')
  await user.click(dismiss)
  expect(await screen.findByText('The report was dismissed.')).toBeInTheDocument()
  expect(resolveCalls(calls).map((call) => call.body)).toEqual([
    { action: 'dismiss', note: 'A fair request: the agency fee is legal.' },
  ])
  // The decision replaces the form, and the report says what was decided.
  expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'The report' })).toHaveTextContent(
    'By ops@hearth.hk on 6 Jan 2027',
  )
})

test('hiding asks first, then sends hide_target with the note', async () => {
  const calls = renderReport({
    'GET /operator/reports/r1/': () => jsonResponse(200, makeDetail()),
    'POST /operator/reports/r1/resolve/': () =>
      jsonResponse(200, resolvedDetail('hide_target', 'Asks for a fee.')),
  })
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Asks for a fee.')
  await user.click(screen.getByRole('button', { name: 'Hide it' }))
  const dialog = await screen.findByRole('dialog', { name: 'Hide it from everyone?' })
  expect(resolveCalls(calls)).toHaveLength(0)
  await user.click(within(dialog).getByRole('button', { name: 'Hide it' }))
  expect(await screen.findByText('It is hidden now. Viewers no longer see it.')).toBeInTheDocument()
  expect(resolveCalls(calls).map((call) => call.body)).toEqual([
    { action: 'hide_target', note: 'Asks for a fee.' },
  ])
})

test('an employer’s profile offers no Hide', async () => {
  renderReport({
    'GET /operator/reports/r1/': () =>
      jsonResponse(
        200,
        makeDetail({
          target_type: 'employer_profile',
          target: { ...TARGET, texts: [], public_path: null, safety_flags: [] },
        }),
      ),
  })
  expect(await screen.findByRole('button', { name: 'Suspend the account' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Hide it' })).not.toBeInTheDocument()
})

test('a report another operator resolved first shows the server’s message and reloads', async () => {
  let reads = 0
  const calls = renderReport({
    'GET /operator/reports/r1/': () => {
      reads += 1
      return jsonResponse(200, reads === 1 ? makeDetail() : resolvedDetail('dismiss', 'Spam.'))
    },
    'POST /operator/reports/r1/resolve/': () =>
      jsonResponse(409, { detail: 'This report has already been resolved.', code: 'conflict' }),
  })
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Not a scam.')
  await user.click(screen.getByRole('button', { name: 'Dismiss the report' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The report could not be resolved. This report has already been resolved.',
  )
  await waitFor(() => expect(reads).toBe(2))
  expect(await screen.findByText('Spam.')).toBeInTheDocument()
  expect(resolveCalls(calls)).toHaveLength(1)
})

test('a server message about the note is shown beside the note', async () => {
  renderReport({
    'GET /operator/reports/r1/': () => jsonResponse(200, makeDetail()),
    'POST /operator/reports/r1/resolve/': () =>
      jsonResponse(400, {
        detail: 'Invalid input.',
        code: 'invalid',
        note: ['A note can be at most 2,000 characters long.'],
      }),
  })
  const user = userEvent.setup()
  const note = await screen.findByRole('textbox', { name: 'Note' })
  await user.type(note, 'x')
  await user.click(screen.getByRole('button', { name: 'Dismiss the report' }))
  await waitFor(() =>
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('A note can be at most 2,000 characters long.'),
    ),
  )
  expect(screen.getByRole('alert')).toHaveTextContent('The report could not be resolved.')
})

test('a reported message is shown in its conversation, the reported one marked', async () => {
  renderReport({
    'GET /operator/reports/r1/': () =>
      jsonResponse(
        200,
        makeDetail({
          target_type: 'message',
          target_id: 'm2',
          target_label: 'Send the fee to my GCash',
          target: {
            ...TARGET,
            title: 'Maria Santos',
            subtitle: 'Amy Chan',
            texts: [{ label: 'Message', text: 'Send the fee to my GCash' }],
            public_path: null,
            messages: [
              {
                id: 'm1',
                sender_name: 'Amy Chan',
                content: 'Hello, are you free on Sunday?',
                created_at: '2027-01-05T01:00:00.000Z',
                reported: false,
                safety_flags: [],
              },
              {
                id: 'm2',
                sender_name: 'Maria Santos',
                content: 'Send the fee to my GCash',
                created_at: '2027-01-05T01:05:00.000Z',
                reported: true,
                safety_flags: ['off_platform_payment'],
              },
            ],
          },
        }),
      ),
  })
  expect(await screen.findByRole('heading', { name: 'Message from Maria Santos' })).toBeVisible()
  const conversation = screen.getByRole('region', { name: 'The conversation around it' })
  // The bubbles, not the flag badges listed inside them.
  const bubbles = [...conversation.querySelector('ol')!.children]
  expect(bubbles).toHaveLength(2)
  expect(bubbles[0]).not.toHaveTextContent('Reported message')
  expect(bubbles[1]).toHaveTextContent('Reported message')
  expect(bubbles[1]).toHaveTextContent('Payment outside Hearth')
  expect(screen.queryByRole('link', { name: /Open the public page/ })).not.toBeInTheDocument()
})

const SUSPENDED = SuspendedUsersSchema.parse({
  results: [
    {
      ...MARIA,
      suspended: true,
      suspended_at: '2027-01-06T02:00:00.000Z',
      suspension_reason: 'Asked three employers for fees.',
    },
  ],
})

test('unsuspending needs a reason and sends it', async () => {
  const user = signInOperator()
  let suspended = SUSPENDED
  const calls = stubApi(user, {
    'GET /operator/users/suspended/': () => jsonResponse(200, suspended),
    'POST /operator/users/u-maria/unsuspend/': () => {
      suspended = { results: [] }
      return jsonResponse(200, MARIA)
    },
  })
  renderPage(<OperatorSuspendedPage />, { route: '/operator/suspended', withAuth: true })
  const row = (await screen.findByRole('heading', { name: 'Maria Santos' })).closest('li')!
  expect(row).toHaveTextContent('maria@example.ph')
  expect(row).toHaveTextContent('Helper')
  expect(row).toHaveTextContent('6 Jan 2027')
  expect(row).toHaveTextContent('Asked three employers for fees.')

  const events = userEvent.setup()
  const open = within(row).getByRole('button', { name: 'Unsuspend' })
  expect(open).toHaveAccessibleDescription('Maria Santos')
  await events.click(open)
  const lift = within(row).getByRole('button', { name: 'Lift the suspension' })
  await events.click(lift)
  const reason = within(row).getByRole('textbox', { name: 'Why lift the suspension?' })
  await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'))
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

  await events.type(reason, 'She explained: it was the agency’s fee.')
  await events.click(lift)
  expect(await screen.findByText('Maria Santos is no longer suspended.')).toBeInTheDocument()
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { reason: 'She explained: it was the agency’s fee.' },
  ])
  expect(await screen.findByText('No account is suspended.')).toBeInTheDocument()
})

test('an account is suspended by its user id with a reason; a 409 says why it failed', async () => {
  const user = signInOperator()
  const calls = stubApi(user, {
    'GET /operator/users/suspended/': () => jsonResponse(200, { results: [] }),
    'POST /operator/users/u-maria/suspend/': () =>
      jsonResponse(409, { detail: 'This account is already suspended.', code: 'conflict' }),
  })
  renderPage(<OperatorSuspendedPage />, { route: '/operator/suspended', withAuth: true })
  const form = await screen.findByRole('form', { name: 'Suspend an account' })
  const events = userEvent.setup()
  await events.type(within(form).getByRole('textbox', { name: 'User id' }), ' u-maria ')
  await events.type(
    within(form).getByRole('textbox', { name: 'Reason for suspending' }),
    'Fee scam.',
  )
  await events.click(within(form).getByRole('button', { name: 'Suspend the account' }))
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'The account could not be suspended. This account is already suspended.',
  )
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { reason: 'Fee scam.' },
  ])
})

test('the audit log shows each entry in a table, a page at a time', async () => {
  const user = signInOperator()
  const entry = {
    id: 1,
    operator: { id: 'u-ops', email: 'ops@hearth.hk' },
    action: 'dismiss_report',
    target_type: 'report',
    target_id: 'r1',
    reason: 'Not a scam.',
    created_at: '2027-01-06T02:00:00.000Z',
  }
  const calls = stubApi(user, {
    'GET /operator/audit/': (call) =>
      jsonResponse(
        200,
        AuditPageSchema.parse({
          count: 21,
          page: Number(searchOf(call).get('page')),
          page_size: 20,
          results:
            searchOf(call).get('page') === '2'
              ? [
                  {
                    ...entry,
                    id: 2,
                    action: 'suspend_user',
                    target_type: 'user',
                    target_id: 'u-maria',
                    reason: 'Fee scam.',
                  },
                ]
              : [entry],
        }),
      ),
  })
  renderPage(<OperatorAuditPage />, { route: '/operator/audit', withAuth: true })
  const table = await screen.findByRole('table', { name: 'Audit log entries' })
  const row = within(table).getAllByRole('row')[1]!
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Dismissed a report')
  expect(row).toHaveTextContent('ops@hearth.hk')
  expect(row).toHaveTextContent('6 Jan 2027')
  expect(row).toHaveTextContent('Not a scam.')
  expect(within(row).getByRole('link', { name: 'r1' })).toHaveAttribute(
    'href',
    '/operator/reports/r1',
  )
  expect(screen.getByRole('region', { name: 'Audit log entries' })).toContainElement(table)

  await userEvent.setup().click(screen.getByRole('button', { name: /Next/ }))
  expect(await screen.findByText('Suspended an account')).toBeInTheDocument()
  expect(screen.getByText('Fee scam.')).toBeInTheDocument()
  expect(
    calls
      .filter((call) => call.url.includes('/operator/audit/'))
      .map((c) => searchOf(c).get('page')),
  ).toEqual(['1', '2'])
})
