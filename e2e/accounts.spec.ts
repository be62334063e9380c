import { expect, test, type Page } from '@playwright/test'
import { linkFromOutbox, uniqueEmail } from './outbox'

const PASSWORD = 'victoria-peak-2026'

async function registerAndVerify(page: Page, email: string, type: 'employer' | 'helper') {
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page
    .getByRole('radio', {
      name:
        type === 'helper' ? /Helper: I am looking for work/ : /Employer: I want to hire a helper/,
    })
    .check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm your account type' })
  await expect(dialog).toBeVisible()
  await dialog
    .getByRole('button', {
      name: type === 'helper' ? 'Create helper account' : 'Create employer account',
    })
    .click()
  await expect(
    page.getByText('Registration successful. Please check your e-mail to verify your account.'),
  ).toBeVisible()

  const link = await linkFromOutbox(email, '/verify-email/')
  await page.goto(new URL(link).pathname)
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click()
  await expect(page.getByText('Your e-mail address has been verified.')).toBeVisible()
  // The page moves on to sign-in by itself after 3 seconds.
  await expect(page).toHaveURL(/\/login/, { timeout: 6_000 })
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

for (const type of ['employer', 'helper'] as const) {
  test(`a new ${type} registers, verifies by e-mail, signs in, reads the shell in Chinese and signs out`, async ({
    page,
  }) => {
    const email = uniqueEmail(`e2e-${type}`)
    await registerAndVerify(page, email, type)
    await signIn(page, email)
    // A new helper starts at the page that invites them to create a profile (issue 15), a new
    // employer at their first steps (issue 27 item 7).
    await expect(page).toHaveURL(type === 'helper' ? /\/welcome$/ : /\/employer\/welcome$/)
    const menu = page.getByRole('button', { name: /Account menu for/ })
    await expect(menu).toBeVisible()

    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
    const zhMenu = page.getByRole('button', { name: /帳戶選單/ })
    await expect(zhMenu).toBeVisible()
    await zhMenu.click()
    await expect(
      page.getByText(type === 'helper' ? /帳戶類型：家傭/ : /帳戶類型：僱主/),
    ).toBeVisible()
    await page.getByRole('menuitem', { name: '登出' }).click()
    await expect(page.getByRole('link', { name: '登入' }).first()).toBeVisible()
    // Back to English for the next test's labels; the language loads another address, so wait
    // for it (closing the context mid-navigation once hung for two minutes).
    await page.getByRole('combobox', { name: '語言' }).selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
}

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'employer@demo.hearth.hk', 'not-the-password')
  await expect(page.getByRole('alert')).toContainText('Invalid username or password')
})

test('signing in returns to the page the user came from', async ({ page }) => {
  await page.goto('/privacy')
  await page.getByRole('link', { name: 'Login' }).first().click()
  await signIn(page, 'employer@demo.hearth.hk', 'hearth-demo-2026')
  await expect(page).toHaveURL(/\/privacy$/)
})
