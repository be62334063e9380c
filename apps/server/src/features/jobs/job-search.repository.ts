import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  like,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { JobSearchQuery } from '@hearth/shared/jobs'
import type { Db } from '../../db/client'
import { afterNewestFirst, type NewestFirstCursor } from '../../lib/keyset'
import { jobApplications, jobPostings, jobSearch } from '../../db/schema'
import type { ApplicationRow } from './applications.repository'
import { expiryCutoff, normalizeForSearch, skillsMaskOf, type PostingRow } from './jobs.mapping'

// Reads the search projection job_search (written by jobs.repository.ts with each posting).

const s = jobSearch
const a = jobApplications
const p = jobPostings

/** Rows whose effective status is `status` (ACTIVE past its lifetime is EXPIRED). */
function statusCondition(status: string, now: Date): SQL {
  const cutoff = expiryCutoff(now)
  if (status === 'ACTIVE') return and(eq(s.status, 'ACTIVE'), gte(s.updatedAt, cutoff))!
  if (status === 'EXPIRED') {
    return or(eq(s.status, 'EXPIRED'), and(eq(s.status, 'ACTIVE'), lt(s.updatedAt, cutoff)))!
  }
  return eq(s.status, status)
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The filters of `GET /jobs/` (docs/spec/marketplace.md §5 "Job search filters") in SQL. */
export function searchConditions(query: JobSearchQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [statusCondition(query.status, now)]
  for (const word of normalizeForSearch(query.search ?? '')
    .split(' ')
    .filter(Boolean)) {
    conditions.push(like(s.searchText, `%${escapeLike(word)}%`))
  }
  if (query.location_area) conditions.push(eq(s.locationArea, query.location_area))
  if (query.contract_type) conditions.push(eq(s.contractType, query.contract_type))
  if (query.accommodation) conditions.push(eq(s.accommodation, query.accommodation))
  if (query.skills.length) {
    const wanted = skillsMaskOf(query.skills)
    conditions.push(sql`(${s.skillsMask} & ${wanted}) = ${wanted}`)
  }
  // The budget range overlaps the asked range; a missing lower bound is 0, a missing upper
  // bound is open-ended, so a posting without a budget matches any range.
  if (query.salary_max !== undefined) {
    conditions.push(sql`coalesce(${s.budgetLowerCents}, 0) <= ${query.salary_max * 100}`)
  }
  if (query.salary_min !== undefined) {
    conditions.push(sql`coalesce(${s.budgetUpperCents}, 2147483647) >= ${query.salary_min * 100}`)
  }
  return and(...conditions)
}

/** Where a sitemap page ends: `updated_at` as PostgreSQL prints it (microseconds kept) and uid. */
export type SitemapCursor = NewestFirstCursor

/** How many postings are effectively ACTIVE now: the sitemap lists each. */
export async function countSitemapPostings(db: Db, now: Date): Promise<number> {
  const [total] = await db.select({ value: count() }).from(s).where(statusCondition('ACTIVE', now))
  return total?.value ?? 0
}

/**
 * One page of the effectively ACTIVE postings, newest-edited first (job_search_active_filters_idx
 * holds them in updated_at order): after `after` (keyset), or, to start a sitemap part, from
 * position `skip`. Only the uid and the dates are read.
 */
export async function sitemapPostingsPage(
  db: Db,
  now: Date,
  page: { after: SitemapCursor | null; skip: number; limit: number },
) {
  const after = afterNewestFirst(s.updatedAt, s.uid, page.after)
  const rows = await db
    .select({ uid: s.uid, updatedAt: s.updatedAt, at: sql<string>`${s.updatedAt}::text` })
    .from(s)
    .where(and(statusCondition('ACTIVE', now), after))
    .orderBy(desc(s.updatedAt), asc(s.uid))
    .limit(page.limit)
    .offset(page.skip)
  return rows.map(({ uid, updatedAt, at }) => ({ uid, updatedAt, cursor: { at, uid } }))
}

/** Plan tiers in search order: premium 3, monthly 2, weekly 1, then 0 (none, or plan ended). */
const TIERS = [3, 2, 1, 0] as const
type Tier = (typeof TIERS)[number]

/** A posting's tier: its plan rank while the plan runs (`plan_ends_at` ahead), else 0. */
function tierCondition(tier: Tier, now: Date): SQL {
  if (tier > 0) return and(eq(s.planRank, tier), gt(s.planEndsAt, now))!
  return or(eq(s.planRank, 0), isNull(s.planEndsAt), lte(s.planEndsAt, now))!
}

/** The caller's applications first, in this order (docs/spec/marketplace.md §5). */
const APPLIED_ORDER = sql`case ${a.status} when 'HIRED' then 0 when 'SHORTLISTED' then 1 when 'APPLIED' then 2 when 'REJECTED' then 3 when 'WITHDRAWN' then 4 else 5 end`
// Spelled as the indexes job_search_status_rank_created_idx and job_search_status_created_idx
// (…, created_at DESC, uid), so a tier's page is read straight off an index, either way.
// NULLS LAST is part of the spelling: `created_at DESC` alone would not match the index.
const NEWEST_FIRST = [sql`${s.createdAt} desc nulls last`, asc(s.uid)]
const OLDEST_FIRST = [sql`${s.createdAt} asc nulls first`, desc(s.uid)]

/**
 * The matches per tier, in TIERS order. Grouped by rank and whether the plan runs rather than
 * counted per tier, so that each row costs one hash; without filters, an index-only scan of
 * job_search_status_updated_idx.
 */
async function countTiers(db: Db, where: SQL | undefined, now: Date): Promise<number[]> {
  const rows = await db
    .select({
      rank: s.planRank,
      running: sql<boolean | null>`${s.planEndsAt} > ${now.toISOString()}`,
      value: count(),
    })
    .from(s)
    .where(where)
    .groupBy(sql`1`, sql`2`)
  return TIERS.map((tier) =>
    rows
      .filter((row) => (row.running === true ? row.rank : 0) === tier)
      .reduce((sum, row) => sum + row.value, 0),
  )
}

/**
 * The caller's matching applied postings, in search order (a helper has few), with the posting
 * and the application: a page's `my_application` comes from here, since every application of
 * the caller to a matching posting is among them.
 */
async function appliedMatches(db: Db, where: SQL | undefined, helperProfileUid: string, now: Date) {
  const tier = sql<number>`case when ${s.planEndsAt} > ${now.toISOString()} then ${s.planRank} else 0 end`
  return db
    .select({ tier: tier.mapWith(Number), posting: p, application: a })
    .from(a)
    .innerJoin(s, eq(s.uid, a.jobPostingUid))
    .innerJoin(p, eq(p.uid, s.uid))
    .where(and(eq(a.helperProfileUid, helperProfileUid), where))
    .orderBy(APPLIED_ORDER, desc(tier), ...NEWEST_FIRST)
}

/**
 * `limit` postings of one tier from `offset`, newest first (the rows themselves, joined by primary
 * key after the LIMIT, so the page needs no second round trip). Past the tier's middle it reads from the
 * far end (oldest first, reversed), so no read walks more than half the tier.
 */
async function tierSlice(
  db: Db,
  where: SQL | undefined,
  tier: Tier,
  now: Date,
  excluded: string[],
  slice: { offset: number; limit: number; size: number },
): Promise<PostingRow[]> {
  const fromEnd = slice.offset + slice.limit / 2 > slice.size / 2
  // The page's uids first (a LIMIT subquery is never flattened), then the rows by primary key:
  // joined in one statement, the planner may join every match before sorting (it did for
  // EXPIRED: a hash join over all postings, 14 ms instead of 1).
  const page = db
    .select({ uid: s.uid, createdAt: s.createdAt })
    .from(s)
    .where(
      and(
        where,
        tierCondition(tier, now),
        excluded.length ? notInArray(s.uid, excluded) : undefined,
      ),
    )
    .orderBy(...(fromEnd ? OLDEST_FIRST : NEWEST_FIRST))
    .limit(slice.limit)
    .offset(fromEnd ? slice.size - slice.offset - slice.limit : slice.offset)
    .as('page')
  const rows = await db
    .select({ posting: p })
    .from(page)
    .innerJoin(p, eq(p.uid, page.uid))
    .orderBy(
      ...(fromEnd
        ? [sql`${page.createdAt} asc nulls first`, desc(page.uid)]
        : [sql`${page.createdAt} desc nulls last`, asc(page.uid)]),
    )
  const postings = rows.map((row) => row.posting)
  return fromEnd ? postings.reverse() : postings
}

/**
 * One page of the helper job search and the number of matches. Order (docs/spec/marketplace.md
 * §5): the caller's applied jobs first (HIRED, SHORTLISTED, APPLIED, REJECTED, WITHDRAWN), then
 * postings of employers whose plan is still running by plan rank, then newest, then uid.
 *
 * Why not one `ORDER BY … OFFSET` statement: the order starts with the caller's applications and
 * a time-dependent plan rank, which no index holds, so every page would sort every match (12,864
 * at 20,000 postings) and a deep page would walk them all. Instead: count the matches per plan
 * tier (index-only without filters), read the caller's applications apart (they are few), and
 * cut the page out of the one or two tiers it falls in, each read in index order with a LIMIT,
 * from the nearer end. The work is bounded by the page, not by the number of matches.
 *
 * Three round trips in two stages: the counts (begun while the caller is being resolved) beside
 * the caller's applications, then the page's slices (with the posting rows). `applications` are
 * the caller's own to postings that match.
 */
export async function searchPostings(
  db: Db,
  query: JobSearchQuery,
  helperProfileUid: Promise<string | null>,
  now: Date,
  limit: number,
): Promise<{ count: number; postings: PostingRow[]; applications: ApplicationRow[] }> {
  const where = searchConditions(query, now)
  // The counts do not depend on the caller, so they start before the caller is known.
  const counting = countTiers(db, where, now)
  // Read below; when the caller is refused first nothing reads it, and a failure then is no
  // unhandled rejection.
  counting.catch(() => {})
  const helperUid = await helperProfileUid
  const [applied, tierCounts] = await Promise.all([
    helperUid ? appliedMatches(db, where, helperUid, now) : [],
    counting,
  ])
  const excluded = applied.map((row) => row.posting.uid)
  const offset = (query.page - 1) * limit
  const end = offset + limit
  const slices: Promise<PostingRow[]>[] = [
    Promise.resolve(applied.slice(offset, end).map((row) => row.posting)),
  ]
  let start = applied.length
  for (const [i, tier] of TIERS.entries()) {
    const size = tierCounts[i]! - applied.filter((row) => row.tier === tier).length
    const from = Math.max(offset, start)
    const to = Math.min(end, start + size)
    if (from < to) {
      slices.push(
        tierSlice(db, where, tier, now, excluded, { offset: from - start, limit: to - from, size }),
      )
    }
    start += size
  }
  return {
    count: start,
    postings: (await Promise.all(slices)).flat(),
    applications: applied.map((row) => row.application),
  }
}
