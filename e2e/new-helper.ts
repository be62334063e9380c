import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { linkFromOutbox, uniqueEmail } from './outbox'

// A new helper account for the specs that need one of their own (safety, verification,
// onboarding).

/**
 * A helper who signs up, verifies her e-mail from the outbox and publishes her profile, all
 * through the API as the app would.
 */
export async function registeredHelper(
  request: APIRequestContext,
  prefix: string,
  [first, last]: [string, string],
) {
  const email = uniqueEmail(prefix)
  const password = 'kowloon-harbour-77'
  // Each new helper signs up from a device of her own (playwright.config.ts: TRUST_PROXY).
  const device = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  const registered = await request.post('/api/v1/hirlab/belmount/registration/', {
    headers: { 'x-forwarded-for': device },
    data: { username: email, email, password1: password, password2: password, userType: 'helper' },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const key = (await linkFromOutbox(email, '/verify-email/')).split('/verify-email/')[1]!
  const verified = await request.post('/api/v1/hirlab/belmount/registration/verify-email/', {
    data: { key: decodeURIComponent(key.replace(/\/$/, '')) },
  })
  expect(verified.status()).toBe(200)
  const login = await request.post('/api/v1/hirlab/belmount/login', {
    data: { username: email, password },
  })
  expect(login.status()).toBe(200)
  const { access } = (await login.json()) as { access: string }
  const profile = await request.post('/api/v1/helpers/profiles/', {
    headers: { authorization: `Bearer ${access}` },
    data: {
      profile_type: 'Helper',
      first_name: first,
      last_name: last,
      nationality: 'Filipino',
      gender: 'Female',
      birthdate: '1991-02-03',
      education_level: 'High School',
      languages: ['English'],
      day_off: ['Sunday'],
      accommodation: 'Live In',
      job_title: 'Domestic Helper',
      whatsapp_contact: '+639171234567',
      experience_text: 'Cared for two children in Tai Po for three years.',
      contract_status: 'Finished Contract',
      work_experience_text: 3,
      expected_salary: 5200,
      availability_date: '2027-02-01',
      job_seeking: 'Jobseeking',
    },
  })
  expect(profile.status(), await profile.text()).toBe(201)
  const uid = ((await profile.json()) as { data: { uid: string } }).data.uid
  return { email, password, access, uid }
}

/** `registeredHelper`, then signed in on `page` through the login form. */
export async function newHelper(page: Page, prefix: string, name: [string, string]) {
  const { email, password, access, uid } = await registeredHelper(page.request, prefix, name)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  return { email, uid, access }
}
