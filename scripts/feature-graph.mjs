// The server's feature folders and who imports whom (docs/decisions/0019-feature-dependencies.md).
// Shared by the ESLint rule `hearth/feature-cycles` (eslint.config.js) and its test.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

export const FEATURES = resolve(new URL('../apps/server/src/features', import.meta.url).pathname)

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/gm

/** Source files count; tests and *-fixtures.ts may reach any feature to set up their data. */
export function isSource(name) {
  return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/-fixtures\.tsx?$/.test(name)
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return isSource(entry.name) ? [path] : []
  })
}

/** The feature folder a path lies in, if any. */
export function featureOf(features, path) {
  const inside = relative(features, path)
  if (inside.startsWith('..')) return undefined
  const [feature, ...rest] = inside.split(sep)
  return rest.length > 0 ? feature : undefined
}

/**
 * Feature → the other features its source files import. Every relative import counts, type-only
 * and dynamic ones included.
 * @param {string} [features]
 * @returns {Map<string, string[]>}
 */
export function featureGraph(features = FEATURES) {
  const graph = new Map()
  for (const entry of readdirSync(features, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const targets = new Set()
    for (const file of sourceFiles(join(features, entry.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = featureOf(features, resolve(dirname(file), match[1]))
        if (target && target !== entry.name) targets.add(target)
      }
    }
    graph.set(entry.name, [...targets].sort())
  }
  return graph
}

/**
 * Every elementary cycle, each once, starting at its alphabetically first folder: from each
 * folder, the paths through later folders only that lead back to it.
 * @param {Map<string, readonly string[]>} graph
 * @returns {string[][]}
 */
export function cycles(graph) {
  const nodes = [...graph.keys()].sort()
  const found = []
  for (const start of nodes) {
    const walk = (node, path) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) found.push([...path, start])
        else if (next > start && !path.includes(next)) walk(next, [...path, next])
      }
    }
    walk(start, [start])
  }
  return found
}

/**
 * A shortest chain of imports from feature `from` to feature `to`, or null.
 * @param {Map<string, readonly string[]>} graph
 * @returns {string[] | null}
 */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]])
  const queue = [from]
  while (queue.length > 0) {
    const node = queue.shift()
    if (node === to) {
      const path = []
      for (let at = to; at !== null; at = previous.get(at)) path.unshift(at)
      return path
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return null
}

const GRAPH_TTL_MS = 5000
const graphs = new Map()

/** The graph of `features`, read again at most every few seconds (an editor keeps ESLint alive). */
function currentGraph(features) {
  const cached = graphs.get(features)
  if (cached && Date.now() - cached.at < GRAPH_TTL_MS) return cached.graph
  const graph = featureGraph(features)
  graphs.set(features, { at: Date.now(), graph })
  return graph
}

/**
 * ESLint rule: an import from one server feature folder into another fails when the other
 * already reaches back (directly or through more folders): features depend one way.
 */
export const featureCyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Server feature folders depend one way (ADR 0019).' },
    schema: [
      { type: 'object', properties: { features: { type: 'string' } }, additionalProperties: false },
    ],
    messages: {
      cycle:
        'Feature "{{from}}" imports "{{to}}", but "{{to}}" already reaches "{{from}}" ({{chain}}). Server features depend one way (docs/decisions/0019-feature-dependencies.md): move the shared part down, or invert the call.',
    },
  },
  create(context) {
    const features = context.options[0]?.features ?? FEATURES
    const file = context.filename
    const from = featureOf(features, file)
    if (!from || !isSource(file.split(sep).at(-1) ?? '')) return {}
    const check = (node) => {
      const source = node?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const to = featureOf(features, resolve(dirname(file), source))
      if (!to || to === from) return
      const back = pathBetween(currentGraph(features), to, from)
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { from, to, chain: [from, ...back].join(' → ') },
        })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
