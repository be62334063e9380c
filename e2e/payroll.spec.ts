import { expect, test } from '@playwright/test'
import { EMPLOYER, HELPER, HELPER_NAME, signedInPage } from './demo-accounts'

// Issue 14: the demo employer (who employs the demo helper under an ACTIVE contract, apps/server/
// src/demo/demo-employments.ts) generates an earlier month's payroll, sets the payment date,
// finalises the record after confirming and downloads its wage receipt, a PDF. The helper then
// finds the month among her payslips. The demo data finalises some recent months
// (apps/server/src/demo/demo-payrolls.ts): the test goes back to the first month still open.

/** The month `back` months before this one in Hong Kong, a payment day 3 days after it, its name. */
function monthBefore(back: number) {
  const today = new Date(Date.now() + 8 * 3_600_000)
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1))
  const year = first.getUTCFullYear()
  const month = first.getUTCMonth() + 1
  const paid = new Date(Date.UTC(year, month, 3)).toISOString().slice(0, 10)
  const name = new Intl.DateTimeFormat('en-HK', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(first)
  return { year, month, paid, name }
}

test('generate a month, set the payment date, finalise it and download its receipt', async ({
  browser,
}) => {
  const employer = await signedInPage(browser, EMPLOYER)

  // From the hub's Monthly payroll tile to the helper's payroll page.
  await employer.goto('/manage-employment')
  await employer
    .getByRole('navigation', { name: 'Employment areas' })
    .getByRole('link', { name: /Monthly payroll/ })
    .click()
  await employer
    .getByRole('article')
    .filter({ has: employer.getByRole('heading', { name: HELPER_NAME }) })
    .getByRole('link', { name: /^Open payroll/ })
    .click()
  await expect(employer.getByRole('heading', { name: `Payroll of ${HELPER_NAME}` })).toBeVisible()

  // Generate the latest month not yet finalised: a draft record appears with its total.
  const generate = employer.getByRole('region', { name: 'Generate a month’s payroll' })
  let chosen: ReturnType<typeof monthBefore> | null = null
  for (let back = 1; back <= 12 && !chosen; back += 1) {
    const candidate = monthBefore(back)
    await generate.getByLabel('Payroll month').selectOption(String(candidate.month))
    await generate.getByLabel('Payroll year').selectOption(String(candidate.year))
    const button = generate.getByRole('button', { name: 'Generate' })
    await button.click()
    // While the month is worked out the button reads "Working out the pay…".
    await expect(button).toBeEnabled()
    const outcome = generate.getByRole('status').or(generate.getByRole('alert'))
    await expect(outcome).toContainText(
      new RegExp(`Payroll calculated for ${candidate.name}|This month is finalised`),
    )
    if ((await outcome.textContent())?.includes('Payroll calculated for')) chosen = candidate
  }
  if (!chosen) throw new Error('Every month of the last year is finalised.')
  const { name, paid } = chosen
  const record = employer.getByRole('article', { name })
  await expect(record).toContainText('Draft')
  await expect(record).toContainText(/HK\$\d/)
  await record.getByRole('link', { name: /^Open record/ }).click()

  // The record explains each line; the employer sets the payment date and finalises.
  await expect(employer.getByRole('heading', { name: `Pay period: ${name}` })).toBeVisible()
  await expect(
    employer.getByRole('region', { name: 'Salary breakdown' }).getByRole('row').nth(1),
  ).toContainText(/HK\$/)
  const actions = employer.getByRole('region', { name: 'Employer actions' })
  await actions.getByLabel('Payment date').fill(paid)
  await actions.getByRole('button', { name: 'Save payment date' }).click()
  await expect(actions.getByRole('status')).toHaveText('Payment date updated.')
  await actions.getByRole('button', { name: 'Finalise', exact: true }).click()
  const dialog = employer.getByRole('dialog', { name: 'Finalise this payroll record?' })
  await expect(dialog).toContainText(
    'Are you sure you want to finalise this payroll record? This action cannot be undone.',
  )
  await dialog.getByRole('button', { name: 'Finalise', exact: true }).click()
  await expect(actions.getByRole('status')).toHaveText('Payroll record finalised.')
  await expect(actions).toContainText('This record is finalised')

  // The wage receipt downloads as a PDF.
  const [download] = await Promise.all([
    employer.waitForEvent('download'),
    employer.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
  ])
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // The helper finds the finalised month among her payslips.
  const helper = await signedInPage(browser, HELPER)
  await helper.goto('/my-employment')
  await helper.getByRole('link', { name: 'Payslips' }).click()
  const payslip = helper.getByRole('article', { name })
  await expect(payslip).toBeVisible()
  await payslip.getByRole('link', { name: /^View payslip/ }).click()
  await expect(helper.getByRole('heading', { name: `Pay period: ${name}` })).toBeVisible()
  await expect(helper.getByRole('region', { name: 'Employer actions' })).toHaveCount(0)
})
