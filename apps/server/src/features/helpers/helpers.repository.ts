import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  type SQL,
} from 'drizzle-orm'
import { addDays, hongKongToday } from '@hearth/shared/form-values'
import { HELPER_SEARCH_PAGE_SIZE, type HelperSearchQuery } from '@hearth/shared/helper-search'
import type { Db } from '../../db/client'
import { employerSavedHelpers, helperProfiles } from '../../db/schema'
import { normalizeForSearch } from './helpers.mapping'
import type { HelperRow } from './helpers.presenter'

export async function findHelperByUid(db: Db, uid: string): Promise<HelperRow | undefined> {
  const [row] = await db.select().from(helperProfiles).where(eq(helperProfiles.uid, uid))
  return row
}

export async function findHelperByUser(db: Db, userUid: string): Promise<HelperRow | undefined> {
  const [row] = await db.select().from(helperProfiles).where(eq(helperProfiles.userUid, userUid))
  return row
}

export async function insertHelper(
  db: Db,
  row: typeof helperProfiles.$inferInsert,
): Promise<HelperRow> {
  const [created] = await db.insert(helperProfiles).values(row).returning()
  return created!
}

export async function updateHelper(
  db: Db,
  uid: string,
  changes: Partial<HelperRow>,
): Promise<HelperRow> {
  const [updated] = await db
    .update(helperProfiles)
    .set(changes)
    .where(eq(helperProfiles.uid, uid))
    .returning()
  return updated!
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The filters of marketplace.md §5, in SQL. */
export function searchConditions(query: HelperSearchQuery, now: Date): SQL[] {
  const h = helperProfiles
  const conditions: (SQL | undefined)[] = [eq(h.isDraft, false)]
  for (const word of normalizeForSearch(query.q ?? '')
    .split(' ')
    .filter(Boolean)) {
    conditions.push(like(h.searchName, `%${escapeLike(word)}%`))
  }
  if (query.nationality) conditions.push(eq(h.nationality, query.nationality))
  if (query.religion) conditions.push(eq(h.religion, query.religion))
  if (query.contract_status) conditions.push(eq(h.contractStatus, query.contract_status))
  if (query.gender) conditions.push(eq(h.gender, query.gender))
  if (query.accommodation) conditions.push(eq(h.accommodation, query.accommodation))
  if (query.profile_type) conditions.push(eq(h.profileType, query.profile_type))
  if (query.horoscope) conditions.push(eq(h.horoscope, query.horoscope))
  if (query.day_off.length) conditions.push(arrayOverlaps(h.dayOff, query.day_off))
  // Skills: all chosen must match; languages: any one is enough.
  if (query.skills.length) conditions.push(arrayContains(h.mainSkills, query.skills))
  if (query.languages.length) conditions.push(arrayOverlaps(h.languages, query.languages))
  if (query.min_experience !== undefined)
    conditions.push(gte(h.workExperienceYears, query.min_experience))
  // Helpers without an expected salary pass the salary filter.
  if (query.salary_min !== undefined || query.salary_max !== undefined) {
    const bounds = and(
      query.salary_min === undefined
        ? undefined
        : gte(h.expectedSalaryCents, query.salary_min * 100),
      query.salary_max === undefined
        ? undefined
        : lte(h.expectedSalaryCents, query.salary_max * 100),
    )
    conditions.push(or(isNull(h.expectedSalaryCents), bounds))
  }
  if (query.availability_date) {
    conditions.push(
      and(isNotNull(h.availabilityDate), lte(h.availabilityDate, query.availability_date)),
    )
  }
  if (query.hk_available) {
    // In Hong Kong from tomorrow on (Hong Kong calendar), or currently employed in HK.
    const tomorrow = addDays(hongKongToday(now), 1)
    conditions.push(
      or(
        gte(h.lastDateInHongkong, tomorrow),
        and(eq(h.contractStatus, 'Currently Employed'), ilike(h.lastjobLocation, '%hk%')),
      ),
    )
  }
  return conditions.filter((c): c is SQL => c !== undefined)
}

export async function searchHelpers(db: Db, query: HelperSearchQuery, now: Date) {
  const where = and(...searchConditions(query, now))
  const [total] = await db.select({ value: count() }).from(helperProfiles).where(where)
  const rows = await db
    .select()
    .from(helperProfiles)
    .where(where)
    .orderBy(desc(helperProfiles.updatedAt), asc(helperProfiles.uid))
    .limit(HELPER_SEARCH_PAGE_SIZE)
    .offset((query.page - 1) * HELPER_SEARCH_PAGE_SIZE)
  return { count: total?.value ?? 0, rows }
}

export async function savedForEmployer(db: Db, employerProfileUid: string, helperUids: string[]) {
  if (helperUids.length === 0) return []
  return db
    .select()
    .from(employerSavedHelpers)
    .where(
      and(
        eq(employerSavedHelpers.employerProfileUid, employerProfileUid),
        inArray(employerSavedHelpers.helperProfileUid, helperUids),
      ),
    )
    .orderBy(asc(employerSavedHelpers.createdAt))
}
