import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { expect, test } from 'vitest'

// Server features depend one way (issue 21, docs/decisions/0019-feature-dependencies.md): a
// feature folder may import a feature below it, never one that imports it back, however many
// folders the circle passes through. Counted on source files only; tests and *-fixtures.ts may
// reach any feature to set up their data. Every relative import counts, type-only and dynamic
// ones included, as in import-cycles.test.ts.

const ROOT = resolve(new URL('..', import.meta.url).pathname)
const FEATURES = join(ROOT, 'apps/server/src/features')
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/gm

function isSource(name: string): boolean {
  return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/-fixtures\.tsx?$/.test(name)
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return isSource(entry.name) ? [path] : []
  })
}

/** The feature folder a path lies in, if any. */
function featureOf(path: string): string | undefined {
  const inside = relative(FEATURES, path)
  if (inside.startsWith('..')) return undefined
  const [feature, ...rest] = inside.split(sep)
  return rest.length > 0 ? feature : undefined
}

/** Feature → the other features its source files import. */
function featureGraph(): Map<string, string[]> {
  const graph = new Map<string, Set<string>>()
  for (const entry of readdirSync(FEATURES, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const targets = new Set<string>()
    for (const file of sourceFiles(join(FEATURES, entry.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = featureOf(resolve(dirname(file), match[1]!))
        if (target && target !== entry.name) targets.add(target)
      }
    }
    graph.set(entry.name, targets)
  }
  return new Map([...graph].map(([feature, targets]) => [feature, [...targets].sort()]))
}

/**
 * Every elementary cycle, each once, starting at its alphabetically first folder: from each
 * folder, the paths through later folders only that lead back to it.
 */
function cycles(graph: Map<string, readonly string[]>): string[][] {
  const nodes = [...graph.keys()].sort()
  const found: string[][] = []
  for (const start of nodes) {
    const walk = (node: string, path: string[]) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) found.push([...path, start])
        else if (next > start && !path.includes(next)) walk(next, [...path, next])
      }
    }
    walk(start, [start])
  }
  return found
}

test('finds every circle of a made-up graph, and none in a one-way graph', () => {
  const graph = new Map([
    ['access', ['jobs']],
    ['jobs', ['access', 'accounts']],
    ['accounts', ['helpers']],
    ['helpers', ['access']],
    ['payroll', ['employment']],
  ])
  expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([
    'access → jobs → access',
    'access → jobs → accounts → helpers → access',
  ])
  const oneWay = new Map([
    ['timeline', ['employment', 'payroll']],
    ['payroll', ['employment']],
    ['employment', []],
  ])
  expect(cycles(oneWay)).toEqual([])
})

test('server feature folders import each other one way', () => {
  const graph = featureGraph()
  expect(graph.size).toBeGreaterThan(10)
  // The reader sees real imports: payroll reads the employment it pays (contracts).
  expect(graph.get('payroll')).toContain('contracts')
  expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([])
})
