import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { operatorAudit, reports } from '../../db/schema'

// Owns reports and operator_audit (issue 23).

export type ReportRow = typeof reports.$inferSelect
export type NewReport = typeof reports.$inferInsert
export type AuditRow = typeof operatorAudit.$inferSelect

const r = reports

/** The reporter's open report of a target, if any (reporting again returns it). */
export async function findOpenReportBy(
  db: Db,
  reporter: string,
  targetType: string,
  targetId: string,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.reporterUserUid, reporter),
        eq(r.targetType, targetType),
        eq(r.targetId, targetId),
        eq(r.status, 'open'),
        eq(r.openedBy, 'user'),
      ),
    )
  return row
}

/** Inserts a report; undefined when an open one of the same reporter (or the system) exists. */
export async function insertReport(db: Db, values: NewReport): Promise<ReportRow | undefined> {
  const [row] = await db.insert(r).values(values).onConflictDoNothing().returning()
  return row
}

export function reportsBy(db: Db, reporter: string) {
  return db
    .select()
    .from(r)
    .where(eq(r.reporterUserUid, reporter))
    .orderBy(desc(r.createdAt), desc(r.uid))
    .limit(200)
}

export async function findReport(db: Db, uid: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.uid, uid))
  return row
}

/** Open reports per target, for the given targets. */
export async function openCounts(
  db: Db,
  targets: { targetType: string; targetId: string }[],
): Promise<Map<string, number>> {
  if (targets.length === 0) return new Map()
  const ids = [...new Set(targets.map((target) => target.targetId))]
  const rows = await db
    .select({ targetType: r.targetType, targetId: r.targetId, n: count() })
    .from(r)
    .where(and(eq(r.status, 'open'), inArray(r.targetId, ids)))
    .groupBy(r.targetType, r.targetId)
  return new Map(rows.map((row) => [`${row.targetType}:${row.targetId}`, row.n]))
}

/**
 * One page of reports in `status`: newest first, or (`most_reported`) the targets with the most
 * open reports first, newest first among equals.
 */
export async function pageOfReports(
  db: Db,
  query: { status: string; order: 'newest' | 'most_reported'; limit: number; offset: number },
): Promise<{ total: number; rows: ReportRow[] }> {
  const where = eq(r.status, query.status)
  const [total] = await db.select({ n: count() }).from(r).where(where)
  const reportsOnTarget = sql<number>`(select count(*) from ${r} other
    where other.target_type = ${r.targetType} and other.target_id = ${r.targetId}
      and other.status = 'open')`
  const rows = await db
    .select()
    .from(r)
    .where(where)
    .orderBy(
      ...(query.order === 'most_reported' ? [desc(reportsOnTarget)] : []),
      desc(r.createdAt),
      desc(r.uid),
    )
    .limit(query.limit)
    .offset(query.offset)
  return { total: total?.n ?? 0, rows }
}

/**
 * Resolves the report `uid` while it is still open, and every other open report on its target
 * with it. Undefined when it was no longer open: another operator got there first (409).
 */
export async function resolveOpenReport(
  db: Db,
  uid: string,
  resolution: {
    status: 'actioned' | 'dismissed'
    action: string
    note: string
    operator: string
    at: Date
  },
): Promise<ReportRow | undefined> {
  const set = {
    status: resolution.status,
    resolutionAction: resolution.action,
    resolutionNote: resolution.note,
    resolvedByUserUid: resolution.operator,
    resolvedAt: resolution.at,
  }
  const [row] = await db
    .update(r)
    .set(set)
    .where(and(eq(r.uid, uid), eq(r.status, 'open')))
    .returning()
  if (!row) return undefined
  await db
    .update(r)
    .set(set)
    .where(
      and(
        eq(r.targetType, row.targetType),
        eq(r.targetId, row.targetId),
        eq(r.status, 'open'),
        ne(r.uid, uid),
      ),
    )
  return row
}

export async function insertAudit(
  db: Db,
  entry: Omit<typeof operatorAudit.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(operatorAudit).values(entry)
}

export async function pageOfAudit(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: AuditRow[] }> {
  const [total] = await db.select({ n: count() }).from(operatorAudit)
  const rows = await db
    .select()
    .from(operatorAudit)
    .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
    .limit(page.limit)
    .offset(page.offset)
  return { total: total?.n ?? 0, rows }
}
