import { applyWageDeductions } from '@hearth/hk-labour/deductions'
import { hongKongToday } from '@hearth/shared/form-values'
import type { Language } from '@hearth/shared/i18n-keys'
import {
  DEDUCTION_LIMIT_LABELS,
  PAYROLL_MESSAGES,
  type SalaryAdjustment,
  type SalaryAdjustmentInput,
} from '@hearth/shared/payrolls'
import { translate } from '@hearth/shared/translate'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { runLabour } from '../../lib/labour'
import { withTransaction } from '../../lib/transaction'
import {
  employmentUidsForParty,
  findEmploymentForParty,
  type EmploymentRecord,
} from '../contracts/employments.service'
import { employeeTypeOf, monthKeyOf } from './payroll-inputs'
import { presentAdjustment } from './payrolls.presenter'
import * as repo from './payrolls.repository'
import {
  calculateMonth,
  employmentNotFound,
  employmentOfEmployer,
  onlyEmployer,
} from './payrolls.service'

// Salary adjustments (docs/spec/employment.md §3, §7; hk-employment-rules §10): bonuses and
// EO s.32 deductions, effective on a date. Adding or removing one recalculates that month's
// draft; a finalised month takes no more and keeps the paid ones.

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
