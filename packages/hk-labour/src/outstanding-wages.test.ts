import fc from 'fast-check'
import { expect, test } from 'vitest'
import { addDays, daysInclusive } from './dates'
import { defaultWagesPaidUpTo, outstandingWageLines } from './outstanding-wages'
import { terminationSettlement, type TerminationSettlementInput } from './termination'

// Issue 22 "Done when": a helper employed since 2023-10-01 at HK$5,100, 2 annual-leave days
// untaken from the previous leave year (14 earned, 12 taken), wages paid to 2026-02-28, ended
// with payment in lieu of notice on 2026-03-31: the Labour Department's final pay.
const onboarded = (
  overrides: Partial<TerminationSettlementInput> = {},
): TerminationSettlementInput => ({
  employeeType: 'fdh',
  employmentStart: '2023-10-01',
  terminationDate: '2026-03-31',
  reason: 'employer_without_notice',
  monthlyWageCents: 510_000,
  annualLeaveDaysTaken: 12,
  wagesPaidUpTo: '2026-02-28',
  ...overrides,
})

const wageLines = (input: TerminationSettlementInput) =>
  terminationSettlement(input).lines.filter((line) => line.labelKey.startsWith('outstanding_'))

test('wages paid to the end of February: the final pay is HK$11,304.19, March paid once', () => {
  const result = terminationSettlement(onboarded())
  expect(result.totalCents).toBe(1_130_419)
  expect(wageLines(onboarded())).toEqual([
    {
      labelKey: 'outstanding_wages',
      amountCents: 510_000,
      rule: 'EO s.23, s.25',
      period: { from: '2026-03-01', to: '2026-03-31' },
    },
  ])
})

test('a finalised March is never paid again: HK$6,204.19', () => {
  const paid = onboarded({ paidPeriods: [{ from: '2026-03-01', to: '2026-03-31' }] })
  expect(terminationSettlement(paid).totalCents).toBe(620_419)
  expect(wageLines(paid)).toEqual([])
  // The same when the wages are said to be paid to the last day.
  expect(terminationSettlement(onboarded({ wagesPaidUpTo: '2026-03-31' })).totalCents).toBe(620_419)
})

test('a partly paid final month pays only the rest of it', () => {
  const lines = wageLines(onboarded({ wagesPaidUpTo: '2026-03-15' }))
  // 16 of March's 31 days at the calendar-days proration.
  expect(lines).toEqual([
    expect.objectContaining({
      labelKey: 'outstanding_wages',
      amountCents: Math.round((510_000 * 16) / 31),
      period: { from: '2026-03-16', to: '2026-03-31' },
    }),
  ])
})

test('months not paid before the final one are each a line with their period', () => {
  const lines = wageLines(onboarded({ wagesPaidUpTo: '2026-01-20', foodAllowanceCents: 123_600 }))
  expect(lines.map((line) => [line.labelKey, line.period, line.amountCents])).toEqual([
    [
      'outstanding_wages',
      { from: '2026-01-21', to: '2026-01-31' },
      Math.round((510_000 * 11) / 31),
    ],
    [
      'outstanding_food_allowance',
      { from: '2026-01-21', to: '2026-01-31' },
      Math.round((123_600 * 11) / 31),
    ],
    ['outstanding_wages', { from: '2026-02-01', to: '2026-02-28' }, 510_000],
    ['outstanding_food_allowance', { from: '2026-02-01', to: '2026-02-28' }, 123_600],
    ['outstanding_wages', { from: '2026-03-01', to: '2026-03-31' }, 510_000],
    ['outstanding_food_allowance', { from: '2026-03-01', to: '2026-03-31' }, 123_600],
  ])
})

test('a paid month between unpaid ones is skipped', () => {
  const lines = wageLines(
    onboarded({
      wagesPaidUpTo: '2026-01-31',
      paidPeriods: [{ from: '2026-02-01', to: '2026-02-28' }],
    }),
  )
  expect(lines.map((line) => line.period)).toEqual([{ from: '2026-03-01', to: '2026-03-31' }])
})

test('arrears carry their reason beside the amount', () => {
  const result = terminationSettlement(
    onboarded({ unpaidWagesCents: 45_000, unpaidWagesReason: 'December holiday pay short' }),
  )
  expect(result.lines).toContainEqual({
    labelKey: 'unpaid_wages',
    amountCents: 45_000,
    rule: 'EO s.23, s.25',
    note: 'December holiday pay short',
  })
  expect(result.totalCents).toBe(1_130_419 + 45_000)
})

test('without a paid-up-to date the final calendar month is owed, as before', () => {
  expect(defaultWagesPaidUpTo('2023-10-01', '2026-03-31')).toBe('2026-02-28')
  // Employment starting within the final month: owed from its first day.
  expect(defaultWagesPaidUpTo('2026-03-10', '2026-03-31')).toBe('2026-03-09')
  const { wagesPaidUpTo: _omitted, ...rest } = onboarded()
  expect(terminationSettlement(rest).totalCents).toBe(1_130_419)
})

test('an invalid paid-up-to date or paid period is a RangeError naming the field', () => {
  expect(() => terminationSettlement(onboarded({ wagesPaidUpTo: '2026-02-30' }))).toThrow(
    /wagesPaidUpTo/,
  )
  expect(() =>
    terminationSettlement(onboarded({ paidPeriods: [{ from: '2026-03-31', to: '2026-03-01' }] })),
  ).toThrow(/paidPeriods/)
})

test('the owed days are exactly the days after the paid-up-to date, less the paid periods', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -40, max: 120 }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 40 })), {
        maxLength: 3,
      }),
      (paidOffset, paidSpans) => {
        const start = '2025-11-15'
        const end = '2026-03-31'
        const paidUpTo = addDays(start, paidOffset)
        const paidPeriods = paidSpans.map(([from, length]) => ({
          from: addDays(start, from),
          to: addDays(start, from + length),
        }))
        const lines = outstandingWageLines({
          employmentStart: start,
          terminationDate: end,
          monthlyWageCents: 510_000,
          foodAllowanceCents: 0,
          wagesPaidUpTo: paidUpTo,
          paidPeriods,
          prorationMethod: 'calendar_days',
        })
        const owedDays = new Set<string>()
        for (const line of lines) {
          for (let day = line.period!.from; day <= line.period!.to; day = addDays(day, 1)) {
            expect(owedDays.has(day)).toBe(false)
            owedDays.add(day)
          }
        }
        let expected = 0
        for (let day = start; day <= end; day = addDays(day, 1)) {
          const paid = day <= paidUpTo || paidPeriods.some((p) => p.from <= day && day <= p.to)
          if (!paid) {
            expected += 1
            expect(owedDays.has(day)).toBe(true)
          }
        }
        expect(owedDays.size).toBe(expected)
        expect(lines.every((line) => daysInclusive(line.period!.from, line.period!.to) > 0)).toBe(
          true,
        )
      },
    ),
  )
})
