import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Page } from '@playwright/test'

const DEMO_PASSWORD = 'hearth-demo-2026'
const EMPLOYER = 'employer@demo.hearth.hk'
const HELPER = 'helper@demo.hearth.hk'
const HELPER_NAME = 'Maria Santos'
const OUT = fileURLToPath(new URL('../reports/screenshots/', import.meta.url))

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]

type Viewport = (typeof VIEWPORTS)[number]
type Mail = { to: string; subject: string; text: string }

async function signedInPage(browser: Browser, email: string, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.locator('#main-content')).toBeFocused()
  return page
}

/** Checks the page fits the screen, then saves it for people to look at. */
async function capture(page: Page, name: string, viewport: Viewport) {
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${name} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `${OUT}jobs-${name}-${viewport.name}.png`, fullPage: true })
}

function mailsTo(to: string): Mail[] {
  const dir = join(process.env.HEARTH_E2E_DATA ?? '', 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(dir).sort()
  } catch {
    return []
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to === to)
}

for (const viewport of VIEWPORTS) {
  test(`an employer posts a job, a helper finds it and applies, is shortlisted and withdraws (${viewport.name})`, async ({
    browser,
  }) => {
    // Two people through nine screens, with full-page screenshots: far beyond the default minute.
    test.setTimeout(300_000)
    const title = `E2E nanny ${viewport.name} ${Date.now()}`
    const employer = await signedInPage(browser, EMPLOYER, viewport)
    const helper = await signedInPage(browser, HELPER, viewport)

    // The employer posts a job through the top bar (desktop) or the menu (phone).
    await employer.goto('/employer/my-postings')
    await expect(employer.getByRole('heading', { level: 1, name: 'My postings' })).toBeVisible()
    await capture(employer, 'my-postings', viewport)
    await employer.getByRole('link', { name: 'Post a new job' }).click()
    await expect(employer.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible()
    await employer.getByLabel('Job title').fill(title)
    await employer.getByLabel('Profile type').selectOption('nanny')
    await employer
      .getByLabel('Job description')
      .fill('Caring for a baby and a four-year-old; light housework; Sundays off.')
    await employer.getByLabel('Posting status').selectOption('ACTIVE')
    await employer.getByLabel('Expected start date').fill('2027-03-01')
    await employer.getByLabel('Monthly salary from (HK$)').fill('5200')
    await employer.getByLabel('Monthly salary up to (HK$)').fill('6000')
    await employer.getByLabel('Area', { exact: true }).selectOption('OUTLYING_ISLANDS')
    // The household has no defaults (issue 27): each count is stated.
    await employer.getByLabel('Adults', { exact: true }).fill('2')
    await employer.getByLabel('Elderly people', { exact: true }).fill('0')
    await employer.getByLabel('Children', { exact: true }).fill('2')
    await employer.getByLabel('Ages of the children').fill('1, 4')
    await employer.getByLabel('Dogs', { exact: true }).fill('0')
    await employer.getByLabel('Cats', { exact: true }).fill('0')
    await employer
      .getByRole('group', { name: 'Main skills' })
      .getByLabel('Baby Care', { exact: true })
      .check()
    await capture(employer, 'create', viewport)
    await employer.getByRole('button', { name: 'Post job' }).click()
    // The demo employer already has ACTIVE postings: the advice, then posting anyway.
    const warning = employer.getByRole('dialog', { name: 'You already have an active job posting' })
    await expect(warning).toBeVisible()
    await warning.getByRole('button', { name: 'Post anyway' }).click()
    await expect(
      employer.getByRole('heading', { level: 1, name: 'Your job is posted' }),
    ).toBeVisible()
    await expect(employer.getByText(title)).toBeVisible()
    await capture(employer, 'post-success', viewport)
    const viewHref = await employer
      .getByRole('link', { name: 'View the posting' })
      .getAttribute('href')
    const uid = (viewHref ?? '').split('/').at(-1) ?? ''
    expect(uid).not.toBe('')

    // The helper finds it by the area filter and the search box.
    await helper.goto('/find-job')
    await expect(helper.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible()
    const filtersButton = helper.getByRole('button', { name: /^Filters/ })
    if (await filtersButton.isVisible()) await filtersButton.click()
    await helper.getByLabel('Area', { exact: true }).selectOption('OUTLYING_ISLANDS')
    await expect(helper).toHaveURL(/location_area=OUTLYING_ISLANDS/)
    await helper.getByRole('searchbox', { name: 'Search jobs' }).fill(title)
    await helper.getByRole('searchbox', { name: 'Search jobs' }).press('Enter')
    const card = helper.getByRole('article', { name: title })
    await expect(card).toBeVisible()
    await capture(helper, 'find-job', viewport)
    await card.getByRole('link', { name: /View job/ }).click()
    await expect(helper).toHaveURL(new RegExp(`/view-job/${uid}$`))
    await expect(helper.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await capture(helper, 'view-job', viewport)

    await helper.getByRole('button', { name: 'Apply now' }).click()
    await helper
      .getByLabel('Cover letter (optional)')
      .fill('I cared for two toddlers for four years and I can start in March.')
    await helper.getByRole('button', { name: 'Submit application' }).click()
    await expect(helper.getByText('Your application was sent to the employer.')).toBeVisible()
    await expect(helper.getByText('Application status: Applied')).toBeVisible()

    // The employer shortlists the application with a note.
    await employer.goto('/employer/my-postings')
    const posting = employer.getByRole('article', { name: title })
    await posting.getByRole('link', { name: /View applications/ }).click()
    await expect(employer).toHaveURL(new RegExp(`/employer/postings/${uid}/applications$`))
    const application = employer.getByRole('article', { name: HELPER_NAME })
    await application.getByLabel('Status', { exact: true }).selectOption('SHORTLISTED')
    await application
      .getByLabel('Your notes (the helper does not see them)')
      .fill('Call on Sunday afternoon.')
    await application.getByRole('button', { name: 'Save status' }).click()
    await expect(application.getByRole('status')).toContainText('Status updated.')
    await capture(employer, 'applications', viewport)
    await application.getByRole('link', { name: /View application/ }).click()
    await expect(employer.getByRole('heading', { level: 1, name: HELPER_NAME })).toBeVisible()
    await expect(employer.getByText('Application status: Shortlisted').first()).toBeVisible()
    await capture(employer, 'application-detail', viewport)

    await employer.goto(`/jobs/${uid}`)
    await expect(employer.getByRole('link', { name: 'Edit posting' })).toBeVisible()
    await capture(employer, 'posting', viewport)
    await employer.getByRole('link', { name: 'Edit posting' }).click()
    await expect(employer.getByLabel('Job title')).toHaveValue(title)
    await capture(employer, 'edit', viewport)

    // The helper sees the Shortlisted badge, and the e-mail is in the outbox.
    await helper.reload()
    await expect(helper.getByText('Application status: Shortlisted')).toBeVisible()
    await expect
      .poll(() =>
        mailsTo(HELPER).some((mail) => mail.text.includes(title) && /Shortlisted/.test(mail.text)),
      )
      .toBe(true)

    // The helper withdraws, after confirming.
    await helper.getByRole('button', { name: 'Withdraw application' }).click()
    const confirm = helper.getByRole('dialog', { name: 'Withdraw your application?' })
    await confirm.getByRole('button', { name: 'Withdraw' }).click()
    await expect(
      helper.getByText('You withdrew your application to this job. It cannot be submitted again.'),
    ).toBeVisible()
    await expect(helper.getByRole('button', { name: 'Apply now' })).toHaveCount(0)
    await capture(helper, 'withdrawn', viewport)

    await employer.context().close()
    await helper.context().close()
  })
}
