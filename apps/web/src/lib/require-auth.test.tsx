import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { jsonResponse, stubFetch } from '../test/fetch-stub'
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
