import type { DisregardedPeriod, MonthlyWageRecord } from '@hearth/hk-labour/adw'
import { firstOfMonth, lastOfMonth, type IsoWeekday } from '@hearth/hk-labour/dates'
import { DEDUCTION_KINDS, type DeductionKind } from '@hearth/hk-labour/deductions'
import { isSicknessRecord } from '@hearth/hk-labour/payroll-days'
import type { LeaveRecord, PayrollMonthInput } from '@hearth/hk-labour/payroll-options'
import type { EmployeeType } from '@hearth/hk-labour/types'
import {
  PAYROLL_DEDUCTION_KINDS,
  type PayrollDeductionKind,
  type PayrollProrationMethod,
} from '@hearth/shared/payrolls'
import type { ContractRecord } from '../contracts/employments.service'
import type { ApprovedLeave } from '../leave/leave-records.service'
import { withOpeningWages, type CountingOpening } from '../openings/opening-figures'
import type { PayPeriodRecordRow, SalaryAdjustmentRow } from './payrolls.repository'

// What hk-labour's `payrollMonth` is given (issue 14; docs/spec/employment.md §3–§7;
// hk-employment-rules §5, §10, §11), made from the rows the payroll service reads: pure, no
// database. payrolls.service.ts gathers the rows and stores the result.

/** The shared list and hk-labour's are the same kinds (a compile error here: they drifted). */
const KINDS_AGREE: [readonly DeductionKind[], readonly PayrollDeductionKind[]] = [
  PAYROLL_DEDUCTION_KINDS,
  DEDUCTION_KINDS,
]
void KINDS_AGREE

/** Partial months are prorated by calendar days (hk-employment-rules §11.2, the default). */
export const PRORATION: PayrollProrationMethod = 'calendar_days'

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

export { servedContracts } from '../contracts/contract-service'

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

/** The ADW history the engine reads: finalised months' wages and their disregarded periods. */
export type WageHistory = {
  wageRecords: MonthlyWageRecord[]
  disregardedPeriods: DisregardedPeriod[]
}

/**
 * The finalised months before `month`, as the engine's ADW history (oldest first), with the
 * confirmed opening's actual wages of the months no finalised record covers.
 */
export function historyOf(
  rows: readonly PayPeriodRecordRow[],
  beforeMonth?: string,
  opening?: CountingOpening,
): WageHistory {
  const finalised = rows.filter(
    (row) => row.finalised && (beforeMonth === undefined || row.month < beforeMonth),
  )
  return {
    wageRecords: withOpeningWages(
      finalised.map((row) => ({ ...row.adwRecord.wageRecord })),
      opening,
      beforeMonth,
    ),
    disregardedPeriods: finalised.flatMap((row) =>
      row.adwRecord.disregardedPeriods.map((period) => ({ ...period })),
    ),
  }
}

/** The contract in force in the month ending `monthEnd`: the latest one started by then. */
export function contractInForce(
  served: readonly ContractRecord[],
  monthEnd: string,
): ContractRecord {
  return [...served]
    .filter((candidate) => candidate.startDate <= monthEnd)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .at(-1) as ContractRecord
}

/** What one month's calculation reads: the rows gathered for it. */
export type PayrollMonthFacts = {
  year: number
  month: number
  /** The service span of the served contracts (`serviceSpan`). */
  span: { start: string; end: string | null }
  /** The contract in force in the month (`contractInForce`). */
  contract: ContractRecord
  /** Every approved leave of the employment, oldest first. */
  leave: readonly ApprovedLeave[]
  /** The salary adjustments effective in the month. */
  adjustments: readonly SalaryAdjustmentRow[]
  /** Every stored month of the employment; the finalised ones before this month are its history. */
  rows: readonly PayPeriodRecordRow[]
  /** The employment's confirmed opening figures (issue 22, ADR 0028), when it has them. */
  opening?: CountingOpening | undefined
}

/** The engine's input for one month of an employment. */
export function payrollMonthInput({
  year,
  month,
  span,
  contract,
  leave,
  adjustments,
  rows,
  opening,
}: PayrollMonthFacts): PayrollMonthInput {
  const monthEnd = lastOfMonth(year, month)
  const employeeType = employeeTypeOf(contract.employmentProfileType)
  return {
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
          // A half day is AN or NP only in the engine; a half sick day is a working day, paid
          // in full (`isSicknessRecord`, docs/decisions/0027).
          (record.type === 'SL'
            ? isSicknessRecord(record)
            : record.durationType === 'FD' || record.type === 'AN' || record.type === 'NP') &&
          record.from <= monthEnd &&
          record.to >= span.start &&
          (span.end === null || record.from <= span.end),
      )
      .map((record): LeaveRecord => ({
        type: record.type,
        from: record.from < span.start ? span.start : record.from,
        to: span.end !== null && record.to > span.end ? span.end : record.to,
        durationType: record.durationType,
        ...(record.medicalCertificate === undefined
          ? {}
          : { medicalCertificate: record.medicalCertificate }),
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
    ...historyOf(rows, monthKeyOf(year, month), opening),
    ...(opening ? { paidSicknessOpening: opening.sickness } : {}),
    ...(employeeType === 'fdh' ? { contractSignedOn: contract.signedOn } : {}),
    options: { prorationMethod: PRORATION },
  }
}
