import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, EMPLOYER, HELPER, HELPER_NAME, signedInPage } from './demo-accounts'

// Issue 25: the demo helper deletes herself. Last of the run (every other spec uses her): her
// employer keeps the employment under her name (the chat's "Deleted user" is in the integration
// test, account-data.int.test.ts).

test('the demo helper deletes her account; her employer keeps the employment', async ({
  browser,
}) => {
  const page = await signedInPage(browser, HELPER)
  await page.goto('/account')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete my account' })
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByLabel('To confirm, type DELETE').fill('DELETE')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Your account is deleted. We are sorry to see you go.')).toBeVisible()
  await page.context().close()

  const employer = await signedInPage(browser, EMPLOYER)
  await employer.goto('/manage-employment')
  await expect(employer.getByText(HELPER_NAME).first()).toBeVisible()
  await employer.context().close()
})
