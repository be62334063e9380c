import { expect, test } from 'vitest'
import { fileURLToPath } from 'node:url'
import { collectKeys } from '../../../../scripts/i18n-keys.mjs'
import { catalogs } from '../translate'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const used = collectKeys(repoRoot)
const englishKeys = Object.keys(catalogs.en).sort()

test('every key used in source is in the English catalog', () => {
  const missing = [...used.keys()].filter((key) => !(key in catalogs.en))
  expect(missing).toEqual([])
})

test('the Chinese catalogs have exactly the English keys', () => {
  expect(Object.keys(catalogs['zh-TW']).sort()).toEqual(englishKeys)
  expect(Object.keys(catalogs['zh-CN']).sort()).toEqual(englishKeys)
})

test('no catalog key is left unused by the source', () => {
  expect(englishKeys.filter((key) => !used.has(key))).toEqual([])
})

test('Chinese entries are translations, not English copies', () => {
  // Keys that are names or symbols read the same in every language.
  const sameEverywhere = /^[\s\d\p{P}\p{S}]*$|Hearth$|^HK\$|^(WhatsApp|Email|E-mail)$/u
  for (const lang of ['zh-TW', 'zh-CN'] as const) {
    const copies = englishKeys.filter(
      (key) => catalogs[lang][key] === catalogs.en[key] && !sameEverywhere.test(key),
    )
    expect(copies, lang).toEqual([])
  }
})

test('interpolation placeholders survive translation', () => {
  for (const key of englishKeys) {
    const placeholders = (key.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
    for (const lang of ['zh-TW', 'zh-CN'] as const) {
      const translated = (catalogs[lang][key]?.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
      expect(translated, `${lang}: ${key}`).toEqual(placeholders)
    }
  }
})
