import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse } from '../test/fetch-stub'
import { makeProfile, makeUser, signInAs, stubApi } from '../test/fixtures'
import { renderPage } from '../test/render'
import { HelperDetailRoute } from './helper-routes'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const entry = (category: string, entry_uid: string) => ({
  entry_uid,
  category,
  notes: null,
  job_posting_uid: null,
})

/**
 * The "Add category" menu's own trigger. Its code loads after the first render behind a stand-in
 * button; a click that userEvent aims at the stand-in while the menu replaces it would land on a
 * detached node, which no person can click, so the tests wait for the menu itself.
 */
async function addCategoryButton(panel: HTMLElement): Promise<HTMLElement> {
  const name = 'Add category for Maria Santos'
  await waitFor(() =>
    expect(within(panel).getByRole('button', { name })).toHaveAttribute('data-state', 'closed'),
  )
  return within(panel).getByRole('button', { name })
}

test('adding blacklisted shows the server’s list: shortlisted goes, in place and without reload', async () => {
  const employer = makeUser()
  signInAs(employer)
  const calls = stubApi(employer, {
    'GET /helpers/profiles/h1/': () =>
      jsonResponse(200, {
        ...makeProfile(),
        employer_interaction_context: {
          saved_by_employer: [entry('shortlisted', 'e1'), entry('messaged', 'e2')],
        },
      }),
    'POST /applications/employer-saved-helpers/': () =>
      jsonResponse(201, {
        success: true,
        error: null,
        data: {
          uid: 'e3',
          helper_profile: 'h1',
          category: 'blacklisted',
          categories: [entry('messaged', 'e2'), entry('blacklisted', 'e3')],
        },
      }),
  })
  renderPage(<HelperDetailRoute />, { route: '/helper/h1', path: '/helper/:id', withAuth: true })
  const user = userEvent.setup()
  const panel = await screen.findByRole('region', { name: 'Your categories' })
  const badges = () => within(panel).getByRole('list', { name: 'Categories for Maria Santos' })
  expect(within(badges()).getByText('Shortlisted')).toBeInTheDocument()

  await user.click(await addCategoryButton(panel))
  await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Blacklisted' }))

  expect(await within(panel).findByText('Category saved successfully!')).toBeInTheDocument()
  expect(within(badges()).getByText('Blacklisted')).toBeInTheDocument()
  expect(within(badges()).getByText('Messaged')).toBeInTheDocument()
  expect(within(badges()).queryByText('Shortlisted')).not.toBeInTheDocument()
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    helper_profile: 'h1',
    category: 'blacklisted',
  })
  // The profile was fetched once: the change came from the server's answer, not a reload.
  expect(calls.filter((call) => call.url.endsWith('/helpers/profiles/h1/'))).toHaveLength(1)
})

test('a category the helper has is ticked in the menu, and choosing it again takes it off', async () => {
  const employer = makeUser()
  signInAs(employer)
  const calls = stubApi(employer, {
    'GET /helpers/profiles/h1/': () =>
      jsonResponse(200, {
        ...makeProfile(),
        employer_interaction_context: {
          saved_by_employer: [entry('hired', 'e1'), entry('messaged', 'e2')],
        },
      }),
    'DELETE /applications/employer-saved-helpers/e1/': () =>
      jsonResponse(200, { success: true, data: { categories: [entry('messaged', 'e2')] } }),
  })
  renderPage(<HelperDetailRoute />, { route: '/helper/h1', path: '/helper/:id', withAuth: true })
  const user = userEvent.setup()
  const panel = await screen.findByRole('region', { name: 'Your categories' })
  await user.click(await addCategoryButton(panel))
  expect(await screen.findByRole('menuitemcheckbox', { name: 'Hired' })).toBeChecked()
  expect(screen.getByRole('menuitemcheckbox', { name: 'Shortlisted' })).not.toBeChecked()

  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Hired' }))

  expect(await within(panel).findByText('Category removed.')).toBeInTheDocument()
  expect(screen.queryByText('Category already exists.')).not.toBeInTheDocument()
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
    '/api/v1/applications/employer-saved-helpers/e1/',
  ])
  expect(calls.some((call) => call.method === 'POST')).toBe(false)
  const badges = within(panel).getByRole('list', { name: 'Categories for Maria Santos' })
  expect(within(badges).queryByText('Hired')).not.toBeInTheDocument()
  expect(within(badges).getByText('Messaged')).toBeInTheDocument()
  await user.click(await addCategoryButton(panel))
  expect(await screen.findByRole('menuitemcheckbox', { name: 'Hired' })).not.toBeChecked()
})

test('removing a badge sends DELETE and shows the remaining list', async () => {
  const employer = makeUser()
  signInAs(employer)
  const calls = stubApi(employer, {
    'GET /helpers/profiles/h1/': () =>
      jsonResponse(200, {
        ...makeProfile(),
        employer_interaction_context: {
          saved_by_employer: [entry('shortlisted', 'e1'), entry('interviewed', 'e2')],
        },
      }),
    'DELETE /applications/employer-saved-helpers/e1/': () =>
      jsonResponse(200, { success: true, data: { categories: [entry('interviewed', 'e2')] } }),
  })
  renderPage(<HelperDetailRoute />, { route: '/helper/h1', path: '/helper/:id', withAuth: true })
  const user = userEvent.setup()
  await user.click(
    await screen.findByRole('button', { name: 'Remove category Shortlisted from Maria Santos' }),
  )
  expect(await screen.findByText('Category removed.')).toBeInTheDocument()
  expect(
    screen.queryByRole('button', { name: 'Remove category Shortlisted from Maria Santos' }),
  ).not.toBeInTheDocument()
  expect(calls.some((call) => call.method === 'DELETE')).toBe(true)
})
