import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { ContractsPage } from './contracts-page'
import { makeContract, makeEmployment } from './employment-test-utils'
import { MyEmploymentPage } from './my-employment-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const LIST = 'GET /employments/contracts/?employment__uid=emp-1'

function renderContracts() {
  signInAs(makeUser())
  return renderPage(<ContractsPage />, {
    route: '/employment-management/emp-1/contracts',
    path: '/employment-management/:employmentId/contracts',
    withAuth: true,
  })
}

test('the contracts of an employment show status, dates and money; only open ones can be updated', async () => {
  stubApi(makeUser(), {
    [LIST]: () =>
      jsonResponse(200, [
        makeContract({ food_allowance_amount: '1236.00' }),
        makeContract({
          uid: 'c0',
          job_title: 'Helper, first contract',
          status: 'TERMINATED_MUTUAL',
          start_date: '2023-09-01',
          termination_date: '2025-08-31',
          termination_reason: 'Moved to a new contract',
          salary_amount: '4870.00',
        }),
      ]),
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
  })
  renderContracts()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Contracts of Maria Santos' }),
  ).toBeInTheDocument()
  const current = within(screen.getByRole('article', { name: 'Domestic helper' }))
  expect(current.getByText('Contract active')).toBeInTheDocument()
  expect(current.getByText('HK$5,100.00')).toBeInTheDocument()
  expect(current.getByText('HK$1,236.00')).toBeInTheDocument()
  expect(current.getByText('Every Sunday')).toBeInTheDocument()
  expect(current.getByRole('link', { name: 'Update contract: Domestic helper' })).toHaveAttribute(
    'href',
    '/employment-management/contract/c1/update?name=Maria+Santos',
  )
  const ended = within(screen.getByRole('article', { name: 'Helper, first contract' }))
  expect(ended.getByText('Terminated by mutual agreement')).toBeInTheDocument()
  expect(ended.getByText('31 Aug 2025')).toBeInTheDocument()
  expect(ended.getByText('Moved to a new contract')).toBeInTheDocument()
  expect(ended.queryByRole('link')).toBeNull()
})

test('contracts that cannot be loaded say so with Try again', async () => {
  stubApi(makeUser(), {
    [LIST]: () => jsonResponse(500, { detail: 'Server error.', code: 'server_error' }),
  })
  renderContracts()
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
  expect(alert).toHaveTextContent('Failed to fetch data. Please try again.')
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
})

test('a helper sees their employments read-only with the way to their leave', async () => {
  const helper = makeHelperUser(true)
  stubApi(helper, {
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
  })
  signInAs(helper)
  renderPage(<MyEmploymentPage />, { route: '/my-employment', withAuth: true })
  const card = within(await screen.findByRole('article', { name: 'Employer: Amy Chan' }))
  expect(card.getByText('7.5 days available')).toBeInTheDocument()
  expect(card.getByRole('link', { name: 'My leave: Amy Chan' })).toHaveAttribute(
    'href',
    '/helper/emp-1/leave?name=Maria+Santos&helper_profile=h1',
  )
  expect(card.queryByRole('link', { name: /Update contract/ })).toBeNull()
})

test('a helper declines a contract she did not agree to, with her reason; the employer sees the answer', async () => {
  const helper = makeHelperUser(true)
  const employment = makeEmployment()
  const latest = employment.latest_contract_details!
  let declined = false
  const calls = stubApi(helper, {
    'GET /employments/detailed-employments/': () =>
      jsonResponse(200, [
        declined
          ? makeEmployment({
              latest_contract_details: {
                ...latest,
                status: 'CANCELLED',
                helper_declined_at: '2026-11-22T02:00:00.000Z',
              },
            })
          : employment,
      ]),
    'POST /employments/contracts/c1/decline/': () => {
      declined = true
      return jsonResponse(200, makeContract({ status: 'CANCELLED' }))
    },
  })
  signInAs(helper)
  const user = userEvent.setup()
  renderPage(<MyEmploymentPage />, { route: '/my-employment', withAuth: true })
  const card = within(await screen.findByRole('article', { name: 'Employer: Amy Chan' }))
  const question = within(card.getByRole('region', { name: 'Is this contract yours?' }))
  expect(question.getByText(/Amy Chan entered the contract “Domestic helper”/)).toBeInTheDocument()
  await user.click(question.getByRole('button', { name: 'Decline' }))
  await user.click(question.getByRole('button', { name: 'Decline contract' }))
  // A reason is needed before anything is sent.
  expect(question.getByText('Please say why you decline this contract.')).toBeInTheDocument()
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  await user.type(
    question.getByLabelText('Why do you decline this contract?'),
    'I never worked for this employer.',
  )
  await user.click(question.getByRole('button', { name: 'Decline contract' }))
  await waitFor(() =>
    expect(card.queryByRole('region', { name: 'Is this contract yours?' })).toBeNull(),
  )
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    reason: 'I never worked for this employer.',
  })
  expect(card.getByText('Contract cancelled')).toBeInTheDocument()
})

test('a helper confirms a contract; then it says so instead of asking', async () => {
  const helper = makeHelperUser(true)
  let confirmed = false
  stubApi(helper, {
    'GET /employments/detailed-employments/': () => {
      const employment = makeEmployment()
      return jsonResponse(200, [
        confirmed
          ? makeEmployment({
              latest_contract_details: {
                ...employment.latest_contract_details!,
                helper_confirmed_at: '2026-11-22T02:00:00.000Z',
              },
            })
          : employment,
      ])
    },
    'POST /employments/contracts/c1/confirm/': () => {
      confirmed = true
      return jsonResponse(200, makeContract({ helper_confirmed_at: '2026-11-22T02:00:00.000Z' }))
    },
  })
  signInAs(helper)
  const user = userEvent.setup()
  renderPage(<MyEmploymentPage />, { route: '/my-employment', withAuth: true })
  const card = within(await screen.findByRole('article', { name: 'Employer: Amy Chan' }))
  await user.click(card.getByRole('button', { name: 'Confirm it is mine' }))
  expect(await card.findByText('You confirmed this contract on 22 Nov 2026.')).toBeInTheDocument()
})

test('the employer sees whether the helper confirmed or declined each contract', async () => {
  stubApi(makeUser(), {
    [LIST]: () =>
      jsonResponse(200, [
        makeContract({ helper_confirmed_at: '2026-11-22T02:00:00.000Z' }),
        makeContract({
          uid: 'c0',
          job_title: 'Entered by mistake',
          status: 'CANCELLED',
          termination_date: '2026-11-22',
          termination_reason: 'Not my employer',
          helper_declined_at: '2026-11-22T02:00:00.000Z',
          helper_decline_reason: 'Not my employer',
        }),
      ]),
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
  })
  renderContracts()
  const current = within(await screen.findByRole('article', { name: 'Domestic helper' }))
  expect(current.getByText('Confirmed on 22 Nov 2026')).toBeInTheDocument()
  const declined = within(screen.getByRole('article', { name: 'Entered by mistake' }))
  expect(declined.getByText('Declined on 22 Nov 2026: Not my employer')).toBeInTheDocument()
})
