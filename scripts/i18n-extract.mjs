// Adds keys used in source to en.json (English text is its own key) and lists what zh-TW/zh-CN lack
// and what no source uses any more.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { collectKeys } from './i18n-keys.mjs'

const root = process.cwd()
const dir = join(root, 'packages/shared/src/i18n')
const used = collectKeys(root)
const read = (lang) => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'))
const en = read('en')
for (const key of used.keys()) if (!(key in en)) en[key] = key
const sorted = Object.fromEntries(Object.entries(en).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync(join(dir, 'en.json'), JSON.stringify(sorted, null, 2) + '\n')
for (const lang of ['zh-TW', 'zh-CN']) {
  const catalog = read(lang)
  const missing = Object.keys(sorted).filter((key) => !(key in catalog))
  if (missing.length)
    console.log(`${lang} lacks ${missing.length} key(s):\n  ${missing.join('\n  ')}`)
}
const unused = Object.keys(sorted).filter((key) => !used.has(key))
if (unused.length) console.log(`unused key(s):\n  ${unused.join('\n  ')}`)
