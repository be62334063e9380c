import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hongKongToday } from '@hearth/shared/form-values'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { PayrollPage } from './payroll-page'
import { EMPLOYMENT, makeAdjustment, makeEmployment, makeRecord } from './payroll-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const RECORDS = `/payrolls/pay-period-records/by-employment/?employment_uid=${EMPLOYMENT}`
const ADJUSTMENTS = `/payrolls/salary-adjustments/by-employment/?employment_uid=${EMPLOYMENT}`

function reads(records = [makeRecord()], adjustments = [makeAdjustment()]) {
  return {
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
    [`GET ${RECORDS}`]: () => jsonResponse(200, records),
    [`GET ${ADJUSTMENTS}`]: () => jsonResponse(200, adjustments),
  }
}

function renderPayroll() {
  signInAs(makeUser())
  return renderPage(<PayrollPage />, {
    route: `/employment-management/${EMPLOYMENT}/payroll?name=Maria%20Santos&helper_profile=h1`,
    path: '/employment-management/:employmentId/payroll',
    withAuth: true,
  })
}

test('generates the chosen month for the employment and its helper, and lists the records', async () => {
  const year = Number(hongKongToday().slice(0, 4))
  const calls = stubApi(makeUser(), {
    ...reads([makeRecord({ finalised: true, payment_date: '2026-11-03' })]),
    'POST /payrolls/calculate/': () =>
      jsonResponse(200, makeRecord({ uid: 'pr-2', month: `${year - 1}-03` })),
  })
  renderPayroll()
  const user = userEvent.setup()
  expect(await screen.findByRole('heading', { name: 'Payroll of Maria Santos' })).toBeVisible()
  const record = await screen.findByRole('article', { name: 'October 2026' })
  expect(record).toHaveTextContent('HK$6,336.00')
  expect(record).toHaveTextContent('Finalised')
  expect(within(record).getByRole('link', { name: /^Open record/ })).toHaveAttribute(
    'href',
    '/employment-management/emp-1/payroll-record/pr-1?name=Maria%20Santos&helper_profile=h1',
  )
  // A finalised record cannot be deleted.
  expect(within(record).queryByRole('button', { name: /^Delete draft/ })).toBeNull()

  const years = screen.getByLabelText('Payroll year')
  expect(
    within(years)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose…', ...[0, 1, 2, 3, 4].map((back) => String(year - back))])
  await user.selectOptions(screen.getByLabelText('Payroll month'), '3')
  await user.selectOptions(years, String(year - 1))
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByText(/^Payroll calculated for March/)).toHaveTextContent(
    `Payroll calculated for March ${year - 1}: HK$6,336.00 to pay.`,
  )
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    employmentId: EMPLOYMENT,
    helper_profile_id: 'h1',
    year: year - 1,
    month: 3,
  })
})

test('asks for a month before generating, and shows a finalised month’s 409 in the page', async () => {
  const calls = stubApi(makeUser(), {
    ...reads([]),
    'POST /payrolls/calculate/': () =>
      jsonResponse(409, {
        detail: 'This month is finalised and cannot be calculated again.',
        code: 'conflict',
      }),
  })
  renderPayroll()
  const user = userEvent.setup()
  expect(await screen.findByText('No payroll records yet: generate a month above.')).toBeVisible()
  await user.selectOptions(screen.getByLabelText('Payroll month'), '')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please select month, year, and ensure helper and employment are set.',
  )
  expect(calls.some((call) => call.method === 'POST')).toBe(false)

  await user.selectOptions(screen.getByLabelText('Payroll month'), '10')
  await user.click(screen.getByRole('button', { name: 'Generate' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Payroll calculation failed. This month is finalised and cannot be calculated again.',
  )
})

test('deletes a draft record after confirming', async () => {
  const calls = stubApi(makeUser(), {
    ...reads([makeRecord()]),
    'DELETE /payrolls/pay-period-records/pr-1/': () =>
      jsonResponse(200, { detail: 'Payroll record deleted.' }),
  })
  renderPayroll()
  const user = userEvent.setup()
  const record = await screen.findByRole('article', { name: 'October 2026' })
  expect(record).toHaveTextContent('Draft')
  await user.click(within(record).getByRole('button', { name: /^Delete draft/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete this draft payroll record?' })
  await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }))
  expect(await screen.findByText('Payroll record of October 2026 deleted.')).toBeVisible()
  expect(calls.some((call) => call.method === 'DELETE')).toBe(true)
})

test('adds a salary adjustment: required fields, a deduction’s EO s.32 kind, then the request', async () => {
  const calls = stubApi(makeUser(), {
    ...reads([], []),
    'POST /payrolls/salary-adjustments/': () =>
      jsonResponse(
        201,
        makeAdjustment({
          id: 9,
          adjustment_amount: '-100.00',
          description: 'Broken vase',
          deduction_kind: 'damage_or_loss',
        }),
      ),
  })
  renderPayroll()
  const user = userEvent.setup()
  const form = await screen.findByRole('form', { name: 'Add a salary adjustment' })
  await user.click(within(form).getByRole('button', { name: 'Add adjustment' }))
  expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all required fields.')

  await user.type(within(form).getByLabelText('Amount in HK$'), '-100')
  await user.type(within(form).getByLabelText('What it is for'), 'Broken vase')
  await user.type(within(form).getByLabelText('Takes effect on'), '2026-10-20')
  await user.click(within(form).getByRole('button', { name: 'Add adjustment' }))
  expect(
    within(form).getByLabelText('What the deduction is for (EO s.32)'),
  ).toHaveAccessibleDescription(/A deduction must name what it is for under EO s\.32\./)
  expect(calls.some((call) => call.method === 'POST')).toBe(false)

  await user.selectOptions(
    within(form).getByLabelText('What the deduction is for (EO s.32)'),
    'damage_or_loss',
  )
  await user.click(within(form).getByRole('button', { name: 'Add adjustment' }))
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Salary adjustment created: -HK$100.00.',
  )
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    employment: EMPLOYMENT,
    helper_profile: 'h1',
    adjustment_amount: '-100',
    description: 'Broken vase',
    effective_date: '2026-10-20',
    adjustment_currency: 'HKD',
    deduction_kind: 'damage_or_loss',
  })
})

test('deletes an unpaid adjustment after confirming; a paid one offers no delete, and a 409 is shown', async () => {
  const paid = makeAdjustment({ id: 8, description: 'September bonus', paid: true })
  stubApi(makeUser(), {
    ...reads([], [makeAdjustment(), paid]),
    'DELETE /payrolls/salary-adjustments/7/': () =>
      jsonResponse(409, { detail: 'Cannot delete paid adjustment', code: 'conflict' }),
  })
  renderPayroll()
  const user = userEvent.setup()
  const section = await screen.findByRole('region', { name: 'Salary adjustments' })
  const pending = await within(section).findByText('Chinese New Year bonus')
  const pendingItem = pending.closest('article') as HTMLElement
  expect(pendingItem).toHaveTextContent('Pending')
  const paidItem = within(section).getByText('September bonus').closest('article') as HTMLElement
  expect(paidItem).toHaveTextContent('Paid')
  expect(within(paidItem).queryByRole('button', { name: /^Delete adjustment/ })).toBeNull()

  await user.click(within(pendingItem).getByRole('button', { name: /^Delete adjustment/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete this salary adjustment?' })
  await user.click(within(dialog).getByRole('button', { name: 'Delete adjustment' }))
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'Failed to delete salary adjustment Cannot delete paid adjustment',
  )
})
