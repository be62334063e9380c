import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UserSession } from '@hearth/shared/accounts'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { readSession } from '../../lib/session-store'
import { PLANS, makeEmployerWithoutPlan, makePayment, makeSession } from './plans-test-utils'
import { SubscriptionPage } from './subscription-page'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

vi.setConfig({ testTimeout: 20_000 })

const USER_PATH = 'GET /hirlab/belmount/user/'

function renderSubscription(user: UserSession, route = '/subscription') {
  signInAs(user)
  return renderPage(<SubscriptionPage />, { route, path: '/subscription', withAuth: true })
}

function planRadio(name: RegExp) {
  return screen.getByRole('radio', { name })
}

test('a success return waits for the payment, then shows the access without signing out', async () => {
  const before = makeEmployerWithoutPlan()
  const after = makeUser({
    profile: {
      ...before.profile,
      subscription_type: 'monthly',
      access_end_date: '2027-01-05T04:00:00.000Z',
    },
  })
  let paid = false
  let sessionReads = 0
  const calls = stubApi(null, {
    [USER_PATH]: () => jsonResponse(200, paid ? after : before),
    'GET /hirlabusers/plans/': () => jsonResponse(200, PLANS),
    'GET /hirlabusers/payments/': () => jsonResponse(200, paid ? [makePayment()] : []),
    'GET /hirlabusers/checkout-session/cs_test_1/': () => {
      sessionReads += 1
      // The webhook lands while the page waits: the second read finds the session paid.
      if (sessionReads >= 2) paid = true
      return jsonResponse(
        200,
        paid
          ? makeSession({ status: 'paid', access_end_date: '2027-01-05T04:00:00.000Z' })
          : makeSession(),
      )
    },
  })
  renderSubscription(before, '/subscription?success=1&session_id=cs_test_1')

  expect(await screen.findByText('Waiting for your payment to be confirmed…')).toBeInTheDocument()
  expect(
    await screen.findByText('Your Monthly plan is active until 5 Jan 2027.', {}, { timeout: 5000 }),
  ).toBeInTheDocument()
  expect(screen.getByText('Payment received. Thank you!')).toBeInTheDocument()
  // The account is read again: the monthly plan becomes the current one, still signed in.
  await waitFor(() => expect(planRadio(/Monthly plan/)).toBeDisabled())
  expect(planRadio(/Monthly plan/)).toHaveAccessibleDescription(/Current plan/)
  // The confirmation says it once: the page's own plan line waits while it is shown.
  expect(screen.getAllByText('Your Monthly plan is active until 5 Jan 2027.')).toHaveLength(1)
  expect(readSession()?.access).toBe('a1')
  expect(
    calls.filter((call) => call.url.endsWith('/hirlab/belmount/user/')).length,
  ).toBeGreaterThan(1)
  expect(await screen.findByText(/Paid 20 Nov 2026/)).toBeInTheDocument()
})

test('a canceled return says so, and Try again leads back to Subscribe', async () => {
  stubApi(makeEmployerWithoutPlan(), {
    'GET /hirlabusers/plans/': () => jsonResponse(200, PLANS),
    'GET /hirlabusers/payments/': () => jsonResponse(200, []),
  })
  renderSubscription(makeEmployerWithoutPlan(), '/subscription?canceled=1')
  const user = userEvent.setup()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Subscription was canceled.')
  const subscribe = await screen.findByRole('button', { name: 'Buy the Premium plan' })
  await user.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(subscribe).toHaveFocus()
  expect(await screen.findByText('You have not bought a plan yet.')).toBeInTheDocument()
})

test('the current plan is disabled and marked, and premium is preselected', async () => {
  const employer = makeUser() // monthly, active until 2099
  stubApi(employer, {
    'GET /hirlabusers/plans/': () => jsonResponse(200, PLANS),
    'GET /hirlabusers/payments/': () => jsonResponse(200, []),
  })
  renderSubscription(employer)

  const monthly = await screen.findByRole('radio', { name: /Monthly plan/ })
  expect(monthly).toBeDisabled()
  expect(monthly).toHaveAccessibleDescription(/Current plan/)
  expect(planRadio(/Premium plan/)).toBeChecked()
  expect(planRadio(/Premium plan/)).toHaveAccessibleDescription(/Best value/)
  expect(planRadio(/Weekly plan/)).toBeEnabled()
  expect(planRadio(/Weekly plan/)).toHaveAccessibleDescription(/HK\$299 for 7 days/)
})

test('Subscribe asks for a checkout of the chosen plan, returning to this site, and opens it', async () => {
  const origin = window.location.origin
  const calls = stubApi(makeEmployerWithoutPlan(), {
    'GET /hirlabusers/plans/': () => jsonResponse(200, PLANS),
    'GET /hirlabusers/payments/': () => jsonResponse(200, []),
    'POST /hirlabusers/create-checkout-session/': () =>
      jsonResponse(200, { sessionId: 'cs_test_9', url: `${origin}/test-checkout/cs_test_9` }),
  })
  renderSubscription(makeEmployerWithoutPlan())
  const user = userEvent.setup()

  await user.click(await screen.findByRole('radio', { name: /Weekly plan/ }))
  await user.click(screen.getByRole('button', { name: 'Buy the Weekly plan' }))

  expect(await screen.findByTestId('location')).toHaveTextContent('/test-checkout/cs_test_9')
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    planId: 'weekly',
    successUrl: `${origin}/subscription?success=1&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/subscription?canceled=1`,
  })
})

test('a refused checkout shows the server’s message on the page', async () => {
  stubApi(makeEmployerWithoutPlan(), {
    'GET /hirlabusers/plans/': () => jsonResponse(200, PLANS),
    'GET /hirlabusers/payments/': () => jsonResponse(200, []),
    'POST /hirlabusers/create-checkout-session/': () =>
      jsonResponse(503, {
        detail: 'Payments are not set up on this server yet. Please try again later.',
        code: 'unavailable',
      }),
  })
  renderSubscription(makeEmployerWithoutPlan())
  const user = userEvent.setup()

  await user.click(await screen.findByRole('button', { name: 'Buy the Premium plan' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Payments are not set up on this server yet. Please try again later.',
  )
})

test('the purchase history lists each purchase, with a receipt link when there is one', async () => {
  stubApi(makeUser(), {
    'GET /hirlabusers/plans/': () => jsonResponse(200, PLANS),
    'GET /hirlabusers/payments/': () =>
      jsonResponse(200, [
        makePayment({
          id: 'cs_2',
          plan: 'premium',
          amount: 699,
          receipt_url: 'https://pay.example/r/2',
        }),
        makePayment(),
      ]),
  })
  renderSubscription(makeUser())

  const history = await screen.findByRole('region', { name: 'Purchase history' })
  const items = await within(history).findAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('Premium plan · HK$699')
  expect(items[1]).toHaveTextContent('Access 20 Nov 2026 – 20 Dec 2026')
  expect(within(items[0]!).getByRole('link', { name: /Receipt/ })).toHaveAttribute(
    'href',
    'https://pay.example/r/2',
  )
  expect(within(items[1]!).queryByRole('link', { name: /Receipt/ })).toBeNull()
})

test('a receipt the API serves is downloaded with the session', async () => {
  // jsdom has no object URLs and cannot follow a download link: record both instead.
  const createObjectURL = vi.fn(() => 'blob:receipt')
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL
      static override revokeObjectURL = vi.fn()
    },
  )
  const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  const calls = stubApi(makeUser(), {
    'GET /hirlabusers/plans/': () => jsonResponse(200, PLANS),
    'GET /hirlabusers/payments/': () =>
      jsonResponse(200, [
        makePayment({ receipt_url: '/api/v1/hirlabusers/payments/cs_test_1/receipt/' }),
      ]),
    'GET /hirlabusers/payments/cs_test_1/receipt/': () =>
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
  })
  renderSubscription(makeUser())
  const user = userEvent.setup()

  await user.click(await screen.findByRole('button', { name: 'Receipt' }))
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
  expect(createObjectURL).toHaveBeenCalledTimes(1)
  const receipt = calls.find((call) => call.url.endsWith('/receipt/'))
  expect(receipt?.headers.get('Authorization')).toBe('Bearer a1')
  expect(screen.queryByRole('alert')).toBeNull()
})
