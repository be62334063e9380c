import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../app'
import { parseConfig } from '../config'
import { PGLITE_OPTIONS, openPglite, type Database } from '../db/client'

// A built web app in miniature: a hashed asset and index.html with the .br/.gz copies the Vite
// build writes beside them, and an unhashed file from public/. The copies are compressed at
// settings the server would not use on the fly (brotli 11, gzip 1), so the tests can tell that
// the stored file was sent.
const WORDS = ['hearth', 'helper', 'employer', 'contract', 'salary', 'leave', 'Kowloon', 'visa']
const ASSET = `console.log(${JSON.stringify(
  Array.from({ length: 600 }, (_, i) => WORDS[(i * 7 + (i >> 3)) % WORDS.length]).join(' '),
)})\n`
const INDEX = `<!doctype html><html><head><title>Hearth</title></head><body>${'<div></div>'.repeat(200)}</body></html>`
const webDist = mkdtempSync(join(tmpdir(), 'hearth-web-'))
function writeWithCopies(path: string, text: string, compressed = true) {
  writeFileSync(join(webDist, path), text)
  if (!compressed) return
  writeFileSync(
    join(webDist, `${path}.br`),
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(text, { level: 1 }))
}
mkdirSync(join(webDist, 'assets'))
writeWithCopies('assets/index-Bx3k9QpZ.js', ASSET)
writeWithCopies('index.html', INDEX)
writeWithCopies('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n', false)

let app: FastifyInstance
let database: Database
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'))
  database = openPglite(await PGlite.create(PGLITE_OPTIONS))
  await database.migrate()
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_URL: 'http://hearth.test',
  })
  app = await buildApp(config, { database, webDistDir: webDist })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(webDist, { recursive: true, force: true })
})

function stored(path: string) {
  return readFileSync(join(webDist, path))
}

function get(url: string, acceptEncoding?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toContain("default-src 'self'")
  expect(headers['strict-transport-security']).toBeDefined()
}

describe('static files and API compression', () => {
  test('a hashed asset goes out precompressed with brotli, cached for a year', async () => {
    const response = await get('/assets/index-Bx3k9QpZ.js', 'gzip, deflate, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['vary']).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET)
    expect(response.rawPayload.equals(stored('assets/index-Bx3k9QpZ.js.br'))).toBe(true)
    expectSecurityHeaders(response.headers)
  })

  test('a browser without brotli gets the gzip copy, one without either the plain file', async () => {
    const gzip = await get('/assets/index-Bx3k9QpZ.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET)
    expect(gzip.rawPayload.equals(stored('assets/index-Bx3k9QpZ.js.gz'))).toBe(true)
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const plain = await get('/assets/index-Bx3k9QpZ.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(ASSET)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('index.html, directly or as the history fallback, is compressed and revalidated', async () => {
    for (const url of ['/', '/find-helpers', '/helper/abc', '/index.html']) {
      const response = await get(url, 'br, gzip')
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/text\/html/)
      expect(response.headers['content-encoding'], url).toBe('br')
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.rawPayload.equals(stored('index.html.br')), url).toBe(true)
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX)
      expectSecurityHeaders(response.headers)
    }
  })

  test('an unhashed file from public/ is revalidated on every visit', async () => {
    const response = await get('/favicon.svg', 'br, gzip')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  test('API JSON above 1 KB is compressed, keeping the security headers', async () => {
    const response = await get('/api/v1/countries', 'br, gzip')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    const json: unknown = JSON.parse(brotliDecompressSync(response.rawPayload).toString())
    expect(Array.isArray(json) ? json.length : 0).toBeGreaterThan(100)
    expectSecurityHeaders(response.headers)

    const gzip = await get('/api/v1/countries', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json)
  })

  test('a small API answer goes out as it is', async () => {
    const response = await get('/healthz', 'br, gzip')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toEqual({ status: 'ok' })
    expectSecurityHeaders(response.headers)
  })

  test('an unknown API path still answers 404 JSON, not the web app', async () => {
    const response = await get('/api/v1/no-such-thing', 'br, gzip')
    expect(response.statusCode).toBe(404)
    expect(response.headers['cache-control']).not.toBe('public, max-age=31536000, immutable')
  })
})
