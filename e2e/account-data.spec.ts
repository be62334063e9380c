import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { EMPLOYER, HELPER, signedInPage } from './demo-accounts'
import { registeredHelper } from './new-helper'

// Issue 25: each demo account downloads its data from the account page and the test opens the
// ZIP; each sees who opened its documents. A new helper deletes herself on a phone; the demo
// accounts delete themselves in the last spec, zz-account-deletion.spec.ts, since every other
// spec uses them.

for (const [who, email, type] of [
  ['the demo employer', EMPLOYER, 'employer'],
  ['the demo helper', HELPER, 'helper'],
] as const) {
  test(`${who} downloads her data and reads the ZIP; she sees who opened her documents`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, email)
    await page.goto('/account')
    await page.getByRole('button', { name: 'Download my data' }).click()
    const link = page.getByRole('link', { name: /Download your data \(ZIP/ })
    await expect(link).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText(/The link works until/)).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const files = unzipSync(readFileSync((await download.path())!))
    const account = JSON.parse(strFromU8(files['account.json']!)) as Record<string, unknown>
    expect(account).toMatchObject({ email, user_type: type })
    for (const name of ['profile.json', 'conversations.json', 'employments.json', 'payroll.json']) {
      expect(files[name], name).toBeDefined()
    }
    const employments = JSON.parse(strFromU8(files['employments.json']!)) as unknown[]
    expect(employments.length).toBeGreaterThan(0)
    // A second request within the hour is refused with the reason.
    await page.reload()
    await page.getByRole('button', { name: 'Download my data' }).click()
    await expect(page.getByText(/one export an hour/)).toBeVisible()

    await page.getByRole('link', { name: 'Who opened my documents' }).click()
    await expect(page).toHaveURL(/\/account\/document-access$/)
    await expect(page.getByRole('heading', { name: 'Who opened my documents' })).toBeVisible()
    await page.context().close()
  })
}

test('a helper deletes her account on a phone: she is signed out and cannot sign in again', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const helper = await registeredHelper(page.request, 'leaving', ['Rosa', 'Dela Cruz'])
  await page.goto('/login')
  await page.getByLabel('Email').fill(helper.email)
  await page.getByLabel('Password', { exact: true }).fill(helper.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/account')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete my account' })
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password')
  await dialog.getByLabel('To confirm, type DELETE').fill('DELETE')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('This password is not correct.')).toBeVisible()
  await dialog.getByLabel('Password', { exact: true }).fill(helper.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Your account is deleted. We are sorry to see you go.')).toBeVisible()
  const profile = await page.request.get(`/api/v1/helpers/profiles/${helper.uid}/`)
  expect(profile.status()).toBe(404)
  const login = await page.request.post('/api/v1/hirlab/belmount/login', {
    data: { username: helper.email, password: helper.password },
  })
  expect(login.status()).toBe(400)
  await context.close()
})
