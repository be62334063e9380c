import { afterEach, expect, test, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { ApplicationNotification } from '@hearth/shared/applications'
import userEvent from '@testing-library/user-event'
import type { MyApplication } from '@hearth/shared/jobs'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { AuthProvider } from '../../lib/auth'
import { createQueryClient } from '../../lib/query-client'
import { RealtimeProvider } from '../../lib/realtime'
import { renderPage } from '../../test/render'
import { currentSocket } from '../../test/socket-stub'
import { JobDetailPage } from './job-detail-page'
import { makeApplication, makePosting } from './jobs-test-utils'

vi.mock('socket.io-client', () => import('../../test/socket-stub'))

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

function renderJob(user = makeHelperUser(true)) {
  signInAs(user)
  return renderPage(<JobDetailPage />, {
    route: '/view-job/job1',
    path: '/view-job/:uid',
    withAuth: true,
  })
}

/** The job as the server answers it, with the helper's application as it stands. */
function jobServer(initial: MyApplication) {
  let mine = initial
  return {
    get: () => jsonResponse(200, makePosting({ my_application: mine })),
    set: (next: MyApplication) => {
      mine = next
    },
  }
}

test('a helper applies with an optional cover letter and then sees the status', async () => {
  const job = jobServer(null)
  const calls = stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': job.get,
    'POST /applications/job-applications/': () => {
      job.set({ uid: 'app1', status: 'APPLIED' })
      return jsonResponse(201, makeApplication())
    },
  })
  renderJob()
  const user = userEvent.setup()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Live-in helper for a family of four' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Chan Tai Man')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Chat with the employer' })).toHaveAttribute(
    'href',
    '/chat/emp1',
  )

  await user.click(screen.getByRole('button', { name: 'Apply now' }))
  await user.type(screen.getByLabelText('Cover letter (optional)'), 'I love cooking.')
  await user.click(screen.getByRole('button', { name: 'Submit application' }))

  expect(await screen.findByText('Your application was sent to the employer.')).toBeInTheDocument()
  expect(await screen.findByText('Applied')).toBeInTheDocument()
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    job_posting: 'job1',
    helper_profile: 'h1',
    cover_letter: 'I love cooking.',
  })
})

test('a refused application shows the server’s reason', async () => {
  stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': () => jsonResponse(200, makePosting()),
    'POST /applications/job-applications/': () =>
      jsonResponse(409, { detail: 'You have already applied to this job.', code: 'conflict' }),
  })
  renderJob()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Apply now' }))
  await user.click(screen.getByRole('button', { name: 'Submit application' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You have already applied to this job.',
  )
})

test('withdrawing asks first: Cancel keeps the application, Withdraw ends it for good', async () => {
  const job = jobServer({ uid: 'app1', status: 'SHORTLISTED' })
  const calls = stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': job.get,
    'PATCH /applications/job-applications/app1/withdraw/': () => {
      job.set({ uid: 'app1', status: 'WITHDRAWN' })
      return jsonResponse(200, makeApplication({ status: 'WITHDRAWN' }))
    },
  })
  renderJob()
  const user = userEvent.setup()
  expect(await screen.findByText('Shortlisted')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Withdraw application' }))
  let dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' })
  expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false)

  await user.click(screen.getByRole('button', { name: 'Withdraw application' }))
  dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' })
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
  expect(
    await screen.findByText(
      'You withdrew your application to this job. It cannot be submitted again.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument()
  expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1)
})

test('a failed withdrawal is shown in the dialog', async () => {
  stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': () =>
      jsonResponse(200, makePosting({ my_application: { uid: 'app1', status: 'APPLIED' } })),
    'PATCH /applications/job-applications/app1/withdraw/': () =>
      jsonResponse(409, { detail: 'This application is already withdrawn.', code: 'conflict' }),
  })
  renderJob()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Withdraw application' }))
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' })
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This application is already withdrawn.',
  )
})

test('the owner gets Edit and the applications link instead of Apply', async () => {
  stubApi(makeUser(), {
    'GET /jobs/job1/': () =>
      jsonResponse(200, makePosting({ is_owner: true, applications_count: 3, view_count: 12 })),
  })
  renderJob(makeUser())
  expect(await screen.findByRole('link', { name: 'Edit posting' })).toHaveAttribute(
    'href',
    '/employer/postings/job1/edit',
  )
  expect(screen.getByRole('link', { name: 'View applications (3)' })).toHaveAttribute(
    'href',
    '/employer/postings/job1/applications',
  )
  expect(screen.getByText('Views: 12')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument()
})

test('a filled posting says it is no longer open and offers a visitor nothing to apply with', async () => {
  stubApi(null, {
    'GET /jobs/job1/': () => jsonResponse(200, makePosting({ status: 'FILLED' })),
  })
  renderPage(<JobDetailPage />, { route: '/view-job/job1', path: '/view-job/:uid', withAuth: true })
  expect(await screen.findByText('This job is no longer open.')).toBeInTheDocument()
  expect(screen.getByText('The employer has found a helper for this job.')).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument()
})

test('a helper who applied to a closed posting still sees her application', async () => {
  stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': () =>
      jsonResponse(
        200,
        makePosting({ status: 'CLOSED', my_application: { uid: 'app1', status: 'SHORTLISTED' } }),
      ),
  })
  renderJob()
  expect(await screen.findByText('The employer has closed this posting.')).toBeInTheDocument()
  expect(screen.getByText('You applied to this job.')).toBeInTheDocument()
})

test('a posting that does not exist says so', async () => {
  stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': () => jsonResponse(404, { detail: 'Not found.', code: 'not_found' }),
  })
  renderJob()
  expect(await screen.findByText('Job posting not found.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to job search' })).toHaveAttribute(
    'href',
    '/find-job',
  )
})

test('a status change pushed by the server updates the badge and is announced', async () => {
  const job = jobServer({ uid: 'app1', status: 'APPLIED' })
  stubApi(makeHelperUser(true), { 'GET /jobs/job1/': job.get })
  signInAs(makeHelperUser(true))
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <RealtimeProvider>
          <MemoryRouter initialEntries={['/view-job/job1']}>
            <Routes>
              <Route path="/view-job/:uid" element={<JobDetailPage />} />
            </Routes>
          </MemoryRouter>
        </RealtimeProvider>
      </AuthProvider>
    </QueryClientProvider>,
  )
  expect(await screen.findByText('Applied')).toBeInTheDocument()

  job.set({ uid: 'app1', status: 'SHORTLISTED' })
  const event: ApplicationNotification = {
    type: 'application_status',
    application_uid: 'app1',
    job_posting_uid: 'job1',
    job_title: 'Live-in helper for a family of four',
    status: 'SHORTLISTED',
    sender_username: 'Chan Tai Man',
    message_preview: 'Your application is now: Shortlisted.',
  }
  await waitFor(() => expect(currentSocket()).toBeDefined())
  act(() => currentSocket().serverEmit('notification', event))

  expect(await screen.findByText('Shortlisted')).toBeInTheDocument()
  expect(screen.getByText('Your application is now: Shortlisted.')).toBeInTheDocument()
})

test('a premium employer’s posting carries the trusted-employer badge; others do not', async () => {
  stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': () => jsonResponse(200, makePosting({ trusted_employer: true })),
  })
  const view = renderJob()
  const heading = await screen.findByRole('heading', { level: 1 })
  expect(within(heading.closest('header')!).getByText('Trusted employer')).toBeInTheDocument()
  view.unmount()

  stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': () =>
      jsonResponse(200, makePosting({ subscription_status: 'monthly', trusted_employer: false })),
  })
  renderJob()
  await screen.findByRole('heading', { level: 1 })
  expect(screen.queryByText('Trusted employer')).not.toBeInTheDocument()
})

test('a verified employer’s posting says "Verified employer" and what Hearth checked', async () => {
  stubApi(makeHelperUser(true), {
    'GET /jobs/job1/': () =>
      jsonResponse(200, makePosting({ verified: true, verified_at: '2026-10-02T01:00:00Z' })),
  })
  const view = renderJob()
  const header = (await screen.findByRole('heading', { level: 1 })).closest('header')!
  expect(within(header).getByText('Verified employer')).toBeInTheDocument()
  expect(
    within(header).getByText('Hearth checked this employer’s identity and address on 2 Oct 2026.'),
  ).toBeInTheDocument()
  view.unmount()

  stubApi(makeHelperUser(true), { 'GET /jobs/job1/': () => jsonResponse(200, makePosting()) })
  renderJob()
  await screen.findByRole('heading', { level: 1 })
  expect(screen.queryByText('Verified employer')).not.toBeInTheDocument()
})
