import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  AuditPageSchema,
  OperatorVerificationPageSchema,
  OperatorVerificationSchema,
  type OperatorVerification,
} from '@hearth/shared/operator'
import { jsonResponse, type StubbedCall } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { OperatorAuditPage } from './operator-audit-page'
import { OperatorVerificationPage } from './operator-verification-page'
import { OperatorVerificationsPage } from './operator-verifications-page'

vi.setConfig({ testTimeout: 20_000 })

const createObjectURL = vi.fn((_blob: Blob | MediaSource) => 'blob:document')
const revokeObjectURL = vi.fn((_url: string) => undefined)
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }

beforeEach(() => {
  URL.createObjectURL = createObjectURL
  URL.revokeObjectURL = revokeObjectURL
})

afterEach(() => {
  vi.unstubAllGlobals()
  URL.createObjectURL = original.create
  URL.revokeObjectURL = original.revoke
  createObjectURL.mockClear()
  revokeObjectURL.mockClear()
})

const MARIA = {
  id: 'u-maria',
  email: 'maria@example.ph',
  name: 'Maria Santos',
  user_type: 'helper',
  suspended: false,
} as const

const AMY = {
  id: 'u-amy',
  email: 'amy@example.hk',
  name: 'Amy Chan',
  user_type: 'employer',
  suspended: false,
} as const

function makeRequest(overrides: Record<string, unknown> = {}): OperatorVerification {
  return OperatorVerificationSchema.parse({
    id: 'v1',
    kind: 'helper_identity',
    status: 'pending',
    full_name: 'Maria Cruz Santos',
    expires_on: '2030-06-30',
    created_at: '2027-01-05T02:00:00.000Z',
    decided_at: null,
    reason: null,
    note: null,
    person: MARIA,
    profile_path: '/helper/h1',
    profile_name: 'Maria Santos',
    document_type: 'image/png',
    decided_by: null,
    confirmed_expires_on: null,
    document_checked: false,
    ...overrides,
  })
}

const EMPLOYER_REQUEST = makeRequest({
  id: 'v2',
  kind: 'employer_identity',
  full_name: 'Chan Tai Man Amy',
  expires_on: null,
  created_at: '2027-01-06T02:00:00.000Z',
  person: AMY,
  profile_path: null,
  profile_name: 'Amy Chan',
  document_type: 'application/pdf',
})

function pageOf(results: OperatorVerification[], page = 1, count = results.length) {
  return OperatorVerificationPageSchema.parse({ count, page, page_size: 20, results })
}

function signInOperator() {
  const user = makeUser({ is_operator: true, email: 'ops@hearth.hk', username: 'ops@hearth.hk' })
  signInAs(user)
  return user
}

const searchOf = (call: StubbedCall) => new URL(call.url, 'http://localhost').searchParams
const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST')
const events = () => userEvent.setup()

function documentResponse(type: string) {
  return new Response('%document%', {
    status: 200,
    headers: { 'Content-Type': type },
  })
}

test('the queue lists the requests to check, oldest first, each linking to its page', async () => {
  const user = signInOperator()
  const calls = stubApi(user, {
    'GET /operator/verifications/': (call) =>
      searchOf(call).get('status') === 'expired'
        ? jsonResponse(200, pageOf([]))
        : jsonResponse(200, pageOf([makeRequest(), EMPLOYER_REQUEST])),
  })
  renderPage(<OperatorVerificationsPage />, { route: '/operator/verifications', withAuth: true })

  const first = await screen.findByRole('link', { name: 'Maria Santos' })
  expect(first).toHaveAttribute('href', '/operator/verifications/v1')
  expect(screen.getByRole('link', { name: 'Amy Chan' })).toHaveAttribute(
    'href',
    '/operator/verifications/v2',
  )
  const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'))
  expect(cards).toHaveLength(2)
  expect(cards[0]).toHaveTextContent('Helper: identity and visa')
  expect(cards[0]).toHaveTextContent('maria@example.ph')
  expect(cards[0]).toHaveTextContent('Name as typed: Maria Cruz Santos')
  expect(cards[0]).toHaveTextContent('Visa expiry as typed: 30 Jun 2030')
  expect(cards[0]).toHaveTextContent('5 Jan 2027')
  expect(cards[1]).toHaveTextContent('Employer: identity and address')
  expect(cards[1]).toHaveTextContent('Name as typed: Chan Tai Man Amy')
  expect(cards[1]).not.toHaveTextContent('Visa expiry')
  expect(cards[1]).toHaveTextContent('6 Jan 2027')
  expect(screen.getByText('2 requests')).toBeInTheDocument()

  const queueCall = calls.find((call) => call.url.includes('/operator/verifications/'))!
  expect(Object.fromEntries(searchOf(queueCall))).toEqual({ status: 'pending', page: '1' })
  expect(screen.getByRole('link', { name: 'To check' })).toHaveAttribute('aria-current', 'true')
  expect(screen.getByRole('link', { name: 'Verifications' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/operator')

  await userEvent.setup().click(screen.getByRole('link', { name: 'Badge expired' }))
  expect(await screen.findByText('No badge has expired.')).toBeInTheDocument()
  expect(searchOf(calls.at(-1)!).get('status')).toBe('expired')
})

test('a badge is revoked by the user id with a reason; a 409 says why it failed', async () => {
  const user = signInOperator()
  let revoked = 0
  const calls = stubApi(user, {
    'GET /operator/verifications/': () => jsonResponse(200, pageOf([])),
    'POST /operator/verifications/revoke/': () => {
      revoked += 1
      return revoked === 1
        ? jsonResponse(200, { user_id: 'u-maria', verified: false })
        : jsonResponse(409, { detail: 'This account has no badge to revoke.', code: 'conflict' })
    },
  })
  renderPage(<OperatorVerificationsPage />, { route: '/operator/verifications', withAuth: true })
  expect(await screen.findByText('No request is waiting to be checked.')).toBeInTheDocument()
  const form = screen.getByRole('form', { name: 'Revoke a badge' })
  const events = userEvent.setup()
  const revoke = within(form).getByRole('button', { name: 'Revoke the badge' })

  await events.click(revoke)
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: 'User id' })).toHaveAttribute(
      'aria-invalid',
      'true',
    ),
  )
  expect(posts(calls)).toHaveLength(0)

  const fill = async () => {
    await events.type(within(form).getByRole('textbox', { name: 'User id' }), ' u-maria ')
    await events.type(
      within(form).getByRole('textbox', { name: 'Reason for revoking' }),
      'The visa was cancelled.',
    )
    await events.click(revoke)
  }
  await fill()
  expect(await within(form).findByText('The badge is revoked.')).toBeInTheDocument()
  await fill()
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'The badge could not be revoked. This account has no badge to revoke.',
  )
  expect(posts(calls).map((call) => call.body)).toEqual([
    { user_id: 'u-maria', reason: 'The visa was cancelled.' },
    { user_id: 'u-maria', reason: 'The visa was cancelled.' },
  ])
})

/**
 * The decision page of `v1`. `state.current` is the request as the server has it; a POST to
 * decide answers with `decide`.
 */
function renderDecision(
  decide: (call: StubbedCall, state: { current: OperatorVerification }) => Response,
  initial = makeRequest(),
) {
  const user = signInOperator()
  const state = { current: initial }
  const calls = stubApi(user, {
    'GET /operator/verifications/v1/': () => jsonResponse(200, state.current),
    'GET /operator/verifications/v1/document/': () => documentResponse(initial.document_type),
    'POST /operator/verifications/v1/decide/': (call) => decide(call, state),
  })
  const view = renderPage(<OperatorVerificationPage />, {
    route: '/operator/verifications/v1',
    path: '/operator/verifications/:id',
    withAuth: true,
  })
  return { calls, state, view }
}

const documentCalls = (calls: StubbedCall[]) =>
  calls.filter((call) => call.url.endsWith('/operator/verifications/v1/document/'))

test('the page fetches the document with the token and shows it beside the typed details', async () => {
  const { calls, view } = renderDecision(() => jsonResponse(500, {}))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verification: Maria Santos' }),
  ).toBeInTheDocument()
  const image = await screen.findByRole('img', { name: 'The document Maria Santos sent' })
  expect(image).toHaveAttribute('src', 'blob:document')
  expect(screen.getByRole('link', { name: 'Open the picture full size' })).toHaveAttribute(
    'href',
    'blob:document',
  )
  const [call] = documentCalls(calls)
  expect(call!.headers.get('Authorization')).toBe('Bearer a1')
  expect(createObjectURL.mock.calls[0]![0]).toMatchObject({ type: 'image/png', size: 10 })
  expect(documentCalls(calls)).toHaveLength(1)

  const sent = screen.getByRole('region', { name: 'What they sent' })
  expect(sent).toHaveTextContent('Helper: identity and visa')
  expect(sent).toHaveTextContent('Maria Cruz Santos')
  expect(sent).toHaveTextContent('30 Jun 2030')
  const profile = screen.getByRole('region', { name: 'Their profile' })
  expect(profile).toHaveTextContent('u-maria')
  expect(within(profile).getByRole('link', { name: /Open the public profile/ })).toHaveAttribute(
    'href',
    '/helper/h1',
  )
  expect(screen.getByRole('region', { name: 'The document' })).toHaveTextContent(
    'Each opening is recorded in the audit log.',
  )

  // Leaving the page gives the document's addresses back.
  view.unmount()
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:document')
  expect(revokeObjectURL).toHaveBeenCalledTimes(createObjectURL.mock.calls.length)
})

test('a PDF is offered in a new tab, and an employer’s request asks for no expiry', async () => {
  const { state } = renderDecision(() => jsonResponse(500, {}), {
    ...EMPLOYER_REQUEST,
    id: 'v1',
  })
  expect(state.current.kind).toBe('employer_identity')
  const open = await screen.findByRole('link', { name: 'Open the PDF' })
  expect(open).toHaveAttribute('href', 'blob:document')
  expect(open).toHaveAttribute('target', '_blank')
  expect(screen.queryByRole('img')).not.toBeInTheDocument()

  await userEvent.setup().click(screen.getByRole('radio', { name: /Approve the request/ }))
  expect(screen.queryByLabelText('Visa expiry date on the document')).not.toBeInTheDocument()
  expect(
    screen.getByRole('checkbox', {
      name: 'I checked the identity document, and the proof of address with its issuer',
    }),
  ).toBeInTheDocument()
})

const CHECKED =
  'I checked the e-Visa QR code with the Immigration Department’s app (or the document with its issuer)'

test('approving needs the ticks, then sends the expiry as read, checked and the note', async () => {
  const { calls } = renderDecision((call, state) => {
    const body = call.body as { expires_on: string; note: string }
    state.current = makeRequest({
      status: 'approved',
      decided_at: '2027-01-07T02:00:00.000Z',
      decided_by: 'ops@hearth.hk',
      note: body.note,
      expires_on: body.expires_on,
      confirmed_expires_on: body.expires_on,
      document_checked: true,
    })
    return jsonResponse(200, state.current)
  })
  const events = userEvent.setup()
  await events.click(await screen.findByRole('radio', { name: /Approve the request/ }))
  const approve = screen.getByRole('button', { name: 'Approve and give the badge' })
  const expiry = screen.getByLabelText('Visa expiry date on the document')
  expect(expiry).toHaveValue('2030-06-30')

  await events.click(approve)
  const nameMatches = screen.getByRole('checkbox', {
    name: 'The name on the document is the name they typed: Maria Cruz Santos',
  })
  const checked = screen.getByRole('checkbox', { name: CHECKED })
  await waitFor(() => expect(checked).toHaveAttribute('aria-invalid', 'true'))
  expect(nameMatches).toHaveAttribute('aria-invalid', 'true')
  expect(checked).toHaveAccessibleDescription(
    'Confirm that you checked the document before approving.',
  )

  // The name matches and the date is corrected, but the document was not checked: still refused.
  await events.click(nameMatches)
  await events.clear(expiry)
  await events.type(expiry, '2030-05-31')
  await events.type(screen.getByRole('textbox', { name: 'Note' }), 'QR code checked.')
  await events.click(approve)
  await waitFor(() => expect(nameMatches).not.toHaveAttribute('aria-invalid'))
  expect(checked).toHaveAttribute('aria-invalid', 'true')
  expect(posts(calls)).toHaveLength(0)

  await events.click(checked)
  await events.click(approve)
  expect(await screen.findByText('Approved: the verified badge shows now.')).toBeInTheDocument()
  expect(posts(calls).map((call) => call.body)).toEqual([
    { decision: 'approve', expires_on: '2030-05-31', checked: true, note: 'QR code checked.' },
  ])
  // The form gives way to the decision, and the document is not fetched again.
  expect(screen.queryByRole('form', { name: 'Decide on the request' })).not.toBeInTheDocument()
  const decision = screen.getByRole('region', { name: 'The decision' })
  expect(decision).toHaveTextContent('By ops@hearth.hk on 7 Jan 2027')
  expect(decision).toHaveTextContent('31 May 2030')
  expect(decision).toHaveTextContent('Yes, ticked')
  expect(decision).toHaveTextContent('Badge given')
  expect(documentCalls(calls)).toHaveLength(1)
})

test('rejecting needs a reason, then sends it with the note', async () => {
  const { calls } = renderDecision((call, state) => {
    const body = call.body as { reason: string; note: string }
    state.current = makeRequest({
      status: 'rejected',
      decided_at: '2027-01-07T02:00:00.000Z',
      decided_by: 'ops@hearth.hk',
      reason: body.reason,
      note: body.note,
    })
    return jsonResponse(200, state.current)
  })
  const events = userEvent.setup()
  await events.click(await screen.findByRole('radio', { name: /Reject the request/ }))
  const send = screen.getByRole('button', { name: 'Send the rejection' })
  await events.click(send)
  const reason = screen.getByRole('combobox', { name: 'Reason for rejecting' })
  await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'))
  expect(reason).toHaveAccessibleDescription('Choose why it is rejected.')
  expect(posts(calls)).toHaveLength(0)

  await events.selectOptions(reason, 'The document cannot be read')
  await events.type(
    screen.getByRole('textbox', { name: 'Note' }),
    'The photo is blurred: send a sharp one.',
  )
  await events.click(send)
  expect(
    await screen.findByText('Turned down: they see the reason and your note.'),
  ).toBeInTheDocument()
  expect(posts(calls).map((call) => call.body)).toEqual([
    {
      decision: 'reject',
      reason: 'document_unreadable',
      note: 'The photo is blurred: send a sharp one.',
    },
  ])
  const decision = screen.getByRole('region', { name: 'The decision' })
  expect(decision).toHaveTextContent('The document cannot be read')
  expect(decision).toHaveTextContent('The photo is blurred: send a sharp one.')
})

test('with no choice yet, saving asks to approve or reject', async () => {
  const { calls } = renderDecision(() => jsonResponse(500, {}))
  await events().click(await screen.findByRole('button', { name: 'Save the decision' }))
  expect(await screen.findByText('Choose approve or reject.')).toBeInTheDocument()
  expect(posts(calls)).toHaveLength(0)
})

test('a request another operator decided first shows the server’s message and reloads', async () => {
  const { calls } = renderDecision((_call, state) => {
    state.current = makeRequest({
      status: 'rejected',
      decided_at: '2027-01-07T02:00:00.000Z',
      decided_by: 'other@hearth.hk',
      reason: 'name_mismatch',
      note: 'Another name.',
    })
    return jsonResponse(409, { detail: 'This request has already been decided.', code: 'conflict' })
  })
  const user = events()
  await user.click(await screen.findByRole('radio', { name: /Approve the request/ }))
  await user.click(
    screen.getByRole('checkbox', {
      name: 'The name on the document is the name they typed: Maria Cruz Santos',
    }),
  )
  await user.click(screen.getByRole('checkbox', { name: CHECKED }))
  await user.click(screen.getByRole('button', { name: 'Approve and give the badge' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The decision could not be saved. This request has already been decided.',
  )
  const decision = await screen.findByRole('region', { name: 'The decision' })
  expect(decision).toHaveTextContent('By other@hearth.hk on 7 Jan 2027')
  expect(decision).toHaveTextContent('The name does not match')
  expect(screen.queryByRole('form', { name: 'Decide on the request' })).not.toBeInTheDocument()
  expect(posts(calls)).toHaveLength(1)
})

test('a decided request shows its document only when asked', async () => {
  const { calls } = renderDecision(
    () => jsonResponse(500, {}),
    makeRequest({
      status: 'approved',
      decided_at: '2027-01-07T02:00:00.000Z',
      decided_by: 'ops@hearth.hk',
      confirmed_expires_on: '2030-06-30',
      document_checked: true,
    }),
  )
  const show = await screen.findByRole('button', { name: 'Show the document' })
  expect(documentCalls(calls)).toHaveLength(0)
  // Read on its own (`GET /operator/verifications/{id}/`), not through the queue.
  expect(calls.filter((call) => call.url.includes('/operator/verifications/?'))).toHaveLength(0)
  await events().click(show)
  expect(await screen.findByRole('img', { name: 'The document Maria Santos sent' })).toBeVisible()
  expect(documentCalls(calls)).toHaveLength(1)
})

test('an unknown request says so', async () => {
  const user = signInOperator()
  stubApi(user, { 'GET /operator/verifications/': () => jsonResponse(200, pageOf([])) })
  renderPage(<OperatorVerificationPage />, {
    route: '/operator/verifications/nope',
    path: '/operator/verifications/:id',
    withAuth: true,
  })
  expect(await screen.findByText('There is no such verification request.')).toBeInTheDocument()
})

test('the audit log names the verification actions and links an opened document’s request', async () => {
  const user = signInOperator()
  const entry = {
    operator: { id: 'u-ops', email: 'ops@hearth.hk' },
    created_at: '2027-01-07T02:00:00.000Z',
  }
  stubApi(user, {
    'GET /operator/audit/': () =>
      jsonResponse(
        200,
        AuditPageSchema.parse({
          count: 2,
          page: 1,
          page_size: 20,
          results: [
            {
              ...entry,
              id: 2,
              action: 'approve_verification',
              target_type: 'user',
              target_id: 'u-maria',
              reason: 'QR code checked.',
            },
            {
              ...entry,
              id: 1,
              action: 'open_verification_document',
              target_type: 'verification',
              target_id: 'v1',
              reason: 'opened to check it',
            },
          ],
        }),
      ),
  })
  renderPage(<OperatorAuditPage />, { route: '/operator/audit', withAuth: true })
  const table = await screen.findByRole('table', { name: 'Audit log entries' })
  const [, approved, opened] = within(table).getAllByRole('row')
  expect(within(approved!).getByRole('rowheader')).toHaveTextContent('Approved a verification')
  expect(within(opened!).getByRole('rowheader')).toHaveTextContent('Opened a verification document')
  expect(opened).toHaveTextContent('A verification request')
  expect(within(opened!).getByRole('link', { name: 'v1' })).toHaveAttribute(
    'href',
    '/operator/verifications/v1',
  )
})
