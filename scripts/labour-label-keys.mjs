// Lists every `labelKey` the hk-labour engine can put on a breakdown line, read from its source,
// so the catalog test fails when the engine gains a label without a translation in the `labour`
// namespace. Finds `labelKey: …` properties and the arguments passed to local helpers that take a
// `labelKey` parameter; a template such as `${kind}_pre_transition` is expanded over the string
// union of `kind`'s type or the values of the object it indexes. Anything it cannot read is
// reported as unresolved (and fails the test) rather than skipped.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ENGINE_SRC = 'packages/hk-labour/src'
// A property read's type cannot be found by reading one file; these name it. If the engine
// changes such an expression, it shows up as unresolved and the test fails until it is named here.
const PROPERTY_TYPES = { 'deduction.kind': 'DeductionKind' }
const HELPER = /(?:const\s+([\w$]+)\s*=\s*(?:\(|function\s*\()|function\s+([\w$]+)\s*\()([^)]*)\)/g

/** Splits call arguments at top-level commas, starting just after the opening parenthesis. */
function callArguments(text, start) {
  const args = []
  let depth = 0
  let quote = null
  let current = ''
  for (let i = start; i < text.length; i++) {
    const ch = text[i]
    if (quote) {
      current += ch
      if (ch === '\\') current += text[++i]
      else if (ch === quote) quote = null
      continue
    }
    if (ch === "'" || ch === '"' || ch === '`') quote = ch
    else if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch)) {
      if (depth === 0) {
        args.push(current.trim())
        return args
      }
      depth--
    } else if (ch === ',' && depth === 0) {
      args.push(current.trim())
      current = ''
      continue
    }
    current += ch
  }
  return args
}

/** The expression after `labelKey:` up to the next top-level comma or closing bracket. */
function propertyValue(text, start) {
  return callArguments(text, start)[0]
}

/** The string literals of a union type, `type T = 'a' | 'b'` or `(typeof LIST)[number]`. */
function stringUnion(sources, typeName) {
  for (const text of sources) {
    const match = new RegExp(
      `type\\s+${typeName}\\s*=\\s*([\\s\\S]*?)(?=\\n\\s*\\n|\\n(?:export|type|const|function|/))`,
    ).exec(text)
    if (!match) continue
    const list = /^\(typeof\s+([\w$]+)\)\[number\]/.exec(match[1].trim())
    if (list) return constantList(sources, list[1])
    const values = [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1])
    return values.length ? values : null
  }
  return null
}

function constantList(sources, name) {
  for (const text of sources) {
    const match = new RegExp(`const\\s+${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(text)
    if (match) return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1])
  }
  return null
}

/**
 * Possible string values of an identifier (from its type annotation in this file), of a named
 * property read (PROPERTY_TYPES) or of `object[index]` (the object's values).
 */
function valuesOf(text, sources, expression) {
  const indexed = /^([\w$]+)\[[^\]]+\]$/.exec(expression)
  if (indexed) {
    const object = new RegExp(`const\\s+${indexed[1]}\\s*=\\s*\\{([^}]*)\\}`).exec(text)
    if (!object) return null
    return [...object[1].matchAll(/:\s*'([^']+)'/g)].map((m) => m[1])
  }
  if (expression in PROPERTY_TYPES) return stringUnion(sources, PROPERTY_TYPES[expression])
  const name = /^[\w$]+$/.exec(expression)?.[0]
  if (!name) return null
  const annotated = new RegExp(`\\b${name}\\??\\s*:\\s*([A-Z][\\w$]*)\\b`).exec(text)
  return annotated ? stringUnion(sources, annotated[1]) : null
}

function expand(text, sources, expression) {
  const literal = /^'([^']*)'$|^"([^"]*)"$/.exec(expression)
  if (literal) return [literal[1] ?? literal[2]]
  const template = /^`([^`]*)`$/.exec(expression)
  if (template) {
    let results = ['']
    for (const part of template[1].split(/(\$\{[^}]+\})/)) {
      if (!part) continue
      const inner = /^\$\{([^}]+)\}$/.exec(part)
      const options = inner ? valuesOf(text, sources, inner[1].trim()) : [part]
      if (!options) return null
      results = results.flatMap((prefix) => options.map((option) => prefix + option))
    }
    return results
  }
  return valuesOf(text, sources, expression)
}

/** Forwarding a label received from elsewhere (a parameter, a caller's item) adds no new key. */
function isForwarded(expression) {
  return expression === 'labelKey' || /\.labelKey$/.test(expression)
}

export function engineLabelKeys(repoRoot) {
  const keys = new Set()
  const unresolved = []
  const dir = join(repoRoot, ENGINE_SRC)
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
  const texts = new Map(files.map((name) => [name, readFileSync(join(dir, name), 'utf8')]))
  const sources = [...texts.values()]
  for (const [name, text] of texts) {
    const expressions = []
    for (const match of text.matchAll(/\blabelKey\s*:\s*/g)) {
      const value = propertyValue(text, match.index + match[0].length)
      // `labelKey: string` in a type or parameter list names a type, not a label.
      if (value && !/^string\b/.test(value)) expressions.push(value)
    }
    for (const helper of text.matchAll(HELPER)) {
      const params = helper[3].split(',').map((p) => p.trim())
      const index = params.findIndex((p) => /^labelKey\b/.test(p))
      if (index < 0) continue
      const callee = helper[1] ?? helper[2]
      for (const call of text.matchAll(
        new RegExp(`(?<![\\w$.])${callee.replace('$', '\\$')}\\(`, 'g'),
      )) {
        if (call.index === helper.index + helper[0].indexOf(callee)) continue
        const argument = callArguments(text, call.index + call[0].length)[index]
        if (argument && !/^labelKey\s*:/.test(argument)) expressions.push(argument)
      }
    }
    for (const expression of expressions) {
      if (isForwarded(expression)) continue
      const values = expand(text, sources, expression)
      if (values) for (const value of values) keys.add(value)
      else unresolved.push(`${name}: ${expression}`)
    }
  }
  return { keys: [...keys].sort(), unresolved }
}
