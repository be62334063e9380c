import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RequireAuth } from '../../lib/require-auth'
import { jsonResponse, type StubbedCall } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { currentSocket } from '../../test/socket-stub'
import { ChatPage } from './chat-page'
import { MARIA, makeMessage, renderWithChat } from './chat-test-utils'

vi.mock('socket.io-client', () => import('../../test/socket-stub'))

afterEach(() => {
  vi.unstubAllGlobals()
})

const NO_CONVERSATION = () =>
  jsonResponse(404, {
    detail: 'Conversation not found or profiles are invalid',
    code: 'not_found',
  })

type Send = (call: StubbedCall) => Response | Promise<Response>

type SetUpOptions = {
  subscriptionPath?: string
  user?: ReturnType<typeof makeUser>
  routes?: Record<string, Send>
}

function setUp(send: Send, options: SetUpOptions = {}) {
  const user = options.user ?? makeUser()
  signInAs(user)
  const calls = stubApi(user, {
    'GET /chat/partners/helper/h1/': () => jsonResponse(200, MARIA),
    'GET /chat/messages-by-profiles/': NO_CONVERSATION,
    'GET /chat/conversations/': () => jsonResponse(200, []),
    'POST /chat/send-user-message/': send,
    ...options.routes,
  })
  renderWithChat(
    <RequireAuth requireProfile>
      <ChatPage subscriptionPath={options.subscriptionPath ?? null} />
    </RequireAuth>,
    { route: '/chat/h1', path: '/chat/:chatPartnerId' },
  )
  return calls
}

function sentBody(call: StubbedCall | undefined) {
  return call?.body as { content: string; client_message_id: string; helper_profile_uid: string }
}

async function typeAndSend(text: string) {
  const user = userEvent.setup()
  const box = await screen.findByRole('textbox', { name: 'Message to Maria Santos' })
  await user.type(box, text)
  await user.keyboard('{Enter}')
  return { user, box }
}

test('a sent message shows at once as pending and is replaced by the server’s message', async () => {
  let answer: (response: Response) => void = () => {}
  const calls = setUp(() => new Promise<Response>((resolve) => (answer = resolve)))
  expect(
    await screen.findByRole('heading', { name: 'Start chatting with Maria Santos' }),
  ).toBeVisible()

  const { box } = await typeAndSend('Hello Maria')

  expect(box).toHaveValue('')
  const log = screen.getByRole('region', { name: 'Messages with Maria Santos' })
  const pending = within(log).getByText('Hello Maria').closest('li')!
  expect(pending).toHaveAttribute('data-pending', 'true')
  expect(within(pending).getByText('Sending…')).toBeInTheDocument()

  const request = sentBody(calls.find((call) => call.url.includes('/chat/send-user-message/')))
  expect(request).toMatchObject({
    helper_profile_uid: 'h1',
    employer_profile_uid: 'emp1',
    content: 'Hello Maria',
  })
  expect(request.client_message_id).toMatch(/^[0-9a-f-]{36}$/)
  answer(
    jsonResponse(
      201,
      makeMessage({ content: 'Hello Maria', client_message_id: request.client_message_id }),
    ),
  )

  await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument())
  expect(within(log).getAllByText('Hello Maria')).toHaveLength(1)
  expect(within(log).getByText('Hello Maria').closest('li')).not.toHaveAttribute('data-pending')
  expect(screen.queryByRole('heading', { name: /Start chatting/ })).not.toBeInTheDocument()
})

test('a failed send removes the message, puts the text back and reuses its id on retry', async () => {
  const calls = setUp(() =>
    jsonResponse(500, {
      detail: 'Something went wrong on our side. Please try again.',
      code: 'server_error',
    }),
  )
  const { user, box } = await typeAndSend('Are you free on Sunday?')

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message')
  expect(box).toHaveValue('Are you free on Sunday?')
  const log = screen.getByRole('region', { name: 'Messages with Maria Santos' })
  expect(within(log).queryByText('Are you free on Sunday?')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() =>
    expect(calls.filter((call) => call.url.includes('/send-user-message/'))).toHaveLength(2),
  )
  const [first, second] = calls.filter((call) => call.url.includes('/send-user-message/'))
  expect(sentBody(second).client_message_id).toBe(sentBody(first).client_message_id)
})

test('402 subscription_required opens the subscribe dialog; without a plan page it offers the e-mail', async () => {
  setUp(() =>
    jsonResponse(402, {
      detail: 'An active plan is needed to send messages.',
      code: 'subscription_required',
    }),
  )
  const { user, box } = await typeAndSend('Hello')

  const dialog = await screen.findByRole('dialog', {
    name: 'Get an access plan to chat with helpers',
  })
  expect(box).toHaveValue('Hello')
  await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }))
  expect(within(dialog).getByText(/Plans are not on sale online yet/)).toBeVisible()
  expect(within(dialog).getByRole('link', { name: 'support@hearth.hk' })).toHaveAttribute(
    'href',
    'mailto:support@hearth.hk',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('an employer whose access ended gets the dialog without sending; Subscribe goes to the plan page', async () => {
  const lapsed = makeUser({
    profile: {
      is_helperprofile: false,
      subscription_type: 'weekly',
      access_end_date: '2020-01-01T00:00:00Z',
      user: { id: 'u1' },
    },
  })
  const send = vi.fn(() => jsonResponse(201, makeMessage()))
  setUp(send, { user: lapsed, subscriptionPath: '/subscription' })
  await typeAndSend('Hello')

  const dialog = await screen.findByRole('dialog', {
    name: 'Get an access plan to chat with helpers',
  })
  expect(within(dialog).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    '/subscription',
  )
  expect(send).not.toHaveBeenCalled()
})

test('messages arriving on the socket appear live, with safe links, and mark the conversation read', async () => {
  const calls = setUp(() => jsonResponse(201, makeMessage()), {
    routes: {
      'GET /chat/messages-by-profiles/': () =>
        jsonResponse(200, {
          conversation_uid: 'c1',
          results: [makeMessage({ content: 'Hi Maria', created_at: '2026-03-02T01:00:00.000Z' })],
          previous_cursor: null,
          latest_cursor: 'cursor-a',
          has_newer: false,
        }),
      'POST /chat/conversations/c1/mark-read/': () => jsonResponse(200, { ok: true }),
    },
  })
  expect(await screen.findByText('Hi Maria')).toBeInTheDocument()
  expect(calls.some((call) => call.url.includes('/mark-read/'))).toBe(false)

  currentSocket().serverEmit(
    'message',
    makeMessage({ content: 'Yes, Sunday works.\nhttps://example.com/map', sender: 'h1' }),
  )

  const log = screen.getByRole('region', { name: 'Messages with Maria Santos' })
  expect(await within(log).findByText(/Yes, Sunday works/)).toBeInTheDocument()
  expect(within(log).getByRole('link', { name: /https:\/\/example\.com\/map/ })).toHaveAttribute(
    'href',
    'https://example.com/map',
  )
  await waitFor(() =>
    expect(calls.some((call) => call.url.endsWith('/chat/conversations/c1/mark-read/'))).toBe(true),
  )
})

test('the header says "Verified" beside a helper Hearth verified', async () => {
  setUp(() => jsonResponse(500, {}), {
    routes: {
      'GET /chat/partners/helper/h1/': () => jsonResponse(200, { ...MARIA, verified: true }),
    },
  })
  const heading = await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })
  const header = heading.closest('header')!
  expect(await within(header).findByText('Verified')).toBeInTheDocument()
  expect(within(header).getByText('Helper')).toBeInTheDocument()
})
