// Sickness allowance (EO Part VII, spec §6): paid sickness day accrual and the 4/5 ADW
// allowance for an absence of at least 4 consecutive days.

import { constantOn, latestConstant } from './constants'
import { assertDate, assertOrder, completedMonths, monthPeriodEnd } from './dates'
import { fromNumber, mul, ratio, roundHalfUp, type Ratio } from './rational'
import { assertCount, assertNonNegative, LabourInputError } from './validation'

export type SicknessAllowanceInput = {
  /** ADW over the 12 months before the first sickness day, in cents (may be fractional). */
  averageDailyWageCents: number
  /** Length of the sick leave run in days. Whether rest days and holidays inside it count is
   * open ([UNCONFIRMED] §6); payrollMonth counts them by default (restDaysInSicknessRun). */
  consecutiveDays: number
  /** Paid sickness days accumulated and not yet used. */
  availablePaidSicknessDays: number
  /** A pregnancy check-up, post-confinement or miscarriage day counts even when single. */
  pregnancyRelated?: boolean
  /** The first sickness day, to pick the rule in force (default: the latest rule). */
  firstDay?: string
}

function sicknessRule(firstDay: string | undefined) {
  if (firstDay === undefined) return latestConstant('sicknessAllowance')
  assertDate(firstDay, 'firstDay')
  return constantOn('sicknessAllowance', firstDay)
}

/**
 * Days of a sick leave run that carry the allowance: none under 4 consecutive days (unless
 * pregnancy-related), otherwise every day of the run up to the paid days available. Days not
 * paid do not consume paid sickness days [PRACTICE].
 */
export function paidSicknessDaysForRun(
  input: Omit<SicknessAllowanceInput, 'averageDailyWageCents'>,
): number {
  assertCount(input.consecutiveDays, 'consecutiveDays')
  assertCount(input.availablePaidSicknessDays, 'availablePaidSicknessDays')
  const rule = sicknessRule(input.firstDay)
  if (!input.pregnancyRelated && input.consecutiveDays < rule.minimumConsecutiveDays) return 0
  return Math.min(input.consecutiveDays, input.availablePaidSicknessDays)
}

/** Sickness allowance per day: 4/5 of ADW (EO s.35), exact. */
export function dailySicknessAllowanceRatio(averageDailyWage: Ratio, firstDay?: string): Ratio {
  const { rate } = sicknessRule(firstDay)
  return mul(averageDailyWage, ratio(rate.numerator, rate.denominator))
}

/**
 * Sickness allowance in cents (EO s.33, s.35): 4/5 × ADW for every day of a run of at least 4
 * consecutive days, up to the paid sickness days available; 0 under 4 days. Rounded once,
 * half-up, to the cent. Throws a RangeError for negative or fractional day counts.
 */
export function sicknessAllowance(input: SicknessAllowanceInput): number {
  assertNonNegative(input.averageDailyWageCents, 'averageDailyWageCents')
  const days = paidSicknessDaysForRun(input)
  const daily = dailySicknessAllowanceRatio(fromNumber(input.averageDailyWageCents), input.firstDay)
  return roundHalfUp(mul(daily, ratio(days)))
}

/** Paid sickness days used on a date. */
export type SicknessDaysTaken = { date: string; days: number }

export type PaidSicknessDaysInput = {
  employmentStart: string
  asOf: string
  /**
   * Paid sickness days already used: a dated list (exact: accrual stops while the balance is
   * at 120), or a plain total, which is taken as min(120, accrued − taken), the most the
   * balance can be [PRACTICE].
   */
  daysTaken: number | readonly SicknessDaysTaken[]
  /**
   * Days held at the end of a known date, for an employment that began before its records
   * (issue 22): accrual before that date and days used on or before it are in the figure, so
   * only later months accrue and only later days taken count. Ignored when `asOf` is earlier.
   */
  opening?: SicknessOpening
}

/** Paid sickness days held at the end of `date`, as both parties agreed them. */
export type SicknessOpening = { date: string; days: number }

function accrualForMonth(month: number, rule: ReturnType<typeof accrualRule>): number {
  return month <= rule.firstYearMonths ? rule.firstYearDaysPerMonth : rule.laterDaysPerMonth
}

function accrualRule(asOf: string) {
  return constantOn('sicknessDayAccrual', asOf)
}

/**
 * Paid sickness days available on `asOf` (EO s.33): 2 per completed month in the first 12
 * months, 4 per completed month after, never more than 120 held. Throws a RangeError for bad
 * dates, `asOf` before the start, or more days taken than were available at the time.
 */
export function paidSicknessDaysAccrued(input: PaidSicknessDaysInput): number {
  assertOrder(input.employmentStart, input.asOf, 'employmentStart', 'asOf')
  const rule = accrualRule(input.asOf)
  const months = completedMonths(input.employmentStart, input.asOf)
  const opening = openingOf(input)
  // With an opening, the months ending on or before its date are in its figure.
  const accrues = (month: number) =>
    opening === undefined || monthPeriodEnd(input.employmentStart, month) > opening.date
  if (typeof input.daysTaken === 'number') {
    assertCount(input.daysTaken, 'daysTaken')
    let accrued = opening?.days ?? 0
    for (let month = 1; month <= months; month += 1) {
      if (accrues(month)) accrued += accrualForMonth(month, rule)
    }
    if (input.daysTaken > accrued) {
      throw new LabourInputError(
        `daysTaken (${input.daysTaken}) exceeds the ${accrued} paid sickness days accrued`,
      )
    }
    return Math.min(rule.maximumDays, accrued - input.daysTaken)
  }
  const taken = [...input.daysTaken]
    .map((entry) => {
      assertDate(entry.date, 'daysTaken.date')
      assertCount(entry.days, 'daysTaken.days')
      return entry
    })
    .filter(
      (entry) => entry.date <= input.asOf && (opening === undefined || entry.date > opening.date),
    )
    .sort((a, b) => a.date.localeCompare(b.date))
  let balance = opening?.days ?? 0
  let next = 0
  const spendUntil = (limit: string): void => {
    for (let entry = taken[next]; entry && entry.date <= limit; entry = taken[next]) {
      if (entry.days > balance) {
        throw new LabourInputError(
          `${entry.days} paid sickness days taken on ${entry.date} exceed the ${balance} available`,
        )
      }
      balance -= entry.days
      next += 1
    }
  }
  for (let month = 1; month <= months; month += 1) {
    if (!accrues(month)) continue
    const monthEnd = monthPeriodEnd(input.employmentStart, month)
    // Days used on the last day of a month are used before that month's days accrue.
    spendUntil(monthEnd)
    balance = Math.min(rule.maximumDays, balance + accrualForMonth(month, rule))
  }
  spendUntil(input.asOf)
  return balance
}

/** The opening that applies on `asOf` (checked), or none. */
function openingOf(input: PaidSicknessDaysInput): SicknessOpening | undefined {
  const opening = input.opening
  if (opening === undefined) return undefined
  assertDate(opening.date, 'opening.date')
  assertCount(opening.days, 'opening.days')
  if (opening.date < input.employmentStart) {
    throw new LabourInputError('opening.date is before employmentStart')
  }
  return opening.date <= input.asOf ? opening : undefined
}
