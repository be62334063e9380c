import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { minimumAllowableWage } from '@hearth/hk-labour/minimum-wage'
import { hongKongToday } from '@hearth/shared/form-values'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { CreateContractPage } from './create-contract-page'
import { makeContract } from './employment-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

const CREATE = 'POST /employments/contracts/'

function renderCreate(query = '') {
  signInAs(makeUser())
  return renderPage(<CreateContractPage />, {
    route: `/employment-management/create-contract${query}`,
    path: '/employment-management/create-contract',
    withAuth: true,
  })
}

/** The message shown beside a field (its aria-describedby error). */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const error = ids.find((id) => id.endsWith('-error'))
  return error ? (document.getElementById(error)?.textContent ?? '') : ''
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Contract start date'), '2027-01-04')
  await user.type(screen.getByLabelText('Job title'), 'Domestic helper')
  await user.type(screen.getByLabelText('Salary (HK$ a month)'), '5200')
  await user.type(screen.getByLabelText('Working hours per week'), '48')
}

test('the e-mail comes from the link, and each rule is written beside its field', async () => {
  stubApi(makeUser())
  renderCreate('?helper_email=maria%40example.ph')
  const email = await screen.findByLabelText('Helper’s e-mail address')
  expect(email).toHaveValue('maria@example.ph')
  expect(email).toHaveAccessibleDescription(/must already be registered on Hearth/)
  const level = minimumAllowableWage(hongKongToday())
  const wage = `HK$${(level.monthlyWageCents / 100).toLocaleString('en-HK', { minimumFractionDigits: 2 })}`
  expect(screen.getByLabelText('Salary (HK$ a month)')).toHaveAccessibleDescription(
    new RegExp(`Minimum Allowable Wage .*${wage.replace('$', '\\$')} a month`),
  )
  expect(
    screen.getByLabelText('Food allowance (HK$ a month, optional)'),
  ).toHaveAccessibleDescription(/Leave empty or enter 0 when food is provided free/)
  // The red note appears only for ACTIVE.
  const user = userEvent.setup()
  expect(screen.queryByText(/Active starts the employment/)).not.toBeInTheDocument()
  await user.selectOptions(screen.getByLabelText('Status of the contract'), 'ACTIVE')
  expect(screen.getByText(/Active starts the employment/)).toBeInTheDocument()
})

test('missing fields and a completed contract without an end date are shown beside the fields', async () => {
  const calls = stubApi(makeUser())
  renderCreate()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Create the contract' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please correct errors before proceeding.',
  )
  expect(errorOf(screen.getByLabelText('Helper’s e-mail address'))).toBe(
    'Please fill in this field.',
  )
  expect(errorOf(screen.getByLabelText('Salary (HK$ a month)'))).toBe('Please fill in this field.')
  expect(errorOf(screen.getByLabelText('Working hours per week'))).toBe(
    'Working hours per week is required.',
  )

  await user.type(screen.getByLabelText('Helper’s e-mail address'), 'maria@example.ph')
  await fillRequired(user)
  await user.selectOptions(screen.getByLabelText('Status of the contract'), 'COMPLETED')
  await user.click(screen.getByRole('button', { name: 'Create the contract' }))
  expect(errorOf(await screen.findByLabelText('Contract end date'))).toBe(
    'End Date is required when status is COMPLETED.',
  )
  expect(calls.some((call) => call.method === 'POST')).toBe(false)
})

test('the server’s field messages land beside the fields', async () => {
  const below =
    'The salary is below the Minimum Allowable Wage of HK$5,100.00 for contracts signed on or after 30 Sept 2025.'
  stubApi(makeUser(), {
    [CREATE]: () =>
      jsonResponse(400, {
        detail: 'Please correct the errors below.',
        code: 'invalid',
        helper_email: ['No helper account uses this e-mail.'],
        salary_amount: [below],
      }),
  })
  renderCreate('?helper_email=nobody%40example.ph')
  const user = userEvent.setup()
  await screen.findByLabelText('Helper’s e-mail address')
  await fillRequired(user)
  await user.click(screen.getByRole('button', { name: 'Create the contract' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the errors below.')
  expect(errorOf(screen.getByLabelText('Helper’s e-mail address'))).toBe(
    'No helper account uses this e-mail.',
  )
  expect(errorOf(screen.getByLabelText('Salary (HK$ a month)'))).toBe(below)
})

test('without an active subscription the server’s answer offers Subscribe', async () => {
  stubApi(makeUser(), {
    [CREATE]: () =>
      jsonResponse(402, {
        detail: 'Creating and changing contracts needs an active access plan.',
        code: 'payment_required',
      }),
  })
  renderCreate('?helper_email=maria%40example.ph')
  const user = userEvent.setup()
  await screen.findByLabelText('Helper’s e-mail address')
  await fillRequired(user)
  await user.click(screen.getByRole('button', { name: 'Create the contract' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Creating and changing contracts needs an active access plan.')
  expect(within(alert).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    '/subscription',
  )
})

test('a created contract is announced, sent with money as text, and the page returns to the helpers', async () => {
  const calls = stubApi(makeUser(), {
    [CREATE]: () =>
      jsonResponse(201, makeContract({ status: 'PENDING', salary_amount: '5200.00' })),
  })
  renderCreate('?helper_email=Maria%40Example.ph')
  const user = userEvent.setup()
  await screen.findByLabelText('Helper’s e-mail address')
  await fillRequired(user)
  await user.selectOptions(screen.getByLabelText('Rest day (optional)'), '7')
  await user.type(screen.getByLabelText('Food allowance (HK$ a month, optional)'), '1236.5')
  await user.click(screen.getByRole('button', { name: 'Create the contract' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Contract created. Returning to your helpers…',
  )
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    helper_email: 'maria@example.ph',
    employment_profile_type: 'domestic_helper',
    start_date: '2027-01-04',
    end_date: null,
    job_title: 'Domestic helper',
    salary_amount: '5200.00',
    food_allowance_amount: '1236.50',
    exclude_day_type: 7,
    status: 'PENDING',
    working_hours_per_week: 48,
  })
  expect(await screen.findByTestId('location', {}, { timeout: 4000 })).toHaveTextContent(
    '/manage-employment/helpers',
  )
})

test('a hire’s link fills in the posting’s salary, rest day and accommodation, all editable', async () => {
  const calls = stubApi(makeUser(), {
    [CREATE]: () => jsonResponse(201, makeContract({ status: 'PENDING' })),
  })
  renderCreate(
    '?helper_email=maria%40example.ph&salary_amount=5000&exclude_day_type=7&accommodation_type=Live+In',
  )
  expect(await screen.findByLabelText('Helper’s e-mail address')).toHaveValue('maria@example.ph')
  expect(screen.getByLabelText('Salary (HK$ a month)')).toHaveValue('5000.00')
  expect(screen.getByLabelText('Rest day (optional)')).toHaveValue('7')
  expect(screen.getByLabelText('Accommodation (optional)')).toHaveValue('Live In')
  expect(
    screen.getByText(/The salary, rest day and accommodation come from your job posting/),
  ).toBeInTheDocument()

  const user = userEvent.setup()
  await user.clear(screen.getByLabelText('Salary (HK$ a month)'))
  await user.type(screen.getByLabelText('Salary (HK$ a month)'), '5300')
  await user.selectOptions(screen.getByLabelText('Rest day (optional)'), '6')
  await user.type(screen.getByLabelText('Contract start date'), '2027-01-04')
  await user.type(screen.getByLabelText('Job title'), 'Domestic helper')
  await user.type(screen.getByLabelText('Working hours per week'), '48')
  await user.click(screen.getByRole('button', { name: 'Create the contract' }))
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    helper_email: 'maria@example.ph',
    salary_amount: '5300.00',
    exclude_day_type: 6,
    accommodation_type: 'Live In',
  })
})

test('query values that do not parse are ignored, not shown as typed', async () => {
  stubApi(makeUser())
  renderCreate(
    '?helper_email=maria%40example.ph&salary_amount=5%2C000%3Cb%3E&exclude_day_type=9&accommodation_type=Castle',
  )
  expect(await screen.findByLabelText('Helper’s e-mail address')).toHaveValue('maria@example.ph')
  expect(screen.getByLabelText('Salary (HK$ a month)')).toHaveValue('')
  expect(screen.getByLabelText('Rest day (optional)')).toHaveValue('')
  expect(screen.getByLabelText('Accommodation (optional)')).toHaveValue('')
  expect(screen.queryByText(/come from your job posting/)).not.toBeInTheDocument()
})

test('the signing date sets the wage minimum shown, and cannot be after the start', async () => {
  stubApi(makeUser())
  renderCreate('?helper_email=maria%40example.ph')
  const user = userEvent.setup()
  const salary = await screen.findByLabelText('Salary (HK$ a month)')
  const signed = screen.getByLabelText('Date the contract was signed (optional)')
  expect(signed).toHaveAccessibleDescription(/Minimum Allowable Wage in force on this date applies/)
  // Signed in 2023 (MAW HK$4,730 from 1 Oct 2022): the hint follows the date typed.
  await user.type(signed, '2023-09-01')
  expect(salary).toHaveAccessibleDescription(/HK\$4,730\.00 a month .* 1 Oct 2022/)
  await fillRequired(user)
  await user.clear(screen.getByLabelText('Contract start date'))
  await user.type(screen.getByLabelText('Contract start date'), '2023-08-01')
  await user.click(screen.getByRole('button', { name: 'Create the contract' }))
  expect(errorOf(signed)).toBe('The contract cannot be signed after its start date.')
})
