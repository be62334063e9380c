import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, stubFetch } from '../../test/fetch-stub'
import { renderPage } from '../../test/render'
import { RegisterPage } from './register-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

function fields() {
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    confirm: screen.getByLabelText('Confirm password', { selector: 'input' }),
  }
}

async function fillForm(values: { email: string; password: string; confirm: string }) {
  const user = userEvent.setup()
  const { email, password, confirm } = fields()
  await user.clear(email)
  await user.type(email, values.email)
  await user.clear(password)
  await user.type(password, values.password)
  await user.clear(confirm)
  await user.type(confirm, values.confirm)
  return user
}

test('an empty form shows the required-field message beside each field and focuses the first', async () => {
  renderPage(<RegisterPage />, { route: '/register' })
  const user = userEvent.setup()

  await user.click(screen.getByRole('button', { name: 'Continue' }))

  const { email, password, confirm } = fields()
  expect(await screen.findAllByText('Please fill in all required fields')).toHaveLength(3)
  for (const field of [email, password, confirm])
    expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(email).toHaveAccessibleDescription(/Please fill in all required fields/)
  expect(email).toHaveFocus()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('password rules from the shared schema are shown beside the password fields', async () => {
  renderPage(<RegisterPage />, { route: '/register' })

  let user = await fillForm({ email: 'amy@example.hk', password: '12345', confirm: '12345' })
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument()

  user = await fillForm({ email: 'amy@example.hk', password: '123456', confirm: '123456' })
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByText('Password cannot contain only numbers')).toBeInTheDocument()

  user = await fillForm({ email: 'amy@example.hk', password: 'secret12', confirm: 'secret13' })
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
  expect(fields().confirm).toHaveAttribute('aria-invalid', 'true')
})

test('cancelling the confirm step returns to the form with every value kept', async () => {
  const calls = stubFetch(() => jsonResponse(201, { success: true, detail: 'ok' }))
  renderPage(<RegisterPage />, { route: '/register' })
  const user = await fillForm({
    email: 'maria@example.ph',
    password: 'secret12',
    confirm: 'secret12',
  })
  await user.click(screen.getByRole('radio', { name: /Helper/ }))

  await user.click(screen.getByRole('button', { name: 'Continue' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your account type' })
  expect(within(dialog).getByText('You are creating a helper account.')).toBeInTheDocument()
  expect(within(dialog).getByText(/cannot be changed later/)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  const { email, password, confirm } = fields()
  expect(email).toHaveValue('maria@example.ph')
  expect(password).toHaveValue('secret12')
  expect(confirm).toHaveValue('secret12')
  expect(screen.getByRole('radio', { name: /Helper/ })).toBeChecked()
  expect(calls).toHaveLength(0)
})

test('confirming creates the account, clears the form and asks the user to check their e-mail', async () => {
  const calls = stubFetch(() =>
    jsonResponse(201, {
      success: true,
      detail: 'Registration successful. Please check your e-mail to verify your account.',
    }),
  )
  renderPage(<RegisterPage />, { route: '/register' })
  const user = await fillForm({
    email: ' Amy@Example.HK ',
    password: 'secret12',
    confirm: 'secret12',
  })

  await user.click(screen.getByRole('button', { name: 'Continue' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText('You are creating an employer account.')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Create employer account' }))

  expect(
    await screen.findByText(
      'Registration successful. Please check your e-mail to verify your account.',
    ),
  ).toBeInTheDocument()
  expect(calls[0]?.url).toBe('/api/v1/hirlab/belmount/registration/')
  expect(calls[0]?.body).toEqual({
    username: 'amy@example.hk',
    email: 'amy@example.hk',
    password1: 'secret12',
    password2: 'secret12',
    userType: 'employer',
    language: 'en',
  })
  // The form gives way to the e-mail panel; asking for another account brings it back empty.
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Create another account' }))
  expect(fields().email).toHaveValue('')
  expect(fields().password).toHaveValue('')
})

test('server field errors are shown beside the matching field', async () => {
  stubFetch(() =>
    jsonResponse(400, {
      detail: 'The request body is not valid.',
      code: 'invalid',
      password1: ['This password is too common. Choose one that is harder to guess.'],
    }),
  )
  renderPage(<RegisterPage />, { route: '/register' })
  const user = await fillForm({
    email: 'amy@example.hk',
    password: 'password1',
    confirm: 'password1',
  })

  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.click(await screen.findByRole('button', { name: 'Create employer account' }))

  expect(await screen.findByRole('alert')).toHaveTextContent('The request body is not valid.')
  const password = fields().password
  expect(password).toHaveAttribute('aria-invalid', 'true')
  expect(password).toHaveAccessibleDescription(/too common/)
  await waitFor(() => expect(password).toHaveFocus())
})

test('?type=helper preselects the helper account type', () => {
  renderPage(<RegisterPage />, { route: '/register?type=helper', path: '/register' })
  expect(screen.getByRole('radio', { name: /Helper/ })).toBeChecked()
  expect(screen.getByRole('radio', { name: /Employer/ })).not.toBeChecked()
})

test('an invited sign-up sends its code; a code the server does not know is dropped for the retry', async () => {
  window.localStorage.clear()
  let known = false
  const calls = stubFetch(() =>
    known
      ? jsonResponse(201, { success: true, detail: 'Registration successful.' })
      : jsonResponse(400, {
          detail: 'Referral code not found.',
          code: 'invalid',
          referred_by: ['Referral code not found.'],
        }),
  )
  renderPage(<RegisterPage />, { route: '/register?ref=qwerty', path: '/register' })
  const user = await fillForm({
    email: 'amy@example.hk',
    password: 'secret12',
    confirm: 'secret12',
  })

  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.click(await screen.findByRole('button', { name: 'Create employer account' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Referral code not found.')
  expect(calls[0]?.body).toMatchObject({ referred_by: 'QWERTY' })

  known = true
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.click(await screen.findByRole('button', { name: 'Create employer account' }))
  expect(await screen.findByText('Registration successful.')).toBeInTheDocument()
  expect(calls[1]?.body).not.toHaveProperty('referred_by')
})
