import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { linkFromOutbox, uniqueEmail } from './outbox'

const PASSWORD = 'victoria-peak-2026'
const DEMO_EMPLOYER = 'employer@demo.hearth.hk'
const DEMO_PASSWORD = 'hearth-demo-2026'
const OUT = fileURLToPath(new URL('../reports/screenshots/', import.meta.url))
/** An 8×8 orange PNG: small enough to inline, real enough for the server's image check. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4FcGDFTEMLQkA2ChTgRAntrQAAAAASUVORK5CYII=',
  'base64',
)

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

async function registerHelper(page: Page, email: string) {
  await page.goto('/register?type=helper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Create helper account' }).click()
  await expect(page.getByText(/Registration successful/)).toBeVisible()
  const link = await linkFromOutbox(email, '/verify-email/')
  await page.goto(new URL(link).pathname)
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click()
  await expect(page).toHaveURL(/\/login/, { timeout: 6_000 })
}

test('a new helper fills in both steps with a photo and sees the blue notice', async ({ page }) => {
  const email = uniqueEmail('e2e-helper-profile')
  await registerHelper(page, email)
  await signIn(page, email, PASSWORD)

  await page.goto('/register-helper')
  await expect(page.getByText('Step 1 of 2')).toBeVisible()

  // Sending nothing shows the spec's messages and puts focus on the first field in error.
  await page.getByRole('button', { name: 'Save and Continue to Optional Details' }).click()
  await expect(page.getByText('Please correct errors before proceeding.')).toBeVisible()
  await expect(page.getByLabel('First name')).toBeFocused()
  await expect(page.getByText('First name is required')).toBeVisible()

  await page.getByLabel('Profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PHOTO_PNG,
  })
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible()
  await page.getByLabel('First name').fill('Lorna')
  await page.getByLabel('Last name').fill('Villanueva')
  await page.getByLabel('Nationality').selectOption('Filipino')
  await page.getByLabel('Birth date').fill('1990-05-17')
  await page.getByLabel('Gender').selectOption('Female')
  await page.getByLabel('Education level').selectOption('High School')
  await page.getByLabel('WhatsApp number', { exact: true }).fill('9123-4567')
  await expect(page.getByLabel('WhatsApp number', { exact: true })).toHaveValue('91234567')
  await page.getByLabel('Job title').fill('Domestic helper')
  await page.getByLabel('Contract status').selectOption('Finished Contract')
  await page
    .getByLabel('Current experience description')
    .fill('Six years with a family of four in Sha Tin: cooking, cleaning and school runs.')
  await page.getByLabel('Years of work experience').fill('6')
  await page.getByLabel('Expected salary (HK$ a month)').fill('5200')
  await page.getByLabel('Available from').fill('2027-03-01')
  await page.getByLabel('Job seeking status').selectOption('Jobseeking')
  await page.getByLabel('Accommodation preference').selectOption('Live In - Separate room')
  await page.getByRole('group', { name: 'Languages spoken' }).getByLabel('English').check()
  await page.getByRole('group', { name: 'Main skills' }).getByLabel('Cooking').check()
  await page.getByRole('group', { name: 'Day off' }).getByLabel('Sunday').check()

  await page.getByRole('button', { name: 'Save and Continue to Optional Details' }).click()
  await expect(page.getByText('Step 2 of 2')).toBeVisible()
  await expect(
    page.getByText('Main details saved. You can now add optional education and past experiences.'),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Add education' }).click()
  await page.getByLabel('School name').fill('Baguio City National High School')
  await page.getByLabel('From date').fill('2008-06-01')
  await page.getByLabel('To date').fill('2012-03-31')
  await page.getByRole('button', { name: 'Save All Changes' }).click()
  await expect(page.getByText('Profile updated successfully!')).toBeVisible()

  await page.getByRole('link', { name: 'View my public profile' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lorna Villanueva' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo of Lorna Villanueva' })).toBeVisible()
  await expect(page.getByText('Baguio City National High School')).toBeVisible()
})

test('an employer filters, opens a profile, comes back to the same search and adds a category in place', async ({
  page,
}) => {
  await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD)
  await page.goto('/find-helpers')
  await expect(page.getByRole('heading', { name: /Helpers found: \d+/ })).toBeVisible()

  await page.getByLabel('Nationality').selectOption('Filipino')
  await page.locator('summary', { hasText: 'Skills' }).click()
  // The URL is updated in a transition: click, then wait for the box to follow.
  const cooking = page.getByRole('group', { name: 'Skills' }).getByLabel('Cooking')
  await cooking.click()
  await expect(cooking).toBeChecked()
  await expect(page).toHaveURL(/nationality=Filipino/)
  await expect(page).toHaveURL(/skills=Cooking/)
  const filters = page.getByRole('region', { name: 'Active filters' })
  await expect(filters.getByRole('button', { name: /Nationality: Filipino/ })).toBeVisible()
  await expect(filters.getByRole('button', { name: /Skill: Cooking/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Helpers found: \d+/ })).toBeVisible()

  const firstCard = page.getByRole('article').first()
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await firstCard.getByRole('link', { name: /View Profile/ }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await page.getByRole('link', { name: 'Back to search' }).first().click()
  await expect(page).toHaveURL(/\/find-helpers\?.*nationality=Filipino/)
  await expect(page).toHaveURL(/skills=Cooking/)
  await expect(filters.getByRole('button', { name: /Skill: Cooking/ })).toBeVisible()

  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /View Profile/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { hearthNoReload: true }))
  const panel = page.getByRole('region', { name: 'Your categories' })
  await panel.getByRole('button', { name: /Add category/ }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Interviewed' }).click()
  await expect(panel.getByText('Category saved successfully!')).toBeVisible()
  const badge = panel.getByRole('button', { name: `Remove category Interviewed from ${name}` })
  await expect(badge).toBeVisible()
  expect(await page.evaluate(() => 'hearthNoReload' in window)).toBe(true)

  // The message clears after 3 seconds; the badge can be removed again, also in place.
  await expect(panel.getByText('Category saved successfully!')).toBeHidden({ timeout: 5_000 })
  await badge.click()
  await expect(badge).toBeHidden()
  expect(await page.evaluate(() => 'hearthNoReload' in window)).toBe(true)
})

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]

async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager'
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete ? null : new Promise((done) => image.addEventListener('load', done)),
      ),
    )
  })
}

for (const viewport of VIEWPORTS) {
  test(`Find helpers and a helper profile fit a ${viewport.width}-px screen without sideways scrolling`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    })
    const page = await context.newPage()
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD)

    for (const shot of ['find-helpers', 'helper-detail'] as const) {
      if (shot === 'find-helpers') {
        await page.goto('/find-helpers?nationality=Filipino')
        await expect(page.getByRole('article').first()).toBeVisible()
      } else {
        const list = await page.request.get('/api/v1/helpers/profiles/?nationality=Indonesian')
        const { results } = (await list.json()) as {
          results: { id: string; profileImage: string | null }[]
        }
        const helper = results.find((item) => item.profileImage) ?? results[0]
        await page.goto(`/helper/${helper?.id ?? ''}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      }
      await page.waitForLoadState('networkidle')
      await loadLazyImages(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${shot} at ${viewport.width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${OUT}${shot}-${viewport.name}.png`, fullPage: true })
    }
    await context.close()
  })
}
