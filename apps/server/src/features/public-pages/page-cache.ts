import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, gzip, constants as zlibConstants } from 'node:zlib'

const brotli = (text: string) =>
  promisify(brotliCompress)(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
const unbrotli = promisify(brotliDecompress)
const gzipped = promisify(gzip)

export type Encoding = 'br' | 'gzip' | 'identity'

/** The encoding a request's Accept-Encoding asks for: brotli, else gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepts = String(acceptEncoding ?? '')
  if (/\bbr\b/.test(accepts)) return 'br'
  if (/\bgzip\b/.test(accepts)) return 'gzip'
  return 'identity'
}

/**
 * A page answer: its status and its HTML, kept brotli-compressed (what browsers ask for over
 * HTTPS, and about a sixth of the text); gzip and plain bodies are made from it when first asked.
 */
export class EncodedPage {
  private readonly bodies = new Map<Encoding, Promise<Buffer>>()

  constructor(
    readonly status: number,
    html: string,
  ) {
    this.bodies.set('br', brotli(html))
  }

  body(encoding: Encoding): Promise<Buffer> {
    let body = this.bodies.get(encoding)
    if (!body) {
      const html = this.bodies.get('br')!.then((compressed) => unbrotli(compressed))
      body = encoding === 'gzip' ? html.then((text) => gzipped(text)) : html
      this.bodies.set(encoding, body)
    }
    return body
  }
}

type Entry = { page: EncodedPage; expires: number }

/**
 * Pages rendered for visitors, reused for the same address for `seconds` (PAGE_CACHE_SECONDS,
 * at most 60: an edit shows within that time). Requests for an address being rendered wait for
 * that render instead of starting their own. Holds at most `maxEntries` pages, dropping the
 * oldest first. A page `make` says not to keep (a render that failed) is still shared with
 * the requests that waited for it.
 */
export function createPageCache(options: {
  seconds: number
  clock: () => Date
  maxEntries?: number
}) {
  const ttl = options.seconds * 1000
  const maxEntries = options.maxEntries ?? 1000
  const entries = new Map<string, Entry>()
  const rendering = new Map<string, Promise<{ page: EncodedPage; keep: boolean }>>()

  return {
    /** The kept page for `key`, else the one `make` renders. */
    async get(
      key: string,
      make: () => Promise<{ page: EncodedPage; keep: boolean }>,
    ): Promise<{ page: EncodedPage; hit: boolean }> {
      const now = options.clock().getTime()
      const kept = entries.get(key)
      if (kept && kept.expires > now) return { page: kept.page, hit: true }
      if (kept) entries.delete(key)
      let pending = rendering.get(key)
      if (pending) return { page: (await pending).page, hit: true }
      pending = make().finally(() => rendering.delete(key))
      rendering.set(key, pending)
      const { page, keep } = await pending
      if (keep) {
        entries.set(key, { page, expires: options.clock().getTime() + ttl })
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      }
      return { page, hit: false }
    },
    get size() {
      return entries.size
    },
  }
}
