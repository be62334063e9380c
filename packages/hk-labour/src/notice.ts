// Notice and wages in lieu of notice (EO s.6, s.7; SEC notice clause), spec §9.1.

import { assertDate, daysInclusive, monthPeriodEnd } from './dates'
import { div, fromNumber, mul, ratio, roundHalfUp, type Ratio } from './rational'
import type { BreakdownLine } from './types'
import { assertCount, assertNonNegative, assertOneOf } from './validation'

export type NoticePeriod = { unit: 'month' | 'week' | 'day'; length: number }

/**
 * PILON for notice cut short ([UNCONFIRMED], spec §9.1): 'proportion_of_period' (default)
 * pays the full PILON × missing days / days of the notice period, so a month's PILON is
 * always exactly the average monthly wages; 'daily_wage' pays ADW × missing days.
 */
export type PartialNoticeMethod = 'proportion_of_period' | 'daily_wage'

export type PaymentInLieuOfNoticeInput = {
  notice: NoticePeriod
  /** Day notice is (or would have been) given; it counts as the first day of notice. */
  noticeDate: string
  /** Days of notice actually served (0: none). */
  daysOfNoticeGiven?: number
  /** Average monthly wages of the 12 months before the notice date (notice in months). */
  averageMonthlyWagesCents: number
  /** ADW of the 12 months before the notice date (notice in days or weeks). */
  averageDailyWageCents: number
  partialNotice?: PartialNoticeMethod
}

export type PaymentInLieuOfNotice = {
  noticePeriodDays: number
  shortfallDays: number
  amountCents: number
  breakdown: BreakdownLine[]
}

/** Days in a notice period starting on `noticeDate` (a month of notice from 10 Mar ends 9 Apr). */
export function noticePeriodDays(notice: NoticePeriod, noticeDate: string): number {
  if (notice.unit === 'month')
    return daysInclusive(noticeDate, monthPeriodEnd(noticeDate, notice.length))
  return notice.length * (notice.unit === 'week' ? 7 : 1)
}

function paymentInLieuRatio(
  input: PaymentInLieuOfNoticeInput,
  periodDays: number,
  shortfall: number,
): Ratio {
  const adw = fromNumber(input.averageDailyWageCents)
  const full =
    input.notice.unit === 'month'
      ? mul(fromNumber(input.averageMonthlyWagesCents), ratio(input.notice.length))
      : mul(adw, ratio(periodDays))
  if (shortfall === periodDays) return full
  if ((input.partialNotice ?? 'proportion_of_period') === 'daily_wage')
    return mul(adw, ratio(shortfall))
  return div(mul(full, ratio(shortfall)), ratio(periodDays))
}

/**
 * Wages in lieu of notice (EO s.7): notice in months → average monthly wages × months; in
 * days or weeks → ADW × days; only the part of the notice not served is paid. Rounded once,
 * half-up. Throws a RangeError for a bad date, negative wages or a non-whole length.
 */
export function paymentInLieuOfNotice(input: PaymentInLieuOfNoticeInput): PaymentInLieuOfNotice {
  assertOneOf(input.notice.unit, ['month', 'week', 'day'], 'notice.unit')
  assertCount(input.notice.length, 'notice.length')
  assertDate(input.noticeDate, 'noticeDate')
  assertNonNegative(input.averageMonthlyWagesCents, 'averageMonthlyWagesCents')
  assertNonNegative(input.averageDailyWageCents, 'averageDailyWageCents')
  assertOneOf(
    input.partialNotice ?? 'proportion_of_period',
    ['proportion_of_period', 'daily_wage'],
    'partialNotice',
  )
  const given = input.daysOfNoticeGiven ?? 0
  assertCount(given, 'daysOfNoticeGiven')
  const periodDays = noticePeriodDays(input.notice, input.noticeDate)
  const shortfall = Math.max(0, periodDays - given)
  const amountCents =
    shortfall === 0 ? 0 : roundHalfUp(paymentInLieuRatio(input, periodDays, shortfall))
  return {
    noticePeriodDays: periodDays,
    shortfallDays: shortfall,
    amountCents,
    breakdown: [{ labelKey: 'payment_in_lieu_of_notice', amountCents, rule: 'EO s.7' }],
  }
}
