import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { linkFromOutbox, uniqueEmail } from './outbox'

// The traps of issue 15 (Find Helpers, and a new helper's first minutes), at 375 and 1280 px.

const PASSWORD = 'victoria-peak-2026'
const DEMO_EMPLOYER = 'employer@demo.hearth.hk'
const DEMO_PASSWORD = 'hearth-demo-2026'
const OUT =
  process.env.SHOTS_DIR ?? fileURLToPath(new URL('../reports/screenshots/', import.meta.url))
mkdirSync(OUT, { recursive: true })

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
type Viewport = (typeof VIEWPORTS)[number]

async function newPage(browser: Browser, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  })
  return context.newPage()
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

async function shoot(page: Page, name: string, viewport: Viewport, fullPage = true) {
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${name} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `${OUT}/${name}-${viewport.width}.png`, fullPage })
}

for (const viewport of VIEWPORTS) {
  test(`a new helper is guided from registration to a short step 1 (${viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const page = await newPage(browser, viewport)
    const email = uniqueEmail(`e2e-first-minutes-${viewport.name}`)

    // After registering, the form gives way to the e-mail panel.
    await page.goto('/register?type=helper')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Create helper account' }).click()
    await expect(page.getByText(/Registration successful/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveCount(0)
    const link = await linkFromOutbox(email, '/verify-email/')
    await page.goto(new URL(link).pathname)
    await page.getByRole('button', { name: 'Verify my e-mail address' }).click()
    await expect(page).toHaveURL(/\/login/, { timeout: 6_000 })

    // Signing in lands on the page that invites the helper to create a profile.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Hearth' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shoot(page, 'welcome', viewport)
    for (const [language, heading] of [
      ['zh-TW', '歡迎來到 Hearth'],
      ['zh-CN', '欢迎来到 Hearth'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('hearth.language', lang), language)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    await page.evaluate(() => localStorage.setItem('hearth.language', 'en'))
    await page.reload()

    await page.getByRole('link', { name: 'Create your helper profile' }).click()
    await expect(page.getByText('Step 1 of 2')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: '0 of 5 sections complete' })).toBeVisible()
    if (viewport.width < 1024) {
      // Folded on a phone: the step starts with its first unfinished section only.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(height).toBeLessThan(3_000)
      await expect(page.getByRole('button', { name: /^Work ?,/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      for (const name of ['Photo', 'Contact details', 'Your next job'])
        await page.getByRole('button', { name: new RegExp(`^${name} ?,`) }).click()
    }
    expect(await seriousViolations(page)).toEqual([])
    await shoot(page, 'helper-step-1', viewport)

    // No made-up facts; a tap on Sunday chooses Sunday.
    await expect(page.getByLabel('Birth date')).toHaveValue('')
    await expect(page.getByLabel('Nationality')).toHaveValue('')
    const days = page.getByRole('group', { name: 'Day off' })
    await days.getByLabel('Sunday').check()
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      await expect(days.getByLabel(day)).not.toBeChecked()

    // The dial code select shows the whole country name.
    const country = page.getByLabel('Country code for WhatsApp number')
    await expect(country).toBeEnabled()
    await expect(country.locator('option:checked')).toHaveText('+852 Hong Kong')
    const room = await country.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const text = context.measureText(select.selectedOptions[0]?.text ?? '').width
      // Padding on both sides and the native arrow, about 1.25rem.
      const used = text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20
      return select.clientWidth - used
    })
    expect(room).toBeGreaterThanOrEqual(0)

    // A text file named like a photo is refused beside the field, before any upload.
    const photo = page.getByLabel('Profile photo')
    await photo.setInputFiles({
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('This is a shopping list, not a photo.'),
    })
    await expect(page.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0)
    await page.context().close()
  })
}

test('Find Helpers on a phone: the filters sheet counts live, keeps its button in view and works by keyboard', async ({
  browser,
}) => {
  const viewport = VIEWPORTS[0]
  const page = await newPage(browser, viewport)
  await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD)
  await page.goto('/find-helpers')
  const results = page.getByRole('heading', { level: 2, name: /Helpers found: \d+/ })
  await expect(results).toBeVisible()
  const total = Number((await results.textContent())?.match(/\d+/)?.[0])

  const open = page.getByRole('button', { name: /^Filters/ })
  await open.click()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('button', { name: `Show ${total} helpers` })).toBeInViewport()
  await sheet.getByLabel('Nationality').selectOption('Filipino')
  const show = sheet.getByRole('button', { name: /^Show \d+ helpers?$/ })
  await expect(show).not.toHaveText(`Show ${total} helpers`)
  const filtered = Number((await show.textContent())?.match(/\d+/)?.[0])
  expect(filtered).toBeGreaterThan(0)
  expect(filtered).toBeLessThan(total)
  // The button stays on screen however far the filters scroll.
  await sheet.locator('.overflow-y-auto').evaluate((body) => body.scrollTo(0, body.scrollHeight))
  await expect(show).toBeInViewport()
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'find-helpers-sheet', viewport, false)

  // Escape closes it and gives focus back; "Show N helpers" by keyboard goes to the results.
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(open).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(sheet).toBeVisible()
  await show.focus()
  await page.keyboard.press('Enter')
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('heading', { name: `Helpers found: ${filtered}` })).toBeFocused()
  // The chips sit above the results, on the first screen.
  const chips = page.getByRole('region', { name: 'Active filters' })
  await expect(chips.getByRole('button', { name: /Nationality: Filipino/ })).toBeInViewport()
  const chipsBox = await chips.boundingBox()
  const firstCard = await page.getByRole('article').first().boundingBox()
  expect(chipsBox!.y).toBeLessThan(firstCard!.y)
  await page.context().close()
})

test('Find Helpers on a desktop: fast salary typing, an old page number and Back', async ({
  browser,
}) => {
  const viewport = VIEWPORTS[1]
  const page = await newPage(browser, viewport)
  await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD)
  await page.goto('/find-helpers')
  await expect(page.getByRole('heading', { level: 2, name: /Helpers found: \d+/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'find-helpers', viewport, false)

  // Typed at once, Tab between the boxes: no digit is lost.
  await page.getByLabel('From', { exact: true }).click()
  await page.keyboard.type('6000')
  await page.keyboard.press('Tab')
  await page.keyboard.type('6500')
  await page.keyboard.press('Tab')
  await expect(page).toHaveURL(/salary_min=6000&salary_max=6500/)
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('6500')
  await expect(page.getByText('The lowest salary cannot be above the highest.')).toHaveCount(0)

  // A page past the end goes to the last page.
  await page.goto('/find-helpers?page=99')
  await expect(page).not.toHaveURL(/page=99/)
  await expect(page).toHaveURL(/page=\d+$/)
  const last = new URL(page.url()).searchParams.get('page')
  await expect(page.getByText(`Page ${last} of ${last}`)).toBeVisible()
  await expect(page.getByText('Invalid page.')).toHaveCount(0)

  // Each change is one history entry.
  await page.goto('/find-helpers')
  await page.getByLabel('Nationality').selectOption('Filipino')
  await expect(page).toHaveURL(/\?nationality=Filipino$/)
  await page.getByLabel('Gender').selectOption('Female')
  await expect(page).toHaveURL(/\?nationality=Filipino&gender=Female$/)
  await page.goBack()
  await expect(page).toHaveURL(/\?nationality=Filipino$/)
  await expect(page.getByLabel('Gender')).toHaveValue('')
  await page.goBack()
  await expect(page).toHaveURL(/\/find-helpers$/)
  await expect(page.getByLabel('Nationality')).toHaveValue('')
  await page.context().close()
})
