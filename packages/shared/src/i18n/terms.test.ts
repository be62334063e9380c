import { expect, test } from 'vitest'
import type { Language } from '../i18n-keys'
import { namespacedCatalogs } from '../translate'

// One term, one spelling, one format for money and dates across the product (issue 27 item 10).
// catalogs.test.ts checks that the catalogs are complete; this file checks what they say.

type Entry = { where: string; key: string; text: string }

function entriesOf(language: Language): Entry[] {
  return Object.entries(namespacedCatalogs[language]).flatMap(([ns, catalog]) =>
    Object.entries(catalog).map(([key, text]) => ({ where: `${language}/${ns}`, key, text })),
  )
}

const english = entriesOf('en')
const everyLanguage = [...english, ...entriesOf('zh-TW'), ...entriesOf('zh-CN')]
const show = ({ where, text }: Entry) => `${where}: ${text}`

test('a plan is a one-off payment: English never calls it a subscription', () => {
  // Words the spec names (docs/spec/marketplace.md §2, §6, §8), kept as written there: the
  // Subscribe and Subscribe Now buttons, and the checkout's two messages. The FAQ answer says
  // that a plan is "not a subscription". Code names (`subscription_type`, /subscription) are not
  // catalog text.
  const allowed = new Set([
    'Subscribe',
    'Subscribe Now',
    'Failed to process subscription. Please try again.',
    'Subscription was canceled.',
    'A plan is a one-off payment, not a subscription: nothing renews or is charged again. Buying another plan adds its days after the access you already have.',
  ])
  const subscription = english.filter(
    (entry) =>
      /subscri(be|bes|bed|bing|ber|bers|ption|ptions)\b/i.test(entry.text) &&
      !allowed.has(entry.key),
  )
  expect(subscription.map(show), 'say "access plan", "buy a plan"').toEqual([])
})

test('English spells finalise the British way', () => {
  const american = english.filter((entry) => /finaliz/i.test(entry.text))
  expect(american.map(show)).toEqual([])
})

test('each Chinese catalog names the helper with the term its menus use', () => {
  // "Find helpers" in the menus: zh-CN 寻找家政助理, zh-TW 尋找家傭.
  expect(namespacedCatalogs['zh-CN'].common?.['Find helpers']).toBe('寻找家政助理')
  expect(namespacedCatalogs['zh-TW'].common?.['Find helpers']).toBe('尋找家傭')
  // The official name of the category (外籍家庭傭工, 家庭傭工: Labour Department, Immigration
  // Department, MPF) stays where the text names the law or an official page.
  const others: Record<'zh-CN' | 'zh-TW', RegExp> = {
    'zh-CN': /外佣|家佣|家务助理|(?<!家庭)佣工/,
    'zh-TW': /外傭|家務助理|(?<!家庭)傭工/,
  }
  // Profile types: "Domestic helper" is a type of its own beside "Helper" (job-options.ts), so its
  // label keeps a word of its own.
  const profileTypes = new Set(['Domestic helper', 'Domestic helper (general)'])
  for (const language of ['zh-CN', 'zh-TW'] as const) {
    const stray = entriesOf(language).filter(
      (entry) => others[language].test(entry.text) && !profileTypes.has(entry.key),
    )
    expect(stray.map(show), language).toEqual([])
  }
})

test('no catalog writes a date as YYYY-MM-DD or money without the pages’ format', () => {
  // Dates are filled in by formatHongKongDate ("30 Sept 2025", "2025年9月30日"); money is
  // "HK$5,100" in every language (formatHkd), never "HK$5100" nor "港幣5,100元".
  const isoDate = /\b\d{4}-\d{2}-\d{2}\b/
  const ungrouped = /HK\$\s?\d{4,}/
  const chineseAmount = /港[币幣]\s*(\d|\{\{)/
  const unformatted = everyLanguage.filter(
    (entry) =>
      isoDate.test(entry.text) || ungrouped.test(entry.text) || chineseAmount.test(entry.text),
  )
  expect(unformatted.map(show)).toEqual([])
})
