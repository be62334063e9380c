import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { createPageCache, EncodedPage, encodingFor } from './page-cache'

function clockAt(start: number) {
  const clock = { now: start, read: () => new Date(clock.now) }
  return clock
}

describe('createPageCache', () => {
  test('reuses a page for its seconds and renders it again after', async () => {
    const clock = clockAt(0)
    const cache = createPageCache({ seconds: 30, clock: clock.read })
    let renders = 0
    const make = async () => ({ page: new EncodedPage(200, `v${++renders}`), keep: true })
    expect((await cache.get('/a', make)).hit).toBe(false)
    clock.now = 29_999
    const kept = await cache.get('/a', make)
    expect(kept.hit).toBe(true)
    expect(String(await kept.page.body('identity'))).toBe('v1')
    clock.now = 30_000
    const fresh = await cache.get('/a', make)
    expect(fresh.hit).toBe(false)
    expect(String(await fresh.page.body('identity'))).toBe('v2')
  })

  test('requests for an address being rendered share that one render', async () => {
    const cache = createPageCache({ seconds: 30, clock: clockAt(0).read })
    let renders = 0
    const make = async () => {
      renders += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { page: new EncodedPage(200, 'page'), keep: true }
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('/a', make)))
    expect(renders).toBe(1)
    expect(answers.filter((answer) => !answer.hit)).toHaveLength(1)
  })

  test('keeps nothing a render says not to keep, and shares a failure without keeping it', async () => {
    const cache = createPageCache({ seconds: 30, clock: clockAt(0).read })
    await cache.get('/shell', async () => ({ page: new EncodedPage(200, 'shell'), keep: false }))
    expect(cache.size).toBe(0)
    await expect(cache.get('/x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    const after = await cache.get('/x', async () => ({
      page: new EncodedPage(200, 'ok'),
      keep: true,
    }))
    expect(after.hit).toBe(false)
  })

  test('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = createPageCache({ seconds: 30, clock: clockAt(0).read, maxEntries: 2 })
    const make = (text: string) => async () => ({ page: new EncodedPage(200, text), keep: true })
    await cache.get('/1', make('1'))
    await cache.get('/2', make('2'))
    await cache.get('/3', make('3'))
    expect(cache.size).toBe(2)
    expect((await cache.get('/1', make('1 again'))).hit).toBe(false)
    expect((await cache.get('/3', make('3 again'))).hit).toBe(true)
  })
})

describe('EncodedPage', () => {
  test('gives the same HTML brotli-compressed, gzipped and plain', async () => {
    const html = '<p>Marisol · 家務助理</p>'.repeat(50)
    const page = new EncodedPage(404, html)
    expect(page.status).toBe(404)
    expect(brotliDecompressSync(await page.body('br')).toString()).toBe(html)
    expect(gunzipSync(await page.body('gzip')).toString()).toBe(html)
    expect((await page.body('identity')).toString()).toBe(html)
  })

  test('a compacted page (kept in the cache) still gives its HTML in every encoding', async () => {
    const html = '<p>Siti · 家務助理</p>'.repeat(40)
    const page = new EncodedPage(200, html)
    page.compact()
    expect((await page.body('identity')).toString()).toBe(html)
    expect(gunzipSync(await page.body('gzip')).toString()).toBe(html)
    expect(brotliDecompressSync(await page.body('br')).toString()).toBe(html)
  })

  test('follows Accept-Encoding: brotli, else gzip, else none', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br')
    expect(encodingFor('gzip, deflate')).toBe('gzip')
    expect(encodingFor(undefined)).toBe('identity')
  })
})
