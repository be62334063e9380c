import { expect, test } from 'vitest'
import { signedInEmployer } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { payTestCheckout, startCheckout } from './checkout-fixtures'

// Production without a Stripe key: no payment page that grants access without money.
const t = useTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })

test('production without a Stripe key refuses to start a checkout with 503', async () => {
  const employer = await signedInEmployer(t, false)
  const response = await startCheckout(t, employer.access)
  expect(response.statusCode).toBe(503)
  expect(response.json()).toMatchObject({
    code: 'unavailable',
    detail: 'Payments are not set up on this server yet. Please try again later.',
  })
})

test('production has no test checkout: Pay answers 404', async () => {
  const employer = await signedInEmployer(t, false)
  const response = await payTestCheckout(t, employer.access, 'cs_test_anything')
  expect(response.statusCode).toBe(404)
})

test('the webhook answers 503 while no signing secret is configured', async () => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/v1/hirlabusers/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    payload: '{}',
  })
  expect(response.statusCode).toBe(503)
})
