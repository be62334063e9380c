import fc from 'fast-check'
import { expect, test } from 'vitest'
import { addDays } from './dates'
import { terminationSettlement, type TerminationSettlementInput } from './termination'
import { TERMINATION_REASONS } from './types'

const fdh = (overrides: Partial<TerminationSettlementInput> = {}): TerminationSettlementInput => ({
  employeeType: 'fdh',
  employmentStart: '2023-10-01',
  terminationDate: '2025-09-30',
  reason: 'contract_expiry',
  monthlyWageCents: 510_000,
  foodAllowanceCents: 123_600,
  ...overrides,
})

const amounts = (lines: { labelKey: string; amountCents: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.labelKey, line.amountCents]))

// ADW with the cash food allowance counted as wages: 12 × HK$6,336 over 365 days.
const ADW_WITH_FOOD = (633_600 * 12) / 365

test('a 2-year FDH contract expiring without renewal pays wages, untaken leave, passage and HK$100 a day', () => {
  const result = terminationSettlement(fdh({ annualLeaveDaysTaken: 10 }))
  expect(amounts(result.lines)).toEqual({
    outstanding_wages: 510_000,
    outstanding_food_allowance: 123_600,
    untaken_annual_leave_pay: Math.round(4 * ADW_WITH_FOOD),
    free_return_passage: 0,
    food_and_travelling_allowance: 10_000,
  })
  expect(result.totalCents).toBe(510_000 + 123_600 + Math.round(4 * ADW_WITH_FOOD) + 10_000)
  expect(result.paymentDueBy).toBe('2025-10-07')
  expect(result.immigrationNotificationDueBy).toBe('2025-10-07')
  expect(result.helperDepartureBy).toBe('2025-10-14')
  expect(result.warnings).toEqual(['food_allowance_counted_as_wages'])
  expect(result.summary).toMatchObject({
    yearsWorked: 2,
    monthsWorked: 0,
    totalMonthsWorked: 24,
    salaryCents: 510_000,
    averageDailyWageCents: Math.round(ADW_WITH_FOOD),
    startDateOfEmployment: '2023-10-01',
    lastDate: '2025-09-30',
    severancePaymentCents: null,
    longServicePaymentCents: null,
    annualLeave: {
      totalAllocatedBalanceDays: 14,
      usedLeaveDays: 10,
      accruedToDateDays: 0,
      lastAccrualYear: 2,
      lastAllocatedBalanceDays: 4,
      daysForCalculation: 4,
    },
    wageFromRemainingLeaveDaysCents: Math.round(4 * ADW_WITH_FOOD),
    dailyFoodAllowanceCents: 4_120,
    lastAccruedLeaveDays: 7,
  })
})

test('dismissal without notice pays a month’s wages in lieu and pro-rata leave', () => {
  const result = terminationSettlement(
    fdh({
      employmentStart: '2024-01-15',
      terminationDate: '2025-06-20',
      reason: 'employer_without_notice',
      annualLeaveDaysTaken: 7,
      options: { foodAllowanceIsWages: false },
    }),
  )
  const adw = (510_000 * 12) / 365
  expect(amounts(result.lines)).toEqual({
    outstanding_wages: 340_000,
    outstanding_food_allowance: 82_400,
    payment_in_lieu_of_notice: 510_000,
    pro_rata_annual_leave_pay: Math.round(((7 * 157) / 365) * adw),
    free_return_passage: 0,
    food_and_travelling_allowance: 10_000,
  })
  expect(result.warnings).toEqual([])
})

test('notice cut short pays the part not served', () => {
  const result = terminationSettlement(
    fdh({ reason: 'employer_notice', noticeDaysGiven: 15, terminationDate: '2025-09-14' }),
  )
  // Notice given 31 Aug for a month ending 30 Sep (31 days); 16 days missing.
  expect(amounts(result.lines).payment_in_lieu_of_notice).toBe(Math.round((633_600 * 16) / 31))
  expect(
    amounts(terminationSettlement(fdh({ reason: 'employer_notice' })).lines)
      .payment_in_lieu_of_notice,
  ).toBeUndefined()
})

test('summary dismissal keeps earned wages and untaken leave of completed years only', () => {
  const result = terminationSettlement(
    fdh({
      employmentStart: '2019-03-01',
      terminationDate: '2025-08-31',
      reason: 'summary_dismissal',
      annualLeaveDaysTaken: 50,
    }),
  )
  const labels = result.lines.map((line) => line.labelKey)
  expect(labels).toEqual([
    'outstanding_wages',
    'outstanding_food_allowance',
    'untaken_annual_leave_pay',
    'free_return_passage',
    'food_and_travelling_allowance',
  ])
  expect(result.summary.longServicePaymentCents).toBeNull()
  expect(result.summary.annualLeave.totalAllocatedBalanceDays).toBe(7 + 7 + 8 + 9 + 10 + 11)
})

test('a helper who resigns without notice owes wages in lieu; it is not deducted', () => {
  const result = terminationSettlement(
    fdh({ reason: 'helper_resignation', noticeDaysGiven: 0, terminationDate: '2025-09-15' }),
  )
  expect(result.payableByHelper).toEqual([
    { labelKey: 'payment_in_lieu_of_notice', amountCents: 633_600, rule: 'SEC cl.10; EO s.7' },
  ])
  expect(result.lines.map((line) => line.labelKey)).not.toContain('payment_in_lieu_of_notice')
})

test('redundancy after 24 months pays severance and no long service payment', () => {
  const result = terminationSettlement(
    fdh({
      reason: 'redundancy',
      terminationDate: '2026-03-31',
      options: { foodAllowanceIsWages: false },
    }),
  )
  const years = 2 + 182 / 365
  expect(amounts(result.lines).severance_payment).toBe(Math.round(340_000 * years))
  expect(result.summary.severancePaymentCents).toBe(Math.round(340_000 * years))
  expect(result.summary.longServicePaymentCents).toBeNull()
})

test('death after 5 years pays long service payment to the estate and, by default, the passage as repatriation', () => {
  const input = fdh({
    employmentStart: '2019-10-01',
    reason: 'death',
    options: { foodAllowanceIsWages: false },
    annualLeaveDaysTaken: 52,
    returnPassageCents: 300_000,
  })
  const result = terminationSettlement(input)
  expect(amounts(result.lines)).toEqual({
    outstanding_wages: 510_000,
    outstanding_food_allowance: 123_600,
    long_service_payment: 2_040_000,
    free_return_passage: 300_000,
    food_and_travelling_allowance: 10_000,
  })
  expect(result.lines.find((line) => line.labelKey === 'free_return_passage')?.rule).toBe(
    'SEC cl.7(a) (repatriation on death)',
  )
  expect(result.summary.longServicePaymentCents).toBe(2_040_000)
})

test('with passageOnDeath false a helper’s death gives no return passage nor journey allowance', () => {
  const result = terminationSettlement(
    fdh({
      employmentStart: '2019-10-01',
      reason: 'death',
      options: { foodAllowanceIsWages: false, passageOnDeath: false },
      annualLeaveDaysTaken: 52,
    }),
  )
  expect(amounts(result.lines)).toEqual({
    outstanding_wages: 510_000,
    outstanding_food_allowance: 123_600,
    long_service_payment: 2_040_000,
  })
  // The option only concerns death: on expiry the passage stays due.
  const expiry = terminationSettlement(fdh({ options: { passageOnDeath: false } }))
  expect(amounts(expiry.lines).food_and_travelling_allowance).toBe(10_000)
})

test('an FDH contract below the MAW of its signing date is settled with a warning', () => {
  const warningsFor = (overrides: Partial<TerminationSettlementInput>) =>
    terminationSettlement(fdh({ options: { foodAllowanceIsWages: false }, ...overrides })).warnings
  // HK$5,100 and HK$1,236 meet the level for contracts signed from 30 Sep 2025.
  expect(warningsFor({ contractSignedOn: '2025-10-15' })).toEqual([])
  // HK$4,990 was the MAW until 29 Sep 2025, and is HK$110 short after it.
  expect(warningsFor({ contractSignedOn: '2025-09-29', monthlyWageCents: 499_000 })).toEqual([])
  expect(warningsFor({ contractSignedOn: '2025-10-15', monthlyWageCents: 499_000 })).toEqual([
    'wage_below_minimum_allowable_wage',
  ])
  expect(warningsFor({ contractSignedOn: '2025-10-15', foodAllowanceCents: 120_000 })).toEqual([
    'food_allowance_below_minimum',
  ])
  // No signing date, or not an FDH: no MAW check.
  expect(warningsFor({ monthlyWageCents: 499_000 })).toEqual([])
  expect(
    warningsFor({ employeeType: 'driver', contractSignedOn: '2025-10-15', monthlyWageCents: 1 }),
  ).toEqual([])
  expect(() => warningsFor({ contractSignedOn: '2025-02-30' })).toThrow(/contractSignedOn/)
})

test('a partial final month names its proration method; a full month does not', () => {
  const rule = (overrides: Partial<TerminationSettlementInput>) =>
    terminationSettlement(fdh({ reason: 'employer_notice', ...overrides })).lines.find(
      (line) => line.labelKey === 'outstanding_wages',
    )?.rule
  expect(rule({})).toBe('EO s.23, s.25')
  expect(rule({ terminationDate: '2025-09-15' })).toBe(
    'EO s.23, s.25; prorated by calendar days (spec §11.2)',
  )
  expect(rule({ terminationDate: '2025-09-15', options: { prorationMethod: 'thirty_days' } })).toBe(
    'EO s.23, s.25; prorated by a 30-day month, ÷ 30 (spec §11.2)',
  )
})

test('the SP/LSP divisor of the incomplete year is an option: 366 by default in a leap service year, or 365', () => {
  const input = fdh({
    employmentStart: '2022-01-01',
    terminationDate: '2024-06-30',
    reason: 'redundancy',
    noticeDaysGiven: 0,
  })
  const severance = (serviceYearDivisor?: 'days_in_service_year' | 'always_365') =>
    amounts(
      terminationSettlement({
        ...input,
        options: {
          foodAllowanceIsWages: false,
          ...(serviceYearDivisor ? { serviceYearDivisor } : {}),
        },
      }).lines,
    ).severance_payment
  // HK$3,400 × (2 + 182/366) = HK$8,490.71; × (2 + 182/365) = HK$8,495.34
  expect(severance()).toBe(849_071)
  expect(severance('days_in_service_year')).toBe(849_071)
  expect(severance('always_365')).toBe(849_534)
  expect(() =>
    terminationSettlement({ ...input, options: { serviceYearDivisor: 'always_366' as never } }),
  ).toThrow(/options.serviceYearDivisor/)
})

test('a driver is MPF-covered: no passage, no immigration deadlines, split at 1 May 2025', () => {
  const result = terminationSettlement({
    employeeType: 'driver',
    employmentStart: '2020-05-01',
    terminationDate: '2026-04-30',
    reason: 'redundancy',
    monthlyWageCents: 1_800_000,
    wageRecords: [{ month: '2025-04', wagesCents: 1_500_000 }],
    noticeDaysGiven: 0,
  })
  expect(result.immigrationNotificationDueBy).toBeNull()
  expect(result.helperDepartureBy).toBeNull()
  const lines = amounts(result.lines)
  expect(lines.severance_payment_pre_transition).toBe(5 * 1_000_000)
  expect(lines.severance_payment_post_transition).toBe(1_200_000)
  expect(lines.free_return_passage).toBeUndefined()
  // Months without a record count at the contract rate: (1 × HK$15,000 + 11 × HK$18,000) / 12.
  expect(lines.payment_in_lieu_of_notice).toBe(1_775_000)
})

test('passage money, journey days, untaken holidays, arrears and contract items are itemised', () => {
  const result = terminationSettlement(
    fdh({
      journeyDays: 2,
      returnPassageCents: 350_000,
      untakenStatutoryHolidays: 2,
      unpaidWagesCents: 100_000,
      finalPeriodWagesCents: 600_000,
      annualLeaveDaysTaken: 14,
      otherItems: [{ labelKey: 'contract_bonus', amountCents: 50_000, rule: 'Contract' }],
    }),
  )
  expect(amounts(result.lines)).toEqual({
    outstanding_wages: 600_000,
    unpaid_wages: 100_000,
    untaken_statutory_holiday_pay: Math.round(2 * ADW_WITH_FOOD),
    free_return_passage: 350_000,
    food_and_travelling_allowance: 20_000,
    contract_bonus: 50_000,
  })
})

test('leave taken in advance eats into the pro-rata days first', () => {
  const result = terminationSettlement(
    fdh({
      employmentStart: '2024-01-01',
      terminationDate: '2025-06-30',
      reason: 'employer_notice',
      annualLeaveDaysTaken: 9,
    }),
  )
  // 7 days earned, 9 taken: the 2-day excess comes off 7 × 181/365 pro-rata days.
  expect(result.summary.annualLeave.daysForCalculation).toBeCloseTo((7 * 181) / 365 - 2, 12)
  const rounded = terminationSettlement(
    fdh({
      employmentStart: '2024-01-01',
      terminationDate: '2025-06-30',
      reason: 'employer_notice',
      annualLeaveDaysTaken: 9,
      options: { proRataRounding: 'up', proRataThreshold: 'total_service' },
    }),
  )
  expect(rounded.summary.annualLeave.daysForCalculation).toBe(2)
})

test('a termination on the first day uses the contract rate for ADW', () => {
  const result = terminationSettlement(
    fdh({ employmentStart: '2025-09-30', reason: 'employer_without_notice' }),
  )
  expect(result.warnings).toContain('adw_from_contract_rate')
  expect(amounts(result.lines).payment_in_lieu_of_notice).toBe(633_600)
  expect(amounts(result.lines).outstanding_wages).toBe(17_000)
})

test('other settlement options are honoured', () => {
  const rolling = terminationSettlement(
    fdh({
      reason: 'employer_without_notice',
      options: {
        adwConvention: 'rolling_12_months',
        averageMonthlyWageMethod: 'days_12_over_365',
        partialNotice: 'daily_wage',
        prorationMethod: 'thirty_days',
      },
    }),
  )
  expect(amounts(rolling.lines).payment_in_lieu_of_notice).toBe(633_600)
  const withRecords = terminationSettlement(
    fdh({
      reason: 'employer_without_notice',
      wageRecords: [{ month: '2025-08', wagesCents: 633_600 }],
      disregardedPeriods: [],
      annualLeaveAdjustmentDays: 1,
      lastMonthWagesCents: 600_000,
    }),
  )
  expect(withRecords.summary.annualLeave.totalAllocatedBalanceDays).toBe(15)
})

test('a settlement rejects invalid input', () => {
  expect(() => terminationSettlement(fdh({ employeeType: 'nanny' as never }))).toThrow(RangeError)
  expect(() => terminationSettlement(fdh({ reason: 'quit' as never }))).toThrow(RangeError)
  expect(() => terminationSettlement(fdh({ terminationDate: '2023-09-30' }))).toThrow(RangeError)
  expect(() => terminationSettlement(fdh({ monthlyWageCents: -1 }))).toThrow(RangeError)
  expect(() => terminationSettlement(fdh({ foodAllowanceCents: 0.5 }))).toThrow(RangeError)
  expect(() => terminationSettlement(fdh({ journeyDays: -1 }))).toThrow(RangeError)
  expect(() => terminationSettlement(fdh({ annualLeaveDaysTaken: -1 }))).toThrow(RangeError)
  expect(() =>
    terminationSettlement(
      fdh({ otherItems: [{ labelKey: 'x', amountCents: -1, rule: 'Contract' }] }),
    ),
  ).toThrow(RangeError)
  expect(() =>
    terminationSettlement(fdh({ options: { adwConvention: 'weekly' as never } })),
  ).toThrow(RangeError)
})

const settlementInputs = fc.record({
  days: fc.integer({ min: 0, max: 5000 }),
  reason: fc.constantFrom(...TERMINATION_REASONS),
  wage: fc.integer({ min: 0, max: 5_000_000 }),
  food: fc.integer({ min: 0, max: 200_000 }),
  taken: fc.integer({ min: 0, max: 200 }),
  given: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
  employeeType: fc.constantFrom('fdh', 'local_domestic_worker', 'driver' as const),
})

test('a settlement is never negative and its lines sum to its total', () => {
  fc.assert(
    fc.property(settlementInputs, ({ days, reason, wage, food, taken, given, employeeType }) => {
      const result = terminationSettlement({
        employeeType,
        employmentStart: '2016-01-01',
        terminationDate: addDays('2016-01-01', days),
        reason,
        monthlyWageCents: wage,
        foodAllowanceCents: food,
        annualLeaveDaysTaken: taken,
        ...(given === undefined ? {} : { noticeDaysGiven: given }),
      })
      const sum = result.lines.reduce((total, line) => total + line.amountCents, 0)
      const severance = result.summary.severancePaymentCents ?? 0
      const longService = result.summary.longServicePaymentCents ?? 0
      return (
        sum === result.totalCents &&
        result.totalCents >= 0 &&
        severance >= 0 &&
        longService <= 39_000_000 &&
        (reason === 'helper_resignation' || result.payableByHelper.length === 0)
      )
    }),
    { numRuns: 150 },
  )
})
