import { expect, test, type Page } from '@playwright/test'
import { linkFromOutbox, uniqueEmail } from './outbox'

const PASSWORD = 'peak-tram-2026'

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible()
}

/** A new employer account, registered and verified by e-mail, signed in on `page`. */
async function signUpEmployer(page: Page): Promise<string> {
  const email = uniqueEmail('e2e-checklist-employer')
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
  const link = await linkFromOutbox(email, '/verify-email/')
  await page.goto(new URL(link).pathname)
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click()
  await expect(page).toHaveURL(/\/login/, { timeout: 6_000 })
  await signIn(page, email)
  return email
}

const STEP_ONE = /Choose your helper/
const INTERVIEW = 'Interview candidates and check their references'
const AGREE = 'Agree the salary, rest days and duties with your helper'
const AGENCY = 'If you use an agency, check its licence on the Labour Department’s portal'

async function openStepOne(page: Page): Promise<void> {
  await page.goto('/checklist')
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring checklist' })).toBeVisible()
  await page.getByRole('button', { name: STEP_ONE }).click()
}

test('checklist progress survives a reload, and a sign-in on another browser', async ({
  page,
  browser,
}) => {
  // A visitor ticks two tasks and sets a start date: kept in this browser.
  await openStepOne(page)
  await page.getByRole('checkbox', { name: INTERVIEW }).check()
  await page.getByRole('checkbox', { name: AGREE }).check()
  await page.getByLabel('Your start date').fill('2027-01-30')
  await expect(page.getByText('5 Mar 2027')).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: STEP_ONE }).click()
  await expect(page.getByRole('checkbox', { name: INTERVIEW })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: AGREE })).toBeChecked()
  await expect(page.getByText('5 Mar 2027')).toBeVisible()

  // Signing up and in merges it into the account; a third tick goes to the server.
  const email = await signUpEmployer(page)
  await openStepOne(page)
  await expect(page.getByRole('checkbox', { name: INTERVIEW })).toBeChecked()
  await page.getByRole('checkbox', { name: AGENCY }).click()
  await expect(page.getByRole('checkbox', { name: AGENCY })).toBeChecked()
  // Saved once the box is enabled again.
  await expect(page.getByRole('checkbox', { name: AGENCY })).toBeEnabled()

  // Another browser, signed in to the same account, shows all of it.
  const other = await browser.newContext()
  const second = await other.newPage()
  await signIn(second, email)
  await openStepOne(second)
  for (const task of [INTERVIEW, AGREE, AGENCY])
    await expect(second.getByRole('checkbox', { name: task })).toBeChecked()
  await expect(
    second.getByRole('checkbox', {
      name: 'Check that your household income is at least HK$15,000 a month (or you hold assets of a comparable amount) for each helper',
    }),
  ).not.toBeChecked()
  await expect(second.getByText('5 Mar 2027')).toBeVisible()
  await expect(second.getByRole('button', { name: STEP_ONE })).toContainText('In progress')
  await other.close()
})
