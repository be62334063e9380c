import { LANGUAGES } from '@hearth/shared/i18n-keys'
import {
  HREFLANGS,
  PRIVATE_PATH_PREFIXES,
  PUBLIC_STATIC_PATHS,
  localizedPath,
} from '@hearth/shared/public-urls'
import type { AppDeps } from '../../lib/deps'
import type { NewestFirstCursor } from '../../lib/keyset'
import { countHelpersForSitemap, helpersForSitemap } from '../helpers/helpers.service'
import { countJobsForSitemap, jobsForSitemap } from '../jobs/job-search.service'

// sitemap.xml and robots.txt (issue 20 item 8, docs/decisions/0018): every public page in every
// language, with its alternates, and nothing behind a sign-in.

/** The sitemaps.org limit of URLs in one file; each language's URL counts on its own. */
export const MAX_URLS_PER_FILE = 50_000
/** Records read from the database at a time while a file is written. */
const READ_CHUNK = 2_000

type SectionName = 'static' | 'helpers' | 'jobs'

/** A page without its language: the spec path (`/helper/abc`) and when its record last changed. */
type Entry = { path: string; lastmod?: Date }
type KeysetPage = { after: NewestFirstCursor | null; skip: number; limit: number }
type KeysetRow = { uid: string; updatedAt: Date; cursor: NewestFirstCursor }

type Section = {
  name: SectionName
  /** How many records the section lists now. */
  count: () => Promise<number>
  /** The entries from position `start` on, at most `limit`, a chunk at a time. */
  read: (start: number, limit: number) => AsyncGenerator<Entry[]>
}

export type SitemapOptions = {
  /** URLs a file may hold before `/sitemap.xml` becomes an index of parts (tests lower it). */
  maxUrlsPerFile?: number
  /** Records read from the database at a time. */
  readChunk?: number
}

type SitemapDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>

/**
 * Reads a part a chunk at a time by keyset on (updated_at, uid), newest first: the first chunk by
 * position (the earlier parts' rows are skipped once, in the database), every later one after the
 * last row read, so that no chunk costs more than the one before.
 */
async function* readByKeyset(
  page: (request: KeysetPage) => Promise<KeysetRow[]>,
  pathOf: (uid: string) => string,
  start: number,
  limit: number,
  chunk: number,
): AsyncGenerator<Entry[]> {
  let after: NewestFirstCursor | null = null
  let left = limit
  while (left > 0) {
    const size = Math.min(chunk, left)
    const rows = await page({ after, skip: after ? 0 : start, limit: size })
    if (rows.length > 0)
      yield rows.map((row) => ({ path: pathOf(row.uid), lastmod: row.updatedAt }))
    if (rows.length < size) return
    left -= rows.length
    after = rows.at(-1)!.cursor
  }
}

function sectionsOf(deps: SitemapDeps, chunk: number): Section[] {
  return [
    {
      name: 'static',
      count: async () => PUBLIC_STATIC_PATHS.length,
      read: async function* (start, limit) {
        const paths = PUBLIC_STATIC_PATHS.slice(start, start + limit)
        if (paths.length > 0) yield paths.map((path) => ({ path }))
      },
    },
    {
      name: 'helpers',
      count: () => countHelpersForSitemap(deps),
      read: (start, limit) =>
        readByKeyset(
          (page) => helpersForSitemap(deps, page),
          (uid) => `/helper/${encodeURIComponent(uid)}`,
          start,
          limit,
          chunk,
        ),
    },
    {
      name: 'jobs',
      count: () => countJobsForSitemap(deps),
      read: (start, limit) =>
        readByKeyset(
          (page) => jobsForSitemap(deps, page),
          // The canonical job page; /jobs/{uid} is an alias and is not listed.
          (uid) => `/view-job/${encodeURIComponent(uid)}`,
          start,
          limit,
          chunk,
        ),
    },
  ]
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}

/** W3C date-time in UTC, to the second. */
function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`
const URLSET_CLOSE = '</urlset>\n'

/** One `<url>` per language, each naming every language's URL and x-default (English). */
function renderEntry(appUrl: string, entry: Entry): string {
  const urlOf = (language: (typeof LANGUAGES)[number]) =>
    escapeXml(`${appUrl}${localizedPath(language, entry.path)}`)
  const alternates = [
    ...LANGUAGES.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${HREFLANGS[language]}" href="${urlOf(language)}"/>\n`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlOf('en')}"/>\n`,
  ].join('')
  const lastmod = entry.lastmod ? `    <lastmod>${w3cDateTime(entry.lastmod)}</lastmod>\n` : ''
  return LANGUAGES.map(
    (language) => `  <url>\n    <loc>${urlOf(language)}</loc>\n${lastmod}${alternates}  </url>\n`,
  ).join('')
}

/** Records a file holds: each gives one URL per language. */
function recordsPerFile(maxUrlsPerFile: number): number {
  return Math.max(1, Math.floor(maxUrlsPerFile / LANGUAGES.length))
}

/**
 * Runs `body` up to its first piece before answering, so that a failure or an empty part is
 * known while the status can still change; the rest is written as it is read.
 */
async function started(body: AsyncGenerator<string>): Promise<AsyncGenerator<string> | null> {
  const first = await body.next()
  if (first.done) return null
  return (async function* () {
    yield first.value
    yield* body
  })()
}

/** A `<urlset>` of the sources in order, cut at `max` records in all; nothing when empty. */
async function* urlset(
  appUrl: string,
  sources: { section: Section; start: number }[],
  max: number,
): AsyncGenerator<string> {
  let left = max
  let opened = false
  for (const { section, start } of sources) {
    if (left <= 0) break
    for await (const entries of section.read(start, left)) {
      if (!opened) yield URLSET_OPEN
      opened = true
      left -= entries.length
      yield entries.map((entry) => renderEntry(appUrl, entry)).join('')
    }
  }
  if (opened) yield URLSET_CLOSE
}

function sitemapIndex(appUrl: string, names: string[]): string {
  const entries = names
    .map(
      (name) =>
        `  <sitemap>\n    <loc>${escapeXml(`${appUrl}/sitemaps/${name}.xml`)}</loc>\n  </sitemap>\n`,
    )
    .join('')
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`
}

/**
 * `/sitemap.xml`: one `<urlset>` while every URL fits in a file, else a `<sitemapindex>` of the
 * parts `/sitemaps/{section}-{n}.xml` (static, helpers, jobs), each within the limit. A urlset is
 * written as the database is read.
 */
export async function sitemapXml(
  deps: SitemapDeps,
  options: SitemapOptions = {},
): Promise<AsyncGenerator<string>> {
  const perFile = recordsPerFile(options.maxUrlsPerFile ?? MAX_URLS_PER_FILE)
  const sections = sectionsOf(deps, options.readChunk ?? READ_CHUNK)
  const counts: number[] = []
  for (const section of sections) counts.push(await section.count())
  if (counts.reduce((sum, n) => sum + n, 0) <= perFile) {
    // Cut at the limit all the same, should records have been added since they were counted.
    const sources = sections.map((section) => ({ section, start: 0 }))
    const body = await started(urlset(deps.config.appUrl, sources, perFile))
    if (body) return body
  }
  const names = sections.flatMap((section, i) =>
    Array.from(
      { length: Math.ceil(counts[i]! / perFile) },
      (_, part) => `${section.name}-${part + 1}`,
    ),
  )
  return (async function* () {
    yield sitemapIndex(deps.config.appUrl, names)
  })()
}

/** `/sitemaps/{name}.xml`: part n of a section, or null when there is no such part (404). */
export async function sitemapPartXml(
  deps: SitemapDeps,
  name: string,
  options: SitemapOptions = {},
): Promise<AsyncGenerator<string> | null> {
  const match = /^(static|helpers|jobs)-([1-9]\d{0,5})$/.exec(name)
  if (!match) return null
  const perFile = recordsPerFile(options.maxUrlsPerFile ?? MAX_URLS_PER_FILE)
  const section = sectionsOf(deps, options.readChunk ?? READ_CHUNK).find(
    (s) => s.name === match[1],
  )!
  const start = (Number(match[2]) - 1) * perFile
  return started(urlset(deps.config.appUrl, [{ section, start }], perFile))
}

/** `/robots.txt`: the signed-in areas in every language and the API are off limits. */
export function robotsTxt(appUrl: string): string {
  const disallowed = new Set([
    ...PRIVATE_PATH_PREFIXES.flatMap((prefix) =>
      LANGUAGES.map((language) => localizedPath(language, prefix)),
    ),
    // A helper's leave page (/helper/{id}/leave) is private; the profile beside it is public.
    ...LANGUAGES.map((language) => localizedPath(language, '/helper/*/leave')),
    '/api/',
  ])
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallowed].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
