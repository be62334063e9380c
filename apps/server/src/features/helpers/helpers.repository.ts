import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { afterNewestFirst, type NewestFirstCursor } from '../../lib/keyset'
import { isWithheld } from '../../lib/moderation'
import { helperProfiles, helperSearch, helperSearchNames } from '../../db/schema'
import type { HelperRow } from './helpers.presenter'
import { nameRowOf, searchRowOf } from './helpers.search-row'

// Owns helper_profiles and its search projection helper_search (with helper_search_names).

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
  const name = nameRowOf(values)
  // Most saves leave the name as it was: the row, its two indexes and the word counts kept by
  // the triggers of migration 0027 are then left alone.
  await db
    .insert(helperSearchNames)
    .values(name)
    .onConflictDoUpdate({
      target: helperSearchNames.uid,
      set: name,
      setWhere: sql`${helperSearchNames.searchName} is distinct from excluded.search_name`,
    })
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
      if (!published.length) return
      await tx.insert(helperSearch).values(published)
      await tx.insert(helperSearchNames).values(published.map(nameRowOf))
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

// Spelled exactly as the index helper_search_updated_idx (updated_at DESC NULLS LAST, uid), so a
// page is read straight off the index, forwards or backwards, instead of sorting every match.
export const NEWEST_FIRST = [sql`${helperSearch.updatedAt} desc nulls last`, asc(helperSearch.uid)]

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
