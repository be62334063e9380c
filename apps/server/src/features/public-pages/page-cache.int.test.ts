import { beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { helperProfiles } from '../../db/schema'
import { insertHelper } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { loadSourcePages } from '../../test/web-pages'

// The short cache of pages rendered for visitors (PAGE_CACHE_SECONDS; page-cache.ts), over HTTP.

let renders = 0
const t = useTestApp(
  { PAGE_CACHE_SECONDS: '30' },
  {
    pages: async () => {
      const pages = await loadSourcePages()
      const { renderPage } = pages.renderer
      return {
        ...pages,
        renderer: {
          renderPage: (input) => {
            renders += 1
            return renderPage(input)
          },
        },
      }
    },
  },
)

let helper: { uid: string }

function page(url: string, headers: Record<string, string> = {}) {
  return t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } })
}

beforeAll(async () => {
  helper = await insertHelper(t, { firstName: 'Lorna', lastName: 'Bautista' })
}, 120_000)

describe('pages rendered for visitors', () => {
  test('are reused for the same address, and an edit shows once the seconds have passed', async () => {
    const path = `/zh-cn/helper/${helper.uid}`
    const first = await page(path)
    expect(first.headers['x-page-cache']).toBe('miss')
    expect(first.headers['content-encoding']).toBe('br')
    const before = renders
    const again = await page(path)
    expect(again.headers['x-page-cache']).toBe('hit')
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(renders).toBe(before)
    // Another language and another encoding of the same page.
    expect((await page(`/helper/${helper.uid}`)).headers['x-page-cache']).toBe('miss')
    const gzipped = await page(path, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers['x-page-cache']).toBe('hit')

    await t.app.deps.db
      .update(helperProfiles)
      .set({ firstName: 'Lorena' })
      .where(eq(helperProfiles.uid, helper.uid))
    t.clock.advance(29_000)
    expect((await page(path, { 'accept-encoding': 'identity' })).body).toContain('Lorna')
    t.clock.advance(1_000)
    const edited = await page(path, { 'accept-encoding': 'identity' })
    expect(edited.headers['x-page-cache']).toBe('miss')
    expect(edited.body).toContain('Lorena')
    expect(edited.body).not.toContain('Lorna')
  })

  test('20 requests at once for a page not yet kept are one render', async () => {
    const before = renders
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => page('/find-helpers?nationality=Filipino')),
    )
    expect(renders - before).toBe(1)
    for (const answer of answers) expect(answer.statusCode).toBe(200)
    expect(answers.filter((a) => a.headers['x-page-cache'] === 'miss')).toHaveLength(1)
  })

  test('a 404 page is kept with its status', async () => {
    expect((await page('/no-such-page')).statusCode).toBe(404)
    const again = await page('/no-such-page')
    expect(again.statusCode).toBe(404)
    expect(again.headers['x-page-cache']).toBe('hit')
  })
})

describe('pages for a signed-in browser', () => {
  test('are rendered afresh every time, never from or into the cache', async () => {
    const signedIn = { cookie: 'hearth_signed_in=1' }
    const path = `/helper/${helper.uid}`
    await page(path)
    const before = renders
    const first = await page(path, signedIn)
    const second = await page(path, signedIn)
    expect(first.headers['x-page-cache']).toBeUndefined()
    expect(second.headers['x-page-cache']).toBeUndefined()
    expect(renders - before).toBe(2)
    expect(first.statusCode).toBe(200)
  })
})
