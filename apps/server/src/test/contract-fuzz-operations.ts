import {
  isObject,
  jsonSchemaOf,
  type JsonSchema,
  type OpenApiDocument,
} from './contract-fuzz-schema'

// The operations of an OpenAPI document as the contract fuzz (contract-fuzz.ts) sends them: their
// parameters, body and declared answers, and a request model turned into HTTP and a curl line.

export type Role = 'anonymous' | 'employer' | 'helper' | 'operator'
const SIGNED_IN: Role[] = ['employer', 'helper', 'operator']
const METHODS = ['get', 'put', 'post', 'delete', 'patch']

type Parameter = {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
}
type Body = {
  kind: 'json' | 'multipart' | 'form'
  contentType: string
  schema: JsonSchema
  required: boolean
  /** Multipart file fields and the content type each is sent as. */
  files: Record<string, string>
}
export type Operation = {
  method: string
  template: string
  label: string
  parameters: Parameter[]
  body?: Body
  /** Declared response key (`200`, `4XX`, `default`) → media type → schema (null: none given). */
  responses: Record<string, Record<string, JsonSchema | null>>
  auth: 'required' | 'optional' | 'none'
  /** The request as one value, `{ path, query, header, body }`, to validate whole. */
  model: JsonSchema
}
export type Model = Record<'path' | 'query' | 'header', Record<string, unknown>> & {
  body?: unknown
}
export type FuzzRequest = {
  operation: Operation
  role: Role
  /** `unchecked`: no valid value could be made; only the answer itself is checked. */
  kind: 'valid' | 'invalid' | 'unchecked'
  mutation?: string
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  curl: string
}

export type Answer = { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }
export type Failure = {
  operation: string
  kind: string
  status: number
  reason: string
  curl: string
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

export function isJsonMedia(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json')
}

/** Every operation of the document, and those it cannot send (with why). */
export function operationsOf(document: OpenApiDocument) {
  const operations: Operation[] = []
  const skipped: { label: string; reason: string }[] = []
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method]
      if (!isObject(raw)) continue
      const label = `${method.toUpperCase()} ${template}`
      const parameters: Parameter[] = []
      for (const entry of [...asList(item.parameters), ...asList(raw.parameters)]) {
        const p =
          isObject(entry) && typeof entry.$ref === 'string' ? jsonSchemaOf(entry, document) : entry
        if (!isObject(p) || typeof p.name !== 'string') continue
        if (p.in === 'cookie') {
          skipped.push({ label, reason: `cookie parameter ${p.name} not sent` })
          continue
        }
        if (p.in !== 'path' && p.in !== 'query' && p.in !== 'header') continue
        const name = p.in === 'header' ? p.name.toLowerCase() : p.name
        if (['accept', 'content-type', 'authorization'].includes(name)) continue
        const existing = parameters.findIndex((q) => q.name === name && q.in === p.in)
        if (existing >= 0) parameters.splice(existing, 1)
        const schema = jsonSchemaOf(p.schema ?? {}, document)
        parameters.push({
          name,
          in: p.in,
          required: p.in === 'path' || p.required === true,
          schema,
        })
      }
      let body: Body | undefined
      const requestBody = isObject(raw.requestBody) ? raw.requestBody : undefined
      if (requestBody && isObject(requestBody.content)) {
        const content = requestBody.content as Record<string, Record<string, unknown>>
        const types = Object.keys(content)
        const contentType =
          types.find(isJsonMedia) ??
          types.find((t) => t === 'multipart/form-data') ??
          types.find((t) => t === 'application/x-www-form-urlencoded')
        if (!contentType) {
          skipped.push({ label, reason: `request body only as ${types.join(', ')}` })
          continue
        }
        const schema = jsonSchemaOf(content[contentType]!.schema ?? {}, document)
        const kind = isJsonMedia(contentType)
          ? 'json'
          : contentType.startsWith('multipart')
            ? 'multipart'
            : 'form'
        const files: Record<string, string> = {}
        const encoding = isObject(content[contentType]!.encoding)
          ? content[contentType]!.encoding
          : {}
        for (const [field, property] of Object.entries(
          isObject(schema.properties) ? schema.properties : {},
        )) {
          const inner = isObject(property) && isObject(property.items) ? property.items : property
          if (!isObject(inner) || (inner.format !== 'binary' && !inner.contentMediaType)) continue
          const declared = isObject(encoding[field])
            ? String(encoding[field].contentType ?? '')
            : ''
          const mediaType = declared || String(inner.contentMediaType ?? '')
          files[field] =
            /pdf/.test(mediaType) && !/image/.test(mediaType) ? 'application/pdf' : 'image/png'
        }
        body = { kind, contentType, schema, required: requestBody.required === true, files }
      }
      const responses: Operation['responses'] = {}
      for (const [key, response] of Object.entries(isObject(raw.responses) ? raw.responses : {})) {
        const resolved =
          isObject(response) && typeof response.$ref === 'string'
            ? jsonSchemaOf(response, document)
            : response
        const content = isObject(resolved) && isObject(resolved.content) ? resolved.content : {}
        responses[key.toUpperCase()] = Object.fromEntries(
          Object.entries(content).map(([type, media]) => [
            type.toLowerCase(),
            isObject(media) && media.schema !== undefined
              ? jsonSchemaOf(media.schema, document)
              : null,
          ]),
        )
      }
      const security = (raw.security ?? document.security ?? []) as Record<string, unknown>[]
      const auth =
        security.length === 0
          ? 'none'
          : security.every((r) => Object.keys(r).length > 0)
            ? 'required'
            : 'optional'
      const group = (place: Parameter['in']) => {
        const own = parameters.filter((p) => p.in === place)
        return {
          type: 'object',
          properties: Object.fromEntries(own.map((p) => [p.name, p.schema])),
          required: own.filter((p) => p.required).map((p) => p.name),
        }
      }
      const model: JsonSchema = {
        type: 'object',
        properties: {
          path: group('path'),
          query: group('query'),
          header: group('header'),
          ...(body ? { body: body.schema } : {}),
        },
        required: ['path', 'query', 'header', ...(body?.required ? ['body'] : [])],
      }
      operations.push({
        method: method.toUpperCase(),
        template,
        label,
        parameters,
        body,
        responses,
        auth,
        model,
      })
    }
  }
  return {
    operations: operations.sort((a, b) => rankOf(a) - rankOf(b) || a.label.localeCompare(b.label)),
    skipped,
  }
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/**
 * Lists first (they show the ids the rest can use), then calls that create or change, then reads
 * of one record, deletions, and last the calls that end a session or an account's standing.
 */
function rankOf(operation: Operation): number {
  if (/logout|suspend|revoke|password/.test(operation.template)) return 5
  const hasId = operation.template.includes('{')
  if (operation.method === 'DELETE') return 4
  if (operation.method === 'GET') return hasId ? 2 : 0
  return hasId ? 3 : 1
}

/** Who sends request `index`: a session-only call is tried anonymously once each way. */
export function roleFor(operation: Operation, index: number): Role {
  if (operation.auth === 'required')
    return index < 2 ? 'anonymous' : SIGNED_IN[Math.floor((index - 2) / 2) % 3]!
  return (['anonymous', ...SIGNED_IN] as Role[])[Math.floor(index / 2) % 4]!
}

function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

function textOf(value: unknown): string {
  return typeof value === 'string'
    ? value
    : isObject(value) || Array.isArray(value)
      ? JSON.stringify(value)
      : String(value)
}

/** The request a model stands for, and a curl line that sends it again. */
export function httpOf(operation: Operation, model: Model, role: Role, baseUrl: string) {
  const path = operation.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(textOf(model.path[name])),
  )
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(model.query))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== null && item !== undefined) query.append(name, textOf(item))
  const url = query.size > 0 ? `${path}?${query}` : path
  const headers: Record<string, string> = { 'accept-language': 'en' }
  for (const [name, value] of Object.entries(model.header)) headers[name] = textOf(value)
  const curl = [`curl -X ${operation.method} ${quote(baseUrl + url)}`]
  if (role !== 'anonymous') curl.push(`-H ${quote(`Authorization: Bearer <${role}>`)}`)
  for (const [name, value] of Object.entries(headers)) curl.push(`-H ${quote(`${name}: ${value}`)}`)
  let payload: string | Buffer | undefined
  const body = operation.body
  if (body && model.body !== undefined) {
    if (body.kind === 'json') {
      payload = JSON.stringify(model.body)
      headers['content-type'] = body.contentType
      curl.push(`-H ${quote(`content-type: ${body.contentType}`)}`, `-d ${quote(payload)}`)
    } else {
      const fields = Object.entries(isObject(model.body) ? model.body : {}).flatMap(
        ([name, value]) =>
          (Array.isArray(value) ? value : [value])
            .filter((v) => v !== null)
            .map((v) => [name, v] as const),
      )
      if (body.kind === 'form') {
        payload = new URLSearchParams(
          fields.map(([name, value]): [string, string] => [name, textOf(value)]),
        ).toString()
        headers['content-type'] = body.contentType
        curl.push(`-H ${quote(`content-type: ${body.contentType}`)}`, `-d ${quote(payload)}`)
      } else {
        const boundary = '----contractfuzz'
        const chunks: Buffer[] = []
        for (const [name, value] of fields) {
          const type = body.files[name]
          const file = type === 'application/pdf' ? PDF : PNG
          const extension = type === 'application/pdf' ? 'pdf' : 'png'
          const head = type
            ? `Content-Disposition: form-data; name="${name}"; filename="upload.${extension}"\r\nContent-Type: ${type}`
            : `Content-Disposition: form-data; name="${name}"`
          chunks.push(
            Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`),
            type ? file : Buffer.from(textOf(value)),
            Buffer.from('\r\n'),
          )
          curl.push(
            `-F ${quote(type ? `${name}=@upload.${extension};type=${type}` : `${name}=${textOf(value)}`)}`,
          )
        }
        chunks.push(Buffer.from(`--${boundary}--\r\n`))
        payload = Buffer.concat(chunks)
        headers['content-type'] = `multipart/form-data; boundary=${boundary}`
      }
    }
  }
  return { method: operation.method, url, headers, payload, curl: curl.join(' ') }
}
