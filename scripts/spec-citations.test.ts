import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

// Comments, the decision records and the README cite the spec by its place in the repository,
// docs/spec/… (issue 8 item 7), so a reader of the repo can follow them; a bare `employment.md`
// or a path outside the repo cannot.

const ROOT = resolve(new URL('..', import.meta.url).pathname)
const THIS_FILE = new URL(import.meta.url).pathname
const FOLDERS = ['apps', 'packages', 'scripts', 'e2e', 'bench']
const SPEC_FILES = readdirSync(join(ROOT, 'docs/spec')).filter((name) => name.endsWith('.md'))
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report'])
/** Prose that cites the spec too; docs/spec/ itself is the spec and names its own files. */
const DOCUMENTS = [
  join(ROOT, 'README.md'),
  ...readdirSync(join(ROOT, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs/decisions', name)),
]

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : []
  })
}

/** `employment.md` not written as `docs/spec/employment.md`, and `docs/spec/…` that is missing. */
function badCitations(text: string): string[] {
  const names = SPEC_FILES.map((name) => name.replace(/[.-]/g, '\\$&')).join('|')
  const bare = [...text.matchAll(new RegExp(`(\\S*?)\\b(${names})`, 'g'))]
    .filter(([, prefix]) => !prefix!.endsWith('docs/spec/') && !/[\w-]$/.test(prefix!))
    .map(([whole]) => whole)
  const missing = [...text.matchAll(/docs\/spec\/([\w-]+\.md)/g)]
    .filter(([, name]) => !existsSync(join(ROOT, 'docs/spec', name!)))
    .map(([whole]) => whole)
  return [...bare, ...missing]
}

test('tells a citation the reader can follow from one they cannot', () => {
  expect(SPEC_FILES).toEqual(expect.arrayContaining(['marketplace.md', 'hk-employment-rules.md']))
  expect(
    badCitations('// docs/spec/employment.md §4, docs/spec/hk-employment-rules.md §1'),
  ).toEqual([])
  expect(badCitations('// (employment.md §4) and ../shared/spec/marketplace.md')).toEqual([
    '(employment.md',
    '../shared/spec/marketplace.md',
  ])
  expect(badCitations('// docs/spec/payroll.md §2')).toEqual(['docs/spec/payroll.md'])
})

test('code and documents cite the spec in docs/spec/', () => {
  const files = [...FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))), ...DOCUMENTS]
  expect(DOCUMENTS.length).toBeGreaterThan(1)
  // This file names bad citations on purpose, as examples.
  const found = files
    .filter((file) => file !== THIS_FILE)
    .flatMap((file) =>
      badCitations(readFileSync(file, 'utf8')).map((bad) => `${relative(ROOT, file)}: ${bad}`),
    )
  expect(found).toEqual([])
})
