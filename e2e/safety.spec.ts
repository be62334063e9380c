import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, EMPLOYER, HELPER, HELPER_NAME, signedInPage } from './demo-accounts'
import { registeredHelper } from './new-helper'

// Issue 23 end to end: a scammer's fee request reaches the demo employer with a warning; she
// reports it; the operator suspends the scammer from the queue, who is signed out and cannot sign
// in again; and the employer blocks and unblocks someone.

const OPERATOR = 'operator@demo.hearth.hk'
const SCAM = 'Good news! To start, pay a HK$5,000 processing fee to my agency by bank transfer.'

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a fee request is flagged and reported; the operator suspends the sender, who is signed out and cannot sign in', async ({
  browser,
  request,
}) => {
  const scammer = await registeredHelper(request, 'scammer', ['Rosa', 'Cruz'])
  const employer = await signedInPage(browser, EMPLOYER)
  // The scammer signs in in their own browser too: the suspension must end that session.
  const scammerContext = await browser.newContext()
  const scammerPage = await scammerContext.newPage()
  await signIn(scammerPage, scammer.email, scammer.password)
  await expect(scammerPage).not.toHaveURL(/\/login/)

  // The employer's profile uid, from her session (the scammer would know it from a posting).
  const employerLogin = await request.post('/api/v1/hirlab/belmount/login', {
    data: { username: EMPLOYER, password: DEMO_PASSWORD },
  })
  const employerProfileUid = (
    (await employerLogin.json()) as { user: { detail_profile: { uid: string } } }
  ).user.detail_profile.uid
  const sent = await request.post('/api/v1/chat/send-user-message/', {
    headers: { authorization: `Bearer ${scammer.access}` },
    data: {
      helper_profile_uid: scammer.uid,
      employer_profile_uid: employerProfileUid,
      content: SCAM,
    },
  })
  expect(sent.status()).toBe(201)
  expect(((await sent.json()) as { safety_flags: string[] }).safety_flags).toContain('fee_request')

  // The employer sees the message with a calm warning under it, and reports it in one tap.
  await employer.goto(`/chat/${scammer.uid}`)
  const log = employer.getByRole('region', { name: 'Messages with Rosa Cruz' })
  await expect(log.getByText(SCAM)).toBeVisible()
  const warning = log.getByRole('note', { name: 'Safety warning' })
  await expect(warning).toContainText('Hearth never asks for fees')
  await expect(warning).toContainText('10% of her first month’s wages')
  await warning.getByRole('button', { name: 'Report this message' }).click()
  const dialog = employer.getByRole('dialog', { name: 'Report this message' })
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveValue('fee_request')
  await dialog.getByLabel('Details (optional)').fill('Asked me for a processing fee.')
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(
    employer.getByText('Thank you. Hearth’s team will review your report.'),
  ).toBeVisible()
  await employer.goto('/my-reports')
  await expect(
    employer.getByRole('heading', { level: 2, name: SCAM.slice(0, 40), exact: false }),
  ).toBeVisible()
  await expect(employer.getByText('Under review').first()).toBeVisible()

  // The operator finds it in the queue and suspends the sender.
  const operator = await signedInPage(browser, OPERATOR)
  await operator.goto('/operator')
  await expect(operator.getByRole('heading', { level: 1 })).toBeVisible()
  await operator
    .getByRole('link', { name: /Good news! To start, pay a HK\$5,000/ })
    .first()
    .click()
  await expect(operator).toHaveURL(/\/operator\/reports\//)
  await expect(operator.getByText(SCAM).first()).toBeVisible()
  await operator
    .getByRole('textbox', { name: /note/i })
    .fill('Fee scam: asked for a processing fee.')
  await operator.getByRole('button', { name: 'Suspend the account' }).click()
  await operator.getByRole('dialog').getByRole('button', { name: 'Suspend the account' }).click()
  await expect(operator.getByText('Suspended', { exact: true }).first()).toBeVisible()

  // The scammer's open session ends: the next call is refused and they land on sign-in.
  await scammerPage.goto('/chats')
  await expect(scammerPage).toHaveURL(/\/login/)
  await signIn(scammerPage, scammer.email, scammer.password)
  await expect(
    scammerPage.getByText('This account has been suspended.', { exact: false }),
  ).toBeVisible()
  await expect(scammerPage).toHaveURL(/\/login/)

  // The employer's conversation now says so.
  await employer.goto(`/chat/${scammer.uid}`)
  await expect(employer.getByText('This account has been suspended')).toBeVisible()

  // The audit log names the action.
  await operator.goto('/operator/audit')
  await expect(operator.getByText('Fee scam: asked for a processing fee.').first()).toBeVisible()
  await scammerContext.close()
})

test('anyone but an operator finds no console', async ({ browser, page }) => {
  await page.goto('/operator')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  const helper = await signedInPage(browser, HELPER)
  await helper.goto('/operator')
  await expect(helper.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('the employer blocks a helper from the conversation and unblocks her', async ({
  browser,
  request,
}) => {
  const employer = await signedInPage(browser, EMPLOYER)
  const found = await request.get('/api/v1/helpers/profiles/?q=Maria%20Santos')
  const maria = (
    (await found.json()) as { results: { id: string; fullName: string }[] }
  ).results.find((item) => item.fullName === HELPER_NAME)!
  await employer.goto(`/chat/${maria.id}`)
  const box = employer.getByRole('textbox', { name: `Message to ${HELPER_NAME}` })
  await box.fill(`Hello again (${Date.now()})`)
  await box.press('Enter')
  await expect(box).toHaveValue('')
  await employer.getByRole('button', { name: /^Block/ }).click()
  await employer.getByRole('dialog').getByRole('button', { name: 'Block' }).click()
  await expect(employer.getByText(`You blocked ${HELPER_NAME}`, { exact: false })).toBeVisible()
  await expect(box).toBeDisabled()
  // The conversation leaves the blocker's list until she unblocks.
  await employer.goto('/chats')
  await expect(employer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expect(employer.getByRole('link', { name: new RegExp(HELPER_NAME) })).toHaveCount(0)
  await employer.goto(`/chat/${maria.id}`)
  await employer.getByRole('button', { name: /^Unblock/ }).click()
  await employer.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click()
  await expect(employer.getByRole('textbox', { name: `Message to ${HELPER_NAME}` })).toBeEnabled()
  await employer.goto('/chats')
  await expect(employer.getByRole('link', { name: new RegExp(HELPER_NAME) }).first()).toBeVisible()
})
