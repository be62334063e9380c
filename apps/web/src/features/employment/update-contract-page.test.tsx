import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { makeContract, makeEmployment } from './employment-test-utils'
import { UpdateContractPage } from './update-contract-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const CONTRACT = '/employments/contracts/c1/'

function renderUpdate(query = '?name=Maria%20Santos') {
  signInAs(makeUser())
  return renderPage(<UpdateContractPage />, {
    route: `/employment-management/contract/c1/update${query}`,
    path: '/employment-management/contract/:contractId/update',
    withAuth: true,
  })
}

test('a pending contract loads by id; Active shows its note and the termination fields follow the status', async () => {
  const calls = stubApi(makeUser(), {
    [`GET ${CONTRACT}`]: () => jsonResponse(200, makeContract({ status: 'PENDING' })),
    [`PUT ${CONTRACT}`]: () => jsonResponse(200, makeContract({ status: 'ACTIVE' })),
  })
  renderUpdate()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Update the contract of Maria Santos' }),
  ).toBeInTheDocument()
  const user = userEvent.setup()
  const status = await screen.findByLabelText('Status of the contract')
  expect(screen.getByLabelText('Job title')).toHaveValue('Domestic helper')
  expect(screen.getByLabelText('Salary (HK$ a month)')).toHaveValue('5100.00')
  expect(screen.queryByLabelText('Termination date')).not.toBeInTheDocument()
  await user.selectOptions(status, 'TERMINATED_MUTUAL')
  expect(screen.getByLabelText('Termination date')).toBeInTheDocument()
  await user.selectOptions(status, 'ACTIVE')
  expect(screen.getByText(/Active starts the employment/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Save the contract' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Contract updated.')
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    status: 'ACTIVE',
    salary_amount: '5100.00',
    food_allowance_amount: '0.00',
    termination_date: null,
  })
})

test('the server’s 409 is shown in the page', async () => {
  stubApi(makeUser(), {
    [`GET ${CONTRACT}`]: () => jsonResponse(200, makeContract()),
    [`PUT ${CONTRACT}`]: () =>
      jsonResponse(409, {
        detail: 'This helper already has an active contract.',
        code: 'conflict',
      }),
  })
  renderUpdate()
  const user = userEvent.setup()
  // An ACTIVE contract never goes back to PENDING, and its start date is fixed.
  const status = await screen.findByLabelText('Status of the contract')
  expect(status.querySelector('option[value="PENDING"]')).toBeNull()
  expect(screen.getByLabelText('Contract start date')).toHaveAttribute('readonly')
  await user.click(screen.getByRole('button', { name: 'Save the contract' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This helper already has an active contract.',
  )
})

test('a final contract is shown read-only with the reason, and the name comes from the list', async () => {
  stubApi(makeUser(), {
    [`GET ${CONTRACT}`]: () =>
      jsonResponse(200, makeContract({ status: 'COMPLETED', end_date: '2026-08-31' })),
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
  })
  renderUpdate('')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Update the contract of Maria Santos' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/is final: it can no longer be changed/)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Save the contract' })).not.toBeInTheDocument()
})

test('a contract that is not found says so', async () => {
  stubApi(makeUser())
  renderUpdate()
  expect(
    await screen.findByText('This contract was not found, or it is not yours.'),
  ).toBeInTheDocument()
})
