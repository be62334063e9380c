import { afterEach, describe, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Language } from '@hearth/shared/i18n-keys'
import { changeLanguage } from '../../lib/i18n'
import { renderPage } from '../../test/render'
import { StayingSafePage } from './staying-safe-page'

vi.setConfig({ testTimeout: 20_000 })

afterEach(async () => {
  await changeLanguage('en')
})

async function renderIn(language: Language) {
  await changeLanguage(language)
  renderPage(<StayingSafePage />, { route: '/staying-safe' })
}

/** Every heading in document order, as `h<level> text`. */
function headingOutline(): string[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
    (heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`,
  )
}

const LANGUAGES: {
  language: Language
  title: string
  sections: string[]
  callLabel: (number: string) => string
  checked: string
  reports: string
}[] = [
  {
    language: 'en',
    title: 'Staying safe',
    sections: [
      'What Hearth never asks for',
      'What an employment agency may charge you',
      'Common scams',
      'How to report on Hearth',
      'Where to get help',
    ],
    callLabel: (number) => `Call ${number}`,
    checked: '28 Nov 2026',
    reports: 'Open My reports',
  },
  {
    language: 'zh-TW',
    title: '安全須知',
    sections: [
      'Hearth絕不會要求的事',
      '職業介紹所可向您收取的費用',
      '常見騙局',
      '如何在Hearth舉報',
      '求助途徑',
    ],
    callLabel: (number) => `致電 ${number}`,
    checked: '2026年11月28日',
    reports: '前往「我的舉報」',
  },
  {
    language: 'zh-CN',
    title: '安全须知',
    sections: [
      'Hearth绝不会要求的事',
      '职业介绍所可向您收取的费用',
      '常见骗局',
      '如何在Hearth举报',
      '求助途径',
    ],
    callLabel: (number) => `致电 ${number}`,
    checked: '2026年11月28日',
    reports: '前往“我的举报”',
  },
]

/** Each official number, as shown and as dialled. */
const PHONES = [
  ['2157 9537', 'tel:+85221579537'],
  ['2115 3667', 'tel:+85221153667'],
  ['2717 1771', 'tel:+85227171771'],
  ['999', 'tel:999'],
  ['18222', 'tel:18222'],
] as const

/** The official pages each contact names as its source. */
const SOURCES = [
  'https://www.labour.gov.hk/eng/tele/content.htm',
  'https://www.info.gov.hk/gia/general/201702/14/P2017021400371p.htm',
  'https://www.police.gov.hk/ppp_en/01_about_us/pp_operation.html',
  'https://www.adcc.gov.hk/en-hk/about-us.html',
  'https://cyberdefender.hk/en-us/scameter/',
  'https://www.eaa.labour.gov.hk/en/helpers.html',
]

describe.each(LANGUAGES)('in $language', (expected) => {
  test('one h1, then the five sections as h2, and no heading level skipped', async () => {
    await renderIn(expected.language)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expected.title)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expected.sections,
    )
    // Each section is a region named by its heading.
    for (const name of expected.sections) expect(screen.getByRole('region', { name })).toBeVisible()

    const levels = headingOutline().map((line) => Number(line[1]))
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!, headingOutline()[i]).toBeLessThanOrEqual(1)
  })

  test('every official number is a tel: link named by what it does', async () => {
    await renderIn(expected.language)
    const help = screen.getByRole('region', { name: expected.sections[4] })
    for (const [shown, href] of PHONES) {
      const link = within(help).getByRole('link', { name: expected.callLabel(shown) })
      expect(link).toHaveAttribute('href', href)
    }
    // The emergency call at the top of the page, before any section.
    const [first] = screen.getAllByRole('link', { name: expected.callLabel('999') })
    expect(first).toHaveAttribute('href', 'tel:999')
    expect(within(help).queryByText(/2157 9537/)).toBeInTheDocument()
  })

  test('each contact links its official source, opened in a new tab, with the date checked', async () => {
    await renderIn(expected.language)
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    for (const source of SOURCES) expect(hrefs).toContain(source)
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? ''
      if (!href.startsWith('https://')) continue
      expect(link, href).toHaveAttribute('target', '_blank')
      expect(link, href).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const help = screen.getByRole('region', { name: expected.sections[4] })
    // Each contact card names its source page.
    for (const card of within(help).getAllByRole('listitem'))
      expect(within(card).getAllByRole('link').at(-1)?.getAttribute('href')).toMatch(
        /^https:\/\/(www\.)?(labour|info|police|adcc)\.gov\.hk\/|^https:\/\/cyberdefender\.hk\//,
      )
    const checked = help.querySelector('time')
    expect(checked).toHaveAttribute('dateTime', '2026-11-28')
    expect(checked).toHaveTextContent(expected.checked)
  })

  test('the reports page is one link away, inside the app', async () => {
    await renderIn(expected.language)
    expect(screen.getByRole('link', { name: expected.reports })).toHaveAttribute(
      'href',
      '/my-reports',
    )
  })
})

test('in English: the agency limit, the licence check and the portal addresses', async () => {
  await renderIn('en')
  expect(screen.getByText(/at most 10% of her first month’s wages/)).toBeInTheDocument()
  expect(screen.getByText(/Cap\. 57A\), Schedule 2/)).toBeInTheDocument()
  expect(
    screen.getByRole('link', {
      name: /Check an agency’s licence on the Employment Agencies Portal/,
    }),
  ).toHaveAttribute('href', 'https://www.eaa.labour.gov.hk/en/looking.html')
  expect(screen.getByRole('link', { name: /^www\.fdh\.labour\.gov\.hk/ })).toHaveAttribute(
    'href',
    'https://www.fdh.labour.gov.hk/en/home.html',
  )
  expect(screen.getByRole('link', { name: /^www\.eaa\.labour\.gov\.hk/ })).toHaveAttribute(
    'href',
    'https://www.eaa.labour.gov.hk/en/',
  )
  expect(screen.getByRole('link', { name: /^www\.adcc\.gov\.hk/ })).toHaveAttribute(
    'href',
    'https://www.adcc.gov.hk/',
  )
  expect(screen.getByRole('link', { name: /^cyberdefender\.hk/ })).toHaveAttribute(
    'href',
    'https://cyberdefender.hk/en-us/scameter/',
  )
  // A new tab is announced to screen readers.
  expect(screen.getByRole('link', { name: 'www.fdh.labour.gov.hk (opens in a new tab)' })).toBe(
    screen.getByRole('link', { name: /^www\.fdh/ }),
  )
})
