import { and, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobApplications } from '../../db/schema'

// Owns job_applications.

export type ApplicationRow = typeof jobApplications.$inferSelect

const a = jobApplications

/** Stores the application; undefined when this helper already applied to the posting. */
export async function insertApplication(
  db: Db,
  values: typeof jobApplications.$inferInsert,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(a).values(values).onConflictDoNothing().returning()
  return row
}

/** Many applications at once (demo data, benchmarks); duplicates are skipped. */
export async function insertApplications(
  db: Db,
  values: (typeof jobApplications.$inferInsert)[],
): Promise<void> {
  for (let start = 0; start < values.length; start += 1000) {
    await db
      .insert(a)
      .values(values.slice(start, start + 1000))
      .onConflictDoNothing()
  }
}

/** The application only when it is this helper's. */
export async function findApplicationForHelper(
  db: Db,
  uid: string,
  helperProfileUid: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.uid, uid), eq(a.helperProfileUid, helperProfileUid)))
  return row
}

/** The application only when it was made to one of this employer's postings. */
export async function findApplicationForEmployer(
  db: Db,
  uid: string,
  employerProfileUid: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.uid, uid), eq(a.employerProfileUid, employerProfileUid)))
  return row
}

/** Every application to these postings, newest first. */
export async function applicationsToPostings(
  db: Db,
  postingUids: string[],
): Promise<ApplicationRow[]> {
  if (postingUids.length === 0) return []
  return db
    .select()
    .from(a)
    .where(inArray(a.jobPostingUid, postingUids))
    .orderBy(desc(a.applicationDate), a.uid)
}

/** A helper's applications to these postings (at most one each). */
export async function applicationsOfHelper(
  db: Db,
  helperProfileUid: string,
  postingUids: string[],
): Promise<ApplicationRow[]> {
  if (postingUids.length === 0) return []
  return db
    .select()
    .from(a)
    .where(and(eq(a.helperProfileUid, helperProfileUid), inArray(a.jobPostingUid, postingUids)))
}

export async function countApplicationsOf(db: Db, postingUid: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(a).where(eq(a.jobPostingUid, postingUid))
  return row?.value ?? 0
}

/**
 * Changes an application unless it is WITHDRAWN, in one statement: of two concurrent
 * withdrawals one wins and the other finds nothing (a 409 for the caller).
 */
export async function updateUnlessWithdrawn(
  db: Db,
  uid: string,
  changes: Partial<Pick<ApplicationRow, 'status' | 'employerNotes' | 'updatedAt'>>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(a)
    .set(changes)
    .where(and(eq(a.uid, uid), ne(a.status, 'WITHDRAWN')))
    .returning()
  return row
}
