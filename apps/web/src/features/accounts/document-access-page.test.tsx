import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DocumentAccessListSchema, type DocumentAccessList } from '@hearth/shared/account-data'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { DocumentAccessPage } from './document-access-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

const LIST: DocumentAccessList = DocumentAccessListSchema.parse({
  count: 3,
  results: [
    {
      id: '3',
      accessed_at: '2027-01-05T07:05:00Z',
      kind: 'passport',
      document: 'passport-2026.pdf',
      accessor: { role: 'employer', name: 'Amy Chan' },
    },
    {
      id: '2',
      accessed_at: '2027-01-04T01:30:00Z',
      kind: 'verification',
      document: null,
      accessor: { role: 'operator', name: null },
    },
    {
      id: '1',
      accessed_at: '2027-01-03T10:00:00Z',
      kind: 'leave',
      document: '2027-01-02 – 2027-01-02',
      accessor: { role: 'employer', name: 'Amy Chan' },
    },
  ],
})

function renderAccess(answer: () => Response) {
  const user = makeHelperUser(true)
  signInAs(user)
  stubApi(user, { 'GET /account/document-access/': answer })
  renderPage(<DocumentAccessPage />, { route: '/account/document-access', withAuth: true })
}

test('lists who opened which document and when, newest first, with Hearth staff unnamed', async () => {
  renderAccess(() => jsonResponse(200, LIST))

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Who opened my documents' }),
  ).toBeInTheDocument()
  const table = await screen.findByRole('table', { name: 'Who opened my documents' })
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows).toHaveLength(3)
  // Hong Kong time: 07:05 UTC is 15:05 in Hong Kong.
  expect(rows[0]).toHaveTextContent(/5 Jan 2027, 15:05/)
  expect(rows[0]).toHaveTextContent('Amy Chan')
  expect(rows[0]).toHaveTextContent('Employer')
  expect(rows[0]).toHaveTextContent('Passport copy')
  expect(rows[0]).toHaveTextContent('passport-2026.pdf')
  expect(rows[1]).toHaveTextContent('Hearth staff')
  expect(rows[1]).toHaveTextContent('Verification document')
  expect(rows[2]).toHaveTextContent('Leave document')
  // The phone's cards say the same, each under its date.
  expect(screen.getAllByRole('listitem')).toHaveLength(3)
  expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account')
})

test('says so when nobody else has opened a document', async () => {
  renderAccess(() => jsonResponse(200, { count: 0, results: [] }))

  expect(await screen.findByText('Nobody else has opened your documents.')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('a list that failed to load offers to try again', async () => {
  let attempts = 0
  renderAccess(() => {
    attempts += 1
    return attempts === 1
      ? jsonResponse(403, { detail: 'Forbidden.', code: 'permission_denied' })
      : jsonResponse(200, LIST)
  })

  expect(await screen.findByText('This list could not be loaded.')).toBeInTheDocument()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('table')).toBeInTheDocument()
})
