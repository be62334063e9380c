import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RequireAuth } from '../../lib/require-auth'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { HelperProfilePage } from './helper-profile-page'

// docs: issue 15, a helper's first minutes. Each test here failed on the pages as they were.

afterEach(() => {
  vi.unstubAllGlobals()
})

const notFound = () => jsonResponse(404, { detail: 'Not found.', code: 'not_found' })

function renderRegister() {
  const helper = makeHelperUser(false)
  signInAs(helper)
  stubApi(helper, { 'GET /helpers/profiles/me/': notFound })
  renderPage(
    <RequireAuth role="helper">
      <HelperProfilePage mode="register" />
    </RequireAuth>,
    { route: '/register-helper', withAuth: true },
  )
}

/** A phone: narrower than the desktop layout. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

/** A section's fold button, named by its title and its status ("About you, 6 required fields left"). */
const section = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title},`) })

test('on a phone step 1 starts folded, with progress, and opens the sections that need fixing', async () => {
  onAPhone()
  renderRegister()
  const user = userEvent.setup()
  expect(await screen.findByText('0 of 5 sections complete')).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: '0 of 5 sections complete' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  )
  // Only the first section with something required is open.
  expect(section('About you')).toHaveAttribute('aria-expanded', 'true')
  expect(section('About you')).toHaveTextContent('6 required fields left')
  expect(section('Work')).toHaveAttribute('aria-expanded', 'false')
  expect(section('Photo')).toHaveTextContent('Optional')
  expect(screen.queryByRole('textbox', { name: 'Job title' })).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Save and Continue to Optional Details' }))

  expect(section('Work')).toHaveAttribute('aria-expanded', 'true')
  expect(section('Work')).toHaveTextContent('Needs attention')
  expect(screen.getByRole('textbox', { name: 'Job title' })).toBeInTheDocument()
  await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus())

  expect(section('Contact details')).toHaveAttribute('aria-expanded', 'true')
  await waitFor(() =>
    expect(screen.getByLabelText('Country code for WhatsApp number')).toBeEnabled(),
  )
  await user.type(screen.getByLabelText('WhatsApp number'), '91234567')
  expect(section('Contact details')).toHaveTextContent('Complete')
  expect(screen.getByText('1 of 5 sections complete')).toBeInTheDocument()
  await user.click(section('Contact details'))
  expect(section('Contact details')).toHaveAttribute('aria-expanded', 'false')
}, 30_000)

test('a file that is not an image is refused as the photo, whatever its name says', async () => {
  renderRegister()
  const user = userEvent.setup()
  const input = await screen.findByLabelText('Profile photo')
  const text = new File(['This is a shopping list, not a photo.'], 'holiday.jpg', {
    type: 'image/jpeg',
  })

  await user.upload(input, text)

  expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible()
  expect(input).toHaveAccessibleDescription(/The photo must be a JPEG, PNG or WebP image/)
  expect(screen.queryByRole('img', { name: 'Your profile photo' })).toBeNull()

  // A real PNG is taken.
  const png = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4FcGDFTEMLQkA2ChTgRAntrQAAAAASUVORK5CYII=',
    ),
    (char) => char.charCodeAt(0),
  )
  await user.upload(input, new File([png], 'me.png', { type: 'image/png' }))
  expect(await screen.findByRole('img', { name: 'Your profile photo' })).toBeInTheDocument()
  expect(screen.queryByText('The photo must be a JPEG, PNG or WebP image.')).toBeNull()
})
