// The wages still owed on the last day (EO s.23, s.25): every day from the day after wages were
// last paid to the last day of employment, less the periods already paid, a line per calendar
// month (prorated where the month is not owed whole, spec §11.2).

import {
  addDays,
  daysInclusive,
  daysInMonth,
  earlierOf,
  firstOfMonth,
  lastOfMonth,
  laterOf,
  monthOf,
  yearOf,
} from './dates'
import { ratio, roundHalfUp } from './rational'
import type { BreakdownLine, Period } from './types'
import { PRORATION_RULES, proratedMonthlyRatio, type ProrationMethod } from './wages'

export type OutstandingWagesInput = {
  employmentStart: string
  terminationDate: string
  monthlyWageCents: number
  foodAllowanceCents: number
  /** The last day whose wages were paid; default: the day before the final calendar month. */
  wagesPaidUpTo?: string
  /** Periods already paid (finalised payroll months), never paid again. */
  paidPeriods?: readonly Period[]
  prorationMethod: ProrationMethod
}

/** The day before the final calendar month: wages paid monthly, the final month not yet. */
export function defaultWagesPaidUpTo(employmentStart: string, terminationDate: string): string {
  const monthStart = firstOfMonth(yearOf(terminationDate), monthOf(terminationDate))
  return addDays(laterOf(monthStart, employmentStart), -1)
}

/** `period` less every paid period: the unpaid stretches, oldest first. */
function unpaidParts(period: Period, paid: readonly Period[]): Period[] {
  let parts: Period[] = [period]
  for (const covered of paid) {
    parts = parts.flatMap((part) => {
      if (covered.to < part.from || covered.from > part.to) return [part]
      const kept: Period[] = []
      if (covered.from > part.from) kept.push({ from: part.from, to: addDays(covered.from, -1) })
      if (covered.to < part.to) kept.push({ from: addDays(covered.to, 1), to: part.to })
      return kept
    })
  }
  return parts
}

/** The calendar months of a period, each clipped to it. */
function monthsOf(period: Period): Period[] {
  const months: Period[] = []
  let from = period.from
  while (from <= period.to) {
    const monthEnd = lastOfMonth(yearOf(from), monthOf(from))
    const to = earlierOf(monthEnd, period.to)
    months.push({ from, to })
    from = addDays(to, 1)
  }
  return months
}

/** The owed wage and food allowance lines, each with the days it pays for. */
export function outstandingWageLines(input: OutstandingWagesInput): BreakdownLine[] {
  const paidUpTo =
    input.wagesPaidUpTo ?? defaultWagesPaidUpTo(input.employmentStart, input.terminationDate)
  const owed: Period = {
    from: laterOf(addDays(paidUpTo, 1), input.employmentStart),
    to: input.terminationDate,
  }
  if (owed.from > owed.to) return []
  const lines: BreakdownLine[] = []
  for (const part of unpaidParts(owed, input.paidPeriods ?? [])) {
    for (const period of monthsOf(part)) {
      const year = yearOf(period.from)
      const month = monthOf(period.from)
      const days = daysInclusive(period.from, period.to)
      const prorate = (monthly: number): number =>
        roundHalfUp(proratedMonthlyRatio(monthly, ratio(days), year, month, input.prorationMethod))
      // A part of a month names the proration method used (spec §11.2).
      const wageRule =
        days < daysInMonth(year, month)
          ? `EO s.23, s.25; ${PRORATION_RULES[input.prorationMethod]}`
          : 'EO s.23, s.25'
      const wage = prorate(input.monthlyWageCents)
      const food = prorate(input.foodAllowanceCents)
      if (wage > 0)
        lines.push({ labelKey: 'outstanding_wages', amountCents: wage, rule: wageRule, period })
      if (food > 0) {
        lines.push({
          labelKey: 'outstanding_food_allowance',
          amountCents: food,
          rule: 'SEC cl.5(b)',
          period,
        })
      }
    }
  }
  return lines
}
