import { afterEach, expect, test, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { currentSocket } from '../../test/socket-stub'
import { ChatNotifications, TOAST_MS } from './chat-notifications'
import { renderWithChat } from './chat-test-utils'

vi.mock('socket.io-client', () => import('../../test/socket-stub'))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const NOTIFICATION = {
  sender_username: 'Maria Santos',
  message_preview: 'Yes, Sunday works for me.',
  conversation_uid: 'c1',
  sender_profile_uid: 'h1',
}

function renderAt(route: string) {
  const user = makeUser()
  signInAs(user)
  stubApi(user, { 'GET /chat/conversations/': () => jsonResponse(200, []) })
  renderWithChat(<p>Page</p>, { route, path: '*', extra: <ChatNotifications /> })
}

test('a notification off the chat pages shows a toast that links to the chat and goes away by itself', () => {
  vi.useFakeTimers()
  renderAt('/find-helpers')

  act(() => currentSocket().serverEmit('notification', NOTIFICATION))

  const toast = screen.getByRole('status')
  expect(toast).toHaveTextContent('New message from Maria Santos')
  expect(toast).toHaveTextContent('Yes, Sunday works for me.')
  expect(screen.getByRole('link', { name: 'Open chat' })).toHaveAttribute('href', '/chat/h1')

  act(() => {
    vi.advanceTimersByTime(TOAST_MS)
  })
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
})

test('a system notification is shown as well when the user allowed them', () => {
  const shown = vi.fn()
  class FakeNotification {
    static permission = 'granted'
    onclick: (() => void) | null = null
    constructor(title: string, options: NotificationOptions) {
      shown(title, options.body)
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification)
  renderAt('/')

  act(() => currentSocket().serverEmit('notification', NOTIFICATION))

  expect(shown).toHaveBeenCalledWith('New message from Maria Santos', 'Yes, Sunday works for me.')
})

for (const route of ['/chats', '/chat/h1'])
  test(`no toast or system notification on ${route}, which shows messages itself`, () => {
    const shown = vi.fn()
    vi.stubGlobal(
      'Notification',
      Object.assign(
        function FakeNotification() {
          shown()
        },
        { permission: 'granted' },
      ),
    )
    renderAt(route)

    act(() => currentSocket().serverEmit('notification', NOTIFICATION))

    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(shown).not.toHaveBeenCalled()
  })
