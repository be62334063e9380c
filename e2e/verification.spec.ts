import { expect, test } from '@playwright/test'
import { EMPLOYER, signedInPage } from './demo-accounts'
import { newHelper } from './new-helper'

// Issue 24 end to end: a new helper asks to be verified from her profile; the operator (from
// OPERATOR_EMAILS) opens the document and approves it in the console; the badge then shows in
// search with the Verified only filter, on her page and in chat. The badge's end at the visa's
// expiry runs on a moved clock in the integration tests (verification.int.test.ts).

const OPERATOR = 'operator@demo.hearth.hk'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n')

test('a helper asks to be verified, the operator approves, and the badge shows in search, on her page and in chat', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000)
  const helper = await newHelper(page, 'verified-helper', ['Lorna', 'Reyes'])

  // Her request, from her own profile page.
  await page.goto('/edit-helper-profile')
  const panel = page.getByRole('region', { name: 'Get the Verified badge' })
  await panel.getByLabel('Your full name, as written on the document').fill('Lorna Reyes')
  await panel.getByLabel('Visa expiry date').fill('2028-03-31')
  await panel
    .getByLabel('Your document')
    .setInputFiles({ name: 'visa.pdf', mimeType: 'application/pdf', buffer: PDF })
  await panel.getByRole('button', { name: 'Send for checking' }).click()
  await expect(panel.getByText('Waiting for our check')).toBeVisible()

  // The document is the operators' alone.
  const queue = await page.request.get('/api/v1/operator/verifications/', {
    headers: { authorization: `Bearer ${helper.access}` },
  })
  expect(queue.status()).toBe(404)

  // The operator opens it and approves.
  const operator = await signedInPage(browser, OPERATOR)
  await operator.goto('/operator/verifications')
  await operator
    .getByRole('link', { name: /Lorna Reyes/ })
    .first()
    .click()
  await expect(operator).toHaveURL(/\/operator\/verifications\//)
  await expect(operator.getByRole('link', { name: /Open the PDF/ })).toBeVisible()
  await operator.getByLabel(/Approve the request/).check()
  await operator.getByLabel(/The name on the document is the name they typed/).check()
  await expect(operator.getByLabel('Visa expiry date on the document')).toHaveValue('2028-03-31')
  await operator.getByLabel(/I checked the e-Visa QR code/).check()
  await operator.getByRole('button', { name: 'Approve and give the badge' }).click()
  await expect(operator.getByText('Badge given').first()).toBeVisible()
  await operator.goto('/operator/audit')
  // Both the opening of the document and the approval are in the audit log.
  await expect(operator.getByText('Opened a verification document').first()).toBeVisible()
  await expect(operator.getByText('Approved a verification').first()).toBeVisible()

  // Search with the filter, her page (server-rendered too) and the chat show the badge.
  const visitor = await browser.newPage()
  await visitor.goto('/find-helpers?verified=true&q=Lorna%20Reyes')
  const card = visitor.getByRole('article').filter({ hasText: 'Lorna Reyes' }).first()
  await expect(card.getByText('Verified', { exact: true })).toBeVisible()
  const html = await (await visitor.request.get(`/helper/${helper.uid}`)).text()
  expect(html).toContain('Verified')
  await visitor.goto(`/helper/${helper.uid}`)
  await expect(visitor.getByText(/Hearth checked her identity and visa on/)).toBeVisible()
  const employer = await signedInPage(browser, EMPLOYER)
  await employer.goto(`/chat/${helper.uid}`)
  const header = employer.locator('header').filter({ hasText: 'Lorna Reyes' })
  await expect(header.getByText('Verified', { exact: true })).toBeVisible()
})
