import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, gzip, constants as zlibConstants } from 'node:zlib'

const brotli = (text: Buffer) =>
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
 * A page answer: its status and its HTML, compressed once per encoding asked for. A page the
 * cache keeps holds only its brotli body (`compact`: about a sixth of the text, what browsers ask
 * for over HTTPS); gzip and plain bodies are then made from that when first asked.
 */
export class EncodedPage {
  private readonly bodies = new Map<Encoding, Promise<Buffer>>()
  private html: string | null

  constructor(
    readonly status: number,
    html: string,
  ) {
    this.html = html
  }

  body(encoding: Encoding): Promise<Buffer> {
    let body = this.bodies.get(encoding)
    if (!body) {
      const text =
        this.html !== null
          ? Promise.resolve(Buffer.from(this.html))
          : this.body('br').then((compressed) => unbrotli(compressed))
      body =
        encoding === 'br'
          ? text.then((plain) => brotli(plain))
          : encoding === 'gzip'
            ? text.then((plain) => gzipped(plain))
            : text
      this.bodies.set(encoding, body)
    }
    return body
  }

  /** Keeps the brotli body alone (for a page held in the cache). */
  compact(): void {
    void this.body('br')
    this.html = null
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
  // Raised by `clear`: a render that began before it is not kept.
  let generation = 0

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
      const started = generation
      pending = make().finally(() => rendering.delete(key))
      rendering.set(key, pending)
      const { page, keep } = await pending
      if (keep && started === generation) {
        page.compact()
        entries.set(key, { page, expires: options.clock().getTime() + ttl })
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      }
      return { page, hit: false }
    },
    get size() {
      return entries.size
    },
    /** Forgets every kept page, and any render under way (issue 23: a record was hidden). */
    clear() {
      generation += 1
      entries.clear()
      rendering.clear()
    },
  }
}
