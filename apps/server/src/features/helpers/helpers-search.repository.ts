import {
  and,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import {
  EXACT_COUNT_LIMIT,
  HELPER_SEARCH_PAGE_SIZE,
  type HelperSearchQuery,
} from '@hearth/shared/helper-search'
import { MAIN_SKILLS } from '@hearth/shared/helper-options'
import type { Db } from '../../db/client'
import { helperSearch, helperSearchNames, helperSearchTotal } from '../../db/schema'
import { findHelpers, NEWEST_FIRST } from './helpers.repository'
import {
  heldNameCount,
  nameAlone,
  nameRowConditions,
  pageByWalking,
  searchWords,
} from './helpers-search-names.repository'
import type { HelperRow } from './helpers.presenter'
import { CODED, codeOf, dayOffMask, languagesMask, skillsMask } from './helpers.search-row'

// Helper search over the narrow projection helper_search (which helpers.repository.ts keeps in
// step with helper_profiles): the filters, the count and the page.

/**
 * Every skills mask (of MAIN_SKILLS' bits) holding all the bits of `wanted`, as a PostgreSQL
 * array literal: 2^(10 - chosen) values, 512 at most.
 */
export function masksHolding(wanted: number): string {
  const masks: number[] = []
  for (let mask = 0; mask < 1 << MAIN_SKILLS.length; mask += 1)
    if ((mask & wanted) === wanted) masks.push(mask)
  return `{${masks.join(',')}}`
}

/** The filters of docs/spec/marketplace.md §5, in SQL over the search projection. */
export function searchConditions(query: HelperSearchQuery, now: Date): SQL[] {
  const s = helperSearch
  const conditions: (SQL | undefined)[] = []
  for (const word of searchWords(query)) conditions.push(like(s.searchName, word))
  const exact: [keyof typeof CODED, string | undefined][] = [
    ['nationality', query.nationality],
    ['religion', query.religion],
    ['contractStatus', query.contract_status],
    ['gender', query.gender],
    ['accommodation', query.accommodation],
    ['profileType', query.profile_type],
    ['horoscope', query.horoscope],
  ]
  for (const [column, value] of exact) {
    if (value) conditions.push(eq(s[column], codeOf(CODED[column], value)!))
  }
  // Skills: every chosen one must match; languages and days off: any one is enough.
  if (query.skills.length) {
    // Spelled as the list of masks holding every chosen skill, so that helper_search_skills_idx
    // reads just those (an index-only range per mask) instead of testing the bits of every row.
    conditions.push(
      sql`${s.skillsMask} = any(${masksHolding(skillsMask(query.skills))}::smallint[])`,
    )
  }
  if (query.languages.length)
    conditions.push(sql`(${s.languagesMask} & ${languagesMask(query.languages)}) <> 0`)
  if (query.day_off.length)
    conditions.push(sql`(${s.dayOffMask} & ${dayOffMask(query.day_off)}) <> 0`)
  if (query.min_experience !== undefined)
    conditions.push(gte(s.experienceYears, query.min_experience))
  // Helpers without an expected salary pass the salary filter.
  if (query.salary_min !== undefined || query.salary_max !== undefined) {
    const bounds = and(
      query.salary_min === undefined
        ? undefined
        : gte(s.expectedSalaryCents, query.salary_min * 100),
      query.salary_max === undefined
        ? undefined
        : lte(s.expectedSalaryCents, query.salary_max * 100),
    )
    conditions.push(or(isNull(s.expectedSalaryCents), bounds))
  }
  if (query.availability_date) {
    conditions.push(
      and(isNotNull(s.availabilityDate), lte(s.availabilityDate, query.availability_date)),
    )
  }
  if (query.hk_available) {
    // In Hong Kong from tomorrow on (Hong Kong calendar), or currently employed in HK.
    const tomorrow = addDays(hongKongToday(now), 1)
    conditions.push(or(gte(s.lastDateInHongkong, tomorrow), eq(s.employedInHongkong, true)))
  }
  // Served by helper_search_verified_idx (a partial index in the search's order).
  if (query.verified) conditions.push(eq(s.verified, true))
  return conditions.filter((c): c is SQL => c !== undefined)
}

/** From this offset on, a page is found by counting first (see `searchHelpers`). */
const DEEP_OFFSET = 2_000
const OLDEST_FIRST = [sql`${helperSearch.updatedAt} asc nulls first`, desc(helperSearch.uid)]

async function rowsInOrder(db: Db, uids: string[]): Promise<HelperRow[]> {
  const rows = await findHelpers(db, uids)
  const byUid = new Map(rows.map((row) => [row.uid, row]))
  return uids.map((uid) => byUid.get(uid)).filter((row): row is HelperRow => row !== undefined)
}

/**
 * Every match, counted. Without a filter that is every published profile, which the trigger
 * of migration 0020 keeps in helper_search_total: no scan of 400,000 rows for it.
 */
async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  if (!where) {
    const [row] = await db.select({ total: helperSearchTotal.total }).from(helperSearchTotal)
    return row?.total ?? 0
  }
  const [total] = await db.select({ value: count() }).from(helperSearch).where(where)
  return total?.value ?? 0
}

/**
 * What a count reads: a search by name alone counts the narrow name rows (uid and name, every
 * one of which has its search row), anything else the search rows.
 */
export type CountSource = { table: typeof helperSearch | typeof helperSearchNames; where: SQL }

/** Undefined without a filter: the kept total answers that. */
export function countSourceOf(
  query: HelperSearchQuery,
  conditions: SQL[],
): CountSource | undefined {
  if (nameAlone(query, conditions))
    return { table: helperSearchNames, where: and(...nameRowConditions(query))! }
  return conditions.length ? { table: helperSearch, where: and(...conditions)! } : undefined
}

export function matchesOf(db: Db, { table, where }: CountSource) {
  return db.select({ uid: table.uid }).from(table).where(where)
}

/** The matches counted up to `limit + 1`: the scan stops there instead of counting them all. */
async function countMatchesUpTo(db: Db, source: CountSource, limit: number): Promise<number> {
  const matches = matchesOf(db, source)
    .limit(limit + 1)
    .as('matches')
  const [total] = await db.select({ value: count() }).from(matches)
  return total?.value ?? 0
}

/** The planner's estimate of the matches (from the table's statistics; nothing is scanned). */
async function estimatedMatches(db: Db, source: CountSource): Promise<number> {
  const query = matchesOf(db, source)
  const result = await db.execute(sql`explain (format json) ${query.getSQL()}`)
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows
  const plan = Object.values(row ?? {})[0]
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0)
}

async function pageOfUids(
  db: Db,
  where: SQL | undefined,
  newestFirst: boolean,
  limit: number,
  offset: number,
) {
  const page = await db
    .select({ uid: helperSearch.uid })
    .from(helperSearch)
    .where(where)
    .orderBy(...(newestFirst ? NEWEST_FIRST : OLDEST_FIRST))
    .limit(limit)
    .offset(offset)
  return page.map((entry) => entry.uid)
}

/**
 * Matches counted up to the cap, and the planner's estimate when there are more; or known
 * exactly (the holders of name words), whatever their number.
 */
type Counted = { upTo: number; estimate?: number }

/** The capped count (or the kept total, without a filter), and the estimate above the cap. */
async function countUpToCap(
  db: Db,
  query: HelperSearchQuery,
  conditions: SQL[],
  where: SQL | undefined,
): Promise<Counted> {
  const held = await heldNameCount(db, query, conditions)
  if (held !== undefined) return { upTo: held }
  const source = countSourceOf(query, conditions)
  if (!source) return { upTo: await countMatches(db, where) }
  const upTo = await countMatchesUpTo(db, source, EXACT_COUNT_LIMIT)
  if (upTo <= EXACT_COUNT_LIMIT) return { upTo }
  return { upTo, estimate: await estimatedMatches(db, source) }
}

export type HelperSearchResult = {
  /**
   * Exact up to EXACT_COUNT_LIMIT; above it an estimate, never below EXACT_COUNT_LIMIT + 1, unless
   * known exactly (no filter, or the kept count of one or two name words).
   */
  count: number
  countIsExact: boolean
  /** A later page has matches (known from the page read, whatever the count says). */
  hasNext: boolean
  rows: HelperRow[]
}

/**
 * One page of matches, newest-updated first, and how many there are, from the narrow search
 * projection (docs/decisions/0025-search-counts.md, 0030-search-from-indexes.md,
 * 0031-name-word-counts.md).
 * - Without a filter the count is the published total, exact (`countMatches`).
 * - A search by one or two name words alone, each inside exactly one word in use (or none),
 *   reads the kept count of that word or pair: exact at any size, shallow or deep
 *   (`heldNameCount`).
 * - A shallow page counts the matches only up to EXACT_COUNT_LIMIT + 1, beside reading the page
 *   and one row more (on PostgreSQL, on two connections): the cost stops growing with the matches.
 *   Up to the limit the count is exact; above it, the planner's estimate (at least the limit + 1).
 *   Whether a next page exists comes from that extra row, so paging never trusts the estimate.
 *   The count reads an index alone (a filter's own index, INCLUDE-ing the filters chosen with
 *   it), or for a name alone the narrow name rows (by their words from three letters on); a
 *   filtered page reads helper_search_page_idx alone, which INCLUDEs every filter column, and a
 *   name alone walks it first (`pageByWalking`).
 * - A deep page counts every match first and, in the back half, reads from the other end (oldest
 *   first, reversed), so the last pages cost as little as the first; its count is exact.
 */
export async function searchHelpers(
  db: Db,
  query: HelperSearchQuery,
  now: Date,
): Promise<HelperSearchResult> {
  const conditions = searchConditions(query, now)
  const where = conditions.length ? and(...conditions) : undefined
  const size = HELPER_SEARCH_PAGE_SIZE
  const offset = (query.page - 1) * size
  if (offset < DEEP_OFFSET) {
    // Two chains at once (on PostgreSQL, on two connections): the page (walked first for a
    // name alone) and its profiles; the count (the kept count of name words, or capped) and,
    // only above the cap, the planner's estimate.
    const [page, counted] = await Promise.all([
      pageByWalking(db, query, conditions, size + 1, offset).then(async (walked) => {
        const uids = walked ?? (await pageOfUids(db, where, true, size + 1, offset))
        return { hasNext: uids.length > size, rows: await rowsInOrder(db, uids.slice(0, size)) }
      }),
      countUpToCap(db, query, conditions, where),
    ])
    const { hasNext, rows } = page
    if (counted.estimate === undefined)
      return { count: counted.upTo, countIsExact: true, hasNext, rows }
    const atLeast = Math.max(EXACT_COUNT_LIMIT + 1, offset + rows.length + (hasNext ? 1 : 0))
    return { count: Math.max(counted.estimate, atLeast), countIsExact: false, hasNext, rows }
  }
  const matches = (await heldNameCount(db, query, conditions)) ?? (await countMatches(db, where))
  const exact = { count: matches, countIsExact: true }
  if (offset >= matches) return { ...exact, hasNext: false, rows: [] }
  const limit = Math.min(size, matches - offset)
  const fromEnd = offset > matches / 2
  const uids = await pageOfUids(
    db,
    where,
    !fromEnd,
    limit,
    fromEnd ? matches - offset - limit : offset,
  )
  if (fromEnd) uids.reverse()
  return { ...exact, hasNext: offset + size < matches, rows: await rowsInOrder(db, uids) }
}
