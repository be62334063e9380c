// Collects the i18n keys used in source: t('…'), tk('…') and i18nKey="…" (English text is the key).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/shared/src']
const CALL = /(?<![\w.$])(?:t|tk|i18n\.t)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g
const TRANS = /i18nKey=(['"])((?:\\.|(?!\1)[^\\])*)\1/g

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path
  }
}

function unescape(text) {
  return text.replace(/\\(.)/g, '$1')
}

export function collectKeys(repoRoot) {
  const keys = new Map()
  for (const root of SOURCE_ROOTS) {
    let files
    try {
      files = [...walk(join(repoRoot, root))]
    } catch {
      continue
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const pattern of [CALL, TRANS]) {
        for (const match of text.matchAll(pattern)) {
          const key = unescape(match[2])
          if (!keys.has(key)) keys.set(key, file)
        }
      }
    }
  }
  return keys
}
