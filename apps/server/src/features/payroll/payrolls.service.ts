import { firstOfMonth, lastOfMonth } from '@hearth/hk-labour/dates'
import { payrollMonth } from '@hearth/hk-labour/payroll'
import type { Period } from '@hearth/hk-labour/types'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import {
  PAYROLL_MESSAGES,
  type PayrollCalculateInput,
  type PayrollRecord,
  type PayrollRecordPatch,
} from '@hearth/shared/payrolls'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { runLabour } from '../../lib/labour'
import { newUid } from '../../lib/tokens'
import { withTransaction } from '../../lib/transaction'
import {
  contractsOfEmployment,
  employmentUidsForParty,
  findEmploymentForParty,
  type EmploymentRecord,
} from '../contracts/employments.service'
import { approvedLeaveOf } from '../leave/leave-records.service'
import { countingOpening } from '../openings/openings.service'
import {
  boundsOfMonthKey,
  contractInForce,
  historyOf,
  monthKeyOf,
  payrollMonthInput,
  PRORATION,
  servedContracts,
  serviceSpan,
  type WageHistory,
} from './payroll-inputs'
import { presentRecord, recordFigures } from './payrolls.presenter'
import * as repo from './payrolls.repository'

// Payroll (issue 14; docs/spec/employment.md §3–§7; hk-employment-rules §5, §10, §11): the server
// gathers the employment's contracts, approved leave, salary adjustments and the ADW history of
// finalised months; hk-labour's `payrollMonth` computes (its input: payroll-inputs.ts); the result
// is stored per month. Salary adjustments: salary-adjustments.service.ts.

const recordNotFound = () => new AppError('not_found', PAYROLL_MESSAGES.recordNotFound)
export const employmentNotFound = () => new AppError('not_found', tk('Employment not found.'))
export const onlyEmployer = () => new AppError('permission_denied', PAYROLL_MESSAGES.onlyEmployer)

/**
 * The ADW history of an employment from its FINALISED records' stored `adwRecord`, and the
 * periods those records paid (for the termination settlement). Empty arrays: the engine uses
 * the contract rate.
 */
export async function wageHistoryOf(
  deps: AppDeps,
  employmentUid: string,
): Promise<WageHistory & { paidPeriods: Period[] }> {
  const [rows, opening] = await Promise.all([
    repo.recordsOfEmployment(deps.db, employmentUid),
    countingOpening(deps, employmentUid),
  ])
  // What the finalised months paid (issue 22): a settlement never pays them again.
  const paidPeriods = rows
    .filter((row) => row.finalised)
    .map((row) => ({ from: row.fromDate, to: row.toDate }))
  return { ...historyOf(rows, undefined, opening), paidPeriods }
}

/** Every stored month of an employment (for the timeline's payroll due dates), oldest first. */
export async function payrollMonthsOf(
  deps: AppDeps,
  employmentUid: string,
): Promise<
  { month: string; finalised: boolean; paymentDate: string | null; paymentDueDate: string }[]
> {
  const rows = await repo.recordsOfEmployment(deps.db, employmentUid)
  return rows.map((row) => ({
    month: row.month,
    finalised: row.finalised,
    paymentDate: row.paymentDate,
    paymentDueDate: row.paymentDueDate,
  }))
}

/** The employment when the caller is its employer: 404 when not a party, 403 for its helper. */
export async function employmentOfEmployer(
  deps: AppDeps,
  actor: Actor,
  employmentUid: string,
): Promise<EmploymentRecord> {
  const employment = await findEmploymentForParty(deps, employmentUid, actor)
  if (!employment) throw employmentNotFound()
  if (employment.party !== 'employer') throw onlyEmployer()
  return employment
}

/**
 * Calculates and stores one month (inside the caller's transaction, holding the employment's
 * payroll lock): a new record, or over the month's draft. A finalised month is 409. Exported for
 * the demo data (demo/demo-payrolls.ts).
 */
export async function calculateMonth(
  deps: AppDeps,
  employment: EmploymentRecord,
  year: number,
  month: number,
): Promise<repo.PayPeriodRecordRow> {
  const key = monthKeyOf(year, month)
  const existing = await repo.findRecordOfMonth(deps.db, employment.uid, key)
  if (existing?.finalised) throw new AppError('conflict', PAYROLL_MESSAGES.monthFinalised)
  const monthStart = firstOfMonth(year, month)
  const monthEnd = lastOfMonth(year, month)
  const outside = () =>
    new AppError('invalid', PAYROLL_MESSAGES.monthOutsideEmployment, {
      fields: { month: [PAYROLL_MESSAGES.monthOutsideEmployment] },
    })
  const served = servedContracts(await contractsOfEmployment(deps, employment.uid))
  if (served.length === 0) throw outside()
  const span = serviceSpan(served)
  if (span.start > monthEnd || (span.end !== null && span.end < monthStart)) throw outside()
  const contract = contractInForce(served, monthEnd)
  const [leave, adjustments, rows, opening] = await Promise.all([
    approvedLeaveOf(deps, employment.uid),
    repo.adjustmentsBetween(deps.db, employment.uid, monthStart, monthEnd),
    repo.recordsOfEmployment(deps.db, employment.uid),
    countingOpening(deps, employment.uid),
  ])
  const input = payrollMonthInput({
    year,
    month,
    span,
    contract,
    leave,
    adjustments,
    rows,
    opening,
  })
  const result = runLabour(() => payrollMonth(input), {
    year: 'year',
    month: 'month',
  })
  const now = deps.clock()
  const row = await repo.upsertDraft(deps.db, {
    uid: existing?.uid ?? newUid(),
    employmentUid: employment.uid,
    employerProfileUid: employment.employerProfileUid,
    helperProfileUid: employment.helperProfileUid,
    month: key,
    currency: contract.salaryCurrency,
    ...recordFigures(result, PRORATION),
    paymentDate: existing?.paymentDate ?? null,
    finalised: false,
    finalisedAt: null,
    inputDate: hongKongToday(now),
    updatedAt: now,
  })
  if (!row) throw new AppError('conflict', PAYROLL_MESSAGES.monthFinalised)
  return row
}

/** The record as `reader` sees it (the warnings meant for them), with its month's adjustments. */
async function presentWithAdjustments(
  deps: AppDeps,
  row: repo.PayPeriodRecordRow,
  lang: Language,
  reader: EmploymentRecord['party'],
): Promise<PayrollRecord> {
  const { from, to } = boundsOfMonthKey(row.month)
  const adjustments = await repo.adjustmentsBetween(deps.db, row.employmentUid, from, to)
  return presentRecord(row, adjustments, lang, reader)
}

/** `POST /payrolls/calculate/` (the employer). */
export async function calculatePayroll(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  input: PayrollCalculateInput,
): Promise<PayrollRecord> {
  const employment = await employmentOfEmployer(deps, actor, input.employmentId)
  if (employment.helperProfileUid !== input.helper_profile_id)
    throw new AppError('invalid', PAYROLL_MESSAGES.helperMismatch, {
      fields: { helper_profile_id: [PAYROLL_MESSAGES.helperMismatch] },
    })
  return withTransaction(deps, async (tx) => {
    await repo.lockEmploymentPayroll(tx.db, employment.uid)
    const row = await calculateMonth(tx, employment, input.year, input.month)
    return presentWithAdjustments(tx, row, lang, employment.party)
  })
}

/** The record when the caller may see it: its employer, or its helper once it is finalised. */
async function visibleRecord(
  deps: AppDeps,
  actor: Actor,
  uid: string,
): Promise<{ row: repo.PayPeriodRecordRow; employment: EmploymentRecord }> {
  const row = await repo.findRecordForParty(deps.db, uid, await employmentUidsForParty(deps, actor))
  if (!row) throw recordNotFound()
  const employment = await findEmploymentForParty(deps, row.employmentUid, actor)
  if (!employment) throw recordNotFound()
  if (employment.party === 'helper' && !row.finalised) throw recordNotFound()
  return { row, employment }
}

/** `GET /payrolls/pay-period-records/by-employment/`: helpers see finalised records only. */
export async function listRecords(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  employmentUid: string,
): Promise<PayrollRecord[]> {
  const employment = await findEmploymentForParty(deps, employmentUid, actor)
  if (!employment) throw employmentNotFound()
  const [rows, adjustments] = await Promise.all([
    repo.recordsOfEmployment(deps.db, employmentUid),
    repo.adjustmentsOfEmployment(deps.db, employmentUid),
  ])
  return rows
    .filter((row) => employment.party === 'employer' || row.finalised)
    .sort((a, b) => b.month.localeCompare(a.month))
    .map((row) => {
      const { from, to } = boundsOfMonthKey(row.month)
      return presentRecord(
        row,
        adjustments.filter(
          (adjustment) => adjustment.effectiveDate >= from && adjustment.effectiveDate <= to,
        ),
        lang,
        employment.party,
      )
    })
}

/** `GET /payrolls/pay-period-records/{uid}/`. */
export async function getRecord(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  uid: string,
): Promise<PayrollRecord> {
  const { row, employment } = await visibleRecord(deps, actor, uid)
  return presentWithAdjustments(deps, row, lang, employment.party)
}

/** The record's row and its two parties, for the receipt. */
export async function recordForReceipt(
  deps: AppDeps,
  actor: Actor,
  uid: string,
): Promise<{ row: repo.PayPeriodRecordRow; employment: EmploymentRecord }> {
  return visibleRecord(deps, actor, uid)
}

/**
 * `PATCH /payrolls/pay-period-records/{uid}/` (the employer): the payment date while draft;
 * `finalised: true` finalises (a payment date needed; irreversible; one of concurrent calls wins)
 * and marks the month's salary adjustments paid.
 */
export async function patchRecord(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  uid: string,
  patch: PayrollRecordPatch,
): Promise<PayrollRecord> {
  const { row, employment } = await visibleRecord(deps, actor, uid)
  if (employment.party !== 'employer') throw onlyEmployer()
  if (row.finalised) {
    if (patch.finalised === true) throw new AppError('conflict', PAYROLL_MESSAGES.alreadyFinalised)
    if (patch.finalised === false) throw new AppError('conflict', PAYROLL_MESSAGES.cannotUnfinalise)
    if (patch.payment_date !== undefined)
      throw new AppError('conflict', PAYROLL_MESSAGES.finalisedNoPaymentDateChange)
    return presentWithAdjustments(deps, row, lang, employment.party)
  }
  const now = deps.clock()
  if (patch.finalised === true) {
    const paymentDate = patch.payment_date ?? row.paymentDate
    if (!paymentDate)
      throw new AppError('invalid', PAYROLL_MESSAGES.paymentDateRequired, {
        fields: { payment_date: [PAYROLL_MESSAGES.paymentDateRequired] },
      })
    const finalised = await withTransaction(deps, async (tx) => {
      // The lock salary adjustments take (issue 22): an adjustment committed alongside is
      // either in this draft and paid with it, or refused because the month is finalised.
      await repo.lockEmploymentPayroll(tx.db, row.employmentUid)
      const updated = await repo.finaliseDraft(tx.db, uid, paymentDate, now)
      if (!updated) return undefined
      const { from, to } = boundsOfMonthKey(updated.month)
      await repo.markAdjustmentsPaid(tx.db, updated.employmentUid, from, to, updated.uid)
      return updated
    })
    if (!finalised) throw new AppError('conflict', PAYROLL_MESSAGES.alreadyFinalised)
    return presentWithAdjustments(deps, finalised, lang, employment.party)
  }
  if (patch.payment_date !== undefined) {
    const updated = await repo.setDraftPaymentDate(deps.db, uid, patch.payment_date, now)
    if (!updated) throw new AppError('conflict', PAYROLL_MESSAGES.finalisedNoPaymentDateChange)
    return presentWithAdjustments(deps, updated, lang, employment.party)
  }
  return presentWithAdjustments(deps, row, lang, employment.party)
}

/** `DELETE /payrolls/pay-period-records/{uid}/` (the employer): drafts only (409 otherwise). */
export async function deleteRecord(deps: AppDeps, actor: Actor, uid: string): Promise<void> {
  const { row, employment } = await visibleRecord(deps, actor, uid)
  if (employment.party !== 'employer') throw onlyEmployer()
  if (row.finalised || !(await repo.deleteDraft(deps.db, uid)))
    throw new AppError('conflict', PAYROLL_MESSAGES.onlyDraftsDeleted)
}
