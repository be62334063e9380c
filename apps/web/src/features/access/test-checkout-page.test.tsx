import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse } from '../../test/fetch-stub'
import { signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { makeEmployerWithoutPlan, makeSession } from './plans-test-utils'
import { TestCheckoutPage } from './test-checkout-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

function renderCheckout() {
  signInAs(makeEmployerWithoutPlan())
  return renderPage(<TestCheckoutPage />, {
    route: '/test-checkout/cs_test_1',
    path: '/test-checkout/:sessionId',
    withAuth: true,
  })
}

test('test checkout Pay pays the session and returns to the success address', async () => {
  const calls = stubApi(makeEmployerWithoutPlan(), {
    'GET /hirlabusers/checkout-session/cs_test_1/': () => jsonResponse(200, makeSession()),
    'POST /hirlabusers/test-checkout/cs_test_1/pay/': () =>
      jsonResponse(200, makeSession({ status: 'paid', access_end_date: '2027-01-05T04:00:00Z' })),
  })
  renderCheckout()
  const user = userEvent.setup()

  expect(await screen.findByText('Monthly plan')).toBeInTheDocument()
  expect(screen.getByText('Test mode')).toBeVisible()
  expect(screen.getByText(/No real payment is taken here/)).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Pay HK$399 (test)' }))

  expect(await screen.findByTestId('location')).toHaveTextContent(
    '/subscription?success=1&session_id=cs_test_1',
  )
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
})

test('test checkout Cancel returns to the cancel address without paying', async () => {
  const calls = stubApi(makeEmployerWithoutPlan(), {
    'GET /hirlabusers/checkout-session/cs_test_1/': () => jsonResponse(200, makeSession()),
  })
  renderCheckout()
  const user = userEvent.setup()

  await user.click(await screen.findByRole('button', { name: 'Cancel' }))
  expect(await screen.findByTestId('location')).toHaveTextContent('/subscription?canceled=1')
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
})

test('a test checkout the server does not know says it is not available', async () => {
  stubApi(makeEmployerWithoutPlan(), {
    'GET /hirlabusers/checkout-session/cs_test_1/': () =>
      jsonResponse(404, { detail: 'Checkout session not found.', code: 'not_found' }),
  })
  renderCheckout()

  expect(await screen.findByRole('alert')).toHaveTextContent('Test checkout is not available')
  expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
  expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute(
    'href',
    '/subscription',
  )
})

test('a Pay the server refuses as not found turns into the not-available state', async () => {
  stubApi(makeEmployerWithoutPlan(), {
    'GET /hirlabusers/checkout-session/cs_test_1/': () => jsonResponse(200, makeSession()),
    'POST /hirlabusers/test-checkout/cs_test_1/pay/': () =>
      jsonResponse(404, { detail: 'Checkout session not found.', code: 'not_found' }),
  })
  renderCheckout()
  const user = userEvent.setup()

  await user.click(await screen.findByRole('button', { name: 'Pay HK$399 (test)' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Test checkout is not available')
})
