import { afterEach, expect, test, vi } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router'
import { API_PATHS } from '@hearth/shared/api-paths'
import { AuthProvider } from '../../lib/auth'
import { createQueryClient } from '../../lib/query-client'
import { SESSION_STORAGE_KEY } from '../../lib/session-store'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { AccountDeletedNotice } from './account-deleted-notice'
import { confirmsWord } from './delete-account-dialog'
import { DeleteAccount } from './delete-account'

afterEach(() => {
  vi.unstubAllGlobals()
})

type Answer = Parameters<typeof jsonResponse>

/** The delete control on /account, and a home page that shows the confirmation. */
function renderDelete(answer: Answer) {
  const user = makeUser()
  signInAs(user)
  const calls = stubApi(user, { 'DELETE /account/': () => jsonResponse(...answer) })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/account']}>
          <Routes>
            <Route path="/account" element={<DeleteAccount />} />
            <Route
              path="/"
              element={
                <AccountDeletedNotice>
                  <h1>Home</h1>
                </AccountDeletedNotice>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  )
  return calls
}

async function openDialog() {
  const actor = userEvent.setup()
  await actor.click(screen.getByRole('button', { name: 'Delete my account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete my account' })
  return { actor, dialog }
}

async function fillIn(password: string, word: string) {
  const { actor, dialog } = await openDialog()
  await actor.type(within(dialog).getByLabelText('Password', { selector: 'input' }), password)
  await actor.type(within(dialog).getByLabelText('To confirm, type DELETE'), word)
  await actor.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
  return { actor, dialog }
}

test('the delete button works only once the password and the confirmation word are typed', async () => {
  const calls = renderDelete([202, { detail: 'Your account is deleted.' }])
  const { actor, dialog } = await openDialog()
  const remove = within(dialog).getByRole('button', { name: 'Delete my account' })
  expect(dialog).toHaveAccessibleDescription(/cannot be undone/)
  expect(within(dialog).getByText(/kept for them for 7 years/)).toBeInTheDocument()
  expect(remove).toBeDisabled()

  await actor.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'secret12')
  expect(remove).toBeDisabled()
  await actor.type(within(dialog).getByLabelText('To confirm, type DELETE'), 'delet')
  expect(remove).toBeDisabled()
  await actor.type(within(dialog).getByLabelText('To confirm, type DELETE'), 'e ')
  expect(remove).toBeEnabled()

  await actor.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)
})

test('the confirmation word is compared without regard to case or spaces around it', () => {
  expect(confirmsWord('  Delete ', 'DELETE')).toBe(true)
  expect(confirmsWord('刪除', '刪除')).toBe(true)
  expect(confirmsWord('DELETED', 'DELETE')).toBe(false)
  expect(confirmsWord('', 'DELETE')).toBe(false)
})

test('a wrong password is shown under the password field, which gets the focus', async () => {
  renderDelete([
    400,
    {
      detail: 'This password is not correct.',
      code: 'invalid',
      password: ['This password is not correct.'],
    },
  ])
  const { dialog } = await fillIn('wrong-one', 'DELETE')

  const password = within(dialog).getByLabelText('Password', { selector: 'input' })
  await vi.waitFor(() =>
    expect(password).toHaveAccessibleDescription('This password is not correct.'),
  )
  expect(password).toHaveAttribute('aria-invalid', 'true')
  expect(password).toHaveFocus()
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull()
})

test('an employer who still employs a helper is told why the account stays', async () => {
  const detail =
    'You employ a helper through Hearth. End the employment, or hand it over, before you delete your account.'
  renderDelete([409, { detail, code: 'conflict' }])
  const { dialog } = await fillIn('secret12', 'DELETE')

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail)
  expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull()
})

test('once deleted, the session is forgotten without a logout call and the home page is loaded afresh with the confirmation', async () => {
  const replace = vi.fn()
  vi.stubGlobal('location', { ...window.location, replace })
  const calls = renderDelete([
    202,
    { detail: 'Your account is deleted. We are sorry to see you go.' },
  ])
  await fillIn('secret12', 'delete')

  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'))
  vi.unstubAllGlobals()
  expect(window.sessionStorage.getItem('hearth.account-deleted')).toBe(
    'Your account is deleted. We are sorry to see you go.',
  )
  expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  const deletion = calls.find((call) => call.method === 'DELETE')
  expect(deletion?.body).toEqual({ password: 'secret12' })
  expect(calls.some((call) => call.url.endsWith(API_PATHS.accounts.logout))).toBe(false)

  // The fresh home page shows the confirmation.
  cleanup()
  render(
    <MemoryRouter>
      <AccountDeletedNotice>
        <h1>Home</h1>
      </AccountDeletedNotice>
    </MemoryRouter>,
  )
  expect(screen.getByRole('status')).toHaveTextContent('Your account is deleted.')
  expect(window.sessionStorage.getItem('hearth.account-deleted')).toBeNull()
})
