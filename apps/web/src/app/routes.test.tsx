import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { UserSession } from '@hearth/shared/accounts'
import { AuthProvider } from '../lib/auth'
import { createQueryClient } from '../lib/query-client'
import { RealtimeProvider } from '../lib/realtime'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../test/fixtures'
import { hasPage, routes } from './routes'

vi.mock('socket.io-client', () => import('../test/socket-stub'))

beforeEach(() => {
  // The layout's <ScrollRestoration> scrolls on each navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The app's real route table at `path`, signed in as `user` (or a visitor). */
function renderApp(path: string, user: UserSession | null) {
  if (user) signInAs(user)
  stubApi(user)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <RealtimeProvider>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </AuthProvider>
    </QueryClientProvider>,
  )
  return router
}

async function expectPathname(router: ReturnType<typeof renderApp>, expected: string) {
  await vi.waitFor(() =>
    expect(router.state.location.pathname + router.state.location.search).toBe(expected),
  )
}

test('visitors are sent to sign-in from every page that needs an account', async () => {
  for (const path of [
    '/account',
    '/register-helper',
    '/edit-helper-profile',
    '/register-employer',
    '/chats',
    '/chat/h1',
  ]) {
    const router = renderApp(path, null)
    await expectPathname(router, `/login?next=${encodeURIComponent(path)}`)
    router.dispose()
  }
})

test('each account type is sent home from the other type’s pages', async () => {
  for (const path of ['/register-helper', '/edit-helper-profile']) {
    const router = renderApp(path, makeUser())
    await expectPathname(router, '/')
    router.dispose()
  }
  for (const path of ['/register-employer', '/find-helpers']) {
    const router = renderApp(path, makeHelperUser(true))
    await expectPathname(router, '/')
    router.dispose()
  }
})

test('visitors may search helpers', async () => {
  const router = renderApp('/find-helpers', null)
  // The page is a lazy chunk with its words: give it time on a busy machine.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Find helpers' }, { timeout: 10_000 }),
  ).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/find-helpers')
})

test('a helper without a profile is sent from chat to register one', async () => {
  const router = renderApp('/chats', makeHelperUser(false))
  await expectPathname(router, '/register-helper')
})

test('the chat and job dialogs link Subscribe to the /subscription page, which now exists', () => {
  expect(hasPage('/subscription')).toBe(true)
  expect(hasPage('/chats')).toBe(true)
})

test('a helper without a profile starts at /welcome, which invites them to create it', async () => {
  const router = renderApp('/register-employer', makeHelperUser(false))
  await expectPathname(router, '/welcome')
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Welcome to Hearth' },
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Create your helper profile' })).toHaveAttribute(
    'href',
    '/register-helper',
  )
})
