// The HTTP side of `npm run bench -- ssr`: a fixed number of GETs over keep-alive connections
// (at most CONNECTIONS at once), each timed from the request to the last byte of the answer, and
// checked afterwards (status, brotli, the page's language and its expected text).
import http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'

export const CONNECTIONS = 20
const REQUEST_TIMEOUT_MS = 30_000

const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'hearth-bench-ssr',
}

/** One answer: its time in ms, its status and headers, and the body as received (compressed). */
function get(agent, base, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.get(`${base}${path}`, { agent, headers: HEADERS }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          cache: response.headers['x-page-cache'],
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)),
    )
  })
}

/** Text as React writes it into HTML. */
function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

/**
 * What is wrong with an answer, or null: a 200 in brotli, `<html lang>` as expected, and every
 * expected text inside the rendered root (not only in the head or the hydration data).
 */
function problemOf(answer, expected) {
  if (answer.status !== 200) return `status ${answer.status}`
  if (answer.encoding !== 'br') return `content-encoding ${answer.encoding ?? 'none'}, not br`
  let html
  try {
    html = brotliDecompressSync(answer.body).toString('utf8')
  } catch (error) {
    return `brotli: ${error.message}`
  }
  if (!html.includes(`<html lang="${expected.lang}"`)) return `not <html lang="${expected.lang}">`
  const start = html.indexOf('<div id="root">')
  const end = html.indexOf('<script type="application/json" id="hearth-ssr">')
  if (start < 0 || end < start) return 'no server-rendered root (the shell was sent)'
  const root = html.slice(start, end)
  for (const text of expected.texts)
    if (!root.includes(escapeHtml(text)) && !root.includes(text)) return `no "${text}" in the page`
  return null
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * Sends `count` requests, `target(i)` → { path, expected } for the i-th (i from `offset`),
 * `connections` at a time. Returns requests per second over the whole run, latency percentiles,
 * mean compressed size, cache hits and the failures (each with its path and reason).
 */
export async function drive(base, target, count, { offset = 0, connections = CONNECTIONS } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const times = []
  const failures = []
  let bytes = 0
  let hits = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < count) {
      const { path, expected } = target(offset + next)
      next += 1
      try {
        const answer = await get(agent, base, path)
        times.push(answer.ms)
        bytes += answer.body.length
        if (answer.cache === 'hit') hits += 1
        const problem = problemOf(answer, expected)
        if (problem) failures.push(`${path}: ${problem}`)
      } catch (error) {
        failures.push(`${path}: ${error.message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  times.sort((a, b) => a - b)
  return {
    count,
    perSecond: count / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    kilobytes: times.length ? bytes / times.length / 1024 : NaN,
    /** Answers the server took from its page cache (x-page-cache: hit). */
    hits,
    failures,
  }
}
