import { tk } from '@hearth/shared/i18n-keys'
import {
  REPORTS_PER_DAY,
  type MyReports,
  type Report,
  type ReportInputSchema,
  type ReportReason,
} from '@hearth/shared/safety'
import type { SafetyFlag } from '@hearth/shared/safety-flags'
import type { z } from 'zod'
import type { Actor } from '../../lib/actor'
import type { AppDeps, ModerationHooks } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { removeHits, reserveHits, type Limit } from '../../lib/rate-limit'
import { safetyFlagsOfFields } from '../../lib/scam/scam-rules'
import { newUid } from '../../lib/tokens'
import { targetForReporter } from './report-targets'
import * as repo from './safety.repository'
import type { ReportRow } from './safety.repository'

const REPORT_LIMIT: Limit = { bucket: 'reports-user', max: REPORTS_PER_DAY, windowSeconds: 86_400 }

/** A report as its reporter reads it; `label` names what was reported. */
export function presentReport(row: ReportRow, label: string): Report {
  return {
    id: row.uid,
    target_type: row.targetType as Report['target_type'],
    target_id: row.targetId,
    target_label: label,
    reason: row.reason as ReportReason,
    details: row.details,
    status: row.status as Report['status'],
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  }
}

/**
 * `POST /reports/` (issue 23 item 2): 201 with the new report; 200 with the open one when the
 * caller reported the same target before and it is still open. Verified accounts only (every
 * signed-in account is: sign-in needs a verified address). At most REPORTS_PER_DAY a day (429).
 */
export async function createReport(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof ReportInputSchema>,
): Promise<{ created: boolean; report: Report }> {
  const target = await targetForReporter(deps, actor, input.target_type, input.target_id)
  const earlier = await repo.findOpenReportBy(
    deps.db,
    actor.userUid,
    input.target_type,
    input.target_id,
  )
  if (earlier) return { created: false, report: presentReport(earlier, target.label) }
  const now = deps.clock()
  const hits = await reserveHits(deps.db, [[REPORT_LIMIT, actor.userUid]], now).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'throttled') {
        throw new AppError(
          'throttled',
          tk('You have sent many reports today. Please try again tomorrow.'),
          {
            headers: error.headers,
          },
        )
      }
      throw error
    },
  )
  const row = await repo.insertReport(deps.db, {
    uid: newUid(),
    reporterUserUid: actor.userUid,
    openedBy: 'user',
    targetType: input.target_type,
    targetId: input.target_id,
    targetUserUid: target.ownerUserUid,
    reason: input.reason,
    details: input.details.trim(),
    createdAt: now,
  })
  if (!row) {
    // The same report sent twice at once: the other request stored it; this one counts nothing.
    await removeHits(deps.db, hits)
    const stored = await repo.findOpenReportBy(
      deps.db,
      actor.userUid,
      input.target_type,
      input.target_id,
    )
    if (!stored) throw new AppError('conflict', tk('Please try again.'))
    return { created: false, report: presentReport(stored, target.label) }
  }
  return { created: true, report: presentReport(row, target.label) }
}

/** `GET /reports/mine/`: the caller's reports, newest first, with what became of them. */
export async function myReports(deps: AppDeps, actor: Actor): Promise<MyReports> {
  const rows = await repo.reportsBy(deps.db, actor.userUid)
  const labels = await Promise.all(
    rows.map((row) =>
      targetForReporter(deps, actor, row.targetType as Report['target_type'], row.targetId).then(
        (target) => target.label,
        // Hidden or gone since: the report still lists, without a name.
        () => '',
      ),
    ),
  )
  return { results: rows.map((row, index) => presentReport(row, labels[index] ?? '')) }
}

/** The scam rules' reason for a system report: the first kind they found. */
function reasonOf(flags: SafetyFlag[]): ReportReason {
  return flags.includes('fee_request') ? 'fee_request' : 'scam'
}

/**
 * `deps.moderation.reviewPublished`: a published profile's or posting's texts through the scam
 * rules. A flagged one stays published and opens one report for the operators, with the system
 * as reporter (one open system report per target: a re-save while it is open adds none).
 */
export const reviewPublished: ModerationHooks['reviewPublished'] = async (deps, target) => {
  const flags = safetyFlagsOfFields([...target.texts])
  if (flags.length === 0) return
  await repo.insertReport(deps.db, {
    uid: newUid(),
    reporterUserUid: null,
    openedBy: 'system',
    targetType: target.type,
    targetId: target.id,
    targetUserUid: target.ownerUserUid,
    reason: reasonOf(flags),
    details: '',
    safetyFlags: flags,
    createdAt: deps.clock(),
  })
}
