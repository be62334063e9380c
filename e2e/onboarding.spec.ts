import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, EMPLOYER, signedInPage } from './demo-accounts'
import { newHelper } from './new-helper'

// Issue 22 item 1 end to end: the demo employer brings a helper employed since 2023-10-01 onto
// Hearth. The contract goes in through the API (its page has its own spec); the opening figures
// through the guided flow; the helper confirms them on My employment; the employer then sees
// her answer and who did what, and when. The figures' effect on the settlement (HK$11,304.19)
// is the integration tests' (openings.int.test.ts).

test('an employment under way: the employer enters the opening figures in four steps, the helper confirms them', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const helperContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const helperPage = await helperContext.newPage()
  const helper = await newHelper(helperPage, 'onboarded-helper', ['Rosa', 'Dela Cruz'])

  const employer = await signedInPage(browser, EMPLOYER)
  const login = await employer.request.post('/api/v1/hirlab/belmount/login', {
    data: { username: EMPLOYER, password: DEMO_PASSWORD },
  })
  const { access } = (await login.json()) as { access: string }
  const created = await employer.request.post('/api/v1/employments/contracts/', {
    headers: { authorization: `Bearer ${access}` },
    data: {
      helper_email: helper.email,
      employment_profile_type: 'domestic_helper',
      start_date: '2023-10-01',
      signed_on: '2023-09-01',
      job_title: 'Live-in domestic helper',
      salary_amount: '5100.00',
      accommodation_type: 'Live In - Separate room',
      food_allowance_amount: '0',
      status: 'ACTIVE',
      exclude_day_type: 7,
      working_hours_per_week: 48,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { employment } = (await created.json()) as { employment: string }

  // From the employment's contracts page to the flow.
  await employer.goto(`/employment-management/${employment}/contracts`)
  await employer.getByRole('link', { name: 'Enter opening balances' }).click()
  await expect(
    employer.getByRole('heading', { level: 1, name: 'Opening balances of Rosa Dela Cruz' }),
  ).toBeVisible()

  // Step 1: the contracts as signed, and the continuous service they give.
  await expect(employer.getByText('Continuous service counts from 1 Oct 2023.')).toBeVisible()
  await employer.getByRole('button', { name: 'Continue' }).click()

  // Step 2: the balances on the opening date.
  await expect(
    employer.getByRole('heading', { name: 'Step 2 of 4: Balances on the opening date' }),
  ).toBeFocused()
  await employer.getByLabel('Opening date', { exact: true }).fill('2026-02-28')
  await employer.getByLabel(/^Leave year 1 /).fill('0')
  await employer.getByLabel(/^Leave year 2 /).fill('2')
  // More paid sickness days than could be held is stopped before it is sent.
  await employer.getByLabel(/Paid sickness days left/).fill('130')
  await employer.getByRole('button', { name: 'Continue' }).click()
  await expect(employer.getByText('Enter a whole number of days from 0 to 120.')).toBeVisible()
  await employer.getByLabel(/Paid sickness days left/).fill('10')
  await employer.getByRole('button', { name: 'Continue' }).click()

  // Step 3: wages paid, and a month that differed from the contract.
  await employer.getByLabel(/Wages paid up to/).fill('2026-02-28')
  await employer.getByLabel('Wages for December 2025 (HK$)').fill('4000')
  await employer.getByRole('button', { name: 'Continue' }).click()

  // Step 4: the review, then the figures go to her.
  const review = employer.getByRole('region', { name: 'Step 4 of 4: Review and send' })
  await expect(review.getByText('December 2025: HK$4,000.00')).toBeVisible()
  await employer.getByRole('button', { name: 'Send to Rosa Dela Cruz to confirm' }).click()
  await expect(
    employer.getByText('Sent to Rosa Dela Cruz. The figures count once she confirms them.'),
  ).toBeVisible()
  await expect(employer.getByText('Waiting for the helper')).toBeVisible()

  // The helper, on her phone, reads them and confirms them.
  await helperPage.goto('/my-employment')
  const panel = helperPage.getByRole('region', { name: /Opening figures from/ })
  await expect(panel.getByText('Leave year 2: 2 days')).toBeVisible()
  await expect(panel.getByText('December 2025: HK$4,000.00')).toBeVisible()
  await panel.getByRole('button', { name: 'These figures are right' }).click()
  await expect(panel.getByText(/^You confirmed these figures on /)).toBeVisible()

  // The employer sees her answer, and who did what, and when.
  await employer.reload()
  await expect(employer.getByText('Confirmed by the helper')).toBeVisible()
  await expect(employer.getByText(/confirmed by Rosa Dela Cruz \(helper\)/)).toBeVisible()
  await helperContext.close()
})
