import { expect, test, type Locator, type Page } from '@playwright/test'
import { EMPLOYER, HELPER, HELPER_NAME, hongKongDay, signedInPage } from './demo-accounts'

// Issue 13: an employer makes a contract for a registered helper; the helper asks for two days of
// annual leave, the employer approves (the balance drops), the helper cancels, the employer
// approves the cancellation (the balance returns). The demo employer already employs the demo
// helper (apps/server/src/demo/demo-employments.ts); the new contract is a PENDING renewal.

/** A Monday two months ahead (clear of the demo leave), and the Tuesday after it. */
function twoWeekdays(): [string, string] {
  let offset = 60
  while (new Date(`${hongKongDay(offset)}T00:00:00Z`).getUTCDay() !== 1) offset += 1
  return [hongKongDay(offset), hongKongDay(offset + 1)]
}

/** The annual leave balance the card shows, as a number. */
async function annualBalance(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Leave balance' })
  const value = card
    .locator('dt', { hasText: /^Balance$/ })
    .first()
    .locator('xpath=following-sibling::dd')
  await expect(value).toHaveText(/\d/)
  return Number((await value.textContent())?.replace(/[^\d.-]/g, ''))
}

function requestCard(page: Page, reason: string): Locator {
  return page.getByRole('article').filter({ hasText: reason })
}

test('a contract, then two days of annual leave approved, cancelled and the cancellation approved', async ({
  browser,
}) => {
  const employer = await signedInPage(browser, EMPLOYER)

  // The employer makes a contract for a registered helper (a renewal that starts next year).
  await employer.goto(
    `/employment-management/create-contract?helper_email=${encodeURIComponent(HELPER)}`,
  )
  await employer.getByLabel('Contract start date').fill(hongKongDay(400))
  await employer.getByLabel('Job title').fill('Live-in domestic helper (renewal)')
  await employer.getByLabel('Salary (HK$ a month)').fill('5200')
  await employer.getByLabel('Working hours per week').fill('48')
  await employer.getByLabel('Rest day (optional)').selectOption('7')
  await employer.getByRole('button', { name: 'Create the contract' }).click()
  await expect(employer.getByRole('status').filter({ hasText: 'Contract created' })).toBeVisible()
  await expect(employer).toHaveURL(/\/manage-employment\/helpers/, { timeout: 10_000 })

  // The employer's leave page, from the helpers list.
  await employer
    .getByRole('article')
    .filter({ has: employer.getByRole('heading', { name: HELPER_NAME }) })
    .getByRole('link', { name: /^Leave and balances/ })
    .click()
  await expect(employer.getByRole('heading', { name: `Leave of ${HELPER_NAME}` })).toBeVisible()
  // The demo helper's submitted leave holds most of her balance: the employer adds five days.
  const initial = await annualBalance(employer)
  const adjust = employer.getByRole('region', { name: 'Adjust balance' })
  await adjust.getByLabel('Days to add (negative to remove)').fill('5')
  await adjust.getByLabel('Reason for the adjustment').fill('Days carried over by agreement')
  await adjust.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(adjust.getByRole('status')).toHaveText(/Leave adjustment saved: \+5 days/)
  await expect.poll(() => annualBalance(employer)).toBe(initial + 5)
  await expect(
    employer.getByRole('region', { name: 'Leave adjustments', exact: true }),
  ).toContainText('Days carried over by agreement')
  const before = initial + 5

  // The helper asks for two days of annual leave.
  const helper = await signedInPage(browser, HELPER)
  await helper.goto('/my-employment')
  await helper
    .getByRole('link', { name: /^My leave/ })
    .first()
    .click()
  await expect(helper.getByRole('region', { name: 'Leave balance' })).toBeVisible()
  const reason = `E2E family visit ${Date.now()}`
  const [from, to] = twoWeekdays()
  await helper.getByRole('button', { name: 'Apply for leave' }).click()
  const form = helper.getByRole('dialog', { name: 'Apply for leave' })
  await form.getByLabel('Leave type').selectOption('AN')
  await form.getByLabel('First day of leave').fill(from)
  await form.getByLabel('Last day of leave').fill(to)
  await form.getByLabel('Reason for leave').fill(reason)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(helper.getByText(/Leave request sent\. Working days it uses: 2\./)).toBeVisible()

  // The employer approves: the balance drops by two days.
  await employer.reload()
  const pending = requestCard(employer, reason)
  await pending.getByRole('button', { name: /^Approve/ }).click()
  await employer.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(employer.getByText('Leave approved.')).toBeVisible()
  await expect.poll(() => annualBalance(employer)).toBe(before - 2)

  // The helper cancels the approved leave: it awaits the employer.
  await helper.reload()
  await helper.getByRole('tab', { name: /All requests/ }).click()
  await requestCard(helper, reason)
    .getByRole('button', { name: /^Cancel leave/ })
    .click()
  await helper
    .getByRole('dialog', { name: 'Cancel this leave?' })
    .getByRole('button', { name: 'Cancel leave' })
    .click()
  await expect(helper.getByText(/Cancellation requested/)).toBeVisible()
  await expect(requestCard(helper, reason)).toContainText('Pending cancellation')

  // The employer approves the cancellation: the balance returns.
  await employer.reload()
  await requestCard(employer, reason)
    .getByRole('button', { name: /^Approve cancellation/ })
    .click()
  await employer.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(employer.getByText('Cancellation approved: the leave is cancelled.')).toBeVisible()
  await expect.poll(() => annualBalance(employer)).toBe(before)

  await helper.reload()
  await helper.getByRole('tab', { name: /All requests/ }).click()
  await expect(requestCard(helper, reason)).toContainText('Cancelled')
})
