// Deductions from wages (EO s.32, spec §11.3). Anything not listed here is unlawful; absence
// deductions are worked out from leave records by payrollMonth, not requested here.

import { constantOn } from './constants'
import { assertDate } from './dates'
import { floor, mul, ratio } from './rational'
import type { EmployeeType } from './types'
import { assertCents, assertOneOf } from './validation'

export type DeductionKind =
  | 'damage_or_loss'
  | 'advance_or_overpayment'
  | 'loan'
  | 'accommodation'
  | 'retirement_scheme'
  | 'paternity_leave_pay_recovery'
  | 'required_by_law'

export const DEDUCTION_KINDS: readonly DeductionKind[] = [
  'damage_or_loss',
  'advance_or_overpayment',
  'loan',
  'accommodation',
  'retirement_scheme',
  'paternity_leave_pay_recovery',
  'required_by_law',
]

export type DeductionRequest = { kind: DeductionKind; amountCents: number; description: string }

export type DeductionLimit =
  | 'damage_per_case'
  | 'damage_quarter_of_wages'
  | 'advance_quarter_of_wages'
  | 'half_of_wages'
  | 'not_allowed_for_fdh'

export type AppliedDeduction = DeductionRequest & {
  appliedCents: number
  disallowedCents: number
  /** The limit that cut the deduction, if any. */
  limitedBy: DeductionLimit | null
}

export type WageDeductionsInput = {
  employeeType: EmployeeType
  /** Wages payable for the wage period (after absence deductions). */
  wagesCents: number
  deductions: readonly DeductionRequest[]
  /** Deductions already taken in the period that count towards the half limit (e.g. MPF). */
  alreadyDeductedCents?: number
  /** A date in the wage period, to pick the limits in force. */
  periodDate: string
}

/**
 * Applies the EO s.32 limits in the order given: damage or loss at most HK$300 per case and a
 * quarter of the period's wages in total; advances and overpayments a quarter; all deductions
 * other than for absence half (limits rounded down to the cent). Accommodation is never
 * deductible from an FDH, whose contract gives it free. Throws a RangeError for bad input.
 */
export function applyWageDeductions(input: WageDeductionsInput): AppliedDeduction[] {
  assertCents(input.wagesCents, 'wagesCents')
  assertDate(input.periodDate, 'periodDate')
  const already = input.alreadyDeductedCents ?? 0
  assertCents(already, 'alreadyDeductedCents')
  const limits = constantOn('wageDeductionLimits', input.periodDate)
  const share = (fraction: { numerator: number; denominator: number }): number =>
    floor(mul(ratio(input.wagesCents), ratio(fraction.numerator, fraction.denominator)))
  let damageRoom = share(limits.damageShare)
  let advanceRoom = share(limits.advanceShare)
  let totalRoom = Math.max(0, share(limits.totalShare) - already)
  return input.deductions.map((request) => {
    assertOneOf(request.kind, DEDUCTION_KINDS, 'deductions.kind')
    assertCents(request.amountCents, 'deductions.amountCents')
    let allowed = request.amountCents
    let limitedBy: DeductionLimit | null = null
    const cut = (room: number, limit: DeductionLimit): void => {
      if (allowed > room) {
        allowed = room
        limitedBy = limit
      }
    }
    if (request.kind === 'accommodation' && input.employeeType === 'fdh')
      cut(0, 'not_allowed_for_fdh')
    if (request.kind === 'damage_or_loss') {
      cut(limits.damagePerCaseCents, 'damage_per_case')
      cut(damageRoom, 'damage_quarter_of_wages')
    }
    if (request.kind === 'advance_or_overpayment') cut(advanceRoom, 'advance_quarter_of_wages')
    cut(totalRoom, 'half_of_wages')
    if (request.kind === 'damage_or_loss') damageRoom -= allowed
    if (request.kind === 'advance_or_overpayment') advanceRoom -= allowed
    totalRoom -= allowed
    return {
      ...request,
      appliedCents: allowed,
      disallowedCents: request.amountCents - allowed,
      limitedBy,
    }
  })
}
