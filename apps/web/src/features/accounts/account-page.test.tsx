import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { AccountPage } from './account-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the account page offers every right over the data in one section', async () => {
  const user = makeUser()
  signInAs(user)
  stubApi(user, { 'GET /account/export/': () => jsonResponse(200, null) })
  renderPage(<AccountPage />, { route: '/account', withAuth: true })

  const section = await screen.findByRole('region', { name: 'Your data and privacy' })
  expect(within(section).getByRole('button', { name: 'Download my data' })).toBeInTheDocument()
  expect(within(section).getByRole('link', { name: 'Who opened my documents' })).toHaveAttribute(
    'href',
    '/account/document-access',
  )
  expect(within(section).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  )
  expect(within(section).getByRole('button', { name: 'Delete my account' })).toHaveAttribute(
    'aria-haspopup',
    'dialog',
  )
})
