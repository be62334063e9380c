import { expect, test } from 'vitest'
import { fileURLToPath } from 'node:url'
import {
  capabilityOf,
  collectUsages,
  namespaceFor,
  readCatalogs,
} from '../../../../scripts/i18n-keys.mjs'
import { engineLabelKeys } from '../../../../scripts/labour-label-keys.mjs'
import { namespacedCatalogs } from '../translate'

// Each namespace is checked on its own: a page loads only its namespaces and `common`
// (apps/web/src/lib/i18n.ts), so a key in the wrong file is a key the page cannot show.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const usages = collectUsages(repoRoot)
const onDisk = readCatalogs(repoRoot)
const english = onDisk.en ?? {}
const namespaces = Object.keys(english).sort()
const chinese = ['zh-TW', 'zh-CN'] as const
/** Namespaces whose keys are not English text (the hk-labour engine's label keys). */
const CODE_KEYED = new Set(['labour'])

function namespaceOf(key: string): string | undefined {
  return namespaces.find((ns) => english[ns]?.[key] !== undefined)
}

test('every language has the same namespace files, and the server reads them all', () => {
  for (const lang of chinese)
    expect(Object.keys(onDisk[lang] ?? {}).sort(), lang).toEqual(namespaces)
  for (const lang of ['en', ...chinese] as const)
    expect(namespacedCatalogs[lang], `translate.ts imports every ${lang} file`).toEqual(
      onDisk[lang],
    )
})

test('every key used in source is in the English catalog of its namespace', () => {
  for (const ns of namespaces) {
    const expected = [...usages]
      .filter(([, files]) => namespaceFor(files) === ns)
      .map(([key]) => key)
    const missing = expected.filter((key) => english[ns]?.[key] === undefined)
    expect(missing, `missing from en/${ns}.json (npm run i18n:extract)`).toEqual([])
  }
  const nowhere = [...usages.keys()].filter((key) => !namespaceOf(key))
  expect(nowhere, 'keys in no namespace (npm run i18n:extract)').toEqual([])
})

test('a key lives in exactly one namespace', () => {
  const seen = new Map<string, string>()
  const twice: string[] = []
  for (const ns of namespaces)
    for (const key of Object.keys(english[ns] ?? {})) {
      if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${ns})`)
      seen.set(key, ns)
    }
  expect(twice).toEqual([])
})

test('a web file only uses keys of its own feature namespace or common', () => {
  const stray: string[] = []
  for (const [key, files] of usages) {
    const ns = namespaceOf(key)
    if (!ns) continue
    for (const file of files) {
      if (!file.startsWith('apps/web/')) continue
      const allowed = capabilityOf(file)
      if (ns !== 'common' && ns !== allowed) stray.push(`${file}: "${key}" is in ${ns}`)
    }
  }
  expect(stray).toEqual([])
})

test('each key sits in the namespace its users share', () => {
  const misplaced: string[] = []
  for (const [key, files] of usages) {
    const ns = namespaceOf(key)
    const expected = namespaceFor(files)
    if (ns && ns !== expected) misplaced.push(`"${key}" is in ${ns}, belongs in ${expected}`)
  }
  expect(misplaced, 'npm run i18n:extract moves them').toEqual([])
})

test('the Chinese catalogs have exactly the English keys, per namespace', () => {
  for (const ns of namespaces) {
    const keys = Object.keys(english[ns] ?? {}).sort()
    for (const lang of chinese)
      expect(Object.keys(onDisk[lang]?.[ns] ?? {}).sort(), `${lang}/${ns}.json`).toEqual(keys)
  }
})

test('no catalog key is left unused by the source, per namespace', () => {
  for (const ns of namespaces) {
    if (CODE_KEYED.has(ns)) continue
    const unused = Object.keys(english[ns] ?? {}).filter((key) => !usages.has(key))
    expect(unused, `en/${ns}.json`).toEqual([])
  }
})

test('Chinese entries are translations, not English copies, per namespace', () => {
  // Keys that are names or symbols read the same in every language.
  const sameEverywhere = /^[\s\d\p{P}\p{S}]*$|Hearth$|^HK\$|^(WhatsApp|Email|E-mail)$/u
  for (const ns of namespaces)
    for (const lang of chinese) {
      const catalog = onDisk[lang]?.[ns] ?? {}
      const copies = Object.entries(english[ns] ?? {})
        .filter(([key, text]) => catalog[key] === text && !sameEverywhere.test(text))
        .map(([key]) => key)
      expect(copies, `${lang}/${ns}.json`).toEqual([])
    }
})

test('interpolation placeholders survive translation', () => {
  const placeholders = (text: string | undefined) =>
    (text?.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
  for (const ns of namespaces)
    for (const [key, text] of Object.entries(english[ns] ?? {}))
      for (const lang of chinese)
        expect(placeholders(onDisk[lang]?.[ns]?.[key]), `${lang}/${ns}: ${key}`).toEqual(
          placeholders(text),
        )
})

test('every label the hk-labour engine can emit has a translation in the labour namespace', () => {
  const engine = engineLabelKeys(repoRoot)
  expect(engine.unresolved, 'label expressions scripts/labour-label-keys.mjs cannot read').toEqual(
    [],
  )
  expect(engine.keys.length).toBeGreaterThan(30)
  expect(Object.keys(english.labour ?? {}).sort(), 'en/labour.json').toEqual(engine.keys)
  // Label keys are ids, not text: the English catalog must say them in words.
  const idsAsText = Object.entries(english.labour ?? {}).filter(
    ([key, text]) => !text || text === key,
  )
  expect(idsAsText).toEqual([])
})
