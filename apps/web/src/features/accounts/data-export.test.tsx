import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DataExportSchema, type DataExport } from '@hearth/shared/account-data'
import { jsonResponse } from '../../test/fetch-stub'
import { stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { DataExportControl } from './data-export'

afterEach(() => {
  vi.unstubAllGlobals()
})

function makeExport(overrides: Partial<DataExport> = {}): DataExport {
  return DataExportSchema.parse({
    id: 'x1',
    status: 'pending',
    created_at: '2027-01-05T07:00:00Z',
    ready_at: null,
    expires_at: null,
    download_url: null,
    size: null,
    ...overrides,
  })
}

const READY = makeExport({
  status: 'ready',
  ready_at: '2027-01-05T07:05:00Z',
  expires_at: '2027-01-06T07:05:00Z',
  download_url: '/api/v1/account/export/x1/download/?token=t0k3n',
  size: 12_345,
})

test('asking for a copy shows it being prepared, then the link to the ZIP until it expires', async () => {
  let polls = 0
  const calls = stubApi(null, {
    'GET /account/export/': () => jsonResponse(200, null),
    'POST /account/export/': () => jsonResponse(202, makeExport()),
    'GET /account/export/x1/': () => {
      polls += 1
      return jsonResponse(200, polls === 1 ? makeExport() : READY)
    },
  })
  renderPage(<DataExportControl viewer="u1" />)

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Download my data' }))

  const preparing = await screen.findByText('Preparing your data…')
  expect(preparing.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite')
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled()
  // Polled every two seconds while pending: the second answer is ready.
  const link = await screen.findByRole(
    'link',
    { name: 'Download your data (ZIP, 13 KB)' },
    { timeout: 8_000 },
  )
  expect(link).toHaveAttribute('href', READY.download_url)
  expect(link.closest('[aria-live]')).not.toBeNull()
  expect(screen.getByText(/^The link works until 6 Jan 2027, 15:05/)).toBeInTheDocument()
  expect(screen.queryByText('Preparing your data…')).not.toBeInTheDocument()
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
})

test('a second request within the hour shows the server’s reason, and the ready copy stays', async () => {
  stubApi(null, {
    'GET /account/export/': () => jsonResponse(200, READY),
    'POST /account/export/': () =>
      jsonResponse(
        429,
        {
          detail: 'You can ask for one export an hour. Please wait 42 minutes and try again.',
          code: 'throttled',
        },
        { 'Retry-After': '2520' },
      ),
  })
  renderPage(<DataExportControl viewer="u1" />)

  expect(
    await screen.findByRole('link', { name: 'Download your data (ZIP, 13 KB)' }),
  ).toBeInTheDocument()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You can ask for one export an hour. Please wait 42 minutes and try again.',
  )
  expect(screen.getByRole('link', { name: 'Download your data (ZIP, 13 KB)' })).toBeInTheDocument()
})

test('an expired or failed copy says so and offers a new one', async () => {
  stubApi(null, {
    'GET /account/export/': () => jsonResponse(200, makeExport({ status: 'failed' })),
  })
  renderPage(<DataExportControl viewer="u1" />)

  expect(
    await screen.findByText('We could not prepare your data. Please try again.'),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
})
