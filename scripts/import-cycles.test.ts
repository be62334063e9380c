import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

// No module imports itself through others (issue 8: the lib/auth ↔ lib/deps ↔ realtime,
// app/chat-routes ↔ app/router and termination circles were broken; none may come back). Counts
// what `madge --circular` counts: every relative import, type-only and dynamic ones included.

const ROOT = resolve(new URL('..', import.meta.url).pathname)
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src', 'packages/hk-labour/src']
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/gm

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile())
}

/** The import graph: each file and the local files it imports. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8')
      const targets = [...text.matchAll(IMPORT)]
        .map((match) => resolveImport(file, match[1]!))
        .filter((target): target is string => target !== undefined)
      return [file, [...new Set(targets)]]
    }),
  )
}

/** One cycle per strongly connected component of more than one file (or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  function visit(node: string) {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

test('finds a circle through type-only and dynamic imports', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ])
  expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  const text = "import type { A } from './a'\nconst b = () => import('./b')\nexport * from '../c'\n"
  expect([...text.matchAll(IMPORT)].map((match) => match[1])).toEqual(['./a', './b', '../c'])
})

test('the apps and packages have no import circles', () => {
  const files = SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder)))
  expect(files.length).toBeGreaterThan(500)
  const found = cycles(importGraph(files)).map((cycle) =>
    cycle.map((file) => relative(ROOT, file)).join(' ↔ '),
  )
  expect(found).toEqual([])
})
