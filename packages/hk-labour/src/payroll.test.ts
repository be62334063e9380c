import fc from 'fast-check'
import { expect, test } from 'vitest'
import { payrollMonth } from './payroll'
import type { PayrollMonthInput } from './payroll-options'

const fdh = (overrides: Partial<PayrollMonthInput> = {}): PayrollMonthInput => ({
  year: 2025,
  month: 10,
  employeeType: 'fdh',
  employmentStart: '2024-01-01',
  monthlyWageCents: 510_000,
  foodAllowanceCents: 123_600,
  ...overrides,
})

const amounts = (lines: { labelKey: string; amountCents: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.labelKey, line.amountCents]))

const ADW = (633_600 * 12) / 365

test('a full month pays the wage and food allowance with the record fields filled in', () => {
  const result = payrollMonth(fdh())
  expect(amounts(result.lines)).toEqual({ base_salary: 510_000, food_allowance: 123_600 })
  expect(result).toMatchObject({
    fromDate: '2025-10-01',
    toDate: '2025-10-31',
    paymentDueDate: '2025-11-07',
    referenceSalaryCents: 510_000,
    salaryConsiderLeaveCents: 510_000,
    foodAllowanceCalculatedAmountCents: 123_600,
    totalSalaryCents: 633_600,
    totalDeductionCents: 0,
    amountCents: 633_600,
    adwAmountCents: Math.round(ADW),
    getAdwAmountCents: 0,
    adwConsiderationStartDate: '2024-10-01',
    adwConsiderationLastDate: '2025-09-30',
    adwExcludedDays: 0,
    adwExcludedSalaryCents: 0,
    totalEmployeeContributionCents: 0,
    totalEmployerContributionCents: 0,
    totalOtherContributionCents: 0,
    mpfNote: null,
    warnings: ['food_allowance_counted_as_wages'],
  })
  // 1 Oct, 7 Oct and 29 Oct 2025 are statutory holidays.
  expect(result.leaveTypeDays).toEqual({ AN: 0, SL: 0, ML: 0, PL: 0, NP: 0, SH: 3 })
  expect(result.leaveTypePays.SH).toBe(Math.round((633_600 * 3) / 31))
  expect(result.adwRecord).toEqual({
    wageRecord: { month: '2025-10', wagesCents: 633_600 },
    disregardedPeriods: [],
  })
})

test('the joining month is prorated by calendar days and its holidays are unpaid but not deducted', () => {
  const result = payrollMonth(fdh({ employmentStart: '2025-10-15' }))
  expect(amounts(result.lines)).toEqual({
    base_salary: Math.round((510_000 * 17) / 31),
    food_allowance: Math.round((123_600 * 17) / 31),
  })
  expect(result.leaveTypeDays.SH).toBe(1)
  expect(result.warnings).toContain('adw_from_contract_rate')
  const deducted = payrollMonth(
    fdh({ employmentStart: '2025-10-15', options: { deductUnpaidHolidays: true } }),
  )
  expect(amounts(deducted.lines).unpaid_statutory_holiday_deduction).toBe(-Math.round(510_000 / 31))
  expect(deducted.adwRecord.disregardedPeriods).toEqual([
    { from: '2025-10-29', to: '2025-10-29', wagesCents: Math.round(123_600 / 31) },
  ])
})

test('the leaving month pays up to the last day', () => {
  const result = payrollMonth(fdh({ employmentEnd: '2025-10-10' }))
  expect(result.toDate).toBe('2025-10-10')
  expect(amounts(result.lines).base_salary).toBe(Math.round((510_000 * 10) / 31))
  expect(result.paymentDueDate).toBe('2025-10-17')
})

test('bonuses count as wages, deductions are limited by EO s.32, MPF applies to a driver', () => {
  const result = payrollMonth(
    fdh({
      employeeType: 'driver',
      foodAllowanceCents: 0,
      monthlyWageCents: 2_000_000,
      adjustments: [
        { amountCents: 100_000, description: 'Festival bonus' },
        { amountCents: 50_000, description: 'Gift', countsAsWages: false },
        { amountCents: -40_000, description: 'Broken mirror', deductionKind: 'damage_or_loss' },
        { amountCents: -2_000_000, description: 'Loan', deductionKind: 'loan' },
        { amountCents: -10_000, description: 'Provident fund', deductionKind: 'retirement_scheme' },
      ],
    }),
  )
  const gross = 2_000_000 + 150_000
  expect(result.totalSalaryCents).toBe(gross)
  expect(result.totalEmployeeContributionCents).toBe(Math.round(gross * 0.05))
  expect(result.totalEmployerContributionCents).toBe(Math.round(gross * 0.05))
  expect(result.deductions.map((item) => [item.kind, item.appliedCents])).toEqual([
    ['damage_or_loss', 30_000],
    ['loan', gross / 2 - 107_500 - 30_000],
    ['retirement_scheme', 0],
  ])
  expect(result.totalOtherContributionCents).toBe(0)
  expect(result.totalDeductionCents).toBe(gross / 2)
  expect(result.adwRecord.wageRecord.wagesCents).toBe(2_100_000)
  expect(result.adjustments).toHaveLength(2)
})

test('the lines of a payroll month sum to its amount', () => {
  const dates = fc
    .integer({ min: 1, max: 31 })
    .map((day) => `2025-10-${String(day).padStart(2, '0')}`)
  const leave = fc
    .record({ type: fc.constantFrom('AN', 'SL', 'NP', 'PL' as const), a: dates, b: dates })
    .map(({ type, a, b }) => ({
      type,
      from: a < b ? a : b,
      to: a < b ? b : a,
      birthDate: '2025-10-01',
    }))
  fc.assert(
    fc.property(
      fc.option(leave, { nil: undefined }),
      fc.integer({ min: 0, max: 3_000_000 }),
      fc.integer({ min: 0, max: 200_000 }),
      fc.integer({ min: -300_000, max: 300_000 }),
      fc.constantFrom('fdh', 'driver' as const),
      (record, wage, food, adjustment, employeeType) => {
        const result = payrollMonth(
          fdh({
            employeeType,
            monthlyWageCents: wage,
            foodAllowanceCents: food,
            leave: record ? [record] : [],
            adjustments: [
              {
                amountCents: adjustment,
                description: 'x',
                deductionKind: 'advance_or_overpayment',
              },
            ],
          }),
        )
        const sum = result.lines.reduce((total, line) => total + line.amountCents, 0)
        return (
          sum === result.amountCents &&
          result.amountCents === result.totalSalaryCents - result.totalDeductionCents &&
          result.amountCents >= 0
        )
      },
    ),
  )
})

test('a food allowance that is not wages stays out of ADW and leave pay', () => {
  const result = payrollMonth(
    fdh({
      leave: [{ type: 'NP', from: '2025-10-13', to: '2025-10-14' }],
      disregardedPeriods: [{ from: '2025-03-03', to: '2025-03-04', wagesCents: 0 }],
      options: { foodAllowanceIsWages: false, deductFoodAllowanceForNoPayLeave: true },
    }),
  )
  // The history records are contract wages; the two disregarded days paid nothing.
  expect(result.adwAmountCents).toBe(Math.round((510_000 * 12) / 363))
  expect(result.adwExcludedDays).toBe(2)
  // Disregarded days lift ADW above the contract rate, so the 3 October holidays get a top-up.
  const topUp = Math.round((6_120_000 / 363 - 6_120_000 / 365) * 3)
  expect(amounts(result.lines).holiday_pay_top_up).toBe(topUp)
  expect(result.adwRecord.wageRecord.wagesCents).toBe(
    510_000 - Math.round((510_000 * 2) / 31) + topUp,
  )
  expect(result.adwRecord.wageRecord.wagesCents).toBe(result.salaryConsiderLeaveCents)
  expect(result.adwRecord.disregardedPeriods).toEqual([
    { from: '2025-10-13', to: '2025-10-14', wagesCents: 0 },
  ])
  expect(result.warnings).toEqual([])
  const noFood = payrollMonth(fdh({ foodAllowanceCents: undefined }))
  expect(noFood.totalSalaryCents).toBe(510_000)
})

test('MPF stops for a driver leaving within 60 days or aged 65', () => {
  const driver = {
    employeeType: 'driver',
    foodAllowanceCents: 0,
    monthlyWageCents: 2_000_000,
  } as const
  const short = payrollMonth(
    fdh({ ...driver, employmentStart: '2025-09-15', employmentEnd: '2025-10-31' }),
  )
  expect(short).toMatchObject({
    mpfNote: 'employed_under_60_days',
    totalEmployerContributionCents: 0,
  })
  const older = payrollMonth(fdh({ ...driver, dateOfBirth: '1960-01-01' }))
  expect(older.mpfNote).toBe('aged_65_or_over')
  const covered = payrollMonth(
    fdh({ ...driver, employmentEnd: '2026-01-31', dateOfBirth: '1990-01-01' }),
  )
  expect(covered.totalEmployeeContributionCents).toBe(100_000)
})

test('Christmas, a rolling ADW period and other rest days are options', () => {
  const december = payrollMonth(
    fdh({ month: 12, options: { winterSolsticeOrChristmas: 'christmas_day' } }),
  )
  expect(december.leaveTypeDays.SH).toBe(2)
  const solstice = payrollMonth(fdh({ month: 12 }))
  expect(solstice.leaveTypeDays.SH).toBe(2)
  const rolling = payrollMonth(
    fdh({ options: { adwConvention: 'rolling_12_months', prorationMethod: 'thirty_days' } }),
  )
  expect(rolling.adwConsiderationStartDate).toBe('2024-10-01')
  expect(rolling.adwConsiderationLastDate).toBe('2025-09-30')
  const saturday = payrollMonth(
    fdh({ restDays: [6], leave: [{ type: 'AN', from: '2025-10-17', to: '2025-10-20' }] }),
  )
  expect(saturday.leaveTypeDays.AN).toBe(3)
})

test('a payroll month rejects invalid input', () => {
  expect(() => payrollMonth(fdh({ month: 13 }))).toThrow(RangeError)
  expect(() => payrollMonth(fdh({ year: 2025.5 }))).toThrow(RangeError)
  expect(() => payrollMonth(fdh({ employmentStart: '2025-11-01' }))).toThrow(
    /does not cover 2025-10/,
  )
  expect(() => payrollMonth(fdh({ employmentEnd: '2023-12-31' }))).toThrow(RangeError)
  expect(() => payrollMonth(fdh({ employeeType: 'nanny' as never }))).toThrow(RangeError)
  expect(() => payrollMonth(fdh({ monthlyWageCents: -1 }))).toThrow(RangeError)
  expect(() =>
    payrollMonth(fdh({ adjustments: [{ amountCents: 10.5, description: 'tip' }] })),
  ).toThrow(RangeError)
  expect(() => payrollMonth(fdh({ dateOfBirth: '1990-02-30' }))).toThrow(RangeError)
  expect(() =>
    payrollMonth(fdh({ adjustments: [{ amountCents: -100, description: 'agency fee' }] })),
  ).toThrow(/deductionKind/)
  expect(() =>
    payrollMonth(
      fdh({
        adjustments: [{ amountCents: -100, description: 'fee', deductionKind: 'agency' as never }],
      }),
    ),
  ).toThrow(RangeError)
  expect(() =>
    payrollMonth(
      fdh({ leave: [{ type: 'SL', from: '2025-10-01', to: '2025-10-01', durationType: 'AM' }] }),
    ),
  ).toThrow(/half day/)
  expect(() =>
    payrollMonth(
      fdh({ leave: [{ type: 'AN', from: '2025-10-01', to: '2025-10-02', durationType: 'PM' }] }),
    ),
  ).toThrow(/half day/)
  expect(() =>
    payrollMonth(fdh({ leave: [{ type: 'ML', from: '2025-10-01', to: '2025-10-02' }] })),
  ).toThrow(/confinementDate/)
  expect(() =>
    payrollMonth(fdh({ leave: [{ type: 'PL', from: '2025-10-01', to: '2025-10-02' }] })),
  ).toThrow(/birthDate/)
  expect(() =>
    payrollMonth(fdh({ leave: [{ type: 'AN', from: '2023-12-01', to: '2023-12-02' }] })),
  ).toThrow(RangeError)
  expect(() =>
    payrollMonth(
      fdh({
        employmentEnd: '2025-10-20',
        leave: [{ type: 'AN', from: '2025-10-20', to: '2025-10-22' }],
      }),
    ),
  ).toThrow(RangeError)
  expect(() =>
    payrollMonth(
      fdh({
        leave: [
          { type: 'AN', from: '2025-10-01', to: '2025-10-05' },
          { type: 'NP', from: '2025-10-05', to: '2025-10-06' },
        ],
      }),
    ),
  ).toThrow(/two leave records/)
  expect(() => payrollMonth(fdh({ options: { sickLeavePay: 'half' as never } }))).toThrow(
    RangeError,
  )
  expect(() =>
    payrollMonth(fdh({ leave: [{ type: 'XX' as never, from: '2025-10-01', to: '2025-10-01' }] })),
  ).toThrow(RangeError)
  expect(() =>
    payrollMonth(
      fdh({
        leave: [{ type: 'AN', from: '2025-10-01', to: '2025-10-01', durationType: 'XX' as never }],
      }),
    ),
  ).toThrow(RangeError)
})

test('the base salary line names the proration method in use', () => {
  const rule = (prorationMethod?: 'calendar_days' | 'thirty_days' | 'annualised') =>
    payrollMonth(fdh(prorationMethod ? { options: { prorationMethod } } : {})).lines[0]?.rule
  expect(rule()).toBe('EO s.23; prorated by calendar days (spec §11.2)')
  expect(rule('thirty_days')).toBe('EO s.23; prorated by a 30-day month, ÷ 30 (spec §11.2)')
  expect(rule('annualised')).toBe('EO s.23; prorated by × 12/365 a day (spec §11.2)')
})

test('an FDH wage or cash food allowance below the MAW of the signing date adds a warning', () => {
  const warnings = (overrides: Partial<PayrollMonthInput>) =>
    payrollMonth(fdh({ options: { foodAllowanceIsWages: false }, ...overrides })).warnings
  expect(warnings({ contractSignedOn: '2025-10-15' })).toEqual([])
  expect(warnings({ contractSignedOn: '2024-10-01', monthlyWageCents: 499_000 })).toEqual([])
  expect(warnings({ contractSignedOn: '2025-10-15', monthlyWageCents: 499_000 })).toEqual([
    'wage_below_minimum_allowable_wage',
  ])
  expect(warnings({ contractSignedOn: '2023-01-01', foodAllowanceCents: 100_000 })).toEqual([
    'food_allowance_below_minimum',
  ])
  // Free food (no cash allowance): only the wage is checked.
  expect(warnings({ contractSignedOn: '2025-10-15', foodAllowanceCents: 0 })).toEqual([])
  expect(() => warnings({ contractSignedOn: '15/10/2025' })).toThrow(/contractSignedOn/)
})

test('a discretionary bonus flagged countsAsWages false is paid but left out of the ADW record', () => {
  const bonus = (countsAsWages?: boolean) =>
    payrollMonth(
      fdh({
        adjustments: [
          {
            amountCents: 50_000,
            description: 'Festival bonus',
            ...(countsAsWages === undefined ? {} : { countsAsWages }),
          },
        ],
      }),
    )
  expect(bonus().amountCents).toBe(683_600)
  expect(bonus().adwRecord.wageRecord.wagesCents).toBe(683_600)
  expect(bonus(false).amountCents).toBe(683_600)
  expect(bonus(false).adwRecord.wageRecord.wagesCents).toBe(633_600)
})
