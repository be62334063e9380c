import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

// The schema half of the contract fuzz (contract-fuzz.ts): an OpenAPI schema object as plain
// JSON Schema 2020-12, a cached validator, and the ways a valid value can be broken.

export type JsonSchema = { [key: string]: unknown }
export type OpenApiDocument = {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components?: { schemas?: Record<string, unknown> }
  security?: Record<string, unknown>[]
}
export type Path = (string | number)[]

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas']
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems']
const SUBSCHEMAS = [
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
]
/** OpenAPI's annotations that are not JSON Schema (or say nothing about validity). */
const DROPPED = ['nullable', 'example', 'xml', 'discriminator', 'externalDocs', 'deprecated']

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function resolvePointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return {}
  let node: unknown = document
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    node = isObject(node) ? node[key] : undefined
  }
  return node ?? {}
}

/**
 * An OpenAPI schema object as JSON Schema 2020-12: `$ref`s to the document inlined, and, for an
 * OpenAPI 3.0 document, `nullable` and the boolean `exclusiveMinimum`/`exclusiveMaximum`
 * rewritten (3.1's schemas are JSON Schema already).
 */
export function jsonSchemaOf(schema: unknown, document: OpenApiDocument, depth = 0): JsonSchema {
  if (schema === false) return { not: {} }
  if (!isObject(schema)) return {}
  const legacy = document.openapi.startsWith('3.0')
  if (typeof schema.$ref === 'string') {
    if (depth > 12) return {}
    const resolved = jsonSchemaOf(resolvePointer(document, schema.$ref), document, depth + 1)
    const { $ref: _ref, ...siblings } = schema
    if (legacy || Object.keys(siblings).length === 0) return resolved
    return { allOf: [resolved, jsonSchemaOf(siblings, document, depth)] }
  }
  const out: JsonSchema = {}
  const convert = (value: unknown) =>
    typeof value === 'boolean' ? value : jsonSchemaOf(value, document, depth + 1)
  for (const [key, value] of Object.entries(schema)) {
    if (legacy && DROPPED.includes(key)) continue
    if (key === 'example' || key === 'examples') continue
    if (SUBSCHEMA_MAPS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]))
    } else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map(convert)
    } else if (key === 'items') {
      if (Array.isArray(value)) out.prefixItems = value.map(convert)
      else out.items = convert(value)
    } else if (SUBSCHEMAS.includes(key)) {
      out[key] = convert(value)
    } else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && legacy) {
      const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum'
      if (value === true && typeof schema[bound] === 'number') {
        out[key] = schema[bound]
        out[`$drop_${bound}`] = true
      } else if (typeof value === 'number') out[key] = value
    } else out[key] = value
  }
  for (const bound of ['minimum', 'maximum']) {
    if (out[`$drop_${bound}`]) delete out[bound]
    delete out[`$drop_${bound}`]
  }
  if (legacy && schema.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null']
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
    } else if (out.type === undefined) return { anyOf: [out, { type: 'null' }] }
  }
  return out
}

/** Validates a value against a JSON Schema 2020-12 (compiled once per schema object). */
export type Validate = (schema: JsonSchema, value: unknown) => string | null

export function createValidator(): Validate {
  const ajv = new Ajv2020({ strict: false, allErrors: false, logger: false })
  addFormats(ajv)
  const compiled = new WeakMap<JsonSchema, ReturnType<typeof ajv.compile>>()
  return (schema, value) => {
    let validate = compiled.get(schema)
    if (!validate) {
      validate = ajv.compile(schema)
      compiled.set(schema, validate)
    }
    return validate(value) ? null : ajv.errorsText(validate.errors, { dataVar: '' })
  }
}

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[]
  if (typeof schema.type === 'string') return [schema.type]
  return []
}

/** A way to make a valid request model invalid: a value to put at `path`, or none there. */
export type Mutation = { kind: string; path: Path; remove?: true; value?: unknown }

/** Where a value travels as text (a path, query or header parameter, a form field). */
export type Travel = 'json' | 'text' | 'path'

const BAD_FORMATS: Record<string, string> = {
  date: 'not-a-date',
  'date-time': 'not-a-date-time',
  time: 'not-a-time',
  email: 'not-an-email',
  uri: 'not a uri',
  url: 'not a url',
  uuid: 'not-a-uuid',
  ipv4: 'not-an-ip',
  hostname: 'not a hostname!',
  duration: 'not-a-duration',
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (Number.isInteger(value)) return 'integer'
  return typeof value
}

function allows(types: string[], value: unknown): boolean {
  if (types.length === 0) return true
  const type = jsonType(value)
  return types.includes(type) || (type === 'integer' && types.includes('number'))
}

/** The branch of an `anyOf`/`oneOf` the value fits, to walk into it. */
function branchOf(schema: JsonSchema, value: unknown, validate: Validate): JsonSchema {
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (!Array.isArray(branches)) return schema
  return branches.find((branch) => isObject(branch) && validate(branch, value) === null) ?? schema
}

/**
 * Every mutation of `value` (valid against `schema`) this walk can think of: a missing required
 * property, a wrong type, a value out of enum, below a minimum or above a maximum, too short or
 * too long, off its pattern or format, too many or too few items, repeated items, an unknown
 * property where none is allowed. Text travel limits the wrong values to ones text can carry.
 */
export function mutationsOf(
  schema: JsonSchema,
  value: unknown,
  path: Path,
  travel: Travel,
  validate: Validate,
  out: Mutation[] = [],
): Mutation[] {
  const site = branchOf(schema, value, validate)
  const types = typesOf(site)
  const put = (kind: string, mutated: unknown) => out.push({ kind, path, value: mutated })
  const textual = travel !== 'json'
  if (site.format === 'binary') return out
  if (!textual) {
    for (const wrong of [42, 'text', true, null, [], {}]) {
      if (types.length > 0 && !allows(types, wrong)) put(`wrong type (${jsonType(wrong)})`, wrong)
    }
  } else if (types.length > 0 && !types.includes('string')) put('wrong type (text)', 'abc')
  if (Array.isArray(site.enum)) {
    const numeric = site.enum.every((choice) => typeof choice === 'number')
    put('not in enum', numeric && !textual ? Math.max(...(site.enum as number[])) + 1000 : 'zz')
  }
  if (typeof site.minimum === 'number') put('below minimum', site.minimum - 1)
  if (typeof site.exclusiveMinimum === 'number') put('below minimum', site.exclusiveMinimum)
  if (typeof site.maximum === 'number') put('above maximum', site.maximum + 1)
  if (typeof site.exclusiveMaximum === 'number') put('above maximum', site.exclusiveMaximum)
  if (types.includes('integer') && !types.includes('number')) {
    const low = Number(site.minimum ?? site.exclusiveMinimum ?? 0)
    put('not an integer', low + 1.5)
  }
  if (typeof value === 'string' || types.includes('string')) {
    const min = Number(site.minLength ?? 0)
    if (min > 0 && !(travel === 'path' && min === 1)) put('too short', 'x'.repeat(min - 1))
    if (typeof site.maxLength === 'number' && site.maxLength < 100_000)
      put('too long', 'x'.repeat(site.maxLength + 1))
    if (typeof site.pattern === 'string') {
      const pattern = new RegExp(site.pattern, 'u')
      const off = ['', '~', '!!', 'x', 'not matching ~'].find(
        (candidate) => !pattern.test(candidate) && !(travel === 'path' && candidate === ''),
      )
      if (off !== undefined) put('off pattern', off)
    }
    const badFormat = typeof site.format === 'string' ? BAD_FORMATS[site.format] : undefined
    if (badFormat) put(`not a ${String(site.format)}`, badFormat)
  }
  if (Array.isArray(value)) {
    const items = isObject(site.items) ? site.items : {}
    if (typeof site.maxItems === 'number' && site.maxItems < 1000 && value.length > 0) {
      const many = Array.from({ length: site.maxItems + 1 }, (_, i) => value[i % value.length])
      put('too many items', many)
    }
    if (typeof site.minItems === 'number' && site.minItems > 0)
      put('too few items', value.slice(0, site.minItems - 1))
    if (site.uniqueItems === true && value.length > 0) put('repeated items', [...value, value[0]])
    if (value.length > 0)
      mutationsOf(items, value[0], [...path, 0], textual ? 'text' : travel, validate, out)
  } else if (isObject(value)) {
    const properties = isObject(site.properties)
      ? (site.properties as Record<string, JsonSchema>)
      : {}
    const required = Array.isArray(site.required) ? (site.required as string[]) : []
    for (const name of required) {
      if (name in value) out.push({ kind: 'missing required', path: [...path, name], remove: true })
    }
    for (const [name, inner] of Object.entries(value)) {
      if (properties[name])
        mutationsOf(properties[name], inner, [...path, name], travel, validate, out)
    }
    if (site.additionalProperties === false && !textual)
      put('unknown property', { ...value, zz_unknown_field: 'x' })
  }
  return out
}

export function setAt(root: Record<string, unknown>, path: Path, mutation: Mutation): void {
  let node: unknown = root
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key]
  const last = path.at(-1)!
  const parent = node as Record<string | number, unknown>
  if (mutation.remove) delete parent[last]
  else parent[last] = mutation.value
}

export function describePath(path: Path): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`))
    .join('')
}
