import { expect, test, type Page } from '@playwright/test'
import { linkFromOutbox, uniqueEmail } from './outbox'

const PASSWORD = 'lantau-trail-2026'

/** A new employer, registered and verified by e-mail, signed in: no plan yet. */
async function signUpEmployer(page: Page): Promise<void> {
  const email = uniqueEmail('e2e-plans-employer')
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('radio', { name: /Employer: I want to hire a helper/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm your account type' })
    .getByRole('button', { name: 'Create employer account' })
    .click()
  await expect(
    page.getByText('Registration successful. Please check your e-mail to verify your account.'),
  ).toBeVisible()
  const link = await linkFromOutbox(email, '/verify-email/')
  await page.goto(new URL(link).pathname)
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click()
  await expect(page).toHaveURL(/\/login/, { timeout: 6_000 })
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible()
}

/** Opens the chat with the first helper of the search; returns her name. */
async function openChatWithFirstHelper(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Find helpers' })
    .click()
  const card = page.getByRole('article').first()
  const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim()
  await card.getByRole('link', { name: /^Chat with / }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return name
}

test('an employer without a plan is stopped at chat, buys monthly through the test checkout and sends the message without signing in again', async ({
  page,
}) => {
  await signUpEmployer(page)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Subscribe' })).toBeVisible()

  const name = await openChatWithFirstHelper(page)
  const box = page.getByRole('textbox', { name: `Message to ${name}` })
  await box.fill('Hello, is your profile still current?')
  await box.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Get an access plan to chat with helpers' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\/subscription$/)

  // Three plans, premium preselected; the employer picks monthly.
  await expect(page.getByRole('radio', { name: /Premium plan/ })).toBeChecked()
  await page.getByRole('radio', { name: /Monthly plan/ }).check()
  await page.getByRole('button', { name: 'Buy the Monthly plan' }).click()

  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[0-9a-f]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible()
  await expect(page.getByText('Test mode')).toBeVisible()
  await expect(page.getByText('Monthly plan')).toBeVisible()
  await page.getByRole('button', { name: 'Pay HK$399 (test)' }).click()

  await expect(page).toHaveURL(/\/subscription\?success=1&session_id=cs_test_[0-9a-f]+$/)
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible()
  await expect(page.getByText(/Your Monthly plan is active until/).first()).toBeVisible()
  // The top bar and the plan cards follow at once, still signed in.
  // At 1280 px the bar shows the end date, with the plan in the badge's title and read out.
  await expect(banner.getByTitle(/^Monthly plan · until /)).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Subscribe' })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: /Monthly plan/ })).toBeDisabled()
  await expect(
    page.getByRole('region', { name: 'Purchase history' }).getByText('Monthly plan · HK$399'),
  ).toBeVisible()

  await openChatWithFirstHelper(page)
  const text = `Hello ${name}, are you free for a call on Sunday? (${Date.now()})`
  const again = page.getByRole('textbox', { name: `Message to ${name}` })
  await again.fill(text)
  await again.press('Enter')
  await expect(again).toHaveValue('')
  await expect(
    page.getByRole('region', { name: `Messages with ${name}` }).getByText(text),
  ).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: 'Get an access plan to chat with helpers' }),
  ).toHaveCount(0)
  await expect(page).not.toHaveURL(/\/login/)
})

test('a canceled test checkout returns to the plans with the spec message', async ({ page }) => {
  await signUpEmployer(page)
  await page.goto('/subscription')
  await page.getByRole('button', { name: 'Buy the Premium plan' }).click()
  await expect(page).toHaveURL(/\/test-checkout\//)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/subscription\?canceled=1$/)
  await expect(page.getByRole('alert')).toContainText('Subscription was canceled.')
})
