import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { UserSession } from '@hearth/shared/accounts'
import {
  buildChecklist,
  emptyChecklistProgress,
  toggleChecklistSubItem,
  type ChecklistProgress,
} from '@hearth/shared/checklist'
import { CHECKLIST_STEPS } from '@hearth/shared/checklist-steps'
import { AuthProvider } from '../lib/auth'
import { createQueryClient } from '../lib/query-client'
import { RealtimeProvider } from '../lib/realtime'
import { jsonResponse, type StubbedCall } from '../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../test/fixtures'
import { VISITOR_CHECKLIST_KEY } from '../features/checklist/visitor-checklist-key'
import { routes } from './routes'

vi.mock('socket.io-client', () => import('../test/socket-stub'))
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  // The layout's <ScrollRestoration> scrolls on each navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const first = CHECKLIST_STEPS[0]!
const english = (key: string) => key

function storeVisitorCopy(): ChecklistProgress {
  const visitor = toggleChecklistSubItem(
    emptyChecklistProgress(),
    first.id,
    first.subItems[0]!.id,
    true,
    '2026-11-20',
  )
  window.localStorage.setItem(VISITOR_CHECKLIST_KEY, JSON.stringify(visitor))
  return visitor
}

/** The app's real route table at `path`, with its own query cache to look into. */
function renderApp(path: string): QueryClient {
  const queryClient = createQueryClient()
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeProvider>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </AuthProvider>
    </QueryClientProvider>,
  )
  return queryClient
}

function stubMerge(user: UserSession | null, status: 200 | 503) {
  const merges: StubbedCall[] = []
  const calls = stubApi(user, {
    'POST /checklist/merge/': (call) => {
      merges.push(call)
      return status === 200
        ? jsonResponse(200, buildChecklist(call.body as ChecklistProgress, english))
        : jsonResponse(503, { detail: 'Unavailable.', code: 'unavailable' })
    },
  })
  return { calls, merges }
}

test('a signed-in start away from /checklist merges the visitor’s copy and clears it', async () => {
  const user = makeUser()
  signInAs(user)
  const visitor = storeVisitorCopy()
  const { calls, merges } = stubMerge(user, 200)

  const queryClient = renderApp('/faq')

  await vi.waitFor(() => expect(window.localStorage.getItem(VISITOR_CHECKLIST_KEY)).toBeNull())
  expect(merges).toHaveLength(1)
  expect(merges[0]!.body).toEqual(visitor)
  expect(merges[0]!.headers.get('Authorization')).toBe('Bearer a1')
  expect(queryClient.getQueryData(['checklist', user.id])).toEqual(buildChecklist(visitor, english))
  expect(calls.some((call) => call.url.includes('/checklist/') && call.method === 'GET')).toBe(
    false,
  )
})

test('a failed merge keeps the visitor’s copy for the next try', async () => {
  const user = makeUser()
  signInAs(user)
  const stored = JSON.stringify(storeVisitorCopy())
  const { merges } = stubMerge(user, 503)

  const queryClient = renderApp('/faq')

  await vi.waitFor(() => expect(merges).toHaveLength(1))
  // Let the failed answer settle before looking at the browser's copy.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(window.localStorage.getItem(VISITOR_CHECKLIST_KEY)).toBe(stored)
  expect(queryClient.getQueryData(['checklist', user.id])).toBeUndefined()
})

test('signing in merges the visitor’s copy at once, before any checklist page', async () => {
  const user = makeUser()
  const visitor = storeVisitorCopy()
  const merges: StubbedCall[] = []
  const calls = stubApi(user, {
    'POST /hirlab/belmount/login': () => jsonResponse(200, { access: 'a1', refresh: 'r1', user }),
    'POST /checklist/merge/': (call) => {
      merges.push(call)
      return jsonResponse(200, buildChecklist(call.body as ChecklistProgress, english))
    },
  })

  renderApp('/login?next=%2Ffaq')
  const actor = userEvent.setup()
  await actor.type(await screen.findByLabelText('Email'), user.email)
  await actor.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret12')
  expect(merges).toHaveLength(0)
  await actor.click(screen.getByRole('button', { name: 'Sign in' }))

  await vi.waitFor(() => expect(window.localStorage.getItem(VISITOR_CHECKLIST_KEY)).toBeNull())
  expect(merges).toHaveLength(1)
  expect(merges[0]!.body).toEqual(visitor)
  expect(calls.findIndex((call) => call.url.includes('/login'))).toBeLessThan(
    calls.indexOf(merges[0]!),
  )
})
