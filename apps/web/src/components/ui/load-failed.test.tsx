import { expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ApiError } from '../../lib/api-error'
import { LoadFailed, PageLoadFailed } from './load-failed'

const failure = (status: number, detail: string) =>
  new ApiError({ status, code: status === 404 ? 'not_found' : 'server_error', detail })

test('says what failed, adds the server’s detail and tries again', async () => {
  const onRetry = vi.fn()
  render(
    <LoadFailed
      message="Failed to load the plans."
      error={failure(503, 'Service unavailable.')}
      onRetry={onRetry}
    />,
  )
  const alert = screen.getByRole('alert')
  expect(alert).toHaveTextContent('Failed to load the plans.')
  expect(alert).toHaveTextContent('Service unavailable.')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  expect(onRetry).toHaveBeenCalledOnce()
})

test('leaves out a detail that repeats the message, and any error that is not the API’s', () => {
  const view = render(
    <LoadFailed message="Same words." error={failure(500, 'Same words.')} onRetry={() => {}} />,
  )
  expect(screen.getAllByText('Same words.')).toHaveLength(1)
  view.unmount()
  render(<LoadFailed message="Failed." error={new Error('boom')} onRetry={() => {}} />)
  expect(screen.queryByText('boom')).not.toBeInTheDocument()
})

test('a 404 says not found, offers no retry and keeps the way back', () => {
  render(
    <MemoryRouter>
      <PageLoadFailed
        message="Failed to fetch job details."
        notFound="Job posting not found."
        error={failure(404, 'Not found.')}
        onRetry={() => {}}
        back={{ to: '/', label: 'Go to the home page' }}
      />
    </MemoryRouter>,
  )
  expect(screen.getByRole('alert')).toHaveTextContent('Job posting not found.')
  expect(screen.queryByText('Not found.')).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
})
