import fc from 'fast-check'
import { expect, test } from 'vitest'
import { noticePeriodDays, paymentInLieuOfNotice } from './notice'

const FDH = { averageMonthlyWagesCents: 510_000, averageDailyWageCents: (510_000 * 12) / 365 }

test('one month of wages in lieu of notice is the average monthly wages', () => {
  const result = paymentInLieuOfNotice({
    notice: { unit: 'month', length: 1 },
    noticeDate: '2025-03-10',
    ...FDH,
  })
  expect(result).toEqual({
    noticePeriodDays: 31,
    shortfallDays: 31,
    amountCents: 510_000,
    breakdown: [{ labelKey: 'payment_in_lieu_of_notice', amountCents: 510_000, rule: 'EO s.7' }],
  })
})

test('notice in days or weeks is paid at ADW per day', () => {
  expect(
    paymentInLieuOfNotice({ notice: { unit: 'day', length: 7 }, noticeDate: '2025-03-10', ...FDH })
      .amountCents,
  ).toBe(Math.round(FDH.averageDailyWageCents * 7))
  expect(
    paymentInLieuOfNotice({ notice: { unit: 'week', length: 2 }, noticeDate: '2025-03-10', ...FDH })
      .noticePeriodDays,
  ).toBe(14)
})

test('a month of notice counts the day it is given', () => {
  expect(noticePeriodDays({ unit: 'month', length: 1 }, '2025-02-01')).toBe(28)
  expect(noticePeriodDays({ unit: 'month', length: 2 }, '2025-01-31')).toBe(59)
})

test('notice cut short pays the missing part', () => {
  const half = {
    notice: { unit: 'month', length: 1 },
    noticeDate: '2025-04-01',
    daysOfNoticeGiven: 15,
    ...FDH,
  } as const
  expect(paymentInLieuOfNotice(half)).toMatchObject({
    noticePeriodDays: 30,
    shortfallDays: 15,
    amountCents: 255_000,
  })
  expect(paymentInLieuOfNotice({ ...half, partialNotice: 'daily_wage' }).amountCents).toBe(
    Math.round(FDH.averageDailyWageCents * 15),
  )
  expect(paymentInLieuOfNotice({ ...half, daysOfNoticeGiven: 40 })).toMatchObject({
    shortfallDays: 0,
    amountCents: 0,
  })
})

test('wages in lieu of notice reject bad input', () => {
  const base = { notice: { unit: 'month', length: 1 }, noticeDate: '2025-04-01', ...FDH } as const
  expect(() =>
    paymentInLieuOfNotice({ ...base, notice: { unit: 'year' as never, length: 1 } }),
  ).toThrow(RangeError)
  expect(() => paymentInLieuOfNotice({ ...base, notice: { unit: 'day', length: 1.5 } })).toThrow(
    RangeError,
  )
  expect(() => paymentInLieuOfNotice({ ...base, noticeDate: '2025-04-31' })).toThrow(RangeError)
  expect(() => paymentInLieuOfNotice({ ...base, averageMonthlyWagesCents: -1 })).toThrow(RangeError)
  expect(() =>
    paymentInLieuOfNotice({ ...base, averageDailyWageCents: Number.POSITIVE_INFINITY }),
  ).toThrow(RangeError)
  expect(() => paymentInLieuOfNotice({ ...base, daysOfNoticeGiven: -1 })).toThrow(RangeError)
  expect(() => paymentInLieuOfNotice({ ...base, partialNotice: 'hourly' as never })).toThrow(
    RangeError,
  )
})

test('more notice served never raises the payment in lieu', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 40 }),
      fc.integer({ min: 0, max: 40 }),
      fc.constantFrom('proportion_of_period', 'daily_wage' as const),
      (a, b, partialNotice) => {
        const pay = (given: number) =>
          paymentInLieuOfNotice({
            notice: { unit: 'month', length: 1 },
            noticeDate: '2025-04-01',
            daysOfNoticeGiven: given,
            partialNotice,
            ...FDH,
          }).amountCents
        return pay(Math.max(a, b)) <= pay(Math.min(a, b)) && pay(Math.min(a, b)) >= 0
      },
    ),
  )
})
