import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { ApplicationDetailPage } from './application-detail-page'
import { ApplicationsPage } from './applications-page'
import { makeApplication, makePosting } from './jobs-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

function renderApplications() {
  signInAs(makeUser())
  return renderPage(<ApplicationsPage />, {
    route: '/employer/postings/job1/applications',
    path: '/employer/postings/:uid/applications',
    withAuth: true,
  })
}

const OWN_POSTING = () => jsonResponse(200, makePosting({ is_owner: true }))

test('each application shows the applicant and saves its status with the notes', async () => {
  const calls = stubApi(makeUser(), {
    'GET /employer/postings/job1': OWN_POSTING,
    'GET /applications/job-applications/by-job/job1': () => jsonResponse(200, [makeApplication()]),
    'PATCH /applications/job-applications/app1/update_status/': () =>
      jsonResponse(200, makeApplication({ status: 'SHORTLISTED', employer_notes: 'Call Sunday' })),
  })
  renderApplications()
  const user = userEvent.setup()
  const card = await screen.findByRole('article', { name: 'Maria Santos' })
  expect(within(card).getByText('Filipino')).toBeInTheDocument()
  expect(within(card).getByText('29')).toBeInTheDocument()
  expect(within(card).getByText('HK$5,200')).toBeInTheDocument()

  const form = within(card).getByRole('form', {
    name: 'Status of the application from Maria Santos',
  })
  await user.selectOptions(within(form).getByLabelText('Status'), 'SHORTLISTED')
  await user.type(
    within(form).getByLabelText('Your notes (the helper does not see them)'),
    'Call Sunday',
  )
  await user.click(within(form).getByRole('button', { name: 'Save status' }))

  expect(await within(form).findByRole('status')).toHaveTextContent('Status updated.')
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    status: 'SHORTLISTED',
    employer_notes: 'Call Sunday',
  })
})

test('a failed status update is shown, not ignored', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/job1': OWN_POSTING,
    'GET /applications/job-applications/by-job/job1': () => jsonResponse(200, [makeApplication()]),
    'PATCH /applications/job-applications/app1/update_status/': () =>
      jsonResponse(409, {
        detail: 'A withdrawn application cannot be changed.',
        code: 'conflict',
      }),
  })
  renderApplications()
  const user = userEvent.setup()
  const card = await screen.findByRole('article', { name: 'Maria Santos' })
  await user.selectOptions(within(card).getByLabelText('Status'), 'HIRED')
  await user.click(within(card).getByRole('button', { name: 'Save status' }))

  const alert = await within(card).findByRole('alert')
  expect(alert).toHaveTextContent('Failed to update application status.')
  expect(alert).toHaveTextContent('A withdrawn application cannot be changed.')
  expect(within(card).queryByRole('status')).not.toBeInTheDocument()
})

test('a withdrawn application cannot be changed', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/job1': OWN_POSTING,
    'GET /applications/job-applications/by-job/job1': () =>
      jsonResponse(200, [makeApplication({ status: 'WITHDRAWN' })]),
  })
  renderApplications()
  const card = await screen.findByRole('article', { name: 'Maria Santos' })
  expect(within(card).getByText('Withdrawn')).toBeInTheDocument()
  expect(within(card).queryByRole('button', { name: 'Save status' })).not.toBeInTheDocument()
})

test('applications that cannot be loaded say so, with a way back', async () => {
  stubApi(makeUser(), {
    'GET /employer/postings/job1': () =>
      jsonResponse(404, { detail: 'Not found.', code: 'not_found' }),
    'GET /applications/job-applications/by-job/job1': () =>
      jsonResponse(404, { detail: 'Not found.', code: 'not_found' }),
  })
  renderApplications()
  expect(
    await screen.findByText('Could not load application data. Please go back and try again.'),
  ).toBeInTheDocument()
  expect(screen.getAllByRole('link', { name: 'Back to my postings' })[0]).toHaveAttribute(
    'href',
    '/employer/my-postings',
  )
})

function renderDetail() {
  signInAs(makeUser())
  return renderPage(<ApplicationDetailPage />, {
    route: '/employer/application/app1',
    path: '/employer/application/:uid',
    withAuth: true,
  })
}

test('the application detail opened directly (bookmark, e-mail, new tab) loads it by its uid', async () => {
  // A fresh cache, no route state and no list: only the one application answers.
  const calls = stubApi(makeUser(), {
    'GET /applications/job-applications/app1/': () =>
      jsonResponse(200, makeApplication({ status: 'SHORTLISTED' })),
  })
  renderDetail()
  expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument()
  // The status form starts from the current status.
  expect(screen.getByLabelText('Status')).toHaveValue('SHORTLISTED')
  expect(
    screen.getByText('I have six years of experience with young children.'),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to applications' })).toHaveAttribute(
    'href',
    '/employer/postings/job1/applications',
  )
  expect(
    screen.queryByText('Could not load application details. Please go back and try again.'),
  ).not.toBeInTheDocument()
  expect(calls.filter((call) => call.url.includes('by-job'))).toEqual([])
})

test('an application that is not the caller’s says so, with a way back', async () => {
  stubApi(makeUser(), {
    'GET /applications/job-applications/app1/': () =>
      jsonResponse(404, { detail: 'Application not found.', code: 'not_found' }),
  })
  renderDetail()
  expect(
    await screen.findByText('This application does not exist, or it is not yours to see.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  expect(screen.getAllByRole('link', { name: 'Back to my postings' })[0]).toHaveAttribute(
    'href',
    '/employer/my-postings',
  )
})

test('the application detail links to the profile and the chat', async () => {
  stubApi(makeUser(), {
    'GET /applications/job-applications/app1/': () => jsonResponse(200, makeApplication()),
  })
  renderDetail()
  expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument()
  const profile = screen.getByRole('link', { name: /View full profile/ })
  expect(profile).toHaveAttribute('href', '/helper/h1')
  expect(profile).toHaveAttribute('target', '_blank')
  expect(screen.getByRole('link', { name: 'Chat with Maria Santos' })).toHaveAttribute(
    'href',
    '/chat/h1',
  )
})
