import { expect, test } from '@playwright/test'
import { EMPLOYER, HELPER_NAME, hongKongDay, signedInPage } from './demo-accounts'

// Issue 14: the demo employer (whose demo helper has been employed for 14 months) works out the
// termination payment for a redundancy a little over a year from now, prints the settlement and
// downloads its PDF receipt.

test('run a termination from the employment card, print it and download its receipt', async ({
  browser,
}) => {
  const employer = await signedInPage(browser, EMPLOYER)

  // From the helpers list, the card's Termination payment link.
  await employer.goto('/employment-management/helpers')
  await employer
    .getByRole('article')
    .filter({ has: employer.getByRole('heading', { name: HELPER_NAME }) })
    .getByRole('link', { name: /^Termination payment/ })
    .click()
  await expect(employer).toHaveURL(/\/employment-management\/[^/]+\/termination-calculation\?name=/)
  await expect(
    employer.getByRole('heading', { level: 1, name: `Termination payment: ${HELPER_NAME}` }),
  ).toBeVisible()

  // The date is required before anything is sent.
  const calculate = employer.getByRole('button', { name: 'Calculate termination payment' })
  await calculate.click()
  await expect(employer.getByText('Please enter the termination date.')).toBeVisible()

  // Redundancy after 14 + 13 months of service: a severance payment, no long service payment.
  await employer
    .getByLabel('How the employment ends')
    .selectOption({ label: 'Redundancy (the employer no longer needs a helper)' })
  await employer.getByLabel(/Termination date/).fill(hongKongDay(395))
  await employer.getByLabel('Journey days home').fill('2')
  await calculate.click()

  const result = employer.getByRole('region', { name: 'Settlement result' })
  await expect(result).toBeVisible()
  await expect(
    result.getByRole('heading', { name: `Termination payment for ${HELPER_NAME}` }),
  ).toBeVisible()
  const card = (label: string) =>
    result.locator('div', { has: employer.getByText(label, { exact: true }) }).last()
  await expect(card('Severance Payment')).toContainText(/HK\$[\d,]+\.\d\d/)
  await expect(card('Long Service Payment')).toContainText('N/A')
  await expect(card('Years Worked')).toContainText('2')
  await expect(result.getByRole('row', { name: /Severance payment/ })).toContainText('EO s.31G')
  await expect(result.getByRole('row', { name: /Food and travelling allowance/ })).toContainText(
    'HK$200.00',
  )
  await expect(result.getByTestId('termination-total')).toHaveText(/^HK\$[\d,]+\.\d\d$/)
  await expect(result.getByTestId('settlement-total')).toHaveText(/^HK\$[\d,]+\.\d\d$/)
  await expect(result.getByText(/Pay the settlement by/)).toBeVisible()

  // Print: the browser's print dialog is opened, and the printed page shows the settlement only.
  await employer.evaluate(() => {
    const counted = window as unknown as { printed: number }
    counted.printed = 0
    window.print = () => {
      counted.printed += 1
    }
  })
  await result.getByRole('button', { name: 'Print settlement' }).click()
  expect(await employer.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await employer.emulateMedia({ media: 'print' })
  await expect(result.getByTestId('termination-total')).toBeVisible()
  await expect(employer.getByRole('form', { name: 'Termination details' })).toBeHidden()
  await expect(result.getByRole('button', { name: 'Print settlement' })).toBeHidden()
  await expect(employer.getByRole('link', { name: 'Back to your helpers' })).toBeHidden()
  await employer.emulateMedia({ media: 'screen' })

  // The receipt downloads as a PDF.
  const [download] = await Promise.all([
    employer.waitForEvent('download'),
    result.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^hearth-termination-\d{4}-\d{2}-\d{2}\.pdf$/)
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})
