import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'register', path: '/register' },
  { name: 'login', path: '/login' },
]
const OUT = fileURLToPath(new URL('../reports/screenshots/', import.meta.url))

// Saved as test artifacts under reports/screenshots for people to look at.
for (const viewport of VIEWPORTS) {
  for (const page of PAGES) {
    test(`${page.name} fits a ${viewport.width}-px screen without sideways scrolling`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      })
      const tab = await context.newPage()
      await tab.goto(page.path)
      await tab.waitForLoadState('networkidle')
      const overflow = await tab.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await tab.screenshot({ path: `${OUT}${page.name}-${viewport.name}.png`, fullPage: true })
      await context.close()
    })
  }
}
