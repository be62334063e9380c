import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeProfile, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { HelperDetailPage } from './helper-detail-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderDetail() {
  return renderPage(<HelperDetailPage />, {
    route: '/helper/h1',
    path: '/helper/:id',
    withAuth: true,
  })
}

test('empty fields and sections are hidden; an employer without access sees the subscribe prompt', async () => {
  const employer = makeUser({
    profile: {
      is_helperprofile: false,
      subscription_type: null,
      access_end_date: null,
      user: { id: 'u1' },
    },
  })
  signInAs(employer)
  stubApi(employer, {
    'GET /helpers/profiles/h1/': () =>
      jsonResponse(200, { ...makeProfile(), contact_locked: true }),
  })
  renderDetail()

  expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument()
  expect(screen.getByText('Get an access plan to contact this helper')).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
  for (const shown of ['Current/Last Job', 'Key Information', 'Skills', 'Languages Spoken'])
    expect(screen.getByRole('heading', { level: 2, name: shown })).toBeInTheDocument()
  for (const hidden of ['About Me', 'Personality Traits', 'Past Work Experience', 'Education'])
    expect(screen.queryByRole('heading', { level: 2, name: hidden })).not.toBeInTheDocument()
  const keyInfo = screen.getByRole('heading', { level: 2, name: 'Key Information' }).parentElement!
  expect(within(keyInfo).queryByText('Religion')).not.toBeInTheDocument()
  expect(within(keyInfo).queryByText('Marital status')).not.toBeInTheDocument()
  expect(within(keyInfo).getByText('HK$5,200')).toBeInTheDocument()
  expect(screen.getByText('Available from 1 Mar 2027')).toBeInTheDocument()
})

test('contacts become a WhatsApp link with digits only and a call link', async () => {
  const employer = makeUser()
  signInAs(employer)
  stubApi(employer, {
    'GET /helpers/profiles/h1/': () =>
      jsonResponse(200, {
        ...makeProfile({ whatsapp_contact: '+63 917 123 4567', phone_contact: '+85291234567' }),
        contact_locked: false,
      }),
  })
  renderDetail()
  expect(await screen.findByRole('link', { name: /WhatsApp Maria/ })).toHaveAttribute(
    'href',
    'https://wa.me/639171234567',
  )
  expect(screen.getByRole('link', { name: 'Call Maria' })).toHaveAttribute(
    'href',
    'tel:+85291234567',
  )
  for (const back of screen.getAllByRole('link', { name: 'Back to search' }))
    expect(back).toHaveAttribute('href', '/find-helpers')
})

test('the owner sees an Edit link and a missing profile says so', async () => {
  const maria = makeHelperUser(true)
  signInAs(maria)
  stubApi(maria, { 'GET /helpers/profiles/h1/': () => jsonResponse(200, makeProfile()) })
  const view = renderDetail()
  expect(await screen.findByRole('link', { name: 'Edit my profile' })).toHaveAttribute(
    'href',
    '/edit-helper-profile',
  )
  view.unmount()

  stubApi(null, {
    'GET /helpers/profiles/h1/': () =>
      jsonResponse(404, { detail: 'Not found.', code: 'not_found' }),
  })
  window.sessionStorage.clear()
  renderDetail()
  expect(await screen.findByText('Helper profile not found.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to Find helpers' })).toHaveAttribute(
    'href',
    '/find-helpers',
  )
})

test('a visitor is offered both Sign in and Register as an employer', async () => {
  stubApi(null, { 'GET /helpers/profiles/h1/': () => jsonResponse(200, makeProfile()) })
  renderDetail()
  expect(
    await screen.findByText('Employers with an access plan can contact helpers.'),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fhelper%2Fh1',
  )
  expect(screen.getByRole('link', { name: 'Register as an employer' })).toHaveAttribute(
    'href',
    '/register',
  )
})

test('a verified helper’s header shows the badge and what Hearth checked; others show none', async () => {
  const employer = makeUser()
  signInAs(employer)
  stubApi(employer, {
    'GET /helpers/profiles/h1/': () =>
      jsonResponse(200, makeProfile({ verified: true, verified_at: '2026-11-20T03:00:00Z' })),
  })
  const view = renderDetail()
  const heading = await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })
  const header = heading.closest('header')!
  expect(within(header).getByText('Verified')).toBeInTheDocument()
  expect(
    within(header).getByText(
      'Hearth checked her identity and visa on 20 Nov 2026. This does not prove skills or references.',
    ),
  ).toBeInTheDocument()
  view.unmount()

  stubApi(employer, { 'GET /helpers/profiles/h1/': () => jsonResponse(200, makeProfile()) })
  renderDetail()
  await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })
  expect(screen.queryByText('Verified')).not.toBeInTheDocument()
})
