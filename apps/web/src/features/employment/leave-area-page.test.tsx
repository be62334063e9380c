import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { makeEmployment } from './employment-test-utils'
import { LeaveAreaPage } from './leave-area-page'
import { LeaveBalanceCard } from './leave-parts'
import { makeBalance } from './leave-test-utils'
import { ManageEmploymentPage } from './manage-employment-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const LIST = 'GET /employments/detailed-employments/'

const MARIA_LEAVE = '/employment-management/emp-1/leave?name=Maria+Santos&helper_profile=h1'

function employments() {
  return [
    makeEmployment({ leave_accrual_due: { leave_years: [1], days: 7 } }),
    makeEmployment({
      uid: 'emp-2',
      helper_profile: 'h2',
      helper_details: { uid: 'h2', full_name: 'Siti Rahayu' },
      pending_leave_requests_count: 0,
      annual_leave_balance: 3,
      leave_accrual_due: { leave_years: [2, 3], days: 15 },
    }),
    makeEmployment({
      uid: 'emp-3',
      helper_profile: 'h3',
      helper_details: { uid: 'h3', full_name: 'Ana Reyes' },
      leave_accrual_due: null,
    }),
  ]
}

test('the hub tells the employer whose completed leave years await the accrual, with the way there', async () => {
  stubApi(makeUser(), { [LIST]: () => jsonResponse(200, employments()) })
  signInAs(makeUser())
  renderPage(<ManageEmploymentPage />, { route: '/manage-employment', withAuth: true })
  const title = await screen.findByText('Annual leave is waiting to be granted')
  const box = title.closest<HTMLElement>('[role="status"]')
  expect(box).not.toBeNull()
  const inBox = within(box!)
  expect(
    inBox.getByText(/Leave year 1 has completed: 7 days of annual leave are due\./),
  ).toBeInTheDocument()
  expect(
    inBox.getByText(/Leave years 2 and 3 have completed: 15 days of annual leave are due\./),
  ).toBeInTheDocument()
  expect(inBox.queryByText('Ana Reyes')).not.toBeInTheDocument()
  expect(inBox.getByRole('link', { name: 'Run yearly accrual: Maria Santos' })).toHaveAttribute(
    'href',
    MARIA_LEAVE,
  )

  // Each card repeats what is due, and shows the latest contract's job title.
  const maria = within(await screen.findByRole('article', { name: 'Maria Santos' }))
  expect(maria.getByText('Yearly accrual due')).toBeInTheDocument()
  expect(maria.getByText('Domestic helper')).toBeInTheDocument()
  const ana = within(screen.getByRole('article', { name: 'Ana Reyes' }))
  expect(ana.queryByText('Yearly accrual due')).not.toBeInTheDocument()

  // The leave tile leads to the leave area.
  const areas = within(screen.getByRole('navigation', { name: 'Employment areas' }))
  expect(areas.getByRole('link', { name: /Leave and balances/ })).toHaveAttribute(
    'href',
    '/manage-employment/leaves',
  )
})

test('without anything due the hub shows no accrual notice', async () => {
  stubApi(makeUser(), { [LIST]: () => jsonResponse(200, [makeEmployment()]) })
  signInAs(makeUser())
  renderPage(<ManageEmploymentPage />, { route: '/manage-employment', withAuth: true })
  expect(await screen.findByRole('article', { name: 'Maria Santos' })).toBeInTheDocument()
  expect(screen.queryByText('Annual leave is waiting to be granted')).not.toBeInTheDocument()
})

test('the leave area lists each helper with pending requests and the link to their leave page', async () => {
  stubApi(makeUser(), { [LIST]: () => jsonResponse(200, employments()) })
  signInAs(makeUser())
  renderPage(<LeaveAreaPage />, { route: '/manage-employment/leaves', withAuth: true })
  expect(await screen.findByRole('heading', { level: 1, name: 'Leave and balances' })).toBeVisible()
  const maria = within(await screen.findByRole('article', { name: 'Maria Santos' }))
  expect(maria.getByText('2')).toBeInTheDocument()
  expect(maria.getByText('7.5 days available')).toBeInTheDocument()
  expect(maria.getByRole('link', { name: 'Leave and balances: Maria Santos' })).toHaveAttribute(
    'href',
    MARIA_LEAVE,
  )
  const siti = within(screen.getByRole('article', { name: 'Siti Rahayu' }))
  expect(siti.getByText('None waiting')).toBeInTheDocument()
  expect(siti.getByText(/Leave years 2 and 3 have completed/)).toBeInTheDocument()
  expect(siti.getByRole('link', { name: 'Leave and balances: Siti Rahayu' })).toHaveAttribute(
    'href',
    '/employment-management/emp-2/leave?name=Siti+Rahayu&helper_profile=h2',
  )
})

test('the leave area says the list failed', async () => {
  stubApi(makeUser(), {
    [LIST]: () => jsonResponse(500, { detail: 'Server error.', code: 'server_error' }),
  })
  signInAs(makeUser())
  renderPage(<LeaveAreaPage />, { route: '/manage-employment/leaves', withAuth: true })
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
  expect(alert).toHaveTextContent('Failed to fetch employment details.')
})

test('the balance card says which sick leave uses paid sickness days', async () => {
  renderPage(<LeaveBalanceCard balance={makeBalance()} />)
  const card = await screen.findByRole('region', { name: 'Leave balance' })
  expect(card).toHaveTextContent(
    'Paid sickness days: only sick leave of 4 or more days in a row uses them (Employment Ordinance s.33).',
  )
})
