import { isObject } from './contract-fuzz-schema'

// Real record ids for the contract fuzz (contract-fuzz.ts): every id an answer shows is kept, by
// the name it came under and by the path that listed it, to be tried where a request names one.

const ID_NAME = /^(id|uid)$|(_id|_uid|Id|Uid|ID)$/

/** `employment_uid`, `employmentId` and `employment` all name an employment: `employment`. */
export function stemOf(name: string): string {
  const base = ID_NAME.test(name) ? name.replace(/_?(uid|id)$/i, '') : name
  return base.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** The path a list or create call answers for, its ids reusable in `{id}` below it. */
export function sourceOf(template: string): string {
  return template.split('{')[0]!.replace(/\/+$/, '')
}

export class CandidatePool {
  private readonly byStem = new Map<string, unknown[]>()
  private readonly byPath = new Map<string, unknown[]>()
  private readonly ids: unknown[] = []
  private readonly seen = new Set<string>()

  /** `stems`: the stems of every id-like name in the document (what a reference can be named). */
  constructor(private readonly stems: Set<string>) {}

  /** A name that refers to a record (or an account's e-mail) rather than holding content. */
  isReference(name: string): boolean {
    return ID_NAME.test(name) || this.stems.has(stemOf(name)) || /email/i.test(name)
  }

  add(stem: string, value: unknown, source?: string): void {
    if (typeof value !== 'string' && typeof value !== 'number') return
    if (typeof value === 'string' && (value.length === 0 || value.length > 255)) return
    const push = (map: Map<string, unknown[]>, key: string) => {
      const seenKey = `${map === this.byStem ? 's' : 'p'}:${key}:${JSON.stringify(value)}`
      if (this.seen.has(seenKey)) return
      this.seen.add(seenKey)
      const list = map.get(key) ?? []
      list.push(value)
      if (list.length > 200) list.shift()
      map.set(key, list)
    }
    if (stem) push(this.byStem, stem)
    if (source) push(this.byPath, source)
    const idKey = `i:${JSON.stringify(value)}`
    if (!this.seen.has(idKey) && !(typeof value === 'string' && value.includes('@'))) {
      this.seen.add(idKey)
      this.ids.push(value)
      if (this.ids.length > 500) this.ids.shift()
    }
  }

  /** Keeps the ids of an answer of the call at `template`. */
  harvest(template: string, body: unknown): void {
    const source = sourceOf(template)
    const records = Array.isArray(body)
      ? body
      : isObject(body)
        ? [
            body,
            ...['results', 'data'].flatMap((key) => (Array.isArray(body[key]) ? body[key] : [])),
          ]
        : []
    for (const record of records.slice(0, 100)) {
      if (!isObject(record)) continue
      for (const key of ['uid', 'id']) if (key in record) this.add('', record[key], source)
    }
    this.walk(body, 0)
  }

  private walk(node: unknown, depth: number): void {
    if (depth > 6) return
    if (Array.isArray(node)) {
      for (const item of node.slice(0, 50)) this.walk(item, depth + 1)
      return
    }
    if (!isObject(node)) return
    for (const [key, value] of Object.entries(node)) {
      if (isObject(value)) {
        const inner = value.uid ?? value.id
        if (!ID_NAME.test(key) && this.isReference(key)) this.add(stemOf(key), inner)
        this.walk(value, depth + 1)
      } else if (Array.isArray(value)) {
        if (this.isReference(key))
          for (const item of value.slice(0, 20)) this.add(stemOf(key), item)
        this.walk(value, depth + 1)
      } else if (this.isReference(key)) this.add(stemOf(key), value)
    }
  }

  /** Ids for a parameter or property: those named like it or listed above its path first. */
  candidates(name: string, pathSource?: string): { specific: unknown[]; any: unknown[] } {
    const specific = [...(this.byStem.get(stemOf(name)) ?? [])]
    if (pathSource) {
      for (const [source, values] of this.byPath) {
        if (source === pathSource || source.startsWith(`${pathSource}/`)) specific.push(...values)
      }
    }
    return { specific, any: /email/i.test(name) ? [] : this.ids }
  }
}

/** The stems of every id-like property or parameter name in the document. */
export function referenceStems(node: unknown, out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 40) return out
  if (Array.isArray(node)) for (const item of node) referenceStems(item, out, depth + 1)
  else if (isObject(node)) {
    if (typeof node.name === 'string' && ID_NAME.test(node.name)) out.add(stemOf(node.name))
    if (isObject(node.properties))
      for (const key of Object.keys(node.properties)) if (ID_NAME.test(key)) out.add(stemOf(key))
    for (const value of Object.values(node)) referenceStems(value, out, depth + 1)
  }
  out.delete('')
  return out
}
