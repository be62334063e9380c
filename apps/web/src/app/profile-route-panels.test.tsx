import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { jsonResponse } from '../test/fetch-stub'
import { makeHelperUser, makeProfile, makeUser, signInAs, stubApi } from '../test/fixtures'
import { renderPage } from '../test/render'
import { EmployerProfileRoute } from './employer-profile-route'
import { HelperProfileRoute } from './helper-profile-route'

afterEach(() => {
  vi.unstubAllGlobals()
})

const NO_REQUESTS = () => jsonResponse(200, { results: [] })

test('the helper’s own profile page offers the Verified badge once the profile exists', async () => {
  const helper = makeHelperUser(true)
  signInAs(helper)
  stubApi(helper, {
    'GET /helpers/profiles/me/': () => jsonResponse(200, makeProfile()),
    'GET /verifications/mine/': NO_REQUESTS,
  })
  renderPage(<HelperProfileRoute mode="edit" />, { route: '/edit-helper-profile', withAuth: true })

  expect(await screen.findByRole('region', { name: 'Get the Verified badge' })).toBeInTheDocument()
  expect(await screen.findByLabelText('Visa expiry date')).toBeInTheDocument()
})

test('the employer’s details page offers the Verified employer badge', async () => {
  const employer = makeUser()
  signInAs(employer)
  stubApi(employer, { 'GET /verifications/mine/': NO_REQUESTS })
  renderPage(<EmployerProfileRoute />, { route: '/register-employer', withAuth: true })

  expect(
    await screen.findByRole('region', { name: 'Get the Verified employer badge' }),
  ).toBeInTheDocument()
  expect(await screen.findByLabelText('Your document')).toBeInTheDocument()
  expect(screen.queryByLabelText('Visa expiry date')).not.toBeInTheDocument()
})
