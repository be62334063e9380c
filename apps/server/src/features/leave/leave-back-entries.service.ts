import { tk, type Language } from '@hearth/shared/i18n-keys'
import {
  BACK_ENTRY_MESSAGES as MESSAGES,
  type LeaveBackEntryInput,
  type LeaveRequest,
} from '@hearth/shared/leaves'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { withTransaction } from '../../lib/transaction'
import {
  leaveContext,
  leaveFieldError,
  refuseOverlap,
  todayIn,
  workingDaysOf,
} from './leave-context'
import { presentRequest } from './leaves.presenter'
import * as repo from './leaves.repository'

// Leave taken before it was recorded (issue 22 item 2): the employer records annual, sick,
// no-pay or maternity leave of past dates, for an employment that began before Hearth or a
// request nobody made at the time. It is stored approved, flagged as a back-entry and shown to
// the helper; balances, payroll and settlements read it as they read any approved leave.

const ONLY_EMPLOYER = tk('Only the employer of this employment can record past leave.')

/** `POST /leaves/back-entries/`: the employment's employer only (its helper 403, others 404). */
export async function createBackEntry(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  input: LeaveBackEntryInput,
): Promise<LeaveRequest> {
  const context = await leaveContext(deps, actor, input.employment)
  if (context.employment.party !== 'employer') {
    throw new AppError('permission_denied', ONLY_EMPLOYER)
  }
  if (input.to_date >= todayIn(deps)) throw leaveFieldError('to_date', MESSAGES.notPast)
  if (!context.serviceStart || input.from_date < context.serviceStart) {
    throw leaveFieldError('from_date', MESSAGES.beforeService)
  }
  const days = workingDaysOf(context, input)
  const row = await withTransaction(deps, async (tx) => {
    await repo.lockEmploymentLeave(tx.db, context.employment.uid)
    await refuseOverlap(tx.db, context.employment.uid, input)
    const now = deps.clock()
    return repo.insertRequest(tx.db, {
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
      backEntry: true,
      statusType: 'AP',
      createdAt: now,
      updatedAt: now,
    })
  })
  return presentRequest(row, lang)
}
