import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import { HELPER_SEARCH_PAGE_SIZE, type HelperSearchQuery } from '@hearth/shared/helper-search'
import type { Db } from '../../db/client'
import { afterNewestFirst, type NewestFirstCursor } from '../../lib/keyset'
import { isWithheld } from '../../lib/moderation'
import { helperProfiles, helperSearch } from '../../db/schema'
import { normalizeForSearch } from './helpers.mapping'
import type { HelperRow } from './helpers.presenter'
import {
  CODED,
  codeOf,
  dayOffMask,
  languagesMask,
  searchRowOf,
  skillsMask,
} from './helpers.search-row'

// Owns helper_profiles and its search projection helper_search.

export async function findHelperByUid(db: Db, uid: string): Promise<HelperRow | undefined> {
  const [row] = await db.select().from(helperProfiles).where(eq(helperProfiles.uid, uid))
  return row
}

export async function findHelperByUser(db: Db, userUid: string): Promise<HelperRow | undefined> {
  const [row] = await db.select().from(helperProfiles).where(eq(helperProfiles.userUid, userUid))
  return row
}

/** The uid of a user's profile, or undefined while they have none (the actor's look-up). */
export async function findHelperUidOfUser(db: Db, userUid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uid: helperProfiles.uid })
    .from(helperProfiles)
    .where(eq(helperProfiles.userUid, userUid))
  return row?.uid
}

/** The profile only when `ownerUid` owns it: anyone else's reads as missing. */
export async function findHelperForOwner(
  db: Db,
  uid: string,
  ownerUid: string,
): Promise<HelperRow | undefined> {
  const [row] = await db
    .select()
    .from(helperProfiles)
    .where(and(eq(helperProfiles.uid, uid), eq(helperProfiles.userUid, ownerUid)))
  return row
}

export async function findHelpers(db: Db, uids: string[]): Promise<HelperRow[]> {
  if (uids.length === 0) return []
  return db.select().from(helperProfiles).where(inArray(helperProfiles.uid, uids))
}

/** A published profile has a search row; a draft, a hidden one or a suspended owner's has none. */
export async function syncSearchRow(db: Db, row: HelperRow): Promise<void> {
  if (!isListed(row)) {
    await db.delete(helperSearch).where(eq(helperSearch.uid, row.uid))
    return
  }
  const values = searchRowOf(row)
  await db
    .insert(helperSearch)
    .values(values)
    .onConflictDoUpdate({ target: helperSearch.uid, set: values })
}

function isListed(row: HelperRow): boolean {
  return !row.isDraft && !isWithheld(row)
}

export async function insertHelper(
  db: Db,
  values: typeof helperProfiles.$inferInsert,
): Promise<HelperRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(helperProfiles).values(values).returning()
    await syncSearchRow(tx, row!)
    return row!
  })
}

/** Inserts many profiles at once (demo data, benchmarks), with their search rows. */
export async function insertHelpers(
  db: Db,
  values: (typeof helperProfiles.$inferInsert)[],
): Promise<void> {
  // PostgreSQL takes at most 65,535 parameters a statement: 500 rows of ~50 columns stay below.
  for (let start = 0; start < values.length; start += 500) {
    const chunk = values.slice(start, start + 500)
    await db.transaction(async (tx) => {
      const rows = await tx.insert(helperProfiles).values(chunk).onConflictDoNothing().returning()
      const published = rows.filter(isListed).map(searchRowOf)
      if (published.length) await tx.insert(helperSearch).values(published)
    })
  }
}

export async function updateHelper(
  db: Db,
  uid: string,
  changes: Partial<HelperRow>,
): Promise<HelperRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(helperProfiles)
      .set(changes)
      .where(eq(helperProfiles.uid, uid))
      .returning()
    await syncSearchRow(tx, row!)
    return row!
  })
}

/**
 * `updateHelper` only while the row still names the `expected` files (compare-and-swap, see
 * helper-files.ts); undefined when another write has replaced one of them meanwhile.
 */
export async function updateHelperIfFiles(
  db: Db,
  uid: string,
  expected: Pick<HelperRow, 'photoKey' | 'thumbnailKey' | 'passportKey'>,
  changes: Partial<HelperRow>,
): Promise<HelperRow | undefined> {
  const p = helperProfiles
  const same = (
    column: typeof p.photoKey | typeof p.thumbnailKey | typeof p.passportKey,
    key: string | null,
  ) => (key === null ? isNull(column) : eq(column, key))
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(p)
      .set(changes)
      .where(
        and(
          eq(p.uid, uid),
          same(p.photoKey, expected.photoKey),
          same(p.thumbnailKey, expected.thumbnailKey),
          same(p.passportKey, expected.passportKey),
        ),
      )
      .returning()
    if (row) await syncSearchRow(tx, row)
    return row
  })
}

/** Sets the referrer only while none is set; answers the referrer the row holds afterwards. */
export async function setHelperReferrerOnce(db: Db, uid: string, code: string) {
  const [row] = await db
    .update(helperProfiles)
    .set({ referredBy: code })
    .where(and(eq(helperProfiles.uid, uid), isNull(helperProfiles.referredBy)))
    .returning({ referredBy: helperProfiles.referredBy })
  if (row) return row.referredBy
  const [current] = await db
    .select({ referredBy: helperProfiles.referredBy })
    .from(helperProfiles)
    .where(eq(helperProfiles.uid, uid))
  return current?.referredBy
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The filters of docs/spec/marketplace.md §5, in SQL over the search projection. */
export function searchConditions(query: HelperSearchQuery, now: Date): SQL[] {
  const s = helperSearch
  const conditions: (SQL | undefined)[] = []
  for (const word of normalizeForSearch(query.q ?? '')
    .split(' ')
    .filter(Boolean)) {
    conditions.push(like(s.searchName, `%${escapeLike(word)}%`))
  }
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
    const wanted = skillsMask(query.skills)
    conditions.push(sql`(${s.skillsMask} & ${wanted}) = ${wanted}`)
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
// Spelled exactly as the index helper_search_updated_idx (updated_at DESC NULLS LAST, uid), so a
// page is read straight off the index, forwards or backwards, instead of sorting every match.
const NEWEST_FIRST = [sql`${helperSearch.updatedAt} desc nulls last`, asc(helperSearch.uid)]
const OLDEST_FIRST = [sql`${helperSearch.updatedAt} asc nulls first`, desc(helperSearch.uid)]

async function rowsInOrder(db: Db, uids: string[]): Promise<HelperRow[]> {
  const rows = await findHelpers(db, uids)
  const byUid = new Map(rows.map((row) => [row.uid, row]))
  return uids.map((uid) => byUid.get(uid)).filter((row): row is HelperRow => row !== undefined)
}

async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ value: count() }).from(helperSearch).where(where)
  return total?.value ?? 0
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
 * One page of matches, newest-updated first, and the number of matches, from the narrow search
 * projection. The count and the page run side by side (on PostgreSQL, on two connections). A deep
 * page counts first and, in the back half, reads from the other end (oldest first, reversed), so
 * the last pages cost as little as the first.
 */
export async function searchHelpers(db: Db, query: HelperSearchQuery, now: Date) {
  const conditions = searchConditions(query, now)
  const where = conditions.length ? and(...conditions) : undefined
  const offset = (query.page - 1) * HELPER_SEARCH_PAGE_SIZE
  if (offset < DEEP_OFFSET) {
    const [matches, uids] = await Promise.all([
      countMatches(db, where),
      pageOfUids(db, where, true, HELPER_SEARCH_PAGE_SIZE, offset),
    ])
    return { count: matches, rows: await rowsInOrder(db, uids) }
  }
  const matches = await countMatches(db, where)
  if (offset >= matches) return { count: matches, rows: [] }
  const limit = Math.min(HELPER_SEARCH_PAGE_SIZE, matches - offset)
  const fromEnd = offset > matches / 2
  const uids = await pageOfUids(
    db,
    where,
    !fromEnd,
    limit,
    fromEnd ? matches - offset - limit : offset,
  )
  if (fromEnd) uids.reverse()
  return { count: matches, rows: await rowsInOrder(db, uids) }
}

/** Where a sitemap page ends: `updated_at` as PostgreSQL prints it (microseconds kept) and uid. */
export type SitemapCursor = NewestFirstCursor

/** Published (a search row) and not opted out of search engines: the profiles a sitemap lists. */
const LISTED_IN_SITEMAP = eq(helperProfiles.showInSearchEngines, true)

export async function countSitemapHelpers(db: Db): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(helperSearch)
    .innerJoin(helperProfiles, eq(helperProfiles.uid, helperSearch.uid))
    .where(LISTED_IN_SITEMAP)
  return total?.value ?? 0
}

/**
 * One page of the sitemap's profiles, newest-updated first along helper_search_updated_idx:
 * after `after` (keyset), or, to start a sitemap part, from position `skip`. Only the uid and the
 * dates are read.
 */
export async function sitemapHelpersPage(
  db: Db,
  page: { after: SitemapCursor | null; skip: number; limit: number },
) {
  const s = helperSearch
  const after = afterNewestFirst(s.updatedAt, s.uid, page.after)
  const rows = await db
    .select({
      uid: s.uid,
      updatedAt: helperProfiles.updatedAt,
      at: sql<string>`${s.updatedAt}::text`,
    })
    .from(s)
    .innerJoin(helperProfiles, eq(helperProfiles.uid, s.uid))
    .where(and(LISTED_IN_SITEMAP, after))
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.skip)
  return rows.map(({ uid, updatedAt, at }) => ({ uid, updatedAt, cursor: { at, uid } }))
}

/** The owners of helper profiles that gave `code` as their referrer (the referral programme). */
export function findHelperProfilesReferredBy(db: Db, code: string) {
  return db
    .select({
      userUid: helperProfiles.userUid,
      firstName: helperProfiles.firstName,
      lastName: helperProfiles.lastName,
    })
    .from(helperProfiles)
    .where(eq(helperProfiles.referredBy, code))
}

/** The profiles of these users (a user has one at most). */
export async function findHelpersOfUsers(db: Db, userUids: string[]): Promise<HelperRow[]> {
  if (userUids.length === 0) return []
  return db.select().from(helperProfiles).where(inArray(helperProfiles.userUid, userUids))
}
