import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LeaveAccrualResultSchema } from '@hearth/shared/leaves'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { EmployerLeavePage } from './leave-employer-page'
import {
  EMPLOYMENT,
  TODAY,
  day,
  leaveReads,
  makeAdjustment,
  makeBalance,
  makeLeave,
} from './leave-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

function renderEmployerLeave() {
  signInAs(makeUser())
  return renderPage(<EmployerLeavePage />, {
    route: `/employment-management/${EMPLOYMENT}/leave?name=Maria%20Santos&helper_profile=h1`,
    path: '/employment-management/:employmentId/leave',
    withAuth: true,
  })
}

function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const error = ids.find((id) => id.endsWith('-error'))
  return error ? (document.getElementById(error)?.textContent ?? '') : ''
}

const submitted = makeLeave({ id: 31, status_type: 'SU' })
const cancelling = makeLeave({
  id: 32,
  status_type: 'PC',
  from_date: day(30),
  to_date: day(30),
  days: 1,
})

async function decide(user: ReturnType<typeof userEvent.setup>, button: RegExp, confirm: string) {
  await user.click(await screen.findByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByRole('button', { name: confirm }))
}

test('approve and reject a request, and decide a cancellation, each after confirming', async () => {
  const calls = stubApi(makeUser(), {
    ...leaveReads([submitted, cancelling]),
    'POST /leaves/requests/31/manage-approval/': () =>
      jsonResponse(200, { ...submitted, status_type: 'AP' }),
    'POST /leaves/requests/32/manage-approval/': () =>
      jsonResponse(200, { ...cancelling, status_type: 'CA' }),
  })
  renderEmployerLeave()
  const user = userEvent.setup()
  expect(await screen.findByRole('heading', { name: 'Leave of Maria Santos' })).toBeInTheDocument()

  await decide(user, /^Approve cancellation/, 'Approve')
  expect(
    await screen.findByText('Cancellation approved: the leave is cancelled.'),
  ).toBeInTheDocument()
  expect(calls.find((call) => call.url.includes('/32/manage-approval/'))?.body).toEqual({
    leave: 32,
    is_approved: true,
    is_rejected: false,
    is_cancellation: true,
  })

  await decide(user, /^Reject(?! cancellation)/, 'Reject')
  expect(await screen.findByText('Leave rejected.')).toBeInTheDocument()
  expect(calls.find((call) => call.url.includes('/31/manage-approval/'))?.body).toEqual({
    leave: 31,
    is_approved: false,
    is_rejected: true,
    is_cancellation: false,
  })
})

test('a decision the server refuses (409) is shown as its message; 402 offers Subscribe', async () => {
  let status = 409
  stubApi(makeUser(), {
    ...leaveReads([submitted]),
    'POST /leaves/requests/31/manage-approval/': () =>
      status === 409
        ? jsonResponse(409, { detail: 'This request was already decided.', code: 'conflict' })
        : jsonResponse(402, {
            detail: 'This needs an active subscription.',
            code: 'payment_required',
          }),
  })
  renderEmployerLeave()
  const user = userEvent.setup()
  await decide(user, /^Approve(?! cancellation)/, 'Approve')
  expect(await screen.findByRole('alert')).toHaveTextContent('This request was already decided.')
  status = 402
  await decide(user, /^Approve(?! cancellation)/, 'Approve')
  const alert = await screen.findByText('This needs an active subscription.')
  expect(
    within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Subscribe' }),
  ).toHaveAttribute('href', '/subscription')
})

test('yearly accrual refuses a past date, then shows what was granted, or that nothing was due', async () => {
  let granted = true
  const calls = stubApi(makeUser(), {
    ...leaveReads([]),
    'POST /leaves/yearly-leaveaccrue/': () =>
      jsonResponse(
        200,
        LeaveAccrualResultSchema.parse({
          employment: EMPLOYMENT,
          calculation_date: TODAY,
          granted: granted ? [{ leave_year: 2, days: 8, granted_for: '2026-09-01' }] : [],
          balance: makeBalance(),
        }),
      ),
  })
  renderEmployerLeave()
  const user = userEvent.setup()
  const form = await screen.findByRole('region', { name: 'Run yearly accrual' })
  const date = within(form).getByLabelText('Calculation date')
  await user.clear(date)
  await user.type(date, day(-1))
  await user.click(within(form).getByRole('button', { name: 'Run yearly accrual' }))
  expect(errorOf(date)).toBe('Choose today or a later date.')
  expect(calls.some((call) => call.method === 'POST')).toBe(false)

  await user.clear(date)
  await user.type(date, TODAY)
  await user.click(within(form).getByRole('button', { name: 'Run yearly accrual' }))
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Leave year 2: 8 days granted on 1 Sept 2026.',
  )
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    calculation_date: TODAY,
    helper_profile: 'h1',
    employment: EMPLOYMENT,
  })
  granted = false
  await user.click(within(form).getByRole('button', { name: 'Run yearly accrual' }))
  expect(await within(form).findByText(/Nothing was due/)).toBeInTheDocument()
})

test('adjusting the balance checks the range and the reason, then sends annual leave only', async () => {
  const calls = stubApi(makeUser(), {
    ...leaveReads([], { adjustments: [makeAdjustment()] }),
    'POST /leaves/adjustments/': () =>
      jsonResponse(201, makeAdjustment({ id: 2, adjustment_amount: -1.5, reason: 'Correction' })),
  })
  renderEmployerLeave()
  const user = userEvent.setup()
  const form = await screen.findByRole('region', { name: 'Adjust balance' })
  const amount = within(form).getByLabelText('Days to add (negative to remove)')
  await user.type(amount, '400')
  await user.click(within(form).getByRole('button', { name: 'Save adjustment' }))
  expect(errorOf(amount)).toBe('The adjustment must be between -365 and 365 days.')
  expect(errorOf(within(form).getByLabelText('Reason for the adjustment'))).toBe(
    'Please give a reason.',
  )
  await user.clear(amount)
  await user.type(amount, '-1.5')
  await user.type(within(form).getByLabelText('Reason for the adjustment'), 'Correction')
  await user.click(within(form).getByRole('button', { name: 'Save adjustment' }))
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Leave adjustment saved: -1.5 days of annual leave.',
  )
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    adjustment_amount: -1.5,
    reason: 'Correction',
    helper_profile_uid: 'h1',
    leave_type_code: 'AN',
    employment: EMPLOYMENT,
  })
  expect(screen.getByRole('region', { name: 'Leave adjustments' })).toBeInTheDocument()
})

test('recording past leave: sick leave states its certificate, the list marks back-entries', async () => {
  const pastSick = makeLeave({
    id: 40,
    status_type: 'AP',
    leave_type_code: 'SL',
    leave_type_name: 'Sick leave',
    from_date: '2026-03-02',
    to_date: '2026-03-05',
    days: 4,
    reason: 'Flu',
    back_entry: true,
    medical_certificate: true,
  })
  const calls = stubApi(makeUser(), {
    ...leaveReads([pastSick]),
    'POST /leaves/back-entries/': () => jsonResponse(201, pastSick),
  })
  renderEmployerLeave()
  const user = userEvent.setup()
  const form = await screen.findByRole('region', { name: 'Record past leave' })
  await user.click(within(form).getByRole('button', { name: 'Record past leave' }))
  expect(errorOf(within(form).getByLabelText('Reason for leave'))).toBe('Please give a reason.')
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

  await user.selectOptions(within(form).getByLabelText('Leave type'), 'SL')
  await user.type(within(form).getByLabelText('First day of leave'), '2026-03-02')
  await user.type(within(form).getByLabelText('Last day of leave'), '2026-03-05')
  await user.click(within(form).getByLabelText('A medical certificate was produced for these days'))
  await user.type(within(form).getByLabelText('Reason for leave'), 'Flu')
  await user.click(within(form).getByRole('button', { name: 'Record past leave' }))
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Past leave recorded: 4 working days.',
  )
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    employment: EMPLOYMENT,
    leave_type_code: 'SL',
    from_date: '2026-03-02',
    to_date: '2026-03-05',
    duration_type: 'FD',
    reason: 'Flu',
    medical_certificate: true,
  })
  await user.click(screen.getByRole('tab', { name: /Approved requests/ }))
  expect(
    await screen.findByText(
      'Recorded by the employer after it was taken · Medical certificate produced',
    ),
  ).toBeInTheDocument()
})

test('an employment that is not among the employer’s says so and shows none of the forms', async () => {
  stubApi(makeUser(), {
    ...leaveReads([]),
    'GET /employments/detailed-employments/': () => jsonResponse(200, []),
  })
  renderEmployerLeave()
  expect(
    await screen.findByText('This employment was not found, or it is not yours.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Record past leave' })).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Record past leave' })).toBeNull()
})
