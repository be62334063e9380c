import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { makeEmployment } from './employment-test-utils'
import { HelpersPage } from './helpers-page'
import { ManageEmploymentPage } from './manage-employment-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const LIST = 'GET /employments/detailed-employments/'

function renderHub() {
  signInAs(makeUser())
  return renderPage(<ManageEmploymentPage />, { route: '/manage-employment', withAuth: true })
}

test('the hub lists each employment with its contract, leave balance, pending requests and actions', async () => {
  stubApi(makeUser(), {
    [LIST]: () =>
      jsonResponse(200, [
        makeEmployment({
          uid: 'emp-2',
          helper_profile: 'h2',
          helper_details: { uid: 'h2', full_name: 'Siti Rahayu' },
          status: 'inactive',
          latest_contract_details: {
            uid: 'c9',
            status: 'COMPLETED',
            start_date: '2023-01-02',
            end_date: '2024-12-31',
            salary_currency: 'HKD',
            salary_amount: '4870.00',
            exclude_day_type: null,
            job_title: 'Live-out helper',
            helper_confirmed_at: null,
            helper_declined_at: null,
          },
          annual_leave_balance: 0,
          pending_leave_requests_count: 0,
        }),
        makeEmployment(),
      ]),
  })
  renderHub()
  const cards = await screen.findAllByRole('article')
  // Active employments come first.
  expect(cards[0]).toHaveAccessibleName('Maria Santos')
  const maria = within(cards[0]!)
  expect(maria.getByText('Active employment')).toBeInTheDocument()
  expect(maria.getByText('Contract active')).toBeInTheDocument()
  expect(maria.getByText('HK$5,100.00')).toBeInTheDocument()
  expect(maria.getByText('From 1 Sept 2025, no end date')).toBeInTheDocument()
  expect(maria.getByText('7.5 days available')).toBeInTheDocument()
  expect(maria.getByText('2')).toBeInTheDocument()
  expect(maria.getByRole('link', { name: 'Contracts: Maria Santos' })).toHaveAttribute(
    'href',
    '/employment-management/emp-1/contracts',
  )
  expect(maria.getByRole('link', { name: 'Leave and balances: Maria Santos' })).toHaveAttribute(
    'href',
    '/employment-management/emp-1/leave?name=Maria+Santos&helper_profile=h1',
  )
  expect(maria.getByRole('link', { name: 'Update contract: Maria Santos' })).toHaveAttribute(
    'href',
    '/employment-management/contract/c1/update?name=Maria+Santos',
  )

  const siti = within(cards[1]!)
  expect(siti.getByText('Inactive employment')).toBeInTheDocument()
  expect(siti.getByText('Contract completed')).toBeInTheDocument()
  expect(siti.getByText('HK$4,870.00')).toBeInTheDocument()
  expect(siti.getByText('None waiting')).toBeInTheDocument()

  // The hub's tiles lead only to areas that exist.
  const areas = within(screen.getByRole('navigation', { name: 'Employment areas' }))
  expect(areas.getAllByRole('link')).toHaveLength(4)
  expect(areas.getByRole('link', { name: /Documents/ })).toHaveAttribute(
    'href',
    '/manage-employment/documents',
  )
  expect(areas.getByRole('link', { name: /Helpers and contracts/ })).toHaveAttribute(
    'href',
    '/manage-employment/helpers',
  )
  expect(areas.getByRole('link', { name: /Monthly payroll/ })).toHaveAttribute(
    'href',
    '/manage-employment/payroll',
  )
})

test('without employments the hub explains how a helper gets here and links to a new contract', async () => {
  stubApi(makeUser(), { [LIST]: () => jsonResponse(200, []) })
  renderHub()
  expect(await screen.findByText('No helpers employed yet.')).toBeInTheDocument()
  expect(
    screen.getByText(/The helper must already have a Hearth helper account/),
  ).toBeInTheDocument()
  const links = screen.getAllByRole('link', { name: 'Create a contract' })
  expect(links.at(-1)).toHaveAttribute('href', '/employment-management/create-contract')
})

test('helper management says the list failed and loads it again on Try again', async () => {
  let fail = true
  stubApi(makeUser(), {
    [LIST]: () =>
      fail
        ? jsonResponse(500, { detail: 'Server error.', code: 'server_error' })
        : jsonResponse(200, [makeEmployment()]),
  })
  signInAs(makeUser())
  renderPage(<HelpersPage />, { route: '/manage-employment/helpers', withAuth: true })
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
  expect(alert).toHaveTextContent('Failed to fetch employment details.')
  fail = false
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('article', { name: 'Maria Santos' })).toBeInTheDocument()
})
