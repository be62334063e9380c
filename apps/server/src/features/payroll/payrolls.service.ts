import type { DisregardedPeriod, MonthlyWageRecord } from '@hearth/hk-labour/adw'
import { firstOfMonth, lastOfMonth, type IsoWeekday } from '@hearth/hk-labour/dates'
import {
  applyWageDeductions,
  DEDUCTION_KINDS,
  type DeductionKind,
} from '@hearth/hk-labour/deductions'
import { payrollMonth } from '@hearth/hk-labour/payroll'
import type { LeaveRecord, PayrollMonthInput } from '@hearth/hk-labour/payroll-options'
import type { EmployeeType } from '@hearth/hk-labour/types'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import {
  DEDUCTION_LIMIT_LABELS,
  PAYROLL_DEDUCTION_KINDS,
  PAYROLL_MESSAGES,
  type PayrollCalculateInput,
  type PayrollDeductionKind,
  type PayrollProrationMethod,
  type PayrollRecord,
  type PayrollRecordPatch,
  type SalaryAdjustment,
  type SalaryAdjustmentInput,
} from '@hearth/shared/payrolls'
import { translate } from '@hearth/shared/translate'
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
  type ContractRecord,
  type EmploymentRecord,
} from '../employment/employments.service'
import { approvedLeaveOf } from '../employment/leave-records.service'
import { presentAdjustment, presentRecord, recordFigures } from './payrolls.presenter'
import * as repo from './payrolls.repository'

// Payroll (issue 14; docs/spec/employment.md §3–§7; hk-employment-rules §5, §10, §11): the server
// gathers the employment's contracts, approved leave, salary adjustments and the ADW history of
// finalised months; hk-labour's `payrollMonth` computes; the result is stored per month.

/** The shared list and hk-labour's are the same kinds (a compile error here: they drifted). */
const KINDS_AGREE: [readonly DeductionKind[], readonly PayrollDeductionKind[]] = [
  PAYROLL_DEDUCTION_KINDS,
  DEDUCTION_KINDS,
]
void KINDS_AGREE

/** Partial months are prorated by calendar days (hk-employment-rules §11.2, the default). */
const PRORATION: PayrollProrationMethod = 'calendar_days'

const recordNotFound = () => new AppError('not_found', PAYROLL_MESSAGES.recordNotFound)
const employmentNotFound = () => new AppError('not_found', tk('Employment not found.'))
const onlyEmployer = () => new AppError('permission_denied', PAYROLL_MESSAGES.onlyEmployer)

/**
 * The engine's employee type of a contract's profile type (docs/spec/employment.md §9): a Driver
 * is a driver (MPF applies); every other profile (domestic_helper, Helper, nanny, caregiver,
 * gardener, pet_sitter, other) is a domestic helper on the Standard Employment Contract (FDH, no
 * MPF).
 */
export function employeeTypeOf(profileType: string): EmployeeType {
  return profileType === 'Driver' ? 'driver' : 'fdh'
}

export function monthKeyOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`
}

export function boundsOfMonthKey(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return { from: firstOfMonth(year, number), to: lastOfMonth(year, number) }
}

/** Contracts that served: ever ACTIVE, or in a state only an ACTIVE contract reaches. */
export function servedContracts(contracts: readonly ContractRecord[]): ContractRecord[] {
  return contracts.filter(
    (contract) =>
      contract.activatedAt !== null ||
      (contract.status !== 'PENDING' && contract.status !== 'CANCELLED'),
  )
}

/** Employment span from its served contracts: the earliest start, and the latest contract's end. */
export function serviceSpan(served: readonly ContractRecord[]): {
  start: string
  end: string | null
} {
  const sorted = [...served].sort((a, b) => a.startDate.localeCompare(b.startDate))
  const latest = sorted.at(-1) as ContractRecord
  return {
    start: (sorted[0] as ContractRecord).startDate,
    end: latest.terminationDate ?? latest.endDate,
  }
}

/** The finalised months before `month`, as the engine's ADW history (oldest first). */
function historyOf(
  rows: readonly repo.PayPeriodRecordRow[],
  beforeMonth?: string,
): { wageRecords: MonthlyWageRecord[]; disregardedPeriods: DisregardedPeriod[] } {
  const finalised = rows.filter(
    (row) => row.finalised && (beforeMonth === undefined || row.month < beforeMonth),
  )
  return {
    wageRecords: finalised.map((row) => ({ ...row.adwRecord.wageRecord })),
    disregardedPeriods: finalised.flatMap((row) =>
      row.adwRecord.disregardedPeriods.map((period) => ({ ...period })),
    ),
  }
}

/**
 * The ADW history of an employment from its FINALISED records' stored `adwRecord` (for the
 * termination settlement). Empty arrays: the engine uses the contract rate.
 */
export async function wageHistoryOf(
  deps: AppDeps,
  employmentUid: string,
): Promise<{ wageRecords: MonthlyWageRecord[]; disregardedPeriods: DisregardedPeriod[] }> {
  return historyOf(await repo.recordsOfEmployment(deps.db, employmentUid))
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

async function employmentOfEmployer(
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
  // The contract in force in the month: the latest one started by its end.
  const contract = [...served]
    .filter((candidate) => candidate.startDate <= monthEnd)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .at(-1) as ContractRecord
  const [leave, adjustments, rows] = await Promise.all([
    approvedLeaveOf(deps, employment.uid),
    repo.adjustmentsBetween(deps.db, employment.uid, monthStart, monthEnd),
    repo.recordsOfEmployment(deps.db, employment.uid),
  ])
  const employeeType = employeeTypeOf(contract.employmentProfileType)
  const input: PayrollMonthInput = {
    year,
    month,
    employeeType,
    employmentStart: span.start,
    ...(span.end === null ? {} : { employmentEnd: span.end }),
    monthlyWageCents: contract.salaryCents,
    foodAllowanceCents: contract.foodAllowanceCents,
    restDays: [(contract.excludeDayType ?? 7) as IsoWeekday],
    // Earlier leave too: sickness runs and the paid sickness days used before (EO s.33).
    leave: leave
      .filter(
        (record) =>
          // A half day is AN or NP only in the engine; a half sick day is paid in full.
          (record.durationType === 'FD' || record.type === 'AN' || record.type === 'NP') &&
          record.from <= monthEnd &&
          record.to >= span.start &&
          (span.end === null || record.from <= span.end),
      )
      .map((record): LeaveRecord => ({
        type: record.type,
        from: record.from < span.start ? span.start : record.from,
        to: span.end !== null && record.to > span.end ? span.end : record.to,
        durationType: record.durationType,
        // Leave requests carry no confinement date: the first day of the maternity leave
        // stands in for it (it only picks the 10- or 14-week rule, EO s.12).
        ...(record.type === 'ML' ? { confinementDate: record.from } : {}),
      })),
    adjustments: adjustments.map((adjustment) => ({
      amountCents: adjustment.amountCents,
      description: adjustment.description,
      ...(adjustment.deductionKind
        ? { deductionKind: adjustment.deductionKind as DeductionKind }
        : {}),
    })),
    ...historyOf(rows, key),
    ...(employeeType === 'fdh' ? { contractSignedOn: contract.signedOn } : {}),
    options: { prorationMethod: PRORATION },
  }
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

async function presentWithAdjustments(
  deps: AppDeps,
  row: repo.PayPeriodRecordRow,
  lang: Language,
): Promise<PayrollRecord> {
  const { from, to } = boundsOfMonthKey(row.month)
  const adjustments = await repo.adjustmentsBetween(deps.db, row.employmentUid, from, to)
  return presentRecord(row, adjustments, lang)
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
    return presentWithAdjustments(tx, row, lang)
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
  const { row } = await visibleRecord(deps, actor, uid)
  return presentWithAdjustments(deps, row, lang)
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
    return presentWithAdjustments(deps, row, lang)
  }
  const now = deps.clock()
  if (patch.finalised === true) {
    const paymentDate = patch.payment_date ?? row.paymentDate
    if (!paymentDate)
      throw new AppError('invalid', PAYROLL_MESSAGES.paymentDateRequired, {
        fields: { payment_date: [PAYROLL_MESSAGES.paymentDateRequired] },
      })
    const finalised = await withTransaction(deps, async (tx) => {
      const updated = await repo.finaliseDraft(tx.db, uid, paymentDate, now)
      if (!updated) return undefined
      const { from, to } = boundsOfMonthKey(updated.month)
      await repo.markAdjustmentsPaid(tx.db, updated.employmentUid, from, to, updated.uid)
      return updated
    })
    if (!finalised) throw new AppError('conflict', PAYROLL_MESSAGES.alreadyFinalised)
    return presentWithAdjustments(deps, finalised, lang)
  }
  if (patch.payment_date !== undefined) {
    const updated = await repo.setDraftPaymentDate(deps.db, uid, patch.payment_date, now)
    if (!updated) throw new AppError('conflict', PAYROLL_MESSAGES.finalisedNoPaymentDateChange)
    return presentWithAdjustments(deps, updated, lang)
  }
  return presentWithAdjustments(deps, row, lang)
}

/** `DELETE /payrolls/pay-period-records/{uid}/` (the employer): drafts only (409 otherwise). */
export async function deleteRecord(deps: AppDeps, actor: Actor, uid: string): Promise<void> {
  const { row, employment } = await visibleRecord(deps, actor, uid)
  if (employment.party !== 'employer') throw onlyEmployer()
  if (row.finalised || !(await repo.deleteDraft(deps.db, uid)))
    throw new AppError('conflict', PAYROLL_MESSAGES.onlyDraftsDeleted)
}

/** `GET /payrolls/salary-adjustments/by-employment/`: helpers see paid adjustments only. */
export async function listAdjustments(
  deps: AppDeps,
  actor: Actor,
  employmentUid: string,
): Promise<SalaryAdjustment[]> {
  const employment = await findEmploymentForParty(deps, employmentUid, actor)
  if (!employment) throw employmentNotFound()
  const rows = await repo.adjustmentsOfEmployment(deps.db, employmentUid)
  return rows.filter((row) => employment.party === 'employer' || row.paid).map(presentAdjustment)
}

/** Recalculates the draft of the month of `date`, if there is one (adjustments changed). */
async function refreshDraftOf(
  deps: AppDeps,
  employment: EmploymentRecord,
  date: string,
): Promise<void> {
  const [year, month] = date.split('-').map(Number) as [number, number]
  const existing = await repo.findRecordOfMonth(deps.db, employment.uid, monthKeyOf(year, month))
  if (existing && !existing.finalised) await calculateMonth(deps, employment, year, month)
}

/**
 * `POST /payrolls/salary-adjustments/` (the employer): a bonus, or a deduction of an EO s.32
 * kind. A kind EO s.32 never allows for this employee (accommodation from an FDH) is refused
 * with the reason; limits that depend on the month's wages are applied, and listed, when the
 * month is calculated. A finalised month takes no more adjustments; a draft is recalculated.
 */
export async function createAdjustment(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  input: SalaryAdjustmentInput,
): Promise<SalaryAdjustment> {
  const employment = await employmentOfEmployer(deps, actor, input.employment)
  if (input.helper_profile && input.helper_profile !== employment.helperProfileUid)
    throw new AppError('invalid', PAYROLL_MESSAGES.helperMismatch, {
      fields: { helper_profile: [PAYROLL_MESSAGES.helperMismatch] },
    })
  const contract = employment.latestContract
  if (input.adjustment_amount < 0 && input.deduction_kind) {
    const kind = input.deduction_kind
    const [applied] = runLabour(() =>
      applyWageDeductions({
        employeeType: employeeTypeOf(contract?.employmentProfileType ?? 'domestic_helper'),
        wagesCents: 100_000_000,
        periodDate: input.effective_date,
        deductions: [
          { kind, amountCents: -input.adjustment_amount, description: input.description },
        ],
      }),
    )
    if (applied && applied.appliedCents === 0 && applied.limitedBy) {
      const reason = translate(DEDUCTION_LIMIT_LABELS[applied.limitedBy] ?? '', lang)
      throw new AppError('invalid', PAYROLL_MESSAGES.deductionRefused, {
        fields: {
          deduction_kind: [translate(PAYROLL_MESSAGES.deductionRefused, lang, { reason })],
        },
        values: { reason },
      })
    }
  }
  const now = deps.clock()
  const row = await withTransaction(deps, async (tx) => {
    await repo.lockEmploymentPayroll(tx.db, employment.uid)
    const [year, month] = input.effective_date.split('-').map(Number) as [number, number]
    const record = await repo.findRecordOfMonth(tx.db, employment.uid, monthKeyOf(year, month))
    if (record?.finalised) throw new AppError('conflict', PAYROLL_MESSAGES.adjustmentMonthFinalised)
    const inserted = await repo.insertAdjustment(tx.db, {
      employmentUid: employment.uid,
      employerProfileUid: employment.employerProfileUid,
      helperProfileUid: employment.helperProfileUid,
      amountCents: input.adjustment_amount,
      currency: input.adjustment_currency,
      description: input.description,
      effectiveDate: input.effective_date,
      inputDate: hongKongToday(now),
      deductionKind: input.deduction_kind ?? null,
    })
    await refreshDraftOf(tx, employment, input.effective_date)
    return inserted
  })
  return presentAdjustment(row)
}

/** `DELETE /payrolls/salary-adjustments/{id}/` (the employer): unpaid ones only (409). */
export async function deleteAdjustment(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  const notFound = () => new AppError('not_found', PAYROLL_MESSAGES.adjustmentNotFound)
  const row = await repo.findAdjustmentForParty(
    deps.db,
    id,
    await employmentUidsForParty(deps, actor),
  )
  if (!row) throw notFound()
  const employment = await findEmploymentForParty(deps, row.employmentUid, actor)
  if (!employment) throw notFound()
  if (employment.party !== 'employer') throw onlyEmployer()
  if (row.paid) throw new AppError('conflict', PAYROLL_MESSAGES.cannotDeletePaid)
  await withTransaction(deps, async (tx) => {
    await repo.lockEmploymentPayroll(tx.db, employment.uid)
    const deleted = await repo.deleteUnpaidAdjustment(tx.db, id)
    if (!deleted) throw new AppError('conflict', PAYROLL_MESSAGES.cannotDeletePaid)
    await refreshDraftOf(tx, employment, deleted.effectiveDate)
  })
}
