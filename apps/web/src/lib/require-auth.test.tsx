import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { jsonResponse, stubFetch } from '../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../test/fixtures'
import { renderPage } from '../test/render'
import { RequireAuth } from './require-auth'
import { saveSession } from './session-store'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a visitor is sent to /login, remembering the page they wanted', async () => {
  renderPage(
    <RequireAuth>
      <p>Secret</p>
    </RequireAuth>,
    { route: '/account?tab=plan', path: '/account', withAuth: true },
  )

  expect(await screen.findByTestId('location')).toHaveTextContent(
    '/login?next=%2Faccount%3Ftab%3Dplan',
  )
  expect(screen.queryByText('Secret')).not.toBeInTheDocument()
})

test('a spinner shows while the signed-in user loads', () => {
  saveSession({ access: 'a1', refresh: 'r1', user: null }, false)
  stubFetch(() => new Promise<Response>(() => {}))
  renderPage(
    <RequireAuth>
      <p>Secret</p>
    </RequireAuth>,
    { route: '/account', withAuth: true },
  )

  expect(screen.getByRole('status')).toHaveTextContent('Loading your account…')
  expect(screen.queryByText('Secret')).not.toBeInTheDocument()
})

test('a signed-in user sees the page', async () => {
  saveSession({ access: 'a1', refresh: 'r1', user: null }, true)
  stubFetch(() =>
    jsonResponse(200, {
      id: 'u1',
      email: 'amy@example.hk',
      username: 'amy@example.hk',
      userType: 'employer',
      name: 'Amy',
      referral_code: null,
      language: 'en',
      profile: {
        is_helperprofile: false,
        subscription_type: null,
        access_end_date: null,
        user: { id: 'u1' },
      },
      detail_profile: null,
    }),
  )
  renderPage(
    <RequireAuth>
      <p>Secret</p>
    </RequireAuth>,
    { route: '/account', withAuth: true },
  )

  expect(await screen.findByText('Secret')).toBeInTheDocument()
})

test('a user of the other account type is sent to their home', async () => {
  const employer = makeUser()
  signInAs(employer)
  stubApi(employer)
  renderPage(
    <RequireAuth role="helper">
      <p>Secret</p>
    </RequireAuth>,
    { route: '/register-helper', withAuth: true },
  )

  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/)
  expect(screen.queryByText('Secret')).not.toBeInTheDocument()
})

test('the account type a page is for sees it', async () => {
  const helper = makeHelperUser(true)
  signInAs(helper)
  stubApi(helper)
  renderPage(
    <RequireAuth role="helper">
      <p>Secret</p>
    </RequireAuth>,
    { route: '/register-helper', withAuth: true },
  )

  expect(await screen.findByText('Secret')).toBeInTheDocument()
})

test('with allowVisitors a visitor sees the page, while the other account type is still sent home', async () => {
  stubApi(null)
  const view = renderPage(
    <RequireAuth role="employer" allowVisitors>
      <p>Search</p>
    </RequireAuth>,
    { route: '/find-helpers', withAuth: true },
  )
  expect(await screen.findByText('Search')).toBeInTheDocument()
  view.unmount()

  const helper = makeHelperUser(true)
  signInAs(helper)
  stubApi(helper)
  renderPage(
    <RequireAuth role="employer" allowVisitors>
      <p>Search</p>
    </RequireAuth>,
    { route: '/find-helpers', withAuth: true },
  )
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/)
  expect(screen.queryByText('Search')).not.toBeInTheDocument()
})

test('requireProfile sends a helper without a profile to register one, and points an employer to their details', async () => {
  const helper = makeHelperUser(false)
  signInAs(helper)
  stubApi(helper)
  const view = renderPage(
    <RequireAuth requireProfile>
      <p>Chat</p>
    </RequireAuth>,
    { route: '/chats', withAuth: true },
  )
  expect(await screen.findByTestId('location')).toHaveTextContent('/register-helper')
  view.unmount()

  const employer = makeUser({ detail_profile: null })
  signInAs(employer)
  stubApi(employer)
  renderPage(
    <RequireAuth requireProfile>
      <p>Chat</p>
    </RequireAuth>,
    { route: '/chats', withAuth: true },
  )
  expect(await screen.findByRole('link', { name: 'My details' })).toHaveAttribute(
    'href',
    '/register-employer',
  )
  expect(screen.queryByText('Chat')).not.toBeInTheDocument()
})
