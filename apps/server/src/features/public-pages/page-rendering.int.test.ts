import { beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { helperProfiles } from '../../db/schema'
import { insertHelper } from '../../test/helper-fixtures'
import { useTestApp } from '../../test/test-app'
import { loadSourcePages } from '../../test/web-pages'
import { employerOnPlan, postedJob } from '../jobs/jobs-fixtures'

// Public pages rendered by the server (docs/decisions/0018-server-rendering.md), driven over
// HTTP against the web app's sources rendered through Vite, as production renders its build.

const t = useTestApp({}, { pages: loadSourcePages })

const HOSTILE = 'Ana </script><script>alert(1)</script> <!-- \u2028 end'
let helperA: { uid: string; firstName: string | null; lastName: string | null }
let helperB: { uid: string; firstName: string | null; lastName: string | null }
let hostile: { uid: string }
let jobUid = ''

function page(url: string, headers: Record<string, string> = {}) {
  return t.inject({ method: 'GET', url, headers })
}

/** The text inside #root and the hydration data block, as the browser receives them. */
function partsOf(html: string) {
  const root = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf('<script type="application/json"'),
  )
  const data = /<script type="application\/json" id="hearth-ssr">([\s\S]*?)<\/script>/.exec(html)
  return { root, data: data?.[1] ?? null }
}

beforeAll(async () => {
  helperA = await insertHelper(t, { firstName: 'Marisol', lastName: 'Dela Cruz' })
  helperB = await insertHelper(t, {
    firstName: 'Siti',
    lastName: 'Rahayu',
    nationality: 'Indonesian',
  })
  hostile = await insertHelper(t, { firstName: HOSTILE, lastName: 'Reyes', aboutMe: HOSTILE })
  const employer = await employerOnPlan(t)
  jobUid = (await postedJob(t, employer, { job_title: 'Live-in helper in Tai Koo' })).uid
}, 120_000)

describe('a visitor gets the page content in the HTML', () => {
  test('a helper page holds her name, title, canonical, hreflang and Open Graph tags', async () => {
    const response = await page(`/helper/${helperA.uid}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    const html = response.body
    expect(html).toContain('<html lang="en"')
    expect(html).toMatch(
      /<title>Marisol Dela Cruz — domestic helper in Hong Kong \| Hearth<\/title>/,
    )
    expect(html).toContain(
      `<link rel="canonical" href="http://hearth.test/helper/${helperA.uid}" />`,
    )
    for (const [hreflang, prefix] of [
      ['en', ''],
      ['zh-Hant-HK', '/zh-hk'],
      ['zh-Hans', '/zh-cn'],
      ['x-default', ''],
    ])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="http://hearth.test${prefix}/helper/${helperA.uid}" />`,
      )
    expect(html).toContain('<meta property="og:type" content="profile" />')
    expect(html).toContain(
      `<meta property="og:image" content="http://hearth.test/share/helper/${helperA.uid}/en.jpg" />`,
    )
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(partsOf(html).root).toContain('Marisol Dela Cruz')
  })

  test('the Traditional Chinese URL renders the page in Traditional Chinese', async () => {
    const response = await page(`/zh-hk/helper/${helperA.uid}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<html lang="zh-TW"')
    expect(response.body).toContain('香港外籍家庭傭工 | Hearth</title>')
    expect(response.body).toContain(
      `<link rel="canonical" href="http://hearth.test/zh-hk/helper/${helperA.uid}" />`,
    )
    expect(partsOf(response.body).root).toContain('主要資料')
  })

  test('the sign-in and registration forms cannot send before they hydrate, and never by GET', async () => {
    for (const path of ['/login', '/register']) {
      const { root } = partsOf((await page(path)).body)
      expect(root, path).toMatch(/<form[^>]* method="post"/)
      // Typed before the scripts run, a native submit would reload the page and lose it all.
      expect(root, path).toMatch(/<button[^>]* type="submit"[^>]* disabled=""/)
    }
  })

  test('Accept-Language never changes the language of a URL, and nothing redirects', async () => {
    const response = await page('/faq', { 'accept-language': 'zh-CN' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<html lang="en"')
  })

  test('Find Helpers holds the same first page of cards the API returns for its filters', async () => {
    const api = (
      await t.inject({ method: 'GET', url: '/api/v1/helpers/profiles/?nationality=Indonesian' })
    ).json()
    const names = (api.results as { fullName: string }[]).map((helper) => helper.fullName)
    expect(names).toContain('Siti Rahayu')
    const response = await page('/zh-cn/find-helpers?nationality=Indonesian')
    expect(response.statusCode).toBe(200)
    const { root } = partsOf(response.body)
    for (const name of names) expect(root).toContain(name)
    expect(root).not.toContain('Marisol Dela Cruz')
  })

  test('a job page carries one JobPosting and its preview tags', async () => {
    const response = await page(`/view-job/${jobUid}`, { 'user-agent': 'facebookexternalhit/1.1' })
    expect(response.statusCode).toBe(200)
    const blocks =
      response.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? []
    expect(blocks).toHaveLength(1)
    const data = JSON.parse(blocks[0]!.replace(/<\/?script[^>]*>/g, '')) as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Live-in helper in Tai Koo',
      directApply: true,
      employmentType: expect.any(String),
      jobLocation: { address: { addressCountry: 'HK' } },
      identifier: { value: jobUid },
    })
    expect(new Date(data.validThrough as string).getTime()).toBeGreaterThan(
      Date.parse(data.datePosted as string),
    )
    expect(response.body).toContain(
      `<meta property="og:image" content="http://hearth.test/share/job/${jobUid}/en.jpg" />`,
    )
    expect((await page(`/jobs/${jobUid}`)).statusCode).toBe(200)
  })
})

describe('a posting that is no longer open', () => {
  test('answers 200 with a "no longer open" notice, noindex and no JobPosting', async () => {
    const employer = await employerOnPlan(t)
    for (const [status, language, notice] of [
      ['FILLED', '', 'This job is no longer open.'],
      ['EXPIRED', '/zh-hk', '這份工作已不再招聘。'],
      ['CLOSED', '/zh-cn', '这份工作已不再招聘。'],
    ] as const) {
      const posting = await postedJob(t, employer, { job_title: `Cook wanted ${status}`, status })
      const response = await page(`${language}/view-job/${posting.uid}`)
      expect(response.statusCode).toBe(200)
      const { root } = partsOf(response.body)
      expect(root).toContain(`Cook wanted ${status}`)
      expect(root).toContain(notice)
      expect(response.body).toContain('<meta name="robots" content="noindex" />')
      expect(response.body).not.toContain('application/ld+json')
    }
    const draft = await postedJob(t, employer, { status: 'DRAFT' })
    expect((await page(`/view-job/${draft.uid}`)).statusCode).toBe(404)
  })

  test('an ACTIVE posting is indexable and says nothing of being closed', async () => {
    const response = await page(`/view-job/${jobUid}`)
    expect(response.body).not.toContain('noindex')
    expect(response.body).not.toContain('This job is no longer open.')
  })
})

describe('status codes', () => {
  test('an unknown path is a 404 with the "Page not found" page', async () => {
    const response = await page('/no-such-page')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Page not found')
    expect(response.body).toContain('<meta name="robots" content="noindex" />')
  })

  test('an unknown or unpublished helper and an unknown posting are 404', async () => {
    expect((await page('/helper/nobody-at-all')).statusCode).toBe(404)
    expect((await page('/view-job/no-such-job')).statusCode).toBe(404)
    await t.app.deps.db
      .update(helperProfiles)
      .set({ isDraft: true })
      .where(eq(helperProfiles.uid, helperB.uid))
    const draft = await page(`/helper/${helperB.uid}`)
    expect(draft.statusCode).toBe(404)
    expect(draft.body).not.toContain('Rahayu')
    await t.app.deps.db
      .update(helperProfiles)
      .set({ isDraft: false })
      .where(eq(helperProfiles.uid, helperB.uid))
  })

  test('a signed-in page is the shell, marked noindex', async () => {
    const response = await page('/manage-employment')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<div id="root"></div>')
    expect(response.body).toContain('<meta name="robots" content="noindex" />')
    expect(response.body).not.toContain('hearth-ssr')
  })

  test('an unknown API path stays a JSON 404', async () => {
    const response = await page('/api/v1/no-such-thing/')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'not_found' })
  })
})

describe('safe embedding', () => {
  test('user text cannot end a script, open a comment or break the data block', async () => {
    const response = await page(`/helper/${hostile.uid}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('<!-- \u2028')
    const { data } = partsOf(html)
    expect(data).not.toBeNull()
    expect(data).not.toMatch(/[<>\u2028\u2029]/)
    const payload = JSON.parse(data!) as { queries: { queries: { state: { data: unknown } }[] } }
    expect(JSON.stringify(payload.queries)).toContain('</script><script>alert(1)')
    // Only these script elements: the app's module, the data block, and none inline that runs.
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    for (const tag of scripts)
      expect(tag).toMatch(/type="module"|type="application\/json"|type="application\/ld\+json"/)
  })

  test('public HTML holds no contact details', async () => {
    const html = (await page(`/helper/${helperA.uid}`)).body
    expect(html).not.toContain('+639170000000')
    expect(html).not.toMatch(/whatsapp_contact|phone_contact|passport_url|bank_account/)
  })
})

describe('no state shared between requests', () => {
  test('50 concurrent requests in three languages for different helpers each get their own', async () => {
    const cases = Array.from({ length: 50 }, (_, index) => {
      const language = (['en', 'zh-TW', 'zh-CN'] as const)[index % 3]!
      const helper = index % 2 === 0 ? helperA : helperB
      const prefix = { en: '', 'zh-TW': '/zh-hk', 'zh-CN': '/zh-cn' }[language]
      return { language, helper, url: `${prefix}/helper/${helper.uid}` }
    })
    const answers = await Promise.all(cases.map((one) => page(one.url)))
    const marker = { en: 'Key Information', 'zh-TW': '主要資料', 'zh-CN': '主要信息' }
    answers.forEach((response, index) => {
      const { language, helper } = cases[index]!
      const other = helper === helperA ? helperB : helperA
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(`<html lang="${language}"`)
      const { root, data } = partsOf(response.body)
      expect(root).toContain(`${helper.firstName} ${helper.lastName}`)
      expect(root).not.toContain(`${other.firstName} ${other.lastName}`)
      expect(root).toContain(marker[language])
      expect(JSON.parse(data!)).toMatchObject({ language })
    })
  })
})
