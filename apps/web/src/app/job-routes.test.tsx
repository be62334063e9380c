import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { UserSession } from '@hearth/shared/accounts'
import { AuthProvider } from '../lib/auth'
import { createQueryClient } from '../lib/query-client'
import { RealtimeProvider } from '../lib/realtime'
import { jsonResponse } from '../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../test/fixtures'
import { routes } from './routes'

vi.mock('socket.io-client', () => import('../test/socket-stub'))

beforeEach(() => {
  // The layout's <ScrollRestoration> scrolls on each navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderApp(path: string, user: UserSession | null) {
  if (user) signInAs(user)
  stubApi(user, {
    'GET /jobs/': () => jsonResponse(200, { count: 0, next: null, previous: null, results: [] }),
    'GET /employer/postings/my-with-applications/': () => jsonResponse(200, []),
  })
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

test('visitors are sent to sign-in from the employer’s job pages and from Find Jobs', async () => {
  for (const path of ['/employer/my-postings', '/employer/postings/create', '/find-job']) {
    const router = renderApp(path, null)
    await expectPathname(router, `/login?next=${encodeURIComponent(path)}`)
    router.dispose()
  }
})

test('helpers cannot post jobs and employers cannot search them (docs/spec/marketplace.md §6)', async () => {
  for (const path of ['/employer/create-job', '/create-job', '/employer/my-postings']) {
    const router = renderApp(path, makeHelperUser(true))
    await expectPathname(router, '/')
    router.dispose()
  }
  const router = renderApp('/find-job', makeUser())
  await expectPathname(router, '/')
})

test('a helper without a profile registers one before finding jobs', async () => {
  const router = renderApp('/find-job', makeHelperUser(false))
  await expectPathname(router, '/register-helper')
})

test('the success page without route state goes back to the create form', async () => {
  const router = renderApp('/employer/job-post-success', makeUser())
  await expectPathname(router, '/employer/create-job')
})

test('employers see Post a job and My postings in the top bar', async () => {
  const employer = renderApp('/employer/my-postings', makeUser())
  const employerNav = await screen.findByRole('navigation', { name: 'Main' })
  expect(employerNav).toHaveTextContent('Post a job')
  expect(employerNav).toHaveTextContent('My postings')
  expect(employerNav).not.toHaveTextContent('Find jobs')
  employer.dispose()
})

test('helpers with a profile see Find jobs, not the employer’s links', async () => {
  renderApp('/find-job', makeHelperUser(true))
  const helperNav = await screen.findByRole('navigation', { name: 'Main' })
  expect(helperNav).toHaveTextContent('Find jobs')
  expect(helperNav).not.toHaveTextContent('Post a job')
})
