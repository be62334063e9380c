import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Payment } from '@hearth/shared/plans'
import { employerProfiles } from '../../db/schema'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { signedInEmployer } from '../../test/helper-fixtures'
import { pdfText } from '../../test/pdf-text'
import { useTestApp, type TestApp } from '../../test/test-app'
import { checkoutSession, payTestCheckout } from './checkout-fixtures'

const t = useTestApp()

/** An employer named `name` who bought `planId` through the test checkout. */
async function buyer(app: TestApp, name: string, planId = 'monthly') {
  const employer = await signedInEmployer(app, false)
  await app.app.deps.db
    .update(employerProfiles)
    .set({ contactPersonName: name })
    .where(eq(employerProfiles.userUid, employer.user.id))
  const session = await checkoutSession(app, employer.access, planId)
  expect((await payTestCheckout(app, employer.access, session.sessionId)).statusCode).toBe(200)
  const payments = await app.inject({
    method: 'GET',
    url: '/api/v1/hirlabusers/payments/',
    headers: bearer(employer.access),
  })
  const [payment] = payments.json<Payment[]>()
  return { ...employer, payment: payment! }
}

function getReceipt(url: string, access: string, headers: Record<string, string> = {}) {
  return t.inject({ method: 'GET', url, headers: { ...bearer(access), ...headers } })
}

test('lists each purchase with its receipt, a PDF naming the buyer and the amount', async () => {
  const employer = await buyer(t, 'Olivia Receipt-Buyer')
  expect(employer.payment.receipt_url).toBe(
    `/api/v1/hirlabusers/payments/${employer.payment.id}/receipt/`,
  )
  const response = await getReceipt(`${employer.payment.receipt_url}?lang=en`, employer.access)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('application/pdf')
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="hearth-receipt-\d{4}-\d\d-\d\d-monthly\.pdf"$/,
  )
  expect(response.headers['content-security-policy']).toBe('sandbox')
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const text = await pdfText(response.rawPayload)
  for (const expected of [
    'Payment receipt',
    'Olivia Receipt-Buyer',
    employer.email,
    'Monthly plan',
    'HK$399.00',
    employer.payment.id,
    'Test checkout: no money was charged',
  ])
    expect(text).toContain(expected)
})

test('writes the receipt in Traditional or Simplified Chinese', async () => {
  const employer = await buyer(t, '陳大文', 'premium')
  const traditional = await getReceipt(
    `${employer.payment.receipt_url}?lang=zh-TW`,
    employer.access,
  )
  expect(traditional.statusCode).toBe(200)
  const tw = await pdfText(traditional.rawPayload)
  for (const expected of ['付款收據', '陳大文', '尊尚計劃', '已付總額', 'HK$699.00'])
    expect(tw).toContain(expected)

  // Without ?lang the caller's language (Accept-Language) decides.
  const simplified = await getReceipt(employer.payment.receipt_url!, employer.access, {
    'accept-language': 'zh-CN',
  })
  const cn = await pdfText(simplified.rawPayload)
  for (const expected of ['付款收据', '陳大文', '已付总额', 'HK$699.00'])
    expect(cn).toContain(expected)
})

test('gives the same file for the same purchase', async () => {
  const employer = await buyer(t, 'Same Bytes')
  const url = `${employer.payment.receipt_url}?lang=en`
  const first = await getReceipt(url, employer.access)
  const second = await getReceipt(url, employer.access)
  expect(first.rawPayload.equals(second.rawPayload)).toBe(true)
})

test('answers 404 for another user’s receipt, a helper’s and an unknown one', async () => {
  const owner = await buyer(t, 'Owner Only')
  const other = await signedInEmployer(t, false)
  expect((await getReceipt(owner.payment.receipt_url!, other.access)).statusCode).toBe(404)
  const helper = await signedInUser(t, 'helper')
  expect((await getReceipt(owner.payment.receipt_url!, helper.access)).statusCode).toBe(404)
  const unknown = '/api/v1/hirlabusers/payments/cs_test_unknown/receipt/'
  expect((await getReceipt(unknown, owner.access)).statusCode).toBe(404)
  const anonymous = await t.inject({ method: 'GET', url: owner.payment.receipt_url! })
  expect(anonymous.statusCode).toBe(401)
})

test('refuses a language it does not write with 400', async () => {
  const employer = await buyer(t, 'Language Check')
  const response = await getReceipt(`${employer.payment.receipt_url}?lang=fr`, employer.access)
  expect(response.statusCode).toBe(400)
})
