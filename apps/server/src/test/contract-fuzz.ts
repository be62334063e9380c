import { generateSync } from 'json-schema-faker'
import { CandidatePool, referenceStems, sourceOf } from './contract-fuzz-pool'
import {
  httpOf,
  isJsonMedia,
  operationsOf,
  roleFor,
  type Answer,
  type Failure,
  type FuzzRequest,
  type Model,
  type Operation,
} from './contract-fuzz-operations'
import {
  createValidator,
  describePath,
  isObject,
  mutationsOf,
  setAt,
  typesOf,
  type JsonSchema,
  type Mutation,
  type OpenApiDocument,
} from './contract-fuzz-schema'

// A contract fuzz of the served OpenAPI document (issue 26): for every operation, requests made
// from its own schemas, valid and broken on purpose, and the checks of the answers against it.
// contract-fuzz.int.test.ts drives the app with it; this file knows nothing of the app.

export type { Answer, Failure, FuzzRequest, Operation, Role } from './contract-fuzz-operations'
export type { OpenApiDocument } from './contract-fuzz-schema'

/** mulberry32, seeded from the run's seed and the request's place: each request stands alone. */
function randomFor(...parts: (string | number)[]): () => number {
  let state = 2166136261
  for (const char of parts.join('\u0000')) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!

export type ContractFuzzOptions = {
  seed: number
  /** True for the generic messages of a refused shape ("required", "not valid"...). */
  isShapeMessage: (message: string) => boolean
  baseUrl?: string
}

export function createContractFuzz(document: OpenApiDocument, options: ContractFuzzOptions) {
  const validate = createValidator()
  const pool = new CandidatePool(referenceStems(document.paths))
  const { operations, skipped } = operationsOf(document)
  const baseUrl = options.baseUrl ?? 'http://localhost:3000'

  function fake(schema: JsonSchema, random: () => number): unknown {
    const seed = Math.floor(random() * 2 ** 31)
    const optionalsProbability = pick(random, [0, 0.5, 1])
    try {
      return generateSync(schema as Parameters<typeof generateSync>[0], {
        seed,
        optionalsProbability,
        maxDefaultItems: 3,
      })
    } catch {
      return undefined
    }
  }

  /** A real id for a reference-like name, when one fits its schema. */
  function candidateFor(name: string, schema: JsonSchema, random: () => number, source?: string) {
    const { specific, any } = pool.candidates(name, source)
    const roll = random()
    const list =
      specific.length > 0 && roll < 0.75 ? specific : any.length > 0 && roll < 0.85 ? any : []
    for (let i = 0; i < 4 && list.length > 0; i += 1) {
      const raw = pick(random, list)
      const types = typesOf(schema)
      const value =
        typeof raw === 'string' && /^\d+$/.test(raw) && !types.includes('string')
          ? Number(raw)
          : typeof raw === 'number' && types.includes('string')
            ? String(raw)
            : raw
      if (validate(schema, value) === null) return value
    }
    return undefined
  }

  function substitute(
    schema: JsonSchema,
    value: unknown,
    random: () => number,
    depth: number,
  ): void {
    if (!isObject(value) || depth > 4 || !isObject(schema.properties)) return
    for (const [name, inner] of Object.entries(value)) {
      const sub = schema.properties[name]
      if (!isObject(sub)) continue
      if (isObject(inner)) substitute(sub, inner, random, depth + 1)
      else if (Array.isArray(inner) && isObject(sub.items))
        for (const item of inner) substitute(sub.items, item, random, depth + 1)
      else if (pool.isReference(name) && random() < 0.75) {
        const candidate = candidateFor(name, sub, random)
        if (candidate !== undefined) value[name] = candidate
      }
    }
  }

  function validModel(operation: Operation, random: () => number): Model {
    const model: Model = { path: {}, query: {}, header: {} }
    for (const p of operation.parameters) {
      if (!p.required && random() < 0.5) continue
      const cut = operation.template.indexOf(`{${p.name}}`)
      const source = p.in === 'path' ? sourceOf(operation.template.slice(0, cut)) : undefined
      let value =
        p.in === 'path' || pool.isReference(p.name)
          ? candidateFor(p.name, p.schema, random, source)
          : undefined
      value ??= fake(p.schema, random)
      if (Array.isArray(value) && value.length === 0 && p.required && p.in === 'query')
        value = fake({ ...p.schema, minItems: 1 }, random)
      if (value !== undefined && value !== null) model[p.in][p.name] = value
    }
    const body = operation.body
    if (body && (body.required || random() < 0.8)) {
      model.body = fake(body.schema, random)
      substitute(body.schema, model.body, random, 0)
    }
    return model
  }

  function mutationsFor(operation: Operation, model: Model): Mutation[] {
    const out: Mutation[] = []
    for (const p of operation.parameters) {
      if (!(p.name in model[p.in])) continue
      if (p.required && p.in !== 'path')
        out.push({ kind: 'missing required', path: [p.in, p.name], remove: true })
      const travel = p.in === 'path' ? 'path' : 'text'
      mutationsOf(p.schema, model[p.in][p.name], [p.in, p.name], travel, validate, out)
    }
    if (operation.body && model.body !== undefined) {
      if (operation.body.required)
        out.push({ kind: 'missing required', path: ['body'], remove: true })
      const travel = operation.body.kind === 'json' ? 'json' : 'text'
      mutationsOf(operation.body.schema, model.body, ['body'], travel, validate, out)
    }
    return out
  }

  /** Breaks the model on one point, picking the kind of break first; undefined when none sticks. */
  function broken(operation: Operation, model: Model, random: () => number) {
    const mutations = mutationsFor(operation, model)
    for (let attempt = 0; attempt < 12 && mutations.length > 0; attempt += 1) {
      const kind = pick(random, [...new Set(mutations.map((m) => m.kind))])
      const ofKind = mutations.filter((m) => m.kind === kind)
      const mutation = pick(random, ofKind)
      mutations.splice(mutations.indexOf(mutation), 1)
      const copy = structuredClone(model)
      setAt(copy, mutation.path, mutation)
      if (validate(operation.model, copy) !== null)
        return { model: copy, label: `${mutation.kind} at ${describePath(mutation.path)}` }
    }
    return undefined
  }

  function request(
    operation: Operation,
    index: number,
    role = roleFor(operation, index),
  ): FuzzRequest {
    const random = randomFor(options.seed, operation.label, index)
    let model = validModel(operation, random)
    let kind: FuzzRequest['kind'] = 'valid'
    for (let retry = 0; validate(operation.model, model) !== null; retry += 1) {
      if (retry === 4) {
        kind = 'unchecked'
        break
      }
      model = validModel(operation, random)
    }
    let mutation: string | undefined
    if (index % 2 === 1 && kind === 'valid') {
      const made = broken(operation, model, random)
      if (made) [model, mutation, kind] = [made.model, made.label, 'invalid']
    }
    return { operation, role, kind, mutation, ...httpOf(operation, model, role, baseUrl) }
  }

  /** The declared response for a status: the exact code, then its range, then `default`. */
  function declaredFor(operation: Operation, status: number) {
    const keys = [String(status), `${Math.floor(status / 100)}XX`, 'DEFAULT']
    const key = keys.find((k) => k in operation.responses)
    return key ? operation.responses[key]! : undefined
  }

  function check(request: FuzzRequest, answer: Answer): Failure[] {
    const failures: Failure[] = []
    const status = answer.statusCode
    const fail = (kind: string, reason: string) =>
      failures.push({
        operation: request.operation.label,
        kind,
        status,
        reason,
        curl: request.curl,
      })
    const text = answer.rawPayload.toString('utf8')
    let json: unknown
    try {
      json = text.length > 0 ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    const messages = messagesOf(json)
    if (status >= 500) fail('server error', messages[0] ?? text.slice(0, 200))
    const declared = declaredFor(request.operation, status)
    if (!declared) {
      fail('undeclared status', `declared: ${Object.keys(request.operation.responses).join(', ')}`)
    } else {
      const mediaTypes = Object.keys(declared)
      const type = String(answer.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase()
      if (mediaTypes.length === 0) {
        if (text.length > 0)
          fail('body not declared', `${type || 'a body'} where the document declares none`)
      } else if (answer.rawPayload.length === 0) {
        fail('response not matching schema', `empty body; declared ${mediaTypes.join(', ')}`)
      } else {
        const media = mediaTypes.find(
          (m) => m === type || m === '*/*' || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))),
        )
        const schema = media ? declared[media] : undefined
        if (!media)
          fail('undeclared content type', `${type || 'none'}; declared ${mediaTypes.join(', ')}`)
        else if (isJsonMedia(type) && schema) {
          const error = json === undefined ? 'not JSON' : validate(schema, json)
          if (error) fail('response not matching schema', error.slice(0, 300))
        }
      }
    }
    if (request.kind === 'invalid' && status >= 200 && status < 300)
      fail('invalid request accepted', request.mutation ?? '')
    if (request.kind === 'valid') {
      // The `detail` heads a refusal: a schema's refusal repeats its first field's message there;
      // a rule's refusal states the rule, and its field messages only say which fields it names.
      const detail = isObject(json) && typeof json.detail === 'string' ? json.detail : ''
      if (status === 400 && options.isShapeMessage(detail))
        fail(
          'valid request refused for its shape',
          [...new Set(messages.filter(options.isShapeMessage))].join(' | '),
        )
      if (status === 415) fail('valid request refused for its shape', `415 ${messages[0] ?? ''}`)
    }
    return failures
  }

  function harvest(operation: Operation, answer: Answer): void {
    if (answer.statusCode < 200 || answer.statusCode >= 300) return
    const type = String(answer.headers['content-type'] ?? '')
    if (!type.includes('json')) return
    try {
      pool.harvest(operation.template, JSON.parse(answer.rawPayload.toString('utf8')))
    } catch {
      // Not JSON after all: the check reports it.
    }
  }

  return { operations, skipped, pool, request, check, harvest }
}

/** `detail` and every field message of an error body. */
function messagesOf(body: unknown): string[] {
  if (!isObject(body)) return []
  const fields = Object.entries(body).filter(([key]) => key !== 'code' && key !== 'detail')
  return [
    body.detail,
    ...fields.flatMap(([, value]) => (Array.isArray(value) ? value : [value])),
  ].filter((message): message is string => typeof message === 'string')
}

/** Words of a message that refuses a request's shape: a field required, not valid, too long. */
const SHAPE_WORDS =
  /required|is missing|not valid|^Invalid\b|^Unknown\b|^Choose\b|^Please (choose|enter|fill|give)\b|must be text|true or false|only digits|too long|too short|at (most|least) \d|^Enter (a|an|the|at)\b|whole number|must be (between|above|\d)|chosen once|whole or half days|has \d+ letters|must be a JSON object/i
/**
 * Words of a rule between fields or about the world (an opaque cursor, a date relative to
 * today), which no schema can say.
 */
const RULE_WORDS =
  / when |on or after|cannot be|do not match|^The file|ensure|on this site|cursor|^Choose either approve or reject|^Choose why it is rejected|from today|in the future/i
/** zod's own English messages, where a schema gives none. */
const ZOD_DEFAULTS =
  /^(Invalid (input|option|string|number|type|format|date|element|key|union)|Too (big|small)|Unrecognized key)/

/**
 * The generic shape messages among the tk() strings of `sources` (the shared schemas and
 * the error handler), in English, as a test of a refusal's messages; also zod's defaults.
 */
export function shapeMessages(sources: string[], english: (key: string) => string) {
  const keys = new Set<string>()
  for (const source of sources) {
    for (const match of source.matchAll(/\btk\(\s*(['"])((?:\\.|(?!\1).)*)\1\s*\)/g)) {
      const key = match[2]!.replace(/\\(.)/g, '$1')
      if (SHAPE_WORDS.test(key) && !RULE_WORDS.test(key)) keys.add(key)
    }
  }
  const exact = new Set<string>()
  const templates: RegExp[] = []
  for (const key of keys) {
    const text = english(key)
    if (!text.includes('{{')) exact.add(text)
    else {
      const parts = text
        .split(/\{\{\s*\w+\s*\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      templates.push(new RegExp(`^${parts.join('.+')}$`))
    }
  }
  const isShapeMessage = (message: string) =>
    exact.has(message) || templates.some((t) => t.test(message)) || ZOD_DEFAULTS.test(message)
  return { count: keys.size, isShapeMessage }
}
