import { createHash } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { NATIONALITY_LABELS, PROFILE_TYPE_LABELS } from '@hearth/shared/helper-options'
import type { HelperProfile } from '@hearth/shared/helpers'
import { isLanguage, tk, type Language } from '@hearth/shared/i18n-keys'
import { LOCATION_AREA_LABELS } from '@hearth/shared/job-options'
import type { JobPosting } from '@hearth/shared/jobs'
import { translate } from '@hearth/shared/translate'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { getHelperProfile, readPhoto } from '../helpers/helpers.service'
import { getPosting } from '../jobs/jobs.service'
import { drawShareCard, type HelperCard, type ShareCard } from './share-cards'

/** Part of every card's cache key and ETag: raise it when the drawing changes. */
const CARD_DESIGN = 1
/** Cards kept per process (about 50 KB each); each process draws its own. */
const CACHE_LIMIT = 200
const MAX_AGE_SECONDS = 300

const notFound = () => new AppError('not_found', tk('Not found.'))

// What follows `/share/helper/` or `/share/job/`, and `/share/site/`. Record uids are short
// URL-safe strings (lib/tokens.ts): anything else names no record.
const RECORD_CARD = /^(?<id>[A-Za-z0-9_-]{1,64})\/(?<language>[^/]+)\.jpg$/
const SITE_CARD = /^(?<language>[^/]+)\.jpg$/

/**
 * The id and language a card's path names, read from the route's wildcard: unlike a `:param`,
 * which Fastify answers with 414 past 100 characters, a wildcard lets an over-long id be a 404
 * like any other unknown one.
 */
function cardPath(path: string, pattern: RegExp): { id: string; language: Language } {
  const { id = '', language } = pattern.exec(path)?.groups ?? {}
  if (!isLanguage(language)) throw notFound()
  return { id, language }
}

function labelOf(labels: Record<string, string>, value: string | null, language: Language) {
  return value ? translate(labels[value] ?? value, language) : null
}

function facts(parts: (string | null)[]): string {
  return parts.filter(Boolean).join(' · ')
}

function hkd(amount: number): string {
  return `HK$${amount.toLocaleString('en-US')}`
}

/** The budget as the job pages show it (apps/web/src/features/jobs/job-format.ts). */
function budgetOf(posting: JobPosting, language: Language): string {
  const { budget_lower: lower, budget_upper: upper } = posting
  if (lower !== null && upper !== null && lower !== upper) return `${hkd(lower)} – ${hkd(upper)}`
  if (lower !== null) return translate(tk('From {{amount}}'), language, { amount: hkd(lower) })
  if (upper !== null) return translate(tk('Up to {{amount}}'), language, { amount: hkd(upper) })
  return translate(tk('Salary negotiable'), language)
}

function experienceOf(years: number | null, language: Language): string | null {
  if (!years) return null
  return years === 1
    ? translate(tk('1 year of experience'), language)
    : translate(tk('{{years}} years of experience'), language, { years })
}

/** The card's words; the photo is read only when the card is drawn. */
function helperCard(profile: HelperProfile, language: Language): HelperCard {
  const label = labelOf(PROFILE_TYPE_LABELS, profile.profile_type ?? 'Helper', language) ?? ''
  const name = [profile.first_name, profile.middle_name, profile.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return {
    kind: 'helper',
    name: name || label,
    label,
    facts: facts([
      labelOf(NATIONALITY_LABELS, profile.nationality, language),
      experienceOf(profile.work_experience_text, language),
    ]),
    photo: null,
    footer: translate(tk('Hire a domestic helper in Hong Kong'), language),
  }
}

/** The photo as visitors get it (a published profile's), or null without one. */
async function publicPhoto(deps: AppDeps, profile: HelperProfile): Promise<Buffer | null> {
  if (!profile.image_url) return null
  const file = await readPhoto(deps, undefined, profile.uid, 'photo').catch(() => undefined)
  return file ? buffer(file.stream) : null
}

function jobCard(posting: JobPosting, language: Language): ShareCard {
  return {
    kind: 'job',
    title: posting.job_title,
    label: translate(tk('Job opening'), language),
    facts: facts([
      labelOf(LOCATION_AREA_LABELS, posting.location_area, language),
      budgetOf(posting, language),
    ]),
    footer: translate(tk('Domestic helper jobs in Hong Kong'), language),
  }
}

/** A bounded least-recently-used store of cards being drawn or drawn. */
function cardCache(limit: number) {
  const cards = new Map<string, Promise<Buffer>>()
  return (key: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    let card = cards.get(key)
    if (card) cards.delete(key)
    else {
      card = draw()
      const drawn = card
      void drawn.catch(() => {
        if (cards.get(key) === drawn) cards.delete(key)
      })
    }
    cards.set(key, card)
    if (cards.size > limit) cards.delete(cards.keys().next().value!)
    return card
  }
}

function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/**
 * The share cards (og:image) of helper profiles, job postings and every other page, at
 * `SHARE_CARD_PATHS` (packages/shared/src/public-urls.ts). A card exists for what a visitor may
 * read through the API: a published profile, an ACTIVE posting; anything else is a 404.
 */
export async function shareCardRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps
  const cached = cardCache(CACHE_LIMIT)

  /**
   * Sends `card` in `language`, drawing it on a miss. Its cache key and ETag cover the record's
   * version (`updated_at`, and the photo's version inside its URL) and the card's words, so an
   * edit or a changed translation gives a new card.
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    version: string[],
    card: ShareCard,
    language: Language,
    photo?: () => Promise<Buffer | null>,
  ) {
    const key = createHash('sha256')
      .update(JSON.stringify([CARD_DESIGN, language, version, card]))
      .digest('base64url')
    const etag = `"${key.slice(0, 27)}"`
    void reply
      .header('etag', etag)
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      // Link previews are fetched by other sites' crawlers and shown in other origins' pages.
      .header('cross-origin-resource-policy', 'cross-origin')
    if (isFresh(request, etag)) return reply.code(304).send()
    const jpeg = await cached(key, async () =>
      drawShareCard(
        card.kind === 'helper' && photo ? { ...card, photo: await photo() } : card,
        language,
      ),
    )
    return reply.type('image/jpeg').send(jpeg)
  }

  type Wildcard = { Params: { '*': string } }
  /**
   * Out of the API's description. The path is checked on arrival, before the app-wide check of
   * text (lib/text-input.ts) would call a NUL in it a 400: a malformed id names no card.
   */
  const options = (pattern: RegExp) => ({
    schema: { hide: true },
    onRequest: async (request: FastifyRequest<Wildcard>) => {
      cardPath(request.params['*'], pattern)
    },
  })

  app.get<Wildcard>('/share/helper/*', options(RECORD_CARD), async (request, reply) => {
    const { id, language } = cardPath(request.params['*'], RECORD_CARD)
    const profile = await getHelperProfile(deps, undefined, id)
    const version = ['helper', profile.uid, profile.updated_at, profile.image_url ?? '']
    const card = helperCard(profile, language)
    return send(request, reply, version, card, language, () => publicPhoto(deps, profile))
  })

  app.get<Wildcard>('/share/job/*', options(RECORD_CARD), async (request, reply) => {
    const { id, language } = cardPath(request.params['*'], RECORD_CARD)
    const posting = await getPosting(deps, undefined, id, language)
    const version = ['job', posting.uid, posting.updated_at]
    return send(request, reply, version, jobCard(posting, language), language)
  })

  app.get<Wildcard>('/share/site/*', options(SITE_CARD), async (request, reply) => {
    const { language } = cardPath(request.params['*'], SITE_CARD)
    const tagline = translate(tk('Find, hire and employ a domestic helper in Hong Kong'), language)
    return send(request, reply, ['site'], { kind: 'site', tagline }, language)
  })
}
