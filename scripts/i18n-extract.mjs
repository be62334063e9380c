// Keeps the per-namespace catalogs in step with the source (packages/shared/src/i18n/README.md):
// adds keys used in source to en/<namespace>.json (English text is its own key), moves a key
// whose users changed to the namespace they now share (in every language), and lists what
// zh-TW/zh-CN lack and what no source uses any more. Run: npm run i18n:extract
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CATALOG_DIR, LANGUAGES, collectUsages, namespaceFor, readCatalogs } from './i18n-keys.mjs'

const CODE_KEYED = new Set(['labour']) // keyed by the engine's label ids, not by source text
const root = process.cwd()
const usages = collectUsages(root)
const catalogs = readCatalogs(root)
for (const lang of LANGUAGES) catalogs[lang] ??= {}

for (const [key, files] of usages) {
  const target = namespaceFor(files)
  for (const lang of LANGUAGES) {
    let text
    for (const [ns, catalog] of Object.entries(catalogs[lang])) {
      if (ns === target || !(key in catalog)) continue
      text ??= catalog[key]
      delete catalog[key]
      console.log(`${lang}: moved "${key}" from ${ns} to ${target}`)
    }
    catalogs[lang][target] ??= {}
    if (text !== undefined && !(key in catalogs[lang][target])) catalogs[lang][target][key] = text
  }
  // A plural form starts as the key's text; give `_one` its singular words by hand.
  if (!(key in catalogs.en[target])) catalogs.en[target][key] = key.replace(/_(one|other)$/, '')
}

const english = catalogs.en
for (const lang of LANGUAGES) {
  mkdirSync(join(root, CATALOG_DIR, lang), { recursive: true })
  for (const ns of Object.keys(english)) {
    const catalog = catalogs[lang][ns] ?? {}
    const sorted = Object.fromEntries(
      Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)),
    )
    writeFileSync(
      join(root, CATALOG_DIR, lang, `${ns}.json`),
      JSON.stringify(sorted, null, 2) + '\n',
    )
    if (lang === 'en') continue
    const missing = Object.keys(english[ns]).filter((key) => !(key in catalog))
    if (missing.length)
      console.log(`${lang}/${ns}.json lacks ${missing.length} key(s):\n  ${missing.join('\n  ')}`)
  }
}
for (const [ns, catalog] of Object.entries(english)) {
  if (CODE_KEYED.has(ns)) continue
  const unused = Object.keys(catalog).filter((key) => !usages.has(key))
  if (unused.length) console.log(`en/${ns}.json: unused key(s):\n  ${unused.join('\n  ')}`)
}
