import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PayrollRecord } from '@hearth/shared/payrolls'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { PayrollRecordPage, PayslipPage } from './payroll-record-page'
import { EMPLOYMENT, makeAdjustment, makeRecord } from './payroll-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const RECORD = '/payrolls/pay-period-records/pr-1/'

function renderRecord() {
  signInAs(makeUser())
  return renderPage(<PayrollRecordPage />, {
    route: `/employment-management/${EMPLOYMENT}/payroll-record/pr-1?name=Maria%20Santos`,
    path: '/employment-management/:employmentId/payroll-record/:uid',
    withAuth: true,
  })
}

test('explains every line with its rule, and each card of the record', async () => {
  const record = makeRecord({
    warnings: ['payment_date_late'],
    adjustments: [makeAdjustment()],
    lines: [
      ...makeRecord().lines,
      {
        key: 'adjustment_bonus',
        label: 'Chinese New Year bonus',
        amount: '500.00',
        rule: 'Salary adjustment (bonus)',
      },
      {
        key: 'no_pay_leave_deduction',
        label: 'No-pay leave',
        amount: '-170.00',
        rule: 'EO s.32: 1 no-pay day of 30',
      },
    ],
    total_salary: '6666.00',
  })
  stubApi(makeUser(), { [`GET ${RECORD}`]: () => jsonResponse(200, record) })
  renderRecord()
  expect(await screen.findByRole('heading', { name: 'Pay period: October 2026' })).toBeVisible()
  expect(screen.getAllByText('Draft')[0]).toBeVisible()
  const breakdown = screen.getByRole('region', { name: 'Salary breakdown' })
  const rows = within(breakdown).getAllByRole('row')
  expect(rows.map((row) => row.textContent)).toEqual([
    'Item and ruleIn HK$',
    'Base salaryEO s.23: the contract wage for the whole monthHK$5,100.00',
    'Food allowanceStandard Employment Contract (ID 407): food allowanceHK$1,236.00',
    'Chinese New Year bonusSalary adjustment (bonus)HK$500.00',
    'No-pay leaveEO s.32: 1 no-pay day of 30-HK$170.00',
    'Total to payHK$6,666.00',
  ])
  for (const card of [
    'Payment summary',
    'Leave in the period',
    'Contributions',
    'Record information',
    'ADW information',
    'Adjustments in this month',
    'Employer actions',
  ])
    expect(screen.getByRole('region', { name: card })).toBeVisible()
  expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent(
    'The payment date is more than 7 days after the end of the wage period (EO s.23).',
  )
  expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeVisible()
})

test('finalising needs a valid payment date and a confirmation, then sends both', async () => {
  let current: PayrollRecord = makeRecord()
  const calls = stubApi(makeUser(), {
    [`GET ${RECORD}`]: () => jsonResponse(200, current),
    [`PATCH ${RECORD}`]: (call) => {
      const body = call.body as { payment_date: string; finalised?: boolean }
      current = makeRecord({
        payment_date: body.payment_date,
        finalised: body.finalised === true,
        finalised_at: body.finalised ? '2026-11-03T04:00:00.000Z' : null,
      })
      return jsonResponse(200, current)
    },
  })
  renderRecord()
  const user = userEvent.setup()
  const actions = await screen.findByRole('region', { name: 'Employer actions' })

  await user.click(within(actions).getByRole('button', { name: 'Finalise' }))
  expect(within(actions).getByRole('alert')).toHaveTextContent(
    'Please set a payment date before finalising the record.',
  )
  await user.click(within(actions).getByRole('button', { name: 'Save payment date' }))
  expect(within(actions).getByLabelText('Payment date')).toHaveAccessibleDescription(
    /Please enter a valid payment date\./,
  )
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false)

  await user.type(within(actions).getByLabelText('Payment date'), '2026-11-03')
  await user.click(within(actions).getByRole('button', { name: 'Finalise' }))
  const dialog = await screen.findByRole('dialog', { name: 'Finalise this payroll record?' })
  expect(dialog).toHaveTextContent(
    'Are you sure you want to finalise this payroll record? This action cannot be undone.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Finalise' }))
  expect(await within(actions).findByRole('status')).toHaveTextContent('Payroll record finalised.')
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    payment_date: '2026-11-03',
    finalised: true,
  })
  expect(await within(actions).findByText(/This record is finalised/)).toBeVisible()
  expect(within(actions).queryByLabelText('Payment date')).toBeNull()
})

test('saves a payment date while draft, and shows a refusal in the page', async () => {
  let refuse = false
  const calls = stubApi(makeUser(), {
    [`GET ${RECORD}`]: () => jsonResponse(200, makeRecord({ payment_date: '2026-11-02' })),
    [`PATCH ${RECORD}`]: () =>
      refuse
        ? jsonResponse(409, {
            detail: 'The payment date of a finalised record cannot be changed.',
            code: 'conflict',
          })
        : jsonResponse(200, makeRecord({ payment_date: '2026-11-05' })),
  })
  renderRecord()
  const user = userEvent.setup()
  const actions = await screen.findByRole('region', { name: 'Employer actions' })
  const date = within(actions).getByLabelText('Payment date')
  expect(date).toHaveValue('2026-11-02')
  await user.clear(date)
  await user.type(date, '2026-11-05')
  await user.click(within(actions).getByRole('button', { name: 'Save payment date' }))
  expect(await within(actions).findByRole('status')).toHaveTextContent('Payment date updated.')
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    payment_date: '2026-11-05',
  })
  refuse = true
  await user.click(within(actions).getByRole('button', { name: 'Save payment date' }))
  expect(await within(actions).findByRole('alert')).toHaveTextContent(
    'Failed to update payment date. The payment date of a finalised record cannot be changed.',
  )
})

test('a record the server does not know shows No Record Found with a way back', async () => {
  stubApi(makeUser(), {
    [`GET ${RECORD}`]: () =>
      jsonResponse(404, { detail: 'Payroll record not found.', code: 'not_found' }),
  })
  renderRecord()
  const user = userEvent.setup()
  expect(await screen.findByRole('heading', { name: 'No Record Found' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Go back' }))
  expect(await screen.findByTestId('location')).toHaveTextContent(
    '/employment-management/emp-1/payroll?name=Maria%20Santos',
  )
})

test('the helper sees the finalised payslip read-only: no employer actions', async () => {
  const helper = makeHelperUser(true)
  stubApi(helper, {
    [`GET ${RECORD}`]: () =>
      jsonResponse(
        200,
        makeRecord({
          finalised: true,
          payment_date: '2026-11-03',
          finalised_at: '2026-11-03T04:00:00.000Z',
        }),
      ),
  })
  signInAs(helper)
  renderPage(<PayslipPage />, {
    route: '/my-employment/payslips/pr-1',
    path: '/my-employment/payslips/:uid',
    withAuth: true,
  })
  expect(await screen.findByRole('heading', { name: 'Pay period: October 2026' })).toBeVisible()
  expect(screen.getByRole('region', { name: 'Salary breakdown' })).toBeVisible()
  expect(screen.queryByRole('region', { name: 'Employer actions' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Finalise' })).toBeNull()
  expect(screen.queryByLabelText('Payment date')).toBeNull()
  expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Back to my payslips' })).toHaveAttribute(
    'href',
    '/my-employment/payslips',
  )
})

test('"Finalised on" is the Hong Kong date of a record finalised in Hong Kong’s early morning', async () => {
  const helper = makeHelperUser(true)
  stubApi(helper, {
    // 07:34 on 28 Nov in Hong Kong is still 27 Nov in UTC.
    [`GET ${RECORD}`]: () =>
      jsonResponse(
        200,
        makeRecord({
          finalised: true,
          payment_date: '2026-11-28',
          finalised_at: '2026-11-27T23:34:00.000Z',
        }),
      ),
  })
  signInAs(helper)
  renderPage(<PayslipPage />, {
    route: '/my-employment/payslips/pr-1',
    path: '/my-employment/payslips/:uid',
    withAuth: true,
  })
  await screen.findByRole('heading', { name: 'Pay period: October 2026' })
  const finalised = screen.getByText('Finalised on').parentElement!
  expect(finalised).toHaveTextContent('28 Nov 2026')
  expect(finalised).not.toHaveTextContent('27 Nov 2026')
})
