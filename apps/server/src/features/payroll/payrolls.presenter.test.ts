import fc from 'fast-check'
import { expect, test } from 'vitest'
import { daysInMonth, firstOfMonth, lastOfMonth } from '@hearth/hk-labour/dates'
import { DEDUCTION_KINDS } from '@hearth/hk-labour/deductions'
import { payrollMonth } from '@hearth/hk-labour/payroll'
import type { PayrollMonthInput } from '@hearth/hk-labour/payroll-options'
import { signedAmountToCents } from '@hearth/shared/payrolls'
import { presentRecord, recordFigures } from './payrolls.presenter'
import type { PayPeriodRecordRow } from './payrolls.repository'

// The engine → stored row → wire mapping, driven by generated months: whatever the month holds
// (joining or leaving part-way, leave of every paid and unpaid kind, bonuses, EO s.32
// deductions within or beyond their limits, MPF for a driver), the lines of the record sum to
// its total_salary, and total_deduction is the sum of its negative lines.

const pad = (n: number) => String(n).padStart(2, '0')

const monthInput = fc
  .record({
    year: fc.integer({ min: 2022, max: 2026 }),
    month: fc.integer({ min: 1, max: 12 }),
    employeeType: fc.constantFrom('fdh' as const, 'driver' as const),
    monthlyWageCents: fc.integer({ min: 400_000, max: 4_000_000 }),
    foodAllowanceCents: fc.integer({ min: 0, max: 200_000 }),
    startsInMonth: fc.boolean(),
    startDay: fc.integer({ min: 1, max: 28 }),
    endsInMonth: fc.boolean(),
    endDay: fc.integer({ min: 1, max: 31 }),
    restDay: fc.integer({ min: 1, max: 7 }),
    leaveDays: fc.uniqueArray(fc.integer({ min: 1, max: 28 }), { maxLength: 4 }),
    leaveTypes: fc.array(fc.constantFrom('AN' as const, 'SL' as const, 'NP' as const), {
      minLength: 4,
      maxLength: 4,
    }),
    sickRun: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    bonuses: fc.array(fc.integer({ min: 1, max: 300_000 }), { maxLength: 2 }),
    deductions: fc.array(
      fc.record({
        amountCents: fc.integer({ min: 1, max: 400_000 }),
        kind: fc.constantFrom(...DEDUCTION_KINDS),
      }),
      { maxLength: 3 },
    ),
  })
  .map((g): PayrollMonthInput => {
    const last = daysInMonth(g.year, g.month)
    const monthStart = firstOfMonth(g.year, g.month)
    const start = g.startsInMonth ? `${g.year}-${pad(g.month)}-${pad(g.startDay)}` : '2021-03-15'
    const endDay = Math.max(g.endDay > last ? last : g.endDay, g.startsInMonth ? g.startDay : 1)
    const end = g.endsInMonth ? `${g.year}-${pad(g.month)}-${pad(endDay)}` : undefined
    const inside = (day: number) => {
      const date = `${g.year}-${pad(g.month)}-${pad(day)}`
      return date >= start && (end === undefined || date <= end) && date >= monthStart
    }
    const sickDays = new Set<number>()
    const leave: NonNullable<PayrollMonthInput['leave']>[number][] = []
    if (g.sickRun !== undefined && inside(g.sickRun) && inside(g.sickRun + 5)) {
      for (let day = g.sickRun; day <= g.sickRun + 5; day += 1) sickDays.add(day)
      leave.push({
        type: 'SL',
        from: `${g.year}-${pad(g.month)}-${pad(g.sickRun)}`,
        to: `${g.year}-${pad(g.month)}-${pad(g.sickRun + 5)}`,
      })
    }
    g.leaveDays.forEach((day, index) => {
      if (!inside(day) || sickDays.has(day)) return
      const date = `${g.year}-${pad(g.month)}-${pad(day)}`
      leave.push({ type: g.leaveTypes[index] ?? 'NP', from: date, to: date })
    })
    return {
      year: g.year,
      month: g.month,
      employeeType: g.employeeType,
      employmentStart: start,
      ...(end === undefined ? {} : { employmentEnd: end }),
      monthlyWageCents: g.monthlyWageCents,
      foodAllowanceCents: g.foodAllowanceCents,
      restDays: [g.restDay as 1 | 2 | 3 | 4 | 5 | 6 | 7],
      leave,
      adjustments: [
        ...g.bonuses.map((amountCents) => ({ amountCents, description: 'Bonus' })),
        ...g.deductions.map((deduction) => ({
          amountCents: -deduction.amountCents,
          description: 'Deduction',
          deductionKind: deduction.kind,
        })),
      ],
      options: { prorationMethod: 'calendar_days' },
    }
  })

function rowOf(input: PayrollMonthInput): PayPeriodRecordRow {
  const figures = recordFigures(payrollMonth(input), 'calendar_days')
  return {
    uid: 'record',
    employmentUid: 'employment',
    employerProfileUid: 'employer',
    helperProfileUid: 'helper',
    month: `${input.year}-${pad(input.month)}`,
    currency: 'HKD',
    paymentDate: null,
    finalised: false,
    finalisedAt: null,
    inputDate: lastOfMonth(input.year, input.month),
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...figures,
  }
}

const cents = (amount: string) => signedAmountToCents(amount) as number

test('the lines of any generated payroll record sum to its total_salary', () => {
  fc.assert(
    fc.property(monthInput, (input) => {
      const record = presentRecord(rowOf(input), [], 'en', 'employer')
      const engine = payrollMonth(input)
      // What is paid is the engine's net pay: gross less every EO s.32 and MPF deduction.
      expect(cents(record.total_salary)).toBe(engine.amountCents)
      expect(engine.totalSalaryCents - engine.totalDeductionCents).toBe(engine.amountCents)
      const lines = record.lines.map((line) => cents(line.amount))
      expect(lines.reduce((sum, amount) => sum + amount, 0)).toBe(cents(record.total_salary))
      expect(lines.filter((amount) => amount < 0).reduce((sum, amount) => sum - amount, 0)).toBe(
        cents(record.total_deduction),
      )
      expect(record.amount).toBe(
        record.lines.find((line) => line.key === 'base_salary')?.amount ?? '0.00',
      )
      if (input.employeeType === 'fdh') expect(record.total_employee_contri).toBe('0.00')
    }),
    { numRuns: 300 },
  )
})

test('the engine’s net amount is the record’s total_salary (worked check: HK$6,336)', () => {
  const row = rowOf({
    year: 2026,
    month: 11,
    employeeType: 'fdh',
    employmentStart: '2025-09-01',
    monthlyWageCents: 510_000,
    foodAllowanceCents: 123_600,
  })
  expect(row.totalSalaryCents).toBe(633_600)
  expect(presentRecord(row, [], 'en', 'employer').total_salary).toBe('6336.00')
})

/** The engine's absence deductions: days of leave taken out of the base salary. */
const ABSENCE_KEYS = new Set([
  'no_pay_leave_deduction',
  'sick_leave_deduction',
  'maternity_leave_deduction',
  'paternity_leave_deduction',
  'unpaid_statutory_holiday_deduction',
])

test('salary_considerleave is the base after leave deductions; pay at ADW is get_adw_amount', () => {
  fc.assert(
    fc.property(monthInput, (input) => {
      const record = presentRecord(rowOf(input), [], 'en', 'employer')
      const absence = record.lines
        .filter((line) => ABSENCE_KEYS.has(line.key))
        .reduce((sum, line) => sum + cents(line.amount), 0)
      expect(cents(record.salary_considerleave)).toBe(cents(record.amount) + absence)
    }),
    { numRuns: 300 },
  )
  // Four sick days in a row (Mon 7 – Thu 10 December 2026): the days are taken out of the base
  // and paid at 4/5 of the ADW instead (EO s.35), which is ADW pay, not base salary.
  const sick = presentRecord(
    rowOf({
      year: 2026,
      month: 12,
      employeeType: 'fdh',
      employmentStart: '2025-09-01',
      monthlyWageCents: 510_000,
      foodAllowanceCents: 123_600,
      restDays: [7],
      leave: [{ type: 'SL', from: '2026-12-07', to: '2026-12-10' }],
    }),
    [],
    'en',
    'employer',
  )
  const line = (key: string) => sick.lines.find((item) => item.key === key)?.amount
  expect(line('sick_leave_deduction')).toBe('-658.06')
  expect(sick.salary_considerleave).toBe('4441.94')
  expect(cents(sick.get_adw_amount)).toBeGreaterThan(0)
  expect(
    cents(sick.salary_considerleave) +
      cents(sick.food_allowance_calculated_amount) +
      cents(sick.get_adw_amount),
  ).toBe(cents(sick.total_salary))
})
