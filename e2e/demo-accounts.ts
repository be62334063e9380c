import { expect, type Browser, type Page } from '@playwright/test'

// The demo accounts `npm start` loads (README "Demo accounts"; apps/server/src/demo): the demo
// employer employs the demo helper, Maria Santos, under an ACTIVE contract.

export const DEMO_PASSWORD = 'hearth-demo-2026'
export const EMPLOYER = 'employer@demo.hearth.hk'
export const HELPER = 'helper@demo.hearth.hk'
export const HELPER_NAME = 'Maria Santos'

/** A desktop-sized page of a new browser context, signed in through the login form. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  return page
}

/** A `YYYY-MM-DD` date `days` after today in Hong Kong. */
export function hongKongDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
}
