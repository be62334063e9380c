import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import type { UserSession } from '@hearth/shared/accounts'
import { HelperListPageSchema, type HelperListPage } from '@hearth/shared/helpers'
import { jsonResponse } from '../test/fetch-stub'
import { makeProfile, makeUser, signInAs, stubApi } from '../test/fixtures'
import { renderPage } from '../test/render'
import { FindHelpersRoute, HelperDetailRoute } from './helper-routes'

afterEach(() => {
  vi.unstubAllGlobals()
})

const LIST: HelperListPage = HelperListPageSchema.parse({
  count: 1,
  count_is_exact: true,
  next: null,
  previous: null,
  results: [
    {
      id: 'h1',
      fullName: 'Maria Santos',
      profileImage: null,
      nationality: 'Filipino',
      age: 29,
      yearsOfExperience: 6,
      verified: false,
      verified_at: null,
      skills: ['Cooking'],
      expectedSalary: 5200,
      horoscope: null,
    },
  ],
})

function stub(user: UserSession | null) {
  if (user) signInAs(user)
  stubApi(user, {
    'GET /helpers/profiles/': () => jsonResponse(200, LIST),
    'GET /helpers/profiles/h1/': () => jsonResponse(200, makeProfile()),
  })
}

test('an employer gets a Chat button to the helper on the search card and the profile', async () => {
  stub(makeUser())
  renderPage(<FindHelpersRoute />, { route: '/find-helpers', withAuth: true })
  expect(await screen.findByRole('link', { name: 'Chat with Maria Santos' })).toHaveAttribute(
    'href',
    '/chat/h1',
  )
})

test('the helper profile has the Chat button for employers', async () => {
  stub(makeUser())
  renderPage(<HelperDetailRoute />, { route: '/helper/h1', path: '/helper/:id', withAuth: true })
  expect(await screen.findByRole('link', { name: 'Chat with Maria Santos' })).toHaveAttribute(
    'href',
    '/chat/h1',
  )
})

test('visitors see no Chat button', async () => {
  stub(null)
  renderPage(<FindHelpersRoute />, { route: '/find-helpers', withAuth: true })
  expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument()
})
