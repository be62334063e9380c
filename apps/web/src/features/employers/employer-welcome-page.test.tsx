import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { homePathFor } from '../../lib/home-path'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { EmployerWelcomePage } from './employer-welcome-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

const newEmployer = makeUser({
  profile: {
    is_helperprofile: false,
    subscription_type: null,
    access_end_date: null,
    user: { id: 'u1' },
  },
  detail_profile: {
    uid: 'emp1',
    contact_person_name: null,
    referred_by: null,
    contact_phone: null,
  },
})

test('a new employer starts at their first steps, one who has given a contact person at home', () => {
  expect(homePathFor(newEmployer)).toBe('/employer/welcome')
  expect(homePathFor(makeUser())).toBe('/')
})

test('the first steps lead to details, plans, search or posting and the checklist, and say which are done', async () => {
  signInAs(newEmployer)
  stubApi(newEmployer)
  renderPage(<EmployerWelcomePage />, { route: '/employer/welcome', withAuth: true })

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your first steps on Hearth' }),
  ).toBeVisible()
  const steps = screen.getAllByRole('listitem')
  expect(steps).toHaveLength(4)
  expect(within(steps[0]!).getByRole('link', { name: 'Fill in your details' })).toHaveAttribute(
    'href',
    '/register-employer',
  )
  expect(within(steps[1]!).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/subscription',
  )
  expect(within(steps[2]!).getByRole('link', { name: 'Find helpers' })).toHaveAttribute(
    'href',
    '/find-helpers',
  )
  expect(within(steps[2]!).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
    'href',
    '/employer/postings/create',
  )
  expect(within(steps[3]!).getByRole('link', { name: 'Open the checklist' })).toHaveAttribute(
    'href',
    '/checklist',
  )
  expect(screen.queryByText('Done')).not.toBeInTheDocument()
})

test('details given and a plan bought show as done', async () => {
  const employer = makeUser()
  signInAs(employer)
  stubApi(employer)
  renderPage(<EmployerWelcomePage />, { route: '/employer/welcome', withAuth: true })

  const steps = await screen.findAllByRole('listitem')
  expect(within(steps[0]!).getByText('Done')).toBeVisible()
  expect(within(steps[0]!).getByRole('link', { name: 'Edit your details' })).toBeVisible()
  expect(within(steps[1]!).getByText('Done')).toBeVisible()
  expect(within(steps[2]!).queryByText('Done')).not.toBeInTheDocument()
})
