import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { TFunction } from 'i18next'
import { TerminationResultSchema, type TerminationResult } from '@hearth/shared/termination'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { TerminationPage } from './termination-page'
import { valueOf } from './termination-results'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

vi.setConfig({ testTimeout: 20_000 })

const CALCULATE = 'POST /payrolls/accrue_calculation/'

/** The server's answer for the example (HK$6,000, 2020-01-01 to 2025-12-31). */
function makeResult(overrides: Partial<TerminationResult> = {}): TerminationResult {
  return TerminationResultSchema.parse({
    'Years Worked': 6,
    'Months Worked': 0,
    Salary: '6000.00',
    'Average Daily Wage': '197.26',
    'Start Date of Employment': '2020-01-01',
    'Last Date': '2025-12-31',
    'Severance Payment': 'N/A',
    'Long Service Payment': '24000.00',
    'Annual Leave Total Allocated Balance': 52,
    'Used leaves': 0,
    'Accrued to Date': 0,
    'Last Accrual Year': 6,
    'Last Allocated Balance': 11,
    'Days for calculation': 52,
    'Wage from remaining Leave Days': '10257.53',
    'Daily Food Allowance': '0.00',
    'Last Accrued Leave': 11,
    employment: 'emp-1',
    helper_profile: 'h1',
    helper_name: 'Maria Santos',
    termination_type: 'employer_notice',
    termination_date: '2025-12-31',
    wages_paid_up_to: '2025-11-30',
    total_months_worked: 72,
    currency: 'HKD',
    items: [
      {
        key: 'outstanding_wages',
        label: 'Wages owed',
        amount: '6000.00',
        rule: 'EO s.23, s.25',
        period: { from: '2025-12-01', to: '2025-12-31' },
        note: null,
      },
      {
        key: 'untaken_annual_leave_pay',
        label: 'Pay for untaken annual leave',
        amount: '10257.53',
        rule: 'EO s.41D',
        period: null,
        note: null,
      },
      {
        key: 'long_service_payment',
        label: 'Long service payment',
        amount: '24000.00',
        rule: 'EO s.31V',
        period: null,
        note: null,
      },
      {
        key: 'free_return_passage',
        label: 'Free return passage',
        amount: '0.00',
        rule: 'SEC cl.7(a)',
        period: null,
        note: null,
      },
      {
        key: 'food_and_travelling_allowance',
        label: 'Food and travelling allowance for the journey home',
        amount: '100.00',
        rule: 'SEC cl.7(b)',
        period: null,
        note: null,
      },
    ],
    payable_by_helper: [],
    payable_by_helper_total: '0.00',
    total: '34257.53',
    settlement_total: '40357.53',
    payment_due_by: '2026-01-07',
    immigration_notification_due_by: '2026-01-07',
    helper_departure_by: '2026-01-14',
    warnings: [
      {
        code: 'adw_from_contract_rate',
        message: 'Months without a finalised payroll record are counted at the contract wage.',
      },
    ],
    ...overrides,
  })
}

function renderTermination(
  route = '/employment-management/h1/termination-calculation?name=Maria%20Santos',
) {
  signInAs(makeUser())
  return renderPage(<TerminationPage />, {
    route,
    path: '/employment-management/:helperId/termination-calculation',
    withAuth: true,
  })
}

function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const error = ids.find((id) => id.endsWith('-error'))
  return error ? (document.getElementById(error)?.textContent ?? '') : ''
}

test('calculates the settlement: summary cards, the explained breakdown, both totals and the dates', async () => {
  const calls = stubApi(makeUser(), { [CALCULATE]: () => jsonResponse(200, makeResult()) })
  const user = userEvent.setup()
  renderTermination()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Termination payment: Maria Santos' }),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Enter the last day of employment and calculate to see the settlement.'),
  ).toBeInTheDocument()

  await user.selectOptions(
    screen.getByLabelText('How the employment ends'),
    'Dismissed by the employer with notice',
  )
  await user.type(screen.getByLabelText(/Termination date/), '2025-12-31')
  await user.type(screen.getByLabelText('Journey days home'), '2')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))

  const result = await screen.findByRole('region', { name: 'Settlement result' })
  const sent = calls.find((call) => call.method === 'POST')
  expect(sent?.body).toEqual({
    termination_date: '2025-12-31',
    helper_profile: 'h1',
    termination_type: 'employer_notice',
    journey_days: 2,
  })
  const view = within(result)
  expect(
    view.getByRole('heading', { name: 'Termination payment for Maria Santos' }),
  ).toBeInTheDocument()
  const card = (label: string) => view.getByText(label).closest('div')!
  expect(card('Long Service Payment')).toHaveTextContent('HK$24,000.00')
  expect(card('Severance Payment')).toHaveTextContent('N/A')
  expect(card('Years Worked')).toHaveTextContent('6')
  expect(card('Salary per month')).toHaveTextContent('HK$6,000.00')
  expect(card('Start Date of Employment')).toHaveTextContent('1 Jan 2020')
  expect(card('Used leaves')).toHaveTextContent('0 leave days')
  const lsp = view.getByRole('row', { name: /Long service payment/ })
  expect(lsp).toHaveTextContent('EO s.31V')
  expect(lsp).toHaveTextContent('HK$24,000.00')
  expect(view.getByTestId('termination-total')).toHaveTextContent('HK$34,257.53')
  expect(view.getByTestId('settlement-total')).toHaveTextContent('HK$40,357.53')
  expect(view.getByText(/Pay the settlement by 7 Jan 2026/)).toBeInTheDocument()
  expect(
    view.getByText(/Notify the Immigration Department in writing by 7 Jan 2026/),
  ).toBeInTheDocument()
  expect(
    view.getByText('Months without a finalised payroll record are counted at the contract wage.'),
  ).toBeInTheDocument()
  expect(view.queryByText('Payable by the helper')).toBeNull()

  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
  await user.click(view.getByRole('button', { name: 'Print settlement' }))
  expect(print).toHaveBeenCalledTimes(1)
})

test('leads with the full settlement the employer pays, the narrower estimate beneath it and the ticket in kind', async () => {
  stubApi(makeUser(), { [CALCULATE]: () => jsonResponse(200, makeResult()) })
  const user = userEvent.setup()
  renderTermination()
  await user.type(await screen.findByLabelText(/Termination date/), '2025-12-31')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))
  const view = within(await screen.findByRole('region', { name: 'Settlement result' }))

  // The highlighted box is the whole settlement, and it comes before every other figure.
  const settlement = view.getByTestId('settlement-total')
  expect(settlement).toHaveTextContent('HK$40,357.53')
  expect(settlement.closest('div')).toHaveClass('border-orange-300')
  expect(settlement.closest('div')).toHaveTextContent('The amount you must pay')
  const summary = view.getByRole('heading', { name: 'Service and pay summary' })
  expect(settlement.compareDocumentPosition(summary)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  // The spec's `total` follows it, plain, as a part of the settlement rather than on top.
  const estimate = view.getByTestId('termination-total')
  expect(estimate).toHaveTextContent('HK$34,257.53')
  expect(settlement.compareDocumentPosition(estimate)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  expect(estimate.closest('div')).not.toHaveClass('border-orange-300')
  expect(estimate.closest('div')).toHaveTextContent(
    'Part of the full settlement, not paid on top of it',
  )

  // A passage at 0.00 is the ticket the employer gives, not "nothing owed".
  const passage = view.getByRole('row', { name: /Free return passage/ })
  expect(passage).toHaveTextContent('Provided in kind (ticket)')
  expect(passage).not.toHaveTextContent('HK$0.00')
})

test('a return passage paid in cash shows its cost', async () => {
  const items = makeResult().items.map((item) =>
    item.key === 'free_return_passage' ? { ...item, amount: '2500.00' } : item,
  )
  stubApi(makeUser(), { [CALCULATE]: () => jsonResponse(200, makeResult({ items })) })
  const user = userEvent.setup()
  renderTermination()
  await user.type(await screen.findByLabelText(/Termination date/), '2025-12-31')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))
  const passage = await screen.findByRole('row', { name: /Free return passage/ })
  expect(passage).toHaveTextContent('HK$2,500.00')
  expect(passage).not.toHaveTextContent('Provided in kind')
})

test('what the helper owes is listed apart', async () => {
  stubApi(makeUser(), {
    [CALCULATE]: () =>
      jsonResponse(
        200,
        makeResult({
          termination_type: 'helper_resignation',
          'Long Service Payment': 'N/A',
          total: '10257.53',
          payable_by_helper: [
            {
              key: 'payment_in_lieu_of_notice',
              label: 'Payment in lieu of notice',
              amount: '6000.00',
              rule: 'SEC cl.10; EO s.7',
              period: null,
              note: null,
            },
          ],
          payable_by_helper_total: '6000.00',
        }),
      ),
  })
  const user = userEvent.setup()
  renderTermination()
  await user.type(await screen.findByLabelText(/Termination date/), '2025-12-31')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))
  const owed = await screen.findByText(/The helper owes these sums \(HK\$6,000.00\)/)
  expect(owed).toBeInTheDocument()
  expect(screen.getByRole('row', { name: /Payment in lieu of notice/ })).toHaveTextContent(
    'HK$6,000.00',
  )
})

test('the date is required and days are whole numbers, before anything is sent', async () => {
  const calls = stubApi(makeUser())
  const user = userEvent.setup()
  renderTermination()
  await user.type(await screen.findByLabelText('Notice given (days)'), '-3')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))
  expect(errorOf(screen.getByLabelText(/Termination date/))).toBe(
    'Please enter the termination date.',
  )
  expect(errorOf(screen.getByLabelText('Notice given (days)'))).toBe(
    'Enter a whole number of days, 0 or more.',
  )
  expect(calls.filter((call) => call.method === 'POST')).toEqual([])
})

test('a refused calculation says so in the page, with the server’s message on its field', async () => {
  stubApi(makeUser(), {
    [CALCULATE]: () =>
      jsonResponse(400, {
        detail: 'This employment has no contract that started by the termination date.',
        code: 'invalid',
        termination_date: ['This employment has no contract that started by the termination date.'],
      }),
  })
  const user = userEvent.setup()
  renderTermination()
  await user.type(await screen.findByLabelText(/Termination date/), '2019-01-31')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to calculate termination payment.',
  )
  expect(errorOf(screen.getByLabelText(/Termination date/))).toBe(
    'This employment has no contract that started by the termination date.',
  )
})

test('a helper who is not one of the employer’s is a message with a way back', async () => {
  stubApi(makeUser(), {
    [CALCULATE]: () => jsonResponse(404, { detail: 'Employment not found.', code: 'not_found' }),
  })
  const user = userEvent.setup()
  renderTermination('/employment-management/someone-else/termination-calculation')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Termination payment calculator' }),
  ).toBeInTheDocument()
  await user.type(screen.getByLabelText(/Termination date/), '2025-12-31')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('No employment with this helper was found among yours.')
  expect(
    within(alert).getByRole('link', {
      name: 'Please choose a helper from the employment management page.',
    }),
  ).toHaveAttribute('href', '/employment-management/helpers')
})

test('an invalid helper id shows the invalid-id page with a link to choose a helper', async () => {
  stubApi(makeUser())
  renderTermination('/employment-management/not%20an%20id!/termination-calculation')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('The helper ID in this address is missing or not valid.')
  expect(
    within(alert).getByRole('link', {
      name: 'Please choose a helper from the employment management page.',
    }),
  ).toHaveAttribute('href', '/employment-management/helpers')
  expect(screen.queryByRole('form')).toBeNull()
})

test('a payment that does not apply reads in the reader’s language, not an English N/A', () => {
  const words: Record<string, string> = { 'N/A': '不適用' }
  const t = ((key: string) => words[key] ?? key) as unknown as TFunction
  const result = { 'Severance Payment': 'N/A' } as unknown as TerminationResult
  expect(valueOf(t, result, 'Severance Payment')).toBe('不適用')
})

test('sends what was paid and arrears with their reason, and shows the days each wage item pays for', async () => {
  const items = [
    ...makeResult().items,
    {
      key: 'unpaid_wages',
      label: 'Unpaid wages for earlier periods',
      amount: '450.50',
      rule: 'EO s.23, s.25',
      period: null,
      note: 'Holiday pay short in January',
    },
  ]
  const calls = stubApi(makeUser(), {
    [CALCULATE]: () => jsonResponse(200, makeResult({ items })),
  })
  const user = userEvent.setup()
  renderTermination()
  await user.type(await screen.findByLabelText(/Termination date/), '2025-12-31')
  await user.type(screen.getByLabelText('Wages paid up to'), '2025-11-30')
  await user.type(screen.getByLabelText('Earlier wages still unpaid (HK$)'), '450.50')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))
  // Arrears need their reason before anything is sent.
  const reason = screen.getByLabelText('What the unpaid wages are for')
  expect(errorOf(reason)).toBe('Say what the unpaid wages are for.')
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

  await user.type(reason, 'Holiday pay short in January')
  await user.click(screen.getByRole('button', { name: 'Calculate termination payment' }))
  const view = within(await screen.findByRole('region', { name: 'Settlement result' }))
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    wages_paid_up_to: '2025-11-30',
    unpaid_wages: '450.50',
    unpaid_wages_reason: 'Holiday pay short in January',
  })
  expect(view.getByText('Wages paid up to 30 Nov 2025')).toBeInTheDocument()
  expect(view.getByRole('row', { name: /Wages owed/ })).toHaveTextContent(
    '1 Dec 2025 to 31 Dec 2025',
  )
  expect(view.getByRole('row', { name: /Unpaid wages/ })).toHaveTextContent(
    'Holiday pay short in January',
  )
})
