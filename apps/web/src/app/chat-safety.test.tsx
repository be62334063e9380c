import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChatPartnerSchema } from '@hearth/shared/chat'
import { RequireAuth } from '../lib/require-auth'
import { jsonResponse, type StubbedCall } from '../test/fetch-stub'
import { makeHelperUser, signInAs, stubApi } from '../test/fixtures'
import { ChatPage } from '../features/chat/chat-page'
import { makeMessage, renderWithChat } from '../features/chat/chat-test-utils'
import { CHAT_SAFETY } from './chat-safety'

vi.mock('socket.io-client', () => import('../test/socket-stub'))
vi.setConfig({ testTimeout: 20_000 })

afterEach(() => {
  vi.unstubAllGlobals()
})

const AMY = ChatPartnerSchema.parse({
  uid: 'emp1',
  first_name: 'Amy Chan',
  last_name: '',
  image_url: null,
  user_id: 'u1',
  suspended: false,
  deleted: false,
  blocked: false,
  verified: false,
})

type Send = (call: StubbedCall) => Response | Promise<Response>

/** The helper Maria (h1) in her conversation with the employer Amy (emp1). */
function openChat(options: {
  partner?: object
  messages?: object[]
  routes?: Record<string, Send>
}) {
  const user = makeHelperUser(true)
  signInAs(user)
  const calls = stubApi(user, {
    'GET /chat/partners/employer/emp1/': () => jsonResponse(200, { ...AMY, ...options.partner }),
    'GET /chat/messages-by-profiles/': () =>
      jsonResponse(200, {
        conversation_uid: 'c1',
        results: options.messages ?? [],
        previous_cursor: null,
        latest_cursor: 'cursor-a',
        has_newer: false,
      }),
    'GET /chat/conversations/': () => jsonResponse(200, []),
    'POST /chat/conversations/c1/mark-read/': () => jsonResponse(200, { ok: true }),
    ...options.routes,
  })
  renderWithChat(
    <RequireAuth requireProfile>
      <ChatPage safety={CHAT_SAFETY} />
    </RequireAuth>,
    { route: '/chat/emp1', path: '/chat/:chatPartnerId' },
  )
  return calls
}

test('a flagged message from the other side carries a calm warning with the agency-fee cap and a one-tap Report', async () => {
  const calls = openChat({
    messages: [
      makeMessage({
        uid: 'scam1',
        content: 'Please pay HK$3,000 training fee first',
        safety_flags: ['fee_request'],
      }),
    ],
    routes: {
      'POST /reports/': () =>
        jsonResponse(201, {
          id: 'r1',
          target_type: 'message',
          target_id: 'scam1',
          target_label: 'Please pay HK$3,000 training fee first',
          reason: 'fee_request',
          details: '',
          status: 'open',
          created_at: '2026-03-02T02:00:00.000Z',
          resolved_at: null,
        }),
    },
  })
  const warning = await screen.findByRole('note', { name: 'Safety warning' })
  expect(within(warning).getByText(/asks you to pay a fee or a deposit/)).toBeInTheDocument()
  expect(within(warning).getByText(/at most 10% of her first month’s wages/)).toBeInTheDocument()
  expect(within(warning).getByRole('link', { name: 'Staying safe' })).toHaveAttribute(
    'href',
    '/staying-safe',
  )

  const user = userEvent.setup()
  await user.click(within(warning).getByRole('button', { name: 'Report this message' }))
  const dialog = await screen.findByRole('dialog', { name: 'Report this message' })
  // The reason starts at what the warning was about.
  expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('fee_request')
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
  expect(await screen.findByText(/Hearth’s team will review your report/)).toBeInTheDocument()
  const sent = calls.find((call) => call.url.endsWith('/reports/'))
  expect(sent?.body).toEqual({
    target_type: 'message',
    target_id: 'scam1',
    reason: 'fee_request',
    details: '',
  })
})

test('one’s own flagged message and ordinary messages get no warning; a removed one says so', async () => {
  openChat({
    messages: [
      makeMessage({
        uid: 'own',
        sender: 'h1',
        content: 'I paid the fee',
        safety_flags: ['fee_request'],
      }),
      makeMessage({ uid: 'ok', content: 'Sunday is your rest day' }),
      makeMessage({ uid: 'gone', content: '', removed: true }),
    ],
  })
  expect(await screen.findByText('Sunday is your rest day')).toBeInTheDocument()
  expect(screen.getByText('This message was removed by Hearth.')).toBeInTheDocument()
  expect(screen.queryByRole('note', { name: 'Safety warning' })).not.toBeInTheDocument()
})

test('a suspended account: the conversation says so and nothing can be sent', async () => {
  openChat({ partner: { suspended: true }, messages: [makeMessage({ content: 'Hello' })] })
  expect(await screen.findByText('This account has been suspended')).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Message to Amy Chan' })).toBeDisabled()
})

test('Block asks first, then blocks by the partner’s account id; the page then offers Unblock', async () => {
  let blocked = false
  const calls = openChat({
    routes: {
      'GET /chat/partners/employer/emp1/': () => jsonResponse(200, { ...AMY, blocked }),
      'POST /blocks/': () => {
        blocked = true
        return jsonResponse(201, {
          user_id: 'u1',
          name: 'Amy Chan',
          created_at: '2026-03-02T02:00:00.000Z',
        })
      },
    },
  })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /^Block/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Block Amy Chan?' })
  expect(within(dialog).getByText(/is not told that you blocked them/)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Block' }))
  await waitFor(() =>
    expect(calls.find((call) => call.url.endsWith('/blocks/'))?.body).toEqual({ user_id: 'u1' }),
  )
  expect(await screen.findByText(/You blocked Amy Chan/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /^Unblock/ })).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Message to Amy Chan' })).toBeDisabled()
})

test('a message refused because of a block shows the server’s sentence', async () => {
  openChat({
    routes: {
      'POST /chat/send-user-message/': () =>
        jsonResponse(403, { detail: "You can't message this user.", code: 'blocked' }),
    },
  })
  const user = userEvent.setup()
  const box = await screen.findByRole('textbox', { name: 'Message to Amy Chan' })
  await user.type(box, 'Hello?{Enter}')
  expect(await screen.findByText("You can't message this user.")).toBeInTheDocument()
})
