// Severance payment (EO Part VA) and long service payment (EO Part VB), spec §8.

import { constantOn, latestConstant } from './constants'
import {
  addDays,
  assertOrder,
  completedMonths,
  SERVICE_YEAR_DIVISORS,
  serviceLength,
  type ServiceYearDivisor,
} from './dates'
import {
  add,
  fromNumber,
  max,
  min,
  mul,
  ratio,
  roundHalfUp,
  toNumber,
  type Ratio,
} from './rational'
import { TERMINATION_REASONS, type BreakdownLine, type TerminationReason } from './types'
import { assertCents, assertNonNegative, assertOneOf, LabourInputError } from './validation'

/**
 * Which monthly wages the base uses: the employee may elect the 12-month average instead of
 * the last full month's wages (EO s.31G). Default 'higher': the employee elects whichever is
 * more favourable [PRACTICE].
 */
export type ServiceWageBasis = 'last_month' | 'twelve_month_average' | 'higher'

export type ServiceWages = {
  /** Wages of the last full month (monthly-rated). */
  lastMonthWagesCents: number
  /** Average monthly wages over the last 12 months, for the election (may be fractional). */
  averageMonthlyWagesCents?: number
  /** Daily- or piece-rated: wages for the 18 days the employee picks (or 18 × ADW). */
  eighteenDaysWagesCents?: number
}

export type ServicePaymentInput = ServiceWages & {
  employmentStart: string
  /** Last day of employment. */
  terminationDate: string
  reason: TerminationReason
  wageBasis?: ServiceWageBasis
  /** A fixed-term contract that expires without renewal because of redundancy. */
  contractExpiryDueToRedundancy?: boolean
  /** The employee unreasonably refused a written offer made ≥ 7 days before the end. */
  renewalOfferUnreasonablyRefused?: boolean
  /** Why a resigning employee still qualifies for LSP. */
  resignationGround?: 'permanently_unfit' | 'aged_65_or_over'
  /** Divisor of the incomplete year ([UNCONFIRMED] §8.2); default 'days_in_service_year'
   * (365, or 366 when that service year contains 29 February); 'always_365'. */
  serviceYearDivisor?: ServiceYearDivisor
  /** MPF-covered employees split at 1 May 2025; FDHs and domestic workers do not. */
  mpfCovered?: boolean
  /** Wages immediately before 1 May 2025, for the pre-transition portion. */
  preTransitionWages?: ServiceWages
  offsets?: {
    lengthOfServiceGratuityCents?: number
    mpfMandatoryBenefitsCents?: number
    mpfVoluntaryBenefitsCents?: number
  }
}

export type ServicePayment = {
  eligible: boolean
  ineligibleReason: string | null
  completedYears: number
  extraDays: number
  daysInServiceYear: number
  /** Years of service with the incomplete year pro rata (display only). */
  reckonableYears: number
  /** The monthly base used (after the HK$15,000 cap), rounded for display. */
  monthlyBaseCents: number
  splitAtTransition: boolean
  /** After the HK$390,000 cap, before offsets. */
  grossAmountCents: number
  amountCents: number
  breakdown: BreakdownLine[]
}

type Kind = 'severance_payment' | 'long_service_payment'

function yearsOfService(start: string, end: string, divisor: ServiceYearDivisor): Ratio {
  const length = serviceLength(start, end, divisor)
  return add(ratio(length.years), ratio(length.extraDays, length.daysInServiceYear))
}

function monthlyBase(wages: ServiceWages, basis: ServiceWageBasis, date: string): Ratio {
  const rules = constantOn('servicePayments', date)
  const fraction = ratio(rules.wageFraction.numerator, rules.wageFraction.denominator)
  const cap = mul(ratio(rules.monthlyWageCapCents), fraction)
  if (wages.eighteenDaysWagesCents !== undefined)
    return min(ratio(wages.eighteenDaysWagesCents), cap)
  const last = ratio(wages.lastMonthWagesCents)
  const average = wages.averageMonthlyWagesCents
  if (basis === 'twelve_month_average' && average === undefined) {
    throw new LabourInputError("wageBasis 'twelve_month_average' needs averageMonthlyWagesCents")
  }
  const chosen =
    basis === 'last_month' || average === undefined
      ? last
      : basis === 'twelve_month_average'
        ? fromNumber(average)
        : max(last, fromNumber(average))
  return min(mul(chosen, fraction), cap)
}

function assertWages(wages: ServiceWages, field: string): void {
  assertCents(wages.lastMonthWagesCents, `${field}.lastMonthWagesCents`)
  if (wages.averageMonthlyWagesCents !== undefined) {
    assertNonNegative(wages.averageMonthlyWagesCents, `${field}.averageMonthlyWagesCents`)
  }
  if (wages.eighteenDaysWagesCents !== undefined)
    assertCents(wages.eighteenDaysWagesCents, `${field}.eighteenDaysWagesCents`)
}

function ineligibility(kind: Kind, input: ServicePaymentInput): string | null {
  const rules = constantOn('servicePayments', input.terminationDate)
  const redundancy =
    input.reason === 'redundancy' ||
    (input.reason === 'contract_expiry' && input.contractExpiryDueToRedundancy === true)
  if (input.renewalOfferUnreasonablyRefused) return 'renewal_offer_refused'
  if (kind === 'severance_payment') {
    // EO s.31B: dismissal by reason of redundancy after 24 months' continuous contract.
    if (!redundancy) return 'not_redundancy'
    const months = completedMonths(input.employmentStart, input.terminationDate)
    return months >= rules.severanceQualifyingMonths ? null : 'service_under_24_months'
  }
  // EO s.31R: 5 years' service and a qualifying way of ending; SP and LSP never both.
  if (input.reason === 'summary_dismissal') return 'summary_dismissal'
  if (redundancy) return 'redundancy_gives_severance'
  if (input.reason === 'helper_resignation' && input.resignationGround === undefined) {
    return 'resignation_without_qualifying_ground'
  }
  const years = serviceLength(input.employmentStart, input.terminationDate).years
  return years >= rules.longServiceQualifyingYears ? null : 'service_under_5_years'
}

type Portion = { labelKey: string; amount: number }

function applyOffsets(
  kind: Kind,
  input: ServicePaymentInput,
  portions: Portion[],
  transitionRegime: boolean,
  split: boolean,
): BreakdownLine[] {
  const offsets = input.offsets ?? {}
  const mandatory = offsets.mpfMandatoryBenefitsCents ?? 0
  const voluntary = offsets.mpfVoluntaryBenefitsCents ?? 0
  const gratuity = offsets.lengthOfServiceGratuityCents ?? 0
  if (!input.mpfCovered && mandatory + voluntary > 0) {
    throw new LabourInputError('an MPF-exempt employee has no MPF benefits to offset')
  }
  const rule = kind === 'severance_payment' ? 'EO s.31I' : 'EO s.31Y'
  const lines: BreakdownLine[] = []
  const take = (labelKey: string, available: number, from: Portion[]): void => {
    let left = available
    for (const portion of from) {
      const used = Math.min(left, portion.amount)
      portion.amount -= used
      left -= used
      if (used > 0) lines.push({ labelKey, amountCents: -used, rule })
    }
  }
  // From 1 May 2025 mandatory MPF benefits offset only the pre-transition portion.
  const mandatoryTargets = !transitionRegime ? portions : split ? portions.slice(0, 1) : []
  take('offset_mpf_mandatory_benefits', mandatory, mandatoryTargets)
  take('offset_mpf_voluntary_benefits', voluntary, portions)
  take('offset_length_of_service_gratuity', gratuity, portions)
  return lines
}

function servicePayment(kind: Kind, input: ServicePaymentInput): ServicePayment {
  assertOrder(input.employmentStart, input.terminationDate, 'employmentStart', 'terminationDate')
  assertOneOf(input.reason, TERMINATION_REASONS, 'reason')
  const basis = input.wageBasis ?? 'higher'
  assertOneOf(basis, ['last_month', 'twelve_month_average', 'higher'], 'wageBasis')
  const divisor = input.serviceYearDivisor ?? 'days_in_service_year'
  assertOneOf(divisor, SERVICE_YEAR_DIVISORS, 'serviceYearDivisor')
  assertWages(input, 'wages')
  if (input.preTransitionWages) assertWages(input.preTransitionWages, 'preTransitionWages')
  for (const [field, value] of Object.entries(input.offsets ?? {}))
    assertCents(value, `offsets.${field}`)
  const length = serviceLength(input.employmentStart, input.terminationDate, divisor)
  const transition = latestConstant('mpfOffsettingAbolition').transitionDate
  const transitionRegime = input.terminationDate >= transition
  const split = input.mpfCovered === true && transitionRegime && input.employmentStart < transition
  const base = monthlyBase(input, basis, input.terminationDate)
  const ineligibleReason = ineligibility(kind, input)
  const result = {
    eligible: ineligibleReason === null,
    ineligibleReason,
    completedYears: length.years,
    extraDays: length.extraDays,
    daysInServiceYear: length.daysInServiceYear,
    reckonableYears: toNumber(
      yearsOfService(input.employmentStart, input.terminationDate, divisor),
    ),
    monthlyBaseCents: roundHalfUp(base),
    splitAtTransition: split,
  }
  if (ineligibleReason !== null)
    return { ...result, grossAmountCents: 0, amountCents: 0, breakdown: [] }
  const amountRule = kind === 'severance_payment' ? 'EO s.31G' : 'EO s.31V'
  let portions: Portion[]
  if (split) {
    if (!input.preTransitionWages)
      throw new LabourInputError('preTransitionWages is required to split at 1 May 2025')
    const preBase = monthlyBase(input.preTransitionWages, basis, input.terminationDate)
    const beforeTransition = addDays(transition, -1)
    portions = [
      {
        labelKey: `${kind}_pre_transition`,
        amount: roundHalfUp(
          mul(preBase, yearsOfService(input.employmentStart, beforeTransition, divisor)),
        ),
      },
      {
        labelKey: `${kind}_post_transition`,
        amount: roundHalfUp(mul(base, yearsOfService(transition, input.terminationDate, divisor))),
      },
    ]
  } else {
    portions = [
      {
        labelKey: kind,
        amount: roundHalfUp(
          mul(base, yearsOfService(input.employmentStart, input.terminationDate, divisor)),
        ),
      },
    ]
  }
  const breakdown: BreakdownLine[] = portions.map((portion) => ({
    labelKey: portion.labelKey,
    amountCents: portion.amount,
    rule: amountRule,
  }))
  // HK$390,000 overall cap; with a split, the post-transition portion gives way first.
  let room = constantOn('servicePayments', input.terminationDate).totalCapCents
  let reduction = 0
  for (const portion of portions) {
    const capped = Math.min(portion.amount, room)
    reduction += portion.amount - capped
    portion.amount = capped
    room -= capped
  }
  if (reduction > 0)
    breakdown.push({
      labelKey: 'statutory_cap_reduction',
      amountCents: -reduction,
      rule: `${amountRule} (HK$390,000 cap)`,
    })
  const grossAmountCents = portions.reduce((total, portion) => total + portion.amount, 0)
  breakdown.push(...applyOffsets(kind, input, portions, transitionRegime, split))
  const amountCents = portions.reduce((total, portion) => total + portion.amount, 0)
  return { ...result, grossAmountCents, amountCents, breakdown }
}

/**
 * Severance payment (EO s.31B, s.31G): for dismissal by redundancy (or a fixed-term contract
 * not renewed because of redundancy) after 24 months. Amount: min(2/3 × monthly wages,
 * HK$15,000) × years of service (incomplete year pro rata by days / 365 or 366, or always 365
 * with serviceYearDivisor 'always_365'), at most
 * HK$390,000, less permitted offsets, never below zero. Throws a RangeError for bad input.
 */
export function severancePayment(input: ServicePaymentInput): ServicePayment {
  return servicePayment('severance_payment', input)
}

/**
 * Long service payment (EO s.31R, s.31V): after 5 years, on dismissal other than summary
 * dismissal or redundancy, expiry without renewal, death, or resignation when permanently
 * unfit or aged 65 or over. Same formula, cap and offsets as severance payment.
 */
export function longServicePayment(input: ServicePaymentInput): ServicePayment {
  return servicePayment('long_service_payment', input)
}
