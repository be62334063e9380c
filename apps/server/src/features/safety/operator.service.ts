import { tk } from '@hearth/shared/i18n-keys'
import { type ReportAction, type ReportTargetType } from '@hearth/shared/safety'
import {
  OPERATOR_PAGE_SIZE,
  type AuditAction,
  type AuditPage,
  type OperatorPerson,
  type OperatorReport,
  type OperatorReportDetail,
  type OperatorReportPage,
  type OperatorReportsQuerySchema,
  type ResolveReportInput,
  type SuspendedUsers,
} from '@hearth/shared/operator'
import { SAFETY_FLAGS } from '@hearth/shared/safety-flags'
import type { z } from 'zod'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { withTransaction } from '../../lib/transaction'
import { suspendUser, unsuspendUser } from '../accounts/sessions.service'
import { peopleOfUsers, suspendedPeople, type Person } from '../accounts/users.service'
import { hideChatMessage } from '../chat/chat-reads.service'
import { findEmployerUidOfUser } from '../employers/employers.service'
import { hideHelperProfile, setHelperOwnerSuspended } from '../helpers/helpers.service'
import { hidePosting, setPostingsOwnerSuspended } from '../jobs/jobs.service'
import { endBadgeOnSuspension } from '../verification/verification.service'
import { presentReport } from './reports.service'
import { excerpt, targetView } from './report-targets'
import * as repo from './safety.repository'
import type { ReportRow } from './safety.repository'

// The operators' side of issue 23: the report queue, resolutions, suspensions and the audit log.
// Every action writes its audit entry in the same transaction as the change it records.

const reportNotFound = () => new AppError('not_found', tk('Not found.'))

function presentPerson(person: Person | undefined): OperatorPerson | null {
  if (!person) return null
  return {
    id: person.id,
    email: person.email,
    name: person.name,
    user_type: person.userType,
    suspended: person.suspendedAt !== null,
  }
}

async function presentOperatorReports(deps: AppDeps, rows: ReportRow[]): Promise<OperatorReport[]> {
  const userUids = rows.flatMap((row) =>
    [row.reporterUserUid, row.targetUserUid, row.resolvedByUserUid].filter(
      (uid): uid is string => uid !== null,
    ),
  )
  const [people, counts, views] = await Promise.all([
    peopleOfUsers(deps, userUids),
    repo.openCounts(deps.db, rows),
    Promise.all(
      rows.map((row) => targetView(deps, row.targetType as ReportTargetType, row.targetId)),
    ),
  ])
  return rows.map((row, index) => {
    const view = views[index]
    // A message is named by its words (its title is its sender, shown as the reported account).
    const label =
      row.targetType === 'message' ? excerpt(view?.texts[0]?.text ?? '') : (view?.title ?? '')
    const resolver = row.resolvedByUserUid ? people.get(row.resolvedByUserUid) : undefined
    return {
      ...presentReport(row, label),
      opened_by: row.openedBy as 'user' | 'system',
      reporter: row.reporterUserUid ? presentPerson(people.get(row.reporterUserUid)) : null,
      target_user: row.targetUserUid ? presentPerson(people.get(row.targetUserUid)) : null,
      report_count: counts.get(`${row.targetType}:${row.targetId}`) ?? 0,
      safety_flags: SAFETY_FLAGS.filter((flag) => row.safetyFlags.includes(flag)),
      resolution:
        row.resolutionAction && row.resolvedAt
          ? {
              action: row.resolutionAction as ReportAction,
              note: row.resolutionNote ?? '',
              operator_email: resolver?.email ?? null,
              resolved_at: row.resolvedAt.toISOString(),
            }
          : null,
    }
  })
}

/** `GET /operator/reports/`: one page of the queue. */
export async function listReports(
  deps: AppDeps,
  query: z.output<typeof OperatorReportsQuerySchema>,
): Promise<OperatorReportPage> {
  const { total, rows } = await repo.pageOfReports(deps.db, {
    status: query.status,
    order: query.order,
    limit: OPERATOR_PAGE_SIZE,
    offset: (query.page - 1) * OPERATOR_PAGE_SIZE,
  })
  return {
    count: total,
    page: query.page,
    page_size: OPERATOR_PAGE_SIZE,
    results: await presentOperatorReports(deps, rows),
  }
}

/** `GET /operator/reports/{id}/`: the report with the reported thing as its viewers see it. */
export async function getReport(deps: AppDeps, uid: string): Promise<OperatorReportDetail> {
  const row = await repo.findReport(deps.db, uid)
  if (!row) throw reportNotFound()
  const [report] = await presentOperatorReports(deps, [row])
  return {
    ...report!,
    target: await targetView(deps, row.targetType as ReportTargetType, row.targetId),
  }
}

export function audit(
  deps: AppDeps,
  operator: Actor,
  action: AuditAction,
  target: { type: string; id: string },
  reason: string,
) {
  return repo.insertAudit(deps.db, {
    operatorUserUid: operator.userUid,
    operatorEmail: operator.email,
    action,
    targetType: target.type,
    targetId: target.id,
    reason,
    createdAt: deps.clock(),
  })
}

/** Hides a reported profile, posting or message; an employer's profile has nothing to hide. */
async function hideTarget(deps: AppDeps, row: ReportRow, note: string): Promise<void> {
  switch (row.targetType as ReportTargetType) {
    case 'helper_profile':
      await hideHelperProfile(deps, row.targetId, note)
      return
    case 'job_posting':
      await hidePosting(deps, row.targetId, note)
      return
    case 'message':
      await hideChatMessage(deps, row.targetId)
      return
    case 'employer_profile':
      throw new AppError(
        'invalid',
        tk('An employer’s profile cannot be hidden: suspend the account instead.'),
        {
          fields: {
            action: [tk('An employer’s profile cannot be hidden: suspend the account instead.')],
          },
        },
      )
  }
}

/**
 * Suspends an account (issue 23): its sessions end, its profile and postings leave search and
 * their pages; false when it already was. Operators cannot suspend themselves.
 */
async function suspend(deps: AppDeps, operator: Actor, userUid: string, reason: string) {
  if (userUid === operator.userUid) {
    throw new AppError('invalid', tk('You cannot suspend your own account.'))
  }
  if (!(await suspendUser(deps, userUid, reason))) return false
  await withholdOwned(deps, userUid, deps.clock())
  // A suspended account loses its verification badge (issue 24); lifting the suspension does
  // not restore it: the person asks again.
  await endBadgeOnSuspension(deps, userUid)
  return true
}

/** A suspension's mark on the account's profile and postings (`at`), or its end (null). */
async function withholdOwned(deps: AppDeps, userUid: string, at: Date | null) {
  await setHelperOwnerSuspended(deps, userUid, at)
  const employerProfileUid = await findEmployerUidOfUser(deps, userUid)
  if (employerProfileUid) await setPostingsOwnerSuspended(deps, employerProfileUid, at)
}

/**
 * `POST /operator/reports/{id}/resolve/`: resolves the report and every other open report on
 * the same target, and does what the action says. A report no longer open is a 409: two
 * operators resolving at once act once.
 */
export async function resolveReport(
  deps: AppDeps,
  operator: Actor,
  uid: string,
  input: ResolveReportInput,
): Promise<OperatorReportDetail> {
  const row = await repo.findReport(deps.db, uid)
  if (!row) throw reportNotFound()
  await withTransaction(deps, async (tx) => {
    const claimed = await repo.resolveOpenReport(tx.db, uid, {
      status: input.action === 'dismiss' ? 'dismissed' : 'actioned',
      action: input.action,
      note: input.note,
      operator: operator.userUid,
      at: tx.clock(),
    })
    if (!claimed) {
      throw new AppError('conflict', tk('This report has already been resolved.'))
    }
    const target = { type: row.targetType, id: row.targetId }
    if (input.action === 'dismiss') {
      await audit(tx, operator, 'dismiss_report', { type: 'report', id: uid }, input.note)
    } else if (input.action === 'hide_target') {
      await hideTarget(tx, row, input.note)
      await audit(tx, operator, 'hide_target', target, input.note)
    } else {
      if (!row.targetUserUid) {
        throw new AppError('invalid', tk('This account no longer exists.'))
      }
      await suspend(tx, operator, row.targetUserUid, input.note)
      await audit(tx, operator, 'suspend_user', { type: 'user', id: row.targetUserUid }, input.note)
    }
  })
  deps.moderation.forgetPublicPages()
  return getReport(deps, uid)
}

const userNotFound = () => new AppError('not_found', tk('User not found.'))

/** Suspends (`suspend`) or restores an account, with its audit entry; 409 when nothing changes. */
async function changeSuspension(
  deps: AppDeps,
  operator: Actor,
  userUid: string,
  reason: string,
  step: 'suspend' | 'unsuspend',
): Promise<OperatorPerson> {
  if (!(await peopleOfUsers(deps, [userUid])).has(userUid)) throw userNotFound()
  await withTransaction(deps, async (tx) => {
    if (step === 'suspend') {
      if (!(await suspend(tx, operator, userUid, reason))) {
        throw new AppError('conflict', tk('This account is already suspended.'))
      }
    } else {
      if (!(await unsuspendUser(tx, userUid))) {
        throw new AppError('conflict', tk('This account is not suspended.'))
      }
      await withholdOwned(tx, userUid, null)
    }
    const action = step === 'suspend' ? 'suspend_user' : 'unsuspend_user'
    await audit(tx, operator, action, { type: 'user', id: userUid }, reason)
  })
  deps.moderation.forgetPublicPages()
  return presentPerson((await peopleOfUsers(deps, [userUid])).get(userUid))!
}

/** `POST /operator/users/{id}/suspend/`: 409 when the account is already suspended. */
export function suspendAccount(deps: AppDeps, operator: Actor, userUid: string, reason: string) {
  return changeSuspension(deps, operator, userUid, reason, 'suspend')
}

/** `POST /operator/users/{id}/unsuspend/`: everything returns but what was hidden; 409 when not suspended. */
export function unsuspendAccount(deps: AppDeps, operator: Actor, userUid: string, reason: string) {
  return changeSuspension(deps, operator, userUid, reason, 'unsuspend')
}

/** `GET /operator/users/suspended/`. */
export async function listSuspended(deps: AppDeps): Promise<SuspendedUsers> {
  const people = await suspendedPeople(deps)
  return {
    results: people.map((person) => ({
      ...presentPerson(person)!,
      suspended_at: person.suspendedAt?.toISOString() ?? null,
      suspension_reason: person.suspensionReason,
    })),
  }
}

/** `GET /operator/audit/`: newest first. */
export async function listAudit(deps: AppDeps, page: number): Promise<AuditPage> {
  const { total, rows } = await repo.pageOfAudit(deps.db, {
    limit: OPERATOR_PAGE_SIZE,
    offset: (page - 1) * OPERATOR_PAGE_SIZE,
  })
  return {
    count: total,
    page,
    page_size: OPERATOR_PAGE_SIZE,
    results: rows.map((row) => ({
      id: row.id,
      operator: { id: row.operatorUserUid, email: row.operatorEmail },
      action: row.action as AuditAction,
      target_type: row.targetType,
      target_id: row.targetId,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
  }
}
