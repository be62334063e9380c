import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UserSession } from '@hearth/shared/accounts'
import { SESSION_STORAGE_KEY } from '../../lib/session-store'
import { jsonResponse, stubFetch } from '../../test/fetch-stub'
import { makeHelperUser } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { LoginPage } from './login-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

const user: UserSession = {
  id: 'u1',
  email: 'amy@example.hk',
  username: 'amy@example.hk',
  userType: 'employer',
  name: 'Amy Chan',
  referral_code: 'ABCDEF',
  language: 'en',
  profile: {
    is_helperprofile: false,
    subscription_type: null,
    access_end_date: null,
    user: { id: 'u1' },
  },
  detail_profile: null,
}

async function signIn(options: { remember: boolean }) {
  const actor = userEvent.setup()
  await actor.type(screen.getByLabelText('Email'), ' Amy@Example.hk')
  await actor.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret12')
  if (options.remember) await actor.click(screen.getByLabelText('Keep me signed in for 30 days'))
  await actor.click(screen.getByRole('button', { name: 'Sign in' }))
}

test('empty fields show the spec message and send nothing', async () => {
  const calls = stubFetch(() => jsonResponse(500, {}))
  renderPage(<LoginPage />, { route: '/login', withAuth: true })

  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }))

  expect(await screen.findAllByText('Please enter both username and password')).toHaveLength(2)
  expect(calls).toHaveLength(0)
})

test('without remember me the session lives in sessionStorage and the user returns to where they were', async () => {
  const calls = stubFetch(() => jsonResponse(200, { access: 'a1', refresh: 'r1', user }))
  renderPage(<LoginPage />, { route: '/login?next=%2Faccount', path: '/login', withAuth: true })

  await signIn({ remember: false })

  expect(await screen.findByTestId('location')).toHaveTextContent('/account')
  expect(calls[0]?.body).toEqual({
    username: 'amy@example.hk',
    password: 'secret12',
    remember_me: false,
  })
  expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toContain('"refresh":"r1"')
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
})

test('remember me asks for the 30-day session and keeps it in localStorage', async () => {
  const calls = stubFetch(() => jsonResponse(200, { access: 'a1', refresh: 'r1', user }))
  renderPage(<LoginPage />, { route: '/login', withAuth: true })

  await signIn({ remember: true })

  expect(await screen.findByTestId('location')).toHaveTextContent('/')
  expect(calls[0]?.body).toMatchObject({ remember_me: true })
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toContain('"refresh":"r1"')
  expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
})

test('wrong credentials show the server message in an alert', async () => {
  stubFetch(() =>
    jsonResponse(400, { detail: 'Invalid username or password', code: 'invalid_credentials' }),
  )
  renderPage(<LoginPage />, { route: '/login', withAuth: true })

  await signIn({ remember: false })

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
})

test('an unverified e-mail offers to resend the verification link to that address', async () => {
  const calls = stubFetch(({ url }) =>
    url.endsWith('/resend-email/')
      ? jsonResponse(200, {
          detail: 'If an account with that email exists, a verification link has been sent.',
        })
      : jsonResponse(400, {
          detail:
            'Please verify your e-mail address before signing in. We can send the link again.',
          code: 'email_not_verified',
        }),
  )
  renderPage(<LoginPage />, { route: '/login', withAuth: true })
  await signIn({ remember: false })

  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Resend verification e-mail' }))

  expect(await screen.findByText(/a verification link has been sent/)).toBeInTheDocument()
  expect(calls[1]?.body).toEqual({ email: 'amy@example.hk' })
})

test('without a page to return to, a helper without a profile lands on /welcome, one with a profile on the home page', async () => {
  for (const [account, home] of [
    [makeHelperUser(false), '/welcome'],
    [makeHelperUser(true), '/'],
  ] as [UserSession, string][]) {
    stubFetch(() => jsonResponse(200, { access: 'a1', refresh: 'r1', user: account }))
    const view = renderPage(<LoginPage />, { route: '/login', withAuth: true })
    const actor = userEvent.setup()
    await actor.type(screen.getByLabelText('Email'), account.email)
    await actor.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await actor.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${home}$`))
    view.unmount()
    window.sessionStorage.clear()
  }
})

test('a new helper who asked for a page still goes there after signing in', async () => {
  stubFetch(() => jsonResponse(200, { access: 'a1', refresh: 'r1', user: makeHelperUser(false) }))
  renderPage(<LoginPage />, {
    route: '/login?next=%2Fregister-helper',
    path: '/login',
    withAuth: true,
  })
  const actor = userEvent.setup()
  await actor.type(screen.getByLabelText('Email'), 'maria@example.ph')
  await actor.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret12')
  await actor.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/register-helper$/)
})
