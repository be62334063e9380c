import { tk, type Language } from '@hearth/shared/i18n-keys'
import type {
  LeaveRequest,
  LeaveRequestInput,
  LeaveRequestPatch,
  LeaveRequestUpdate,
  ManageApprovalInput,
} from '@hearth/shared/leaves'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { logDocumentAccess } from '../../lib/document-access'
import { AppError } from '../../lib/errors'
import { withTransaction } from '../../lib/transaction'
import { availableAnnualDays } from './leave-balance'
import {
  balanceOf,
  leaveContext,
  leaveFieldError,
  refuseOverlap,
  todayIn,
  workingDaysOf,
  type LeaveContext,
  type LeaveDates,
} from './leave-context'
import type { DurationType, LeaveTypeCode } from './leave-days'
import { removeLeaveDocuments, writeLeaveDocuments, type StoredDocument } from './leave-documents'
import { notifyEmployerOfRequest, notifyHelperOfDecision } from './leaves.notifications'
import { presentRequest } from './leaves.presenter'
import * as repo from './leaves.repository'
import type { LeaveRequestRow } from './leaves.repository'
import { isStoredRowId } from '../../lib/row-ids'

// Leave requests and their states (docs/spec/employment.md §4 "Leave status_type"): the helper
// requests, edits (SU only) and cancels (SU → CA, AP → PC); the employer decides SU (→ AP/RJ)
// and PC (→ CA/CR). Every change of state is a compare-and-set on the state it was read in.

export const requestNotFound = () => new AppError('not_found', tk('Leave request not found.'))
const ONLY_HELPER = tk('Only the helper of this employment can request or change leave.')
const ONLY_EMPLOYER = tk('Only the employer of this employment can decide leave requests.')

export type LeaveFiles = { document1?: Buffer; document2?: Buffer }

/** The days the dates use, after the checks of spec §5 that need the calendar and contract. */
function daysFor(deps: AppDeps, context: LeaveContext, dates: LeaveDates): number {
  if (dates.from_date < todayIn(deps)) {
    throw leaveFieldError('from_date', tk('The leave cannot start before today.'))
  }
  if (!context.hasContract) {
    throw new AppError(
      'invalid',
      tk('This employment has no contract yet, so leave cannot be requested.'),
    )
  }
  return workingDaysOf(context, dates)
}

/** Annual leave above what is left (balance less other submitted days) is refused. */
async function checkAnnualBalance(
  deps: AppDeps,
  context: LeaveContext,
  type: LeaveTypeCode,
  days: number,
  exceptRequestId?: number,
): Promise<void> {
  if (type !== 'AN') return
  const figures = await balanceOf(deps, context, todayIn(deps), exceptRequestId)
  const available = availableAnnualDays(figures)
  if (days > available) {
    throw leaveFieldError(
      'to_date',
      tk('This request needs {{days}} days of annual leave, but only {{available}} are available.'),
      { days, available: Math.max(0, available) },
    )
  }
}

function requireHelper(context: LeaveContext): void {
  if (context.employment.party !== 'helper') throw new AppError('permission_denied', ONLY_HELPER)
}

/** `GET /leaves/requests/leaves-for-employment/?employment_uid=`: both parties, newest first. */
export async function listRequests(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  employmentUid: string,
): Promise<LeaveRequest[]> {
  const context = await leaveContext(deps, actor, employmentUid)
  const rows = await repo.requestsOfEmployment(deps.db, context.employment.uid)
  return rows.map((row) => presentRequest(row, lang))
}

/** `POST /leaves/requests/`: the employment's helper only; answers with the days counted. */
export async function createRequest(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  input: LeaveRequestInput,
  files: LeaveFiles,
): Promise<LeaveRequest> {
  const context = await leaveContext(deps, actor, input.employment)
  requireHelper(context)
  const days = daysFor(deps, context, input)
  const stored = await writeLeaveDocuments(deps, {
    document1: files.document1,
    document2: files.document2,
  })
  try {
    const { row, mail } = await withTransaction(deps, async (tx) => {
      await repo.lockEmploymentLeave(tx.db, context.employment.uid)
      await refuseOverlap(tx.db, context.employment.uid, input)
      await checkAnnualBalance(tx, context, input.leave_type_code, days)
      const now = deps.clock()
      const row = await repo.insertRequest(tx.db, {
        employmentUid: context.employment.uid,
        employerProfileUid: context.employment.employerProfileUid,
        helperProfileUid: context.employment.helperProfileUid,
        leaveTypeCode: input.leave_type_code,
        fromDate: input.from_date,
        toDate: input.to_date,
        durationType: input.duration_type,
        days,
        reason: input.reason,
        medicalCertificate: input.leave_type_code === 'SL' && input.medical_certificate === true,
        statusType: 'SU',
        ...documentColumns(stored),
        createdAt: now,
        updatedAt: now,
      })
      return { row, mail: await notifyEmployerOfRequest(tx, row, 'created') }
    })
    await deps.tasks.runNow([mail])
    return presentRequest(row, lang)
  } catch (error) {
    await removeLeaveDocuments(
      deps,
      Object.values(stored).map((doc) => doc.key),
    )
    throw error
  }
}

function documentColumns(stored: Record<string, StoredDocument>) {
  return {
    ...(stored.document1
      ? { document1Key: stored.document1.key, document1Type: stored.document1.type }
      : {}),
    ...(stored.document2
      ? { document2Key: stored.document2.key, document2Type: stored.document2.type }
      : {}),
  }
}

/** The request when the caller is one of its parties, with its employment; otherwise 404. */
async function requestWithContext(deps: AppDeps, actor: Actor, id: number) {
  const profileUid = actor.role === 'employer' ? actor.employerProfileUid : actor.helperProfileUid
  if (!isStoredRowId(id)) throw requestNotFound()
  const row = profileUid ? await repo.findRequestForParty(deps.db, id, profileUid) : undefined
  if (!row) throw requestNotFound()
  const context = await leaveContext(deps, actor, row.employmentUid)
  return { row, context }
}

/**
 * `PUT|PATCH /leaves/requests/{id}/`. With `status_type` (CA or PC) it cancels: SU becomes CA,
 * AP becomes PC (awaiting the employer), anything else is 409. Otherwise it edits an SU request:
 * PUT sends every field, PATCH only those that change; days are counted again.
 */
export async function updateRequest(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
  input: LeaveRequestUpdate | LeaveRequestPatch,
  files: LeaveFiles,
): Promise<LeaveRequest> {
  const { row: current, context } = await requestWithContext(deps, actor, id)
  requireHelper(context)
  if ('status_type' in input && input.status_type) return cancelRequest(deps, lang, current)
  if (current.statusType !== 'SU') throw notEditable()
  const dates: LeaveDates = {
    leave_type_code: input.leave_type_code ?? (current.leaveTypeCode as LeaveTypeCode),
    from_date: input.from_date ?? current.fromDate,
    to_date: input.to_date ?? current.toDate,
    duration_type: input.duration_type ?? (current.durationType as DurationType),
  }
  if (dates.to_date < dates.from_date) {
    throw leaveFieldError('to_date', tk('To date must be on or after from date.'))
  }
  if (dates.duration_type !== 'FD' && dates.to_date !== dates.from_date) {
    throw leaveFieldError(
      'duration_type',
      tk('A morning or afternoon leave starts and ends on the same day.'),
    )
  }
  const days = daysFor(deps, context, dates)
  const stored = await writeLeaveDocuments(deps, {
    document1: files.document1,
    document2: files.document2,
  })
  try {
    const { row, mail, replaced } = await withTransaction(deps, async (tx) => {
      await repo.lockEmploymentLeave(tx.db, context.employment.uid)
      // The files this edit replaces are those the row names now, read under a row lock: another
      // edit that committed meanwhile has already removed the ones read before, and its own new
      // files are the ones replaced here (no file left unreferenced, none removed twice).
      const locked = await repo.lockRequest(tx.db, current.id)
      const replaced = [
        ...(stored.document1 || input.document1 === null ? [locked?.document1Key] : []),
        ...(stored.document2 || input.document2 === null ? [locked?.document2Key] : []),
      ]
      await refuseOverlap(tx.db, context.employment.uid, dates, current.id)
      await checkAnnualBalance(tx, context, dates.leave_type_code, days, current.id)
      const row = await repo.updateRequestInState(tx.db, current.id, 'SU', {
        leaveTypeCode: dates.leave_type_code,
        fromDate: dates.from_date,
        toDate: dates.to_date,
        durationType: dates.duration_type,
        days,
        ...(input.reason !== undefined ? { reason: input.reason } : {}),
        // Kept unless sent; only sick leave carries it.
        medicalCertificate:
          dates.leave_type_code === 'SL' &&
          (input.medical_certificate ?? current.medicalCertificate),
        ...(input.document1 === null ? { document1Key: null, document1Type: null } : {}),
        ...(input.document2 === null ? { document2Key: null, document2Type: null } : {}),
        ...documentColumns(stored),
        updatedAt: deps.clock(),
      })
      if (!row) throw notEditable()
      return { row, mail: await notifyEmployerOfRequest(tx, row, 'edited'), replaced }
    })
    await deps.tasks.runNow([mail])
    await removeLeaveDocuments(deps, replaced)
    return presentRequest(row, lang)
  } catch (error) {
    await removeLeaveDocuments(
      deps,
      Object.values(stored).map((doc) => doc.key),
    )
    throw error
  }
}

const notEditable = () => new AppError('conflict', tk('Only a submitted request can be changed.'))

async function cancelRequest(
  deps: AppDeps,
  lang: Language,
  current: LeaveRequestRow,
): Promise<LeaveRequest> {
  const next = current.statusType === 'SU' ? 'CA' : current.statusType === 'AP' ? 'PC' : undefined
  const refuse = () => new AppError('conflict', tk('This request cannot be cancelled.'))
  if (!next) throw refuse()
  const { row, mail } = await withTransaction(deps, async (tx) => {
    const row = await repo.updateRequestInState(tx.db, current.id, current.statusType, {
      statusType: next,
      updatedAt: deps.clock(),
    })
    if (!row) throw refuse()
    const action = next === 'CA' ? 'cancelled' : 'cancellation_requested'
    return { row, mail: await notifyEmployerOfRequest(tx, row, action) }
  })
  await deps.tasks.runNow([mail])
  return presentRequest(row, lang)
}

/**
 * `POST /leaves/requests/{id}/manage-approval/`: the employer decides an SU request (AP or RJ)
 * or, with `is_cancellation`, a PC one (CA: the days return; CR: the leave stands). Anything
 * else is 409; of two decisions at once exactly one wins, the other gets 409.
 */
export async function manageApproval(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
  input: ManageApprovalInput,
): Promise<LeaveRequest> {
  const { row: current, context } = await requestWithContext(deps, actor, id)
  if (context.employment.party !== 'employer')
    throw new AppError('permission_denied', ONLY_EMPLOYER)
  const from = input.is_cancellation ? 'PC' : 'SU'
  const to = input.is_cancellation
    ? input.is_approved
      ? 'CA'
      : 'CR'
    : input.is_approved
      ? 'AP'
      : 'RJ'
  const refuse = () => new AppError('conflict', tk('This request is not awaiting this decision.'))
  if (current.statusType !== from) throw refuse()
  const { row, mail } = await withTransaction(deps, async (tx) => {
    const row = await repo.updateRequestInState(tx.db, current.id, from, {
      statusType: to,
      updatedAt: deps.clock(),
    })
    if (!row) throw refuse()
    return { row, mail: await notifyHelperOfDecision(tx, row) }
  })
  await deps.tasks.runNow([mail])
  return presentRequest(row, lang)
}

/** A document of a request, to its two parties only. */
export async function readDocument(deps: AppDeps, actor: Actor, id: number, slot: 1 | 2) {
  const { row } = await requestWithContext(deps, actor, id)
  const key = slot === 1 ? row.document1Key : row.document2Key
  const type = slot === 1 ? row.document1Type : row.document2Type
  const missing = () => new AppError('not_found', tk('Document not found.'))
  if (!key || !type) throw missing()
  const file = await deps.files.read(key)
  if (!file) throw missing()
  // A back-entry's certificate is the employer's upload; any other the helper's.
  await logDocumentAccess(deps.db, {
    owner: row.backEntry
      ? { employerProfileUid: row.employerProfileUid }
      : { helperProfileUid: row.helperProfileUid },
    accessor: actor,
    kind: 'leave',
    ref: `${row.id}:${slot}`,
    label: `${row.fromDate} – ${row.toDate}`,
  })
  return { ...file, type }
}
