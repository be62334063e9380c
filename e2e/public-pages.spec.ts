import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { EMPLOYER, HELPER_NAME, signedInPage } from './demo-accounts'

// Issue 20: public pages arrive rendered by the server and hydrate in the browser without a
// warning, in all three languages; they read without JavaScript; a signed-in user never sees the
// visitor's Login/Register flash before the stored session loads.

const OUT = fileURLToPath(new URL('../reports/screenshots/', import.meta.url))

/** Console errors and warnings, and uncaught errors, while `path` loads and hydrates. */
async function problemsWhileLoading(page: Page, path: string): Promise<string[]> {
  const problems: string[] = []
  page.on('console', (message) => {
    // The only expected failure: a 404 page's own status.
    if (message.type() === 'error' && /status of 404/.test(message.text())) return
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.goto(path, { waitUntil: 'networkidle' })
  return problems
}

async function demoHelperPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/helpers/profiles/?q=Maria%20Santos')
  const { results } = (await response.json()) as { results: { id: string; fullName: string }[] }
  const maria = results.find((helper) => helper.fullName === HELPER_NAME)
  if (!maria) throw new Error('the demo helper is not in the search')
  return `/helper/${maria.id}`
}

for (const [prefix, language, heading] of [
  ['', 'en', 'Frequently asked questions'],
  ['/zh-hk', 'zh-TW', '常見問題'],
  ['/zh-cn', 'zh-CN', '常见问题'],
] as const) {
  test(`public pages in ${language} hydrate without a warning and stay interactive`, async ({
    page,
  }) => {
    const helperPath = await demoHelperPath(page)
    for (const path of ['/', '/find-helpers', helperPath, '/view-job/demo-job-001', '/login']) {
      expect(await problemsWhileLoading(page, `${prefix}${path}`), path).toEqual([])
      await expect(page.locator('html')).toHaveAttribute('lang', language)
    }
    expect(await problemsWhileLoading(page, `${prefix}/faq`)).toEqual([])
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  })
}

test('filters work after hydration and the language switch moves to the other URL', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  expect(await problemsWhileLoading(page, '/find-helpers')).toEqual([])
  await page.getByLabel('Nationality').selectOption('Indonesian')
  await expect(page).toHaveURL(/nationality=Indonesian/)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW')
  await expect(page).toHaveURL(/\/zh-hk\/find-helpers\?.*nationality=Indonesian/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  // Internal links keep the language.
  await expect(page.getByRole('link', { name: '常見問題' }).first()).toHaveAttribute(
    'href',
    '/zh-hk/faq',
  )
  await page.getByRole('combobox', { name: '語言' }).selectOption('en')
  await expect(page).toHaveURL(/\/find-helpers\?/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a helper page and a job page still show their content', async ({ page }) => {
    const helperPath = await demoHelperPath(page)
    await page.goto(helperPath)
    await expect(page.getByRole('heading', { level: 1, name: HELPER_NAME })).toBeVisible()
    await page.goto('/zh-hk/view-job/demo-job-001')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `${OUT}job-no-javascript-375.png` })
  })
})

test('a signed-in user opening a public page never sees Login or Register', async ({ browser }) => {
  const page = await signedInPage(browser, EMPLOYER)
  const sawVisitorButtons: boolean[] = []
  // Watch the page from its first paint: the server's HTML must not offer Login/Register.
  const response = await page.request.get('/faq', {
    headers: { cookie: 'hearth_signed_in=1' },
  })
  const html = await response.text()
  sawVisitorButtons.push(/>Login<\/a>|>Register<\/a>/.test(html))
  await page.goto('/faq')
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0)
  expect(sawVisitorButtons).toEqual([false])
  await page.context().close()
})
