import { and, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  employmentContracts,
  employmentDocuments,
  employments,
  jobApplications,
  leaveRequests,
} from '../../db/schema'

// ---- retention (issue 25 item 4) -------------------------------------------------------------

/** Applications that ended unsuccessfully (rejected, withdrawn) before `before`: deleted. */
export async function deleteEndedApplications(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobApplications)
    .where(
      and(
        inArray(jobApplications.status, ['REJECTED', 'WITHDRAWN']),
        lt(jobApplications.updatedAt, before),
      ),
    )
    .returning({ uid: jobApplications.uid })
  return rows.length
}

/**
 * Employments that ended before `before` (a Hong Kong date): none of their contracts is ACTIVE
 * or PENDING, and the last one ended (terminated, completed or cancelled) before that day.
 */
export async function employmentsEndedBefore(db: Db, before: string): Promise<string[]> {
  const rows = await db
    .select({ uid: employmentContracts.employmentUid })
    .from(employmentContracts)
    .groupBy(employmentContracts.employmentUid)
    .having(
      and(
        sql`bool_and(${employmentContracts.status} not in ('ACTIVE', 'PENDING'))`,
        sql`max(coalesce(${employmentContracts.terminationDate}, ${employmentContracts.endDate}, ${employmentContracts.startDate})) < ${before}`,
      ),
    )
  return rows.map((row) => row.uid)
}

/** Deletes the employments with every record that hangs off them; answers their files. */
export async function deleteEmployments(db: Db, uids: string[]): Promise<string[]> {
  if (uids.length === 0) return []
  const [documents, leave] = await Promise.all([
    db
      .select({ key: employmentDocuments.fileKey })
      .from(employmentDocuments)
      .where(inArray(employmentDocuments.employmentUid, uids)),
    db
      .select({ one: leaveRequests.document1Key, two: leaveRequests.document2Key })
      .from(leaveRequests)
      .where(inArray(leaveRequests.employmentUid, uids)),
  ])
  await db.delete(employments).where(inArray(employments.uid, uids))
  return [...documents.map((row) => row.key), ...leave.flatMap((row) => [row.one, row.two])].filter(
    (key): key is string => Boolean(key),
  )
}
