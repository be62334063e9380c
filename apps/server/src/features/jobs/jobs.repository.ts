import { and, count, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobPostings, jobPostingViews, jobSearch } from '../../db/schema'
import { JOB_SEARCH_STATUSES } from '@hearth/shared/job-options'
import { isWithheld } from '../../lib/moderation'
import {
  expiryCutoff,
  planRankOf,
  searchRowOf,
  type PostingColumns,
  type PostingRow,
} from './jobs.mapping'

// Owns job_postings, its search projection job_search (read by job-search.repository.ts), and
// job_posting_views.

const p = jobPostings
const s = jobSearch

/**
 * Writes a posting's search row (insert or replace), in the caller's transaction; a posting
 * Hearth hid, or whose owner is suspended, has none (issue 23).
 */
async function syncSearchRow(db: Db, row: PostingRow): Promise<void> {
  if (isWithheld(row)) {
    await db.delete(s).where(eq(s.uid, row.uid))
    return
  }
  const values = searchRowOf(row)
  await db.insert(s).values(values).onConflictDoUpdate({ target: s.uid, set: values })
}

export async function insertPosting(
  db: Db,
  values: typeof jobPostings.$inferInsert,
): Promise<PostingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(p).values(values).returning()
    await syncSearchRow(tx, row!)
    return row!
  })
}

/** Many postings at once (demo data, benchmarks); existing uids are left alone. */
export async function insertPostings(
  db: Db,
  values: (typeof jobPostings.$inferInsert)[],
): Promise<void> {
  // Below PostgreSQL's 65,535 parameters a statement: 43 columns × 500 rows.
  for (let start = 0; start < values.length; start += 500) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(p)
        .values(values.slice(start, start + 500))
        .onConflictDoNothing()
        .returning()
      const listed = rows.filter((row) => !isWithheld(row))
      if (listed.length) await tx.insert(s).values(listed.map(searchRowOf))
    })
  }
}

/** Marks postings as edited now (demo data renews its postings' lifetime). */
export async function touchPostings(db: Db, uids: string[], now: Date): Promise<void> {
  if (uids.length === 0) return
  await db.update(p).set({ updatedAt: now }).where(inArray(p.uid, uids))
  await db.update(s).set({ updatedAt: now }).where(inArray(s.uid, uids))
}

export async function findPostingByUid(db: Db, uid: string): Promise<PostingRow | undefined> {
  const [row] = await db.select().from(p).where(eq(p.uid, uid))
  return row
}

/** The posting only when `employerProfileUid` owns it: anyone else's reads as missing. */
export async function findPostingForOwner(
  db: Db,
  uid: string,
  employerProfileUid: string,
): Promise<PostingRow | undefined> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.uid, uid), eq(p.employerProfileUid, employerProfileUid)))
  return row
}

/** Effectively ACTIVE now, in SQL: ACTIVE and not past its lifetime (`effectiveStatus`). */
function isActiveNow(now: Date): SQL {
  return and(eq(p.status, 'ACTIVE'), gte(p.updatedAt, expiryCutoff(now)), NOT_WITHHELD)!
}

/** Neither hidden by an operator nor its owner suspended (issue 23). */
const NOT_WITHHELD = and(isNull(p.hiddenAt), isNull(p.ownerSuspendedAt))!

/**
 * The posting only while its effective status is ACTIVE (`effectiveStatus`): what anyone may
 * read. Another's draft, paused, filled or expired posting reads as missing.
 */
export async function findActivePosting(
  db: Db,
  uid: string,
  now: Date,
): Promise<PostingRow | undefined> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.uid, uid), isActiveNow(now)))
  return row
}

/**
 * The posting while it is listed (`JOB_SEARCH_STATUSES`: ACTIVE, and FILLED, EXPIRED or CLOSED,
 * which its page still shows as no longer open): what anyone may read. Another's draft or
 * paused posting reads as missing.
 */
export async function findListedPosting(db: Db, uid: string): Promise<PostingRow | undefined> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.uid, uid), inArray(p.status, [...JOB_SEARCH_STATUSES]), NOT_WITHHELD))
  return row
}

export async function updatePostingForOwner(
  db: Db,
  uid: string,
  employerProfileUid: string,
  changes: PostingColumns & Partial<Pick<PostingRow, 'planRank' | 'planEndsAt' | 'updatedAt'>>,
): Promise<PostingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(p)
      .set(changes)
      .where(and(eq(p.uid, uid), eq(p.employerProfileUid, employerProfileUid)))
      .returning()
    if (row) await syncSearchRow(tx, row)
    return row
  })
}

/**
 * The employer's postings whose effective status is ACTIVE, `exceptUid` left out: what the
 * weekly plan's one-at-a-time rule counts.
 */
export async function countActivePostingsOfEmployer(
  db: Db,
  employerProfileUid: string,
  now: Date,
  exceptUid: string | null,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(p)
    .where(
      and(
        eq(p.employerProfileUid, employerProfileUid),
        isActiveNow(now),
        exceptUid === null ? undefined : ne(p.uid, exceptUid),
      ),
    )
  return row?.value ?? 0
}

/** The posting, locked for the caller's transaction (applications to it queue behind). */
export async function lockPosting(db: Db, uid: string): Promise<PostingRow | undefined> {
  const [row] = await db.select().from(p).where(eq(p.uid, uid)).for('update')
  return row
}

/**
 * ACTIVE postings of employers whose premium plan is running, newest first: the home page's
 * featured jobs (docs/spec/marketplace.md §9). Walks `job_postings_status_created_idx`.
 */
export function featuredPostings(db: Db, now: Date, limit: number): Promise<PostingRow[]> {
  return db
    .select()
    .from(p)
    .where(and(isActiveNow(now), eq(p.planRank, planRankOf('premium')), gt(p.planEndsAt, now)))
    .orderBy(desc(p.createdAt), p.uid)
    .limit(limit)
}

/** The owner's postings, newest first: one page and the total. */
export async function pageOfOwnPostings(
  db: Db,
  employerProfileUid: string,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: PostingRow[] }> {
  const where = eq(p.employerProfileUid, employerProfileUid)
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(p).where(where),
    db.select().from(p).where(where).orderBy(desc(p.createdAt), p.uid).limit(limit).offset(offset),
  ])
  return { count: total?.value ?? 0, rows }
}

export function allOwnPostings(db: Db, employerProfileUid: string): Promise<PostingRow[]> {
  return db
    .select()
    .from(p)
    .where(eq(p.employerProfileUid, employerProfileUid))
    .orderBy(desc(p.createdAt), p.uid)
}

/** Copies an employer's plan onto their postings (the search ranks by it). */
export async function setPlanOfEmployer(
  db: Db,
  employerProfileUid: string,
  planRank: number,
  planEndsAt: Date | null,
): Promise<void> {
  const owned = eq(p.employerProfileUid, employerProfileUid)
  await db.update(p).set({ planRank, planEndsAt }).where(owned)
  await db
    .update(s)
    .set({ planRank, planEndsAt })
    .where(inArray(s.uid, db.select({ uid: p.uid }).from(p).where(owned)))
}

/**
 * Counts a view once per viewer, posting and Hong Kong day; true when this one counted. One
 * statement, so two concurrent first views cannot both count.
 */
export async function recordView(
  db: Db,
  postingUid: string,
  viewerUserUid: string,
  day: string,
): Promise<void> {
  await db.execute(sql`
    with counted as (
      insert into ${jobPostingViews} (job_posting_uid, viewer_user_uid, day)
      values (${postingUid}, ${viewerUserUid}, ${day})
      on conflict do nothing
      returning job_posting_uid
    )
    update ${jobPostings} set view_count = view_count + 1
    where uid in (select job_posting_uid from counted)`)
}

/** Forgets the view marks of days before `day`; they can no longer change a count. */
export async function pruneViews(db: Db, day: string): Promise<void> {
  await db.delete(jobPostingViews).where(lt(jobPostingViews.day, day))
}

/** Sets the moderation columns of the postings matched by `where` and their search rows, at once. */
export async function setModeration(
  db: Db,
  where: { uid: string } | { employerProfileUid: string },
  changes: Partial<Pick<PostingRow, 'hiddenAt' | 'hiddenReason' | 'ownerSuspendedAt'>>,
): Promise<PostingRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(p)
      .set(changes)
      .where(
        'uid' in where ? eq(p.uid, where.uid) : eq(p.employerProfileUid, where.employerProfileUid),
      )
      .returning()
    for (const row of rows) await syncSearchRow(tx, row)
    return rows
  })
}

/** Whether the employer has a posting anyone may read now (listed and not withheld). */
export async function employerHasListedPosting(db: Db, employerProfileUid: string) {
  const [row] = await db
    .select({ uid: p.uid })
    .from(p)
    .where(
      and(
        eq(p.employerProfileUid, employerProfileUid),
        inArray(p.status, [...JOB_SEARCH_STATUSES]),
        NOT_WITHHELD,
      ),
    )
    .limit(1)
  return row !== undefined
}
