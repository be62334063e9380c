import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RequireAuth } from '../../lib/require-auth'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { currentSocket } from '../../test/socket-stub'
import { makeConversation, makeMessage, renderWithChat } from './chat-test-utils'
import { ConversationsPage } from './conversations-page'
import { useChatLiveUpdates } from './use-chat-live-updates'

vi.mock('socket.io-client', () => import('../../test/socket-stub'))

afterEach(() => {
  vi.unstubAllGlobals()
})

function LiveUpdates() {
  useChatLiveUpdates()
  return null
}

function renderList() {
  return renderWithChat(
    <RequireAuth requireProfile>
      <ConversationsPage />
    </RequireAuth>,
    { route: '/chats', extra: <LiveUpdates /> },
  )
}

test('each conversation shows the partner, the last message, its time and the unread count', async () => {
  const user = makeUser()
  signInAs(user)
  stubApi(user, {
    'GET /chat/conversations/': () =>
      jsonResponse(200, [
        makeConversation(),
        makeConversation({
          uid: 'c2',
          helper_profile_uid: 'h2',
          partner: {
            uid: 'h2',
            first_name: 'Siti',
            last_name: 'Rahayu',
            image_url: null,
            user_id: 'user-1',
            suspended: false,
            deleted: false,
            blocked: false,
            verified: false,
          },
          last_message: { content: 'Thank you', timestamp: '2026-02-01T02:00:00Z', sender: 'emp1' },
          unread_message_count: 0,
        }),
      ]),
  })
  renderList()

  const maria = await screen.findByRole('link', { name: /Maria Santos/ })
  expect(maria).toHaveAttribute('href', '/chat/h1')
  expect(maria).toHaveTextContent('See you Sunday')
  expect(maria).toHaveTextContent('Unread messages: 2')
  expect(within(maria).getByText('MS', { exact: false })).toBeInTheDocument()
  const siti = screen.getByRole('link', { name: /Siti Rahayu/ })
  expect(siti).toHaveTextContent('You: Thank you')
  expect(siti).not.toHaveTextContent('Unread')
  expect(within(siti).getByText(/1 Feb/)).toHaveAttribute('datetime', '2026-02-01T02:00:00Z')
})

test('a live message moves its conversation to the top with the new preview and count', async () => {
  const user = makeUser()
  signInAs(user)
  stubApi(user, {
    'GET /chat/conversations/': () =>
      jsonResponse(200, [
        makeConversation({
          uid: 'c2',
          helper_profile_uid: 'h2',
          partner: {
            uid: 'h2',
            first_name: 'Siti',
            last_name: 'Rahayu',
            image_url: null,
            user_id: 'user-1',
            suspended: false,
            deleted: false,
            blocked: false,
            verified: false,
          },
          unread_message_count: 0,
        }),
        makeConversation({
          last_message: { content: 'Hi', timestamp: '2026-01-01T00:00:00Z', sender: 'h1' },
        }),
      ]),
  })
  renderList()
  expect(await screen.findByRole('link', { name: /Siti Rahayu/ })).toBeInTheDocument()

  currentSocket().serverEmit(
    'message',
    makeMessage({
      content: 'Can we talk tonight?',
      sender: 'h1',
      created_at: new Date().toISOString(),
    }),
  )

  await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveTextContent('Maria Santos'))
  const top = screen.getAllByRole('link')[0]
  expect(top).toHaveTextContent('Can we talk tonight?')
  expect(top).toHaveTextContent('Unread messages: 3')
})

test('without conversations an employer is pointed to Find helpers', async () => {
  const user = makeUser()
  signInAs(user)
  stubApi(user, { 'GET /chat/conversations/': () => jsonResponse(200, []) })
  renderList()

  expect(await screen.findByText('No conversations yet')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Find helpers' })).toHaveAttribute(
    'href',
    '/find-helpers',
  )
})

test('a failed load says so and can be tried again', async () => {
  const user = makeUser()
  signInAs(user)
  let fail = true
  stubApi(user, {
    'GET /chat/conversations/': () =>
      fail
        ? jsonResponse(429, {
            detail: 'Too many requests. Try again in a minute.',
            code: 'throttled',
          })
        : jsonResponse(200, [makeConversation()]),
  })
  renderList()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load your conversations.')
  expect(alert).toHaveTextContent('Too many requests. Try again in a minute.')
  fail = false
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('link', { name: /Maria Santos/ })).toBeInTheDocument()
})

test('a helper without a profile is sent to register one', async () => {
  const helper = makeHelperUser(false)
  signInAs(helper)
  stubApi(helper)
  renderList()
  expect(await screen.findByTestId('location')).toHaveTextContent('/register-helper')
})
