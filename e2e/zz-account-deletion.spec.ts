import { expect, test, type Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  EMPLOYER,
  HELPER,
  HELPER_NAME,
  hongKongDay,
  signedInPage,
} from './demo-accounts'

// Issue 25: both demo accounts delete themselves. Last of the run, since every other spec uses
// them. The demo helper goes first: her employer keeps the employment under her name (the chat's
// "Deleted user" is in the integration test, account-data.int.test.ts). The employer is refused
// while the employment is ACTIVE, ends it, and then deletes herself.

async function deleteThroughTheDialog(page: Page) {
  await page.goto('/account')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete my account' })
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByLabel('To confirm, type DELETE').fill('DELETE')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  return dialog
}

type Contract = Record<string, unknown> & { uid: string; status: string }

/** What the contract form sends back unchanged when it ends a contract. */
const CONTRACT_FIELDS = [
  'start_date',
  'end_date',
  'job_title',
  'salary_amount',
  'salary_currency',
  'accommodation_type',
  'accommodation_details',
  'food_allowance_amount',
  'contract_document_url',
  'exclude_day_type',
]

test('the demo helper, then the demo employer once the employment has ended, delete their accounts', async ({
  browser,
}) => {
  const helper = await signedInPage(browser, HELPER)
  await deleteThroughTheDialog(helper)
  await expect(
    helper.getByText('Your account is deleted. We are sorry to see you go.'),
  ).toBeVisible()
  await helper.context().close()

  const employer = await signedInPage(browser, EMPLOYER)
  await employer.goto('/manage-employment')
  await expect(employer.getByText(HELPER_NAME).first()).toBeVisible()
  const refused = await deleteThroughTheDialog(employer)
  await expect(refused.getByText(/End the employment, or hand it over/)).toBeVisible()
  await employer.keyboard.press('Escape')
  await expect(refused).toBeHidden()

  // She ends her employments (the contracts, as the contract form would: earlier specs hired
  // more helpers), then deletes herself.
  const api = employer.request
  const signIn = await api.post('/api/v1/hirlab/belmount/login', {
    data: { username: EMPLOYER, password: DEMO_PASSWORD },
  })
  const auth = { authorization: `Bearer ${((await signIn.json()) as { access: string }).access}` }
  const employments = (await (
    await api.get('/api/v1/employments/detailed-employments/', { headers: auth })
  ).json()) as { uid: string }[]
  for (const employment of employments) {
    const contracts = (await (
      await api.get(`/api/v1/employments/contracts/?employment__uid=${employment.uid}`, {
        headers: auth,
      })
    ).json()) as Contract[]
    for (const contract of contracts.filter((item) => item.status === 'ACTIVE')) {
      const ended = await api.put(`/api/v1/employments/contracts/${contract.uid}/`, {
        headers: auth,
        data: {
          ...Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, contract[field]])),
          status: 'TERMINATED_EMPLOYER',
          termination_date: hongKongDay(0),
          termination_reason: 'The household is leaving Hearth.',
        },
      })
      expect(ended.status(), await ended.text()).toBe(200)
    }
  }

  await deleteThroughTheDialog(employer)
  await expect(
    employer.getByText('Your account is deleted. We are sorry to see you go.'),
  ).toBeVisible()
  const again = await api.post('/api/v1/hirlab/belmount/login', {
    data: { username: EMPLOYER, password: DEMO_PASSWORD },
  })
  expect(again.status()).toBe(400)
  await employer.context().close()
})
