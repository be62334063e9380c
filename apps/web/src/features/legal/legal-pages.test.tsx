import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanup, render, screen, within } from '@testing-library/react'
import i18next, { type i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import type { LegalDocumentContent } from './legal-types'
import { privacyEn } from './privacy-content.en'
import { privacyZhCn } from './privacy-content.zh-CN'
import { privacyZhTw } from './privacy-content.zh-TW'
import { PrivacyPage } from './privacy-page'
import { termsEn } from './terms-content.en'
import { termsZhCn } from './terms-content.zh-CN'
import { termsZhTw } from './terms-content.zh-TW'
import { TermsPage } from './terms-page'
import { toLegalLanguage } from './use-legal-language'

afterEach(cleanup)

async function i18nIn(lng: string): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.init({ lng, fallbackLng: false, resources: {} })
  return instance
}

// A provider of our own, so the result does not depend on whether the app set up i18next.
async function renderIn(lng: string, page: ReactNode) {
  const instance = await i18nIn(lng)
  return render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nextProvider>,
  )
}

function article() {
  return screen.getByRole('article')
}

function hrefs(links: HTMLElement[]) {
  return links.map((link) => link.getAttribute('href'))
}

test('shows the Traditional Chinese privacy policy when asked for zh-TW', async () => {
  await renderIn('en', <PrivacyPage lang="zh-TW" />)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('私隱政策')
  expect(article().getAttribute('lang')).toBe('zh-TW')
  expect(screen.getByText(/最後更新：/).textContent).toBe('最後更新：2026年11月22日')
})

test('follows the UI language when no language is asked for', async () => {
  await renderIn('zh-CN', <PrivacyPage />)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('隐私政策')
  expect(article().getAttribute('lang')).toBe('zh-CN')
})

test('falls back to English for a UI language other than the three', async () => {
  await renderIn('fr', <PrivacyPage />)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy')
  expect(article().getAttribute('lang')).toBe('en')
  expect(screen.getByText(/Last updated:/).textContent).toBe('Last updated: 22 November 2026')
  expect(
    screen
      .getByText(/Last updated:/)
      .querySelector('time')
      ?.getAttribute('datetime'),
  ).toBe('2026-11-22')
})

test('links the privacy policy to its three language variants', async () => {
  await renderIn('en', <PrivacyPage lang="zh-CN" />)
  const nav = screen.getByRole('navigation', { name: '其他语言版本' })
  const links = within(nav).getAllByRole('link')
  expect(hrefs(links)).toEqual(['/privacy/en', '/privacy/zh-TW', '/privacy/zh-CN'])
  expect(links.map((link) => link.textContent)).toEqual(['English', '繁體中文', '简体中文'])
  expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
    '/privacy/zh-CN',
  )
})

test('the contents link to a numbered h2 heading for every section', async () => {
  await renderIn('en', <PrivacyPage />)
  const contents = screen.getByRole('navigation', { name: 'Contents' })
  const links = within(contents).getAllByRole('link')
  expect(hrefs(links)).toEqual(privacyEn.sections.map((section) => `#${section.id}`))
  privacyEn.sections.forEach((section, index) => {
    const heading = document.getElementById(section.id)
    expect(heading?.tagName).toBe('H2')
    expect(heading?.textContent).toBe(`${index + 1}. ${section.heading}`)
  })
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
})

test('turns the support address into an e-mail link', async () => {
  await renderIn('en', <PrivacyPage />)
  const mailLinks = screen.getAllByRole('link', { name: 'support@hearth.hk' })
  expect(mailLinks.length).toBeGreaterThan(0)
  expect(mailLinks[0]?.getAttribute('href')).toBe('mailto:support@hearth.hk')
})

test('shows the terms of service in the current UI language', async () => {
  await renderIn('zh-TW', <TermsPage />)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('服務條款')
  expect(article().getAttribute('lang')).toBe('zh-TW')
  expect(screen.getByRole('navigation', { name: '目錄' })).toBeTruthy()
  const privacyLink = screen.getByRole('link', { name: '閱讀我們的私隱政策' })
  expect(privacyLink.getAttribute('href')).toBe('/privacy/zh-TW')
})

test('shows the English terms when the UI language is English', async () => {
  await renderIn('en', <TermsPage />)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of Service')
  expect(screen.getByRole('heading', { level: 2, name: /Helpers pay nothing/ })).toBeTruthy()
  expect(screen.getByText(/10% of the job-seeker’s first month’s wages/)).toBeTruthy()
})

test('reads UI language codes in any letter case and defaults to English', () => {
  expect(toLegalLanguage('zh-tw')).toBe('zh-TW')
  expect(toLegalLanguage('zh-CN')).toBe('zh-CN')
  expect(toLegalLanguage('zh-HK')).toBe('en')
  expect(toLegalLanguage(undefined)).toBe('en')
})

function shape(content: LegalDocumentContent) {
  return {
    intro: content.intro.length,
    sections: content.sections.map((section) => ({
      id: section.id,
      paragraphs: section.paragraphs.length,
      bullets: section.bullets?.length ?? 0,
      closing: section.closing?.length ?? 0,
    })),
  }
}

test('every language variant has the same sections', () => {
  expect(privacyZhTw.sections.map((s) => s.id)).toEqual(privacyEn.sections.map((s) => s.id))
  expect(privacyZhCn.sections.map((s) => s.id)).toEqual(privacyEn.sections.map((s) => s.id))
  expect(termsZhTw.sections.map((s) => s.id)).toEqual(termsEn.sections.map((s) => s.id))
  expect(termsZhCn.sections.map((s) => s.id)).toEqual(termsEn.sections.map((s) => s.id))
})

test('every language variant has the same number of paragraphs and list items per section', () => {
  expect(shape(privacyZhTw)).toEqual(shape(privacyEn))
  expect(shape(privacyZhCn)).toEqual(shape(privacyEn))
  expect(shape(termsZhTw)).toEqual(shape(termsEn))
  expect(shape(termsZhCn)).toEqual(shape(termsEn))
})

test('section ids are unique within each document', () => {
  for (const content of [privacyEn, termsEn]) {
    const ids = content.sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
  }
})

test('the legal files never use a translation-catalog call', () => {
  // Same pattern as scripts/i18n-keys.mjs: anything it matches would count as a catalog key.
  const call = /(?<![\w.$])(?:t|tk|i18n\.t)\(\s*['"]/
  const dir = dirname(fileURLToPath(import.meta.url))
  const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name))
  expect(sources.length).toBeGreaterThan(0)
  for (const name of sources) {
    expect(call.test(readFileSync(join(dir, name), 'utf8')), name).toBe(false)
  }
})
