import { expect, test } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { JobPostSuccessPage, type JobPostSuccessState } from './job-post-success-page'

function renderSuccess(state: JobPostSuccessState) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/employer/job-post-success', state }]}>
      <Routes>
        <Route path="/employer/job-post-success" element={<JobPostSuccessPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

test('a draft is announced as saved as a draft, not as posted', () => {
  renderSuccess({ uid: 'job1', title: 'Nanny for two children', status: 'DRAFT' })
  expect(
    screen.getByRole('heading', { level: 1, name: 'Your job is saved as a draft' }),
  ).toBeInTheDocument()
  expect(screen.queryByText('Your job is posted')).not.toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent(/not listed to helpers yet/)
  expect(screen.getByRole('link', { name: 'View the posting' })).toHaveAttribute(
    'href',
    '/jobs/job1',
  )
})

test('an active posting is announced as posted; a paused one as saved', () => {
  const active = renderSuccess({ uid: 'job1', title: 'Nanny', status: 'ACTIVE' })
  expect(screen.getByRole('heading', { level: 1, name: 'Your job is posted' })).toBeInTheDocument()
  expect(screen.getByText('Helpers can now find it in their job search and apply.')).toBeVisible()
  active.unmount()

  renderSuccess({ uid: 'job2', title: 'Driver', status: 'PAUSED' })
  expect(screen.getByRole('heading', { level: 1, name: 'Your job is saved' })).toBeInTheDocument()
})
