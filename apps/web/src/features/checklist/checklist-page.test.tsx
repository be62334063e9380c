import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  buildChecklist,
  emptyChecklistProgress,
  toggleChecklistSubItem,
  type Checklist,
} from '@hearth/shared/checklist'
import { CHECKLIST_STEPS } from '@hearth/shared/checklist-steps'
import { jsonResponse, type StubbedCall } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { ChecklistPage } from './checklist-page'
import { VISITOR_CHECKLIST_KEY } from './visitor-checklist'

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => window.localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

const first = CHECKLIST_STEPS[0]!
const english = (key: string) => key

function renderChecklist() {
  renderPage(<ChecklistPage />, { route: '/checklist', path: '/checklist', withAuth: true })
}

async function openFirstStep() {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(first.title) }))
}

test('a visitor’s ticks and start date stay in the browser and survive a new visit', async () => {
  stubApi(null)
  const { unmount } = renderPage(<ChecklistPage />, {
    route: '/checklist',
    path: '/checklist',
    withAuth: true,
  })
  expect(await screen.findByText('Set a start date')).toBeInTheDocument()
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  await openFirstStep()
  for (const sub of first.subItems)
    await userEvent.click(screen.getByRole('checkbox', { name: sub.title }))
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17')
  const step = screen.getByRole('button', { name: new RegExp(first.title) })
  expect(step).toHaveTextContent('Completed')
  expect(step).toHaveTextContent('Step 1, completed')

  const date = screen.getByLabelText('Your start date')
  await userEvent.type(date, '2027-01-30')
  expect(screen.getByText('5 Mar 2027')).toBeInTheDocument()
  unmount()

  const stored = JSON.parse(window.localStorage.getItem(VISITOR_CHECKLIST_KEY)!)
  expect(stored.start_date).toBe('2027-01-30')
  renderChecklist()
  expect(await screen.findByText('5 Mar 2027')).toBeInTheDocument()
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17')
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
  expect(screen.getByText('Set a start date')).toBeInTheDocument()
})

test('the document links open in a new tab', async () => {
  stubApi(null)
  renderChecklist()
  await openFirstStep()
  const link = screen.getByRole('link', { name: new RegExp(first.documentLinks[0]!.title) })
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.immd\.gov\.hk\//))
})

test('a signed-in user’s ticks go to the server, after the browser’s progress is merged', async () => {
  const user = makeUser()
  signInAs(user)
  const visitor = toggleChecklistSubItem(
    emptyChecklistProgress(),
    first.id,
    first.subItems[0]!.id,
    true,
    '2026-11-20',
  )
  window.localStorage.setItem(VISITOR_CHECKLIST_KEY, JSON.stringify(visitor))
  let server: Checklist = buildChecklist(emptyChecklistProgress(), english)
  const calls: StubbedCall[] = []
  stubApi(user, {
    'GET /checklist/': () => jsonResponse(200, server),
    'POST /checklist/merge/': (call) => {
      calls.push(call)
      server = buildChecklist(visitor, english)
      return jsonResponse(200, server)
    },
    [`PATCH /checklist/items/${first.id}/sub-items/${first.subItems[1]!.id}/`]: (call) => {
      calls.push(call)
      const progress = toggleChecklistSubItem(
        visitor,
        first.id,
        first.subItems[1]!.id,
        true,
        '2026-11-22',
      )
      server = buildChecklist(progress, english)
      return jsonResponse(200, server)
    },
  })
  renderChecklist()
  await openFirstStep()
  expect(screen.getByRole('checkbox', { name: first.subItems[0]!.title })).toBeChecked()
  expect(calls[0]!.body).toEqual(visitor)
  expect(window.localStorage.getItem(VISITOR_CHECKLIST_KEY)).toBeNull()

  await userEvent.click(screen.getByRole('checkbox', { name: first.subItems[1]!.title }))
  expect(calls[1]!.body).toEqual({ is_completed: true })
  expect(await screen.findByRole('checkbox', { name: first.subItems[1]!.title })).toBeChecked()
})

test('a checklist that cannot be loaded says so and offers to try again', async () => {
  const user = makeUser()
  signInAs(user)
  stubApi(user, {
    'GET /checklist/': () => jsonResponse(404, { detail: 'Not found.', code: 'not_found' }),
  })
  renderChecklist()
  expect(await screen.findByText('Your checklist could not be loaded.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
})

test('the steps are an ordered list with their estimated days', async () => {
  stubApi(null)
  renderChecklist()
  const list = (await screen.findByRole('heading', { name: 'Steps' })).nextElementSibling!
  expect(list.tagName).toBe('OL')
  const steps = within(list as HTMLElement).getAllByText(/^Estimated: \d+ days$/)
  expect(steps.map((node) => node.textContent)).toEqual(
    [3, 7, 2, 14, 5, 3].map((days) => `Estimated: ${days} days`),
  )
})
