import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { JOB_LIFETIME_DAYS } from '@hearth/shared/job-options'
import { PRIVATE_PATH_PREFIXES, PUBLIC_STATIC_PATHS } from '@hearth/shared/public-urls'
import { bearer } from '../../test/accounts-fixtures'
import { insertHelper, signedInHelperWithProfile } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { employerOnPlan, postedJob } from '../jobs/jobs-fixtures'
import { MAX_URLS_PER_FILE, sitemapPartXml, sitemapXml } from './sitemap'
import { sitemapRoutes } from './sitemap.routes'

const t = useTestApp({ APP_URL: 'https://hearth.test/' })
const SITE = 'https://hearth.test'
const DAY_MS = 86_400_000

type SitemapUrl = { loc: string; lastmod: string | undefined; alternates: Record<string, string> }

/** Every tag closes in order, and only the five XML entities appear: the file parses. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  const stack: string[] = []
  for (const [, closing, name, selfClosing] of xml
    .replace(/^<\?xml[^>]*\?>/, '')
    .matchAll(/<(\/?)([\w:]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (selfClosing) continue
    if (closing) expect(stack.pop(), xml.slice(0, 200)).toBe(name)
    else stack.push(name!)
  }
  expect(stack).toEqual([])
  expect(xml.replace(/<[^<>]*>/g, '')).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)|[<>]/)
}

function urlsOf(xml: string): SitemapUrl[] {
  expectWellFormed(xml)
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  )
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang!, href!],
      ),
    ),
  }))
}

async function text(pending: Promise<AsyncIterable<string> | null>): Promise<string> {
  const body = await pending
  expect(body).not.toBeNull()
  let out = ''
  for await (const piece of body!) out += piece
  return out
}

async function sitemap() {
  const response = await t.inject({ method: 'GET', url: '/sitemap.xml' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
  expect(response.headers['cache-control']).toBe('public, max-age=300')
  return { xml: response.body, urls: urlsOf(response.body) }
}

function locs(urls: SitemapUrl[]) {
  return urls.map((url) => url.loc)
}

test('lists the public static pages in every language, each with its alternates', async () => {
  const { urls } = await sitemap()
  expect(locs(urls)).toEqual(
    expect.arrayContaining([
      `${SITE}/`,
      `${SITE}/zh-hk/`,
      `${SITE}/zh-cn/`,
      `${SITE}/find-helpers`,
      `${SITE}/zh-hk/find-helpers`,
      `${SITE}/zh-cn/find-helpers`,
      `${SITE}/privacy/zh-TW`,
      `${SITE}/zh-cn/faq`,
    ]),
  )
  for (const path of PUBLIC_STATIC_PATHS) {
    const english = `${SITE}${path}`
    const url = urls.find((u) => u.loc === english)
    expect(url, path).toBeDefined()
    expect(url!.lastmod).toBeUndefined()
    expect(url!.alternates).toEqual({
      en: english,
      'zh-Hant-HK': `${SITE}/zh-hk${path === '/' ? '/' : path}`,
      'zh-Hans': `${SITE}/zh-cn${path === '/' ? '/' : path}`,
      'x-default': english,
    })
  }
  // Every language's page names the same alternates.
  const faq = urls.filter((u) => u.loc.endsWith('/faq'))
  expect(faq).toHaveLength(3)
  expect(new Set(faq.map((u) => JSON.stringify(u.alternates))).size).toBe(1)
})

test('lists a published helper in every language with its last change', async () => {
  t.clock.advance(61_000)
  const helper = await signedInHelperWithProfile(t)
  const { urls } = await sitemap()
  const mine = urls.filter((u) => u.loc.endsWith(`/helper/${helper.profile.uid}`))
  expect(locs(mine)).toEqual([
    `${SITE}/helper/${helper.profile.uid}`,
    `${SITE}/zh-hk/helper/${helper.profile.uid}`,
    `${SITE}/zh-cn/helper/${helper.profile.uid}`,
  ])
  const updated = new Date(helper.profile.updated_at as string)
  for (const url of mine) {
    expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(new Date(url.lastmod!).getTime()).toBe(Math.floor(updated.getTime() / 1000) * 1000)
    expect(url.alternates['x-default']).toBe(`${SITE}/helper/${helper.profile.uid}`)
    expect(url.alternates['zh-Hant-HK']).toBe(`${SITE}/zh-hk/helper/${helper.profile.uid}`)
  }
})

test('leaves out a helper who opted out of search engines, and lists them again after opting in', async () => {
  const helper = await signedInHelperWithProfile(t)
  const url = `/api/v1/helpers/profiles/${helper.profile.uid}/`
  const setting = (value: boolean) =>
    t.inject({
      method: 'PUT',
      url,
      headers: bearer(helper.access),
      payload: { show_in_search_engines: value },
    })
  expect((await setting(false)).statusCode).toBe(200)
  expect((await sitemap()).xml).not.toContain(helper.profile.uid)

  expect((await setting(true)).statusCode).toBe(200)
  expect(locs((await sitemap()).urls)).toContain(`${SITE}/helper/${helper.profile.uid}`)
})

test('leaves out draft profiles', async () => {
  const draft = await signedInHelperWithProfile(t, { isDraft: true })
  expect(draft.profile.isDraft).toBe(true)
  const seeded = await insertHelper(t, { isDraft: true })
  const { xml } = await sitemap()
  expect(xml).not.toContain(draft.profile.uid)
  expect(xml).not.toContain(seeded.uid)
})

test('lists ACTIVE postings at /view-job/ with their last edit, and no other posting', async () => {
  const employer = await employerOnPlan(t)
  const active = await postedJob(t, employer)
  const draft = await postedJob(t, employer, { status: 'DRAFT' })
  const closed = await postedJob(t, employer, { status: 'CLOSED' })
  const paused = await postedJob(t, employer, { status: 'PAUSED' })
  const { xml, urls } = await sitemap()
  const listed = urls.filter((u) => u.loc.includes(active.uid))
  expect(locs(listed)).toEqual([
    `${SITE}/view-job/${active.uid}`,
    `${SITE}/zh-hk/view-job/${active.uid}`,
    `${SITE}/zh-cn/view-job/${active.uid}`,
  ])
  for (const url of listed) {
    expect(url.lastmod).toBe(
      new Date(active.updated_at as string).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    )
    expect(url.alternates['zh-Hans']).toBe(`${SITE}/zh-cn/view-job/${active.uid}`)
  }
  expect(xml).not.toContain(`/jobs/${active.uid}`)
  for (const other of [draft, closed, paused]) expect(xml).not.toContain(other.uid)
})

test('holds nothing private: no e-mail, phone number or signed-in area', async () => {
  const helper = await signedInHelperWithProfile(t)
  const { xml, urls } = await sitemap()
  expect(xml).toContain(helper.profile.uid)
  expect(xml).not.toMatch(/@|mailto:|\+\d{6,}/)
  expect(xml).not.toContain(helper.user.email as string)
  expect(xml).not.toContain('/api/')
  for (const url of urls) {
    const path = new URL(url.loc).pathname.replace(/^\/zh-(hk|cn)(?=\/)/, '')
    for (const prefix of PRIVATE_PATH_PREFIXES) expect(path.startsWith(prefix), url.loc).toBe(false)
    expect(path).not.toMatch(/\/leave$/)
  }
})

test('becomes an index of parts within the limit when the URLs do not fit in one file', async () => {
  for (let i = 0; i < 4; i += 1) await insertHelper(t)
  const deps = t.app.deps
  const limit = 9 // three records of three languages a file
  const index = await text(sitemapXml(deps, { maxUrlsPerFile: limit, readChunk: 2 }))
  expectWellFormed(index)
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect(index).not.toContain('<urlset')
  const parts = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc!)
  const helperCount = (await sitemap()).urls.filter((u) => u.loc.includes('/helper/')).length / 3
  const jobCount = (await sitemap()).urls.filter((u) => u.loc.includes('/view-job/')).length / 3
  expect(parts).toEqual([
    ...Array.from({ length: Math.ceil(PUBLIC_STATIC_PATHS.length / 3) }, (_, i) => i + 1).map(
      (n) => `${SITE}/sitemaps/static-${n}.xml`,
    ),
    ...Array.from({ length: Math.ceil(helperCount / 3) }, (_, i) => i + 1).map(
      (n) => `${SITE}/sitemaps/helpers-${n}.xml`,
    ),
    ...Array.from({ length: Math.ceil(jobCount / 3) }, (_, i) => i + 1).map(
      (n) => `${SITE}/sitemaps/jobs-${n}.xml`,
    ),
  ])
  expect(helperCount).toBeGreaterThan(6)

  // Each part, served at its address, is a valid urlset within the limit; together they hold
  // what the single file holds, each URL once.
  const small = Fastify()
  small.decorate('deps', deps)
  await small.register(sitemapRoutes, { maxUrlsPerFile: limit, readChunk: 2 })
  const all: string[] = []
  try {
    for (const part of parts) {
      const response = await small.inject({ method: 'GET', url: new URL(part).pathname })
      expect(response.statusCode, part).toBe(200)
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
      const urls = urlsOf(response.body)
      expect(urls.length, part).toBeGreaterThan(0)
      expect(urls.length, part).toBeLessThanOrEqual(limit)
      all.push(...locs(urls))
    }
  } finally {
    await small.close()
  }
  expect(new Set(all).size).toBe(all.length)
  expect(all.sort()).toEqual(locs((await sitemap()).urls).sort())

  // Past the last part there is nothing.
  const last = Math.ceil(helperCount / 3)
  expect(await sitemapPartXml(deps, `helpers-${last + 1}`, { maxUrlsPerFile: limit })).toBeNull()
  expect(MAX_URLS_PER_FILE).toBe(50_000)
})

test('answers 404 for an unknown part, and serves a known one at the production limit', async () => {
  for (const name of ['people-1', 'helpers-0', 'helpers-x', 'helpers-99', '..%2Fetc-1']) {
    const response = await t.inject({ method: 'GET', url: `/sitemaps/${name}.xml` })
    expect(response.statusCode, name).toBe(404)
    expect(response.json().code).toBe('not_found')
  }
  const part = await t.inject({ method: 'GET', url: '/sitemaps/static-1.xml' })
  expect(part.statusCode).toBe(200)
  expect(urlsOf(part.body)).toHaveLength(PUBLIC_STATIC_PATHS.length * 3)
})

test('escapes every value it writes', async () => {
  const odd = await insertHelper(t, { uid: `a&b<c>"d'${Date.now()}` })
  const { xml } = await sitemap()
  // encodeURIComponent leaves the apostrophe, which the XML escapes.
  expect(xml).toContain(`/helper/${encodeURIComponent(odd.uid).replace(/'/g, '&apos;')}<`)
  expect(xml).not.toContain(odd.uid)
})

test('robots.txt names the sitemap and keeps robots out of the signed-in areas', async () => {
  const response = await t.inject({ method: 'GET', url: '/robots.txt' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
  expect(response.headers['cache-control']).toBe('public, max-age=300')
  const lines = response.body.split('\n')
  expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
  for (const line of [
    'Disallow: /account',
    'Disallow: /zh-hk/account',
    'Disallow: /zh-cn/account',
    'Disallow: /chat/',
    'Disallow: /zh-hk/chat/',
    'Disallow: /employer/',
    'Disallow: /zh-cn/payroll',
    'Disallow: /helper/*/leave',
    'Disallow: /zh-hk/helper/*/leave',
    'Disallow: /zh-cn/helper/*/leave',
    'Disallow: /api/',
    `Sitemap: ${SITE}/sitemap.xml`,
  ])
    expect(lines).toContain(line)
  expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(
    PRIVATE_PATH_PREFIXES.length * 3 + 3 + 1,
  )
  expect(response.body).not.toContain('Disallow: /\n')
  expect(response.body).not.toContain('//sitemap.xml')
})

test('a posting past its lifetime leaves the sitemap', async () => {
  const employer = await employerOnPlan(t)
  const posting = await postedJob(t, employer)
  expect((await sitemap()).xml).toContain(posting.uid)
  t.clock.advance((JOB_LIFETIME_DAYS + 1) * DAY_MS)
  expect((await sitemap()).xml).not.toContain(posting.uid)
})
