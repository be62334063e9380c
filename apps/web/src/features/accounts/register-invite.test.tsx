import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { referralInvite } from '../../lib/referral-invite'
import { stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { RegisterPage } from './register-page'

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  window.localStorage.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a sign-up link’s code is announced and remembered for the details form', async () => {
  stubApi(null)
  renderPage(<RegisterPage />, { route: '/register?ref=qwerty', path: '/register', withAuth: true })
  expect(
    await screen.findByText(/You were invited with the referral code QWERTY\./),
  ).toBeInTheDocument()
  expect(referralInvite()).toBe('QWERTY')
})

test('a malformed code is neither shown nor remembered', async () => {
  stubApi(null)
  renderPage(<RegisterPage />, { route: '/register?ref=abc1', path: '/register', withAuth: true })
  expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
  expect(screen.queryByText(/You were invited/)).toBeNull()
  expect(referralInvite()).toBe('')
})
