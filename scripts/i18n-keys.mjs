// Collects the i18n keys used in source and decides which catalog namespace each belongs in.
// Keys are the English text: t('…'), tk('…') and i18nKey="…". A file that imports a declaration
// from packages/shared (a schema, a label table) uses the keys written in that declaration too,
// because it renders them with t(message) — so a page never shows a key its namespace lacks.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export const LANGUAGES = ['en', 'zh-TW', 'zh-CN']
export const CATALOG_DIR = 'packages/shared/src/i18n'
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/shared/src']
const SHARED_SRC = 'packages/shared/src/'
const CALL = /(?<![\w.$])(?:t|tk|i18n\.t)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g
const TRANS = /i18nKey=(['"])((?:\\.|(?!\1)[^\\])*)\1/g
const IMPORT = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g
const DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|type|class|enum)\s+([A-Za-z_$][\w$]*)/
const TOP_LEVEL = /^(?:export|const|let|var|function|async|type|class|enum|import|declare)\b/

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

/**
 * i18next plurals: a key used with `count` lives in the catalogs as `<key>_one` and
 * `<key>_other` (Chinese has one form, but keeps both keys so every language has the same keys).
 */
export const PLURAL_SUFFIXES = ['_one', '_other']

function literalKeys(text) {
  const keys = []
  for (const match of text.matchAll(CALL)) {
    const key = unescape(match[2])
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 300)
    const options = /^\s*,\s*\{[^}]*\}/.exec(after)?.[0] ?? ''
    if (/[{,]\s*count\s*[:,}]/.test(options))
      keys.push(...PLURAL_SUFFIXES.map((suffix) => `${key}${suffix}`))
    else keys.push(key)
  }
  for (const match of text.matchAll(TRANS)) keys.push(unescape(match[2]))
  return keys
}

/**
 * Maps local names to [shared module path, exported name] for value imports from packages/shared,
 * and for re-exports (`export { name } from './module'`) of a module that lives by topic.
 */
function sharedImports(text, file) {
  const imports = new Map()
  for (const [, typeOnly, names, from] of text.matchAll(IMPORT)) {
    if (typeOnly) continue
    let module = null
    if (from.startsWith('@hearth/shared/')) module = `${SHARED_SRC}${from.slice(15)}.ts`
    else if (file.startsWith(SHARED_SRC) && from.startsWith('./'))
      module = `${SHARED_SRC}${from.slice(2)}.ts`
    if (!module || module.endsWith('.json.ts')) continue
    for (const part of names.split(',')) {
      const item = part.trim()
      if (!item || item.startsWith('type ')) continue
      const [imported, local = imported] = item.split(/\s+as\s+/).map((s) => s.trim())
      imports.set(local, [module, imported])
    }
  }
  return imports
}

/** Splits a shared module into top-level declarations: name -> { keys, references }. */
function declarations(text) {
  const result = new Map()
  const loose = [] // keys outside any named declaration count for every importer
  let current = null
  let chunk = []
  const flush = () => {
    const body = chunk.join('\n')
    if (current) {
      const entry = result.get(current) ?? { keys: [], body: '' }
      entry.keys.push(...literalKeys(body))
      entry.body += `\n${body}`
      result.set(current, entry)
    } else loose.push(...literalKeys(body))
    chunk = []
  }
  for (const line of text.split('\n')) {
    if (TOP_LEVEL.test(line)) {
      flush()
      const name = DECLARATION.exec(line)
      current = name && !line.startsWith('import') ? name[1] : null
    }
    chunk.push(line)
  }
  flush()
  return { result, loose }
}

export function capabilityOf(file) {
  // The employment timeline is its own capability inside the employment feature folder.
  if (/^apps\/web\/src\/features\/employment\/timeline/.test(file)) return 'timeline'
  // So are the opening figures of an employment that began before Hearth (issue 22): their
  // words load with the onboarding page and the panels that show them, not with every page.
  if (/^apps\/web\/src\/features\/employment\/(onboarding|opening)/.test(file)) return 'openings'
  // The head tags of server-rendered pages: only the server render reads them (entry-server.tsx).
  if (file === 'apps/web/src/app/public-pages.ts') return 'seo'
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file)
  if (feature) return feature[1]
  if (file.startsWith('apps/web/')) return 'common'
  if (file.startsWith('apps/server/')) return 'server'
  if (file.startsWith('packages/hk-labour/')) return 'labour'
  if (file.startsWith(SHARED_SRC)) {
    const name = file.slice(SHARED_SRC.length)
    if (/^(auth|accounts|account-data)/.test(name)) return 'accounts'
    if (/^helper/.test(name)) return 'helpers'
    if (/^employer/.test(name)) return 'employers'
    if (/^chat/.test(name)) return 'chat'
    if (/^(jobs?[.-]|job-|applications)/.test(name)) return 'jobs'
    if (/^(access|plans)/.test(name)) return 'access'
    if (/^checklist/.test(name)) return 'checklist'
    if (/^faq/.test(name)) return 'faq'
    if (/^employment-openings/.test(name)) return 'openings'
    if (/^(employment|leave)/.test(name)) return 'employment'
    if (/^termination/.test(name)) return 'termination'
    if (/^payroll/.test(name)) return 'payroll'
    if (/^timeline/.test(name)) return 'timeline'
    if (/^documents/.test(name)) return 'documents'
    if (/^safety/.test(name)) return 'safety'
    if (/^operator/.test(name)) return 'operator'
    if (/^verification/.test(name)) return 'verification'
  }
  return 'common'
}

/** The namespace a key belongs in, given the files that use it. */
export function namespaceFor(files) {
  const capabilities = new Set([...files].map(capabilityOf))
  if (capabilities.size > 1) capabilities.delete('server')
  return capabilities.size === 1 ? [...capabilities][0] : 'common'
}

/** Every key used in source -> the set of files (relative, '/'-separated) that use it. */
export function collectUsages(repoRoot) {
  const texts = new Map()
  for (const root of SOURCE_ROOTS) {
    let files
    try {
      files = [...walk(join(repoRoot, root))]
    } catch {
      continue
    }
    for (const path of files)
      texts.set(relative(repoRoot, path).split(sep).join('/'), readFileSync(path, 'utf8'))
  }
  const modules = new Map()
  const moduleInfo = (module) => {
    if (!modules.has(module)) {
      const text = texts.get(module) ?? ''
      modules.set(module, { ...declarations(text), imports: sharedImports(text, module) })
    }
    return modules.get(module)
  }
  const memo = new Map()
  // Keys reachable from one exported declaration, following references inside its module and
  // imports from other shared modules.
  const keysOf = (module, name, seen = new Set()) => {
    const id = `${module}#${name}`
    if (memo.has(id)) return memo.get(id)
    if (seen.has(id)) return []
    seen.add(id)
    const info = moduleInfo(module)
    const entry = info.result.get(name)
    const keys = new Set(info.loose)
    if (entry) {
      for (const key of entry.keys) keys.add(key)
      for (const token of new Set(entry.body.match(/[A-Za-z_$][\w$]*/g) ?? [])) {
        if (token === name) continue
        if (info.result.has(token)) for (const key of keysOf(module, token, seen)) keys.add(key)
        const imported = info.imports.get(token)
        if (imported) for (const key of keysOf(...imported, seen)) keys.add(key)
      }
    } else if (info.imports.has(name)) {
      // Not declared here but exported from here (`export { name } from './module'`): follow it.
      for (const key of keysOf(...info.imports.get(name), seen)) keys.add(key)
    }
    const list = [...keys]
    memo.set(id, list)
    return list
  }
  const usages = new Map()
  const use = (key, file) => {
    if (!usages.has(key)) usages.set(key, new Set())
    usages.get(key).add(file)
  }
  for (const [file, text] of texts) {
    for (const key of literalKeys(text)) use(key, file)
    if (file.startsWith(SHARED_SRC)) continue
    for (const [module, name] of sharedImports(text, file).values())
      for (const key of keysOf(module, name)) use(key, file)
  }
  return usages
}

/** Kept for scripts that only need "is this key used, and where first". */
export function collectKeys(repoRoot) {
  return new Map([...collectUsages(repoRoot)].map(([key, files]) => [key, [...files][0]]))
}

/** Reads every catalog: language -> namespace -> { key: text }. */
export function readCatalogs(repoRoot) {
  const catalogs = {}
  for (const lang of LANGUAGES) {
    const dir = join(repoRoot, CATALOG_DIR, lang)
    catalogs[lang] = {}
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.json')) continue
      catalogs[lang][name.slice(0, -5)] = JSON.parse(readFileSync(join(dir, name), 'utf8'))
    }
  }
  return catalogs
}
