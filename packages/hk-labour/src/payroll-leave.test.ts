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

test('no-pay leave is deducted in proportion, including half days, and disregarded for ADW', () => {
  const result = payrollMonth(
    fdh({
      leave: [
        { type: 'NP', from: '2025-10-13', to: '2025-10-17' },
        { type: 'NP', from: '2025-10-21', to: '2025-10-21', durationType: 'AM' },
      ],
    }),
  )
  expect(amounts(result.lines).no_pay_leave_deduction).toBe(-Math.round((510_000 * 5.5) / 31))
  expect(result.leaveTypeDays.NP).toBe(5.5)
  expect(result.adwRecord.disregardedPeriods).toEqual([
    { from: '2025-10-13', to: '2025-10-17', wagesCents: Math.round((123_600 * 5) / 31) },
    { from: '2025-10-21', to: '2025-10-21', wagesCents: Math.round((123_600 + 510_000 / 2) / 31) },
  ])
  const withFood = payrollMonth(
    fdh({
      leave: [{ type: 'NP', from: '2025-10-13', to: '2025-10-17' }],
      options: { deductFoodAllowanceForNoPayLeave: true },
    }),
  )
  expect(amounts(withFood.lines).no_pay_leave_food_allowance_deduction).toBe(
    -Math.round((123_600 * 5) / 31),
  )
  expect(withFood.foodAllowanceCalculatedAmountCents).toBe(123_600 - Math.round((123_600 * 5) / 31))
})

test('four or more sick days are deducted and paid at 4/5 ADW; rest days stay rest days', () => {
  // Wed 8 Oct to Mon 13 Oct 2025: Sunday 12 Oct is a rest day, so 5 sickness days.
  const result = payrollMonth(
    fdh({ leave: [{ type: 'SL', from: '2025-10-08', to: '2025-10-13' }] }),
  )
  expect(amounts(result.lines)).toMatchObject({
    sick_leave_deduction: -Math.round((510_000 * 5) / 31),
    sickness_allowance: Math.round(0.8 * ADW * 5),
  })
  expect(result.leaveTypeDays.SL).toBe(5)
  expect(result.getAdwAmountCents).toBe(Math.round(0.8 * ADW * 5))
  expect(result.adwRecord.disregardedPeriods.map((period) => [period.from, period.to])).toEqual([
    ['2025-10-08', '2025-10-11'],
    ['2025-10-13', '2025-10-13'],
  ])
})

test('sick leave without a medical certificate is deducted without allowance and uses no paid day (EO s.33(4))', () => {
  const uncertified = payrollMonth(
    fdh({
      leave: [{ type: 'SL', from: '2025-10-08', to: '2025-10-13', medicalCertificate: false }],
    }),
  )
  expect(amounts(uncertified.lines)).toMatchObject({
    sick_leave_deduction: -Math.round((510_000 * 5) / 31),
  })
  expect(amounts(uncertified.lines).sickness_allowance).toBeUndefined()
  expect(uncertified.paidSicknessDays).toBe(0)
  // One uncertified record in a run leaves the whole run unpaid.
  const mixed = payrollMonth(
    fdh({
      leave: [
        { type: 'SL', from: '2025-10-08', to: '2025-10-09' },
        { type: 'SL', from: '2025-10-10', to: '2025-10-13', medicalCertificate: false },
      ],
    }),
  )
  expect(mixed.paidSicknessDays).toBe(0)
  const certified = payrollMonth(
    fdh({
      leave: [{ type: 'SL', from: '2025-10-08', to: '2025-10-13', medicalCertificate: true }],
    }),
  )
  expect(certified.paidSicknessDays).toBe(5)
})

test('fewer than four sick days are deducted without allowance', () => {
  const result = payrollMonth(
    fdh({ leave: [{ type: 'SL', from: '2025-10-08', to: '2025-10-09' }] }),
  )
  expect(amounts(result.lines)).toMatchObject({
    sick_leave_deduction: -Math.round((510_000 * 2) / 31),
  })
  expect(amounts(result.lines).sickness_allowance).toBeUndefined()
  const pregnancy = payrollMonth(
    fdh({ leave: [{ type: 'SL', from: '2025-10-08', to: '2025-10-08', pregnancyRelated: true }] }),
  )
  expect(amounts(pregnancy.lines).sickness_allowance).toBe(Math.round(0.8 * ADW))
})

test('sickness allowance stops at the paid sickness days accumulated', () => {
  // Employed from 15 Aug 2025: 2 completed months by 14 Oct, so 4 paid days.
  const result = payrollMonth(
    fdh({
      employmentStart: '2025-08-15',
      leave: [{ type: 'SL', from: '2025-10-20', to: '2025-10-25' }],
    }),
  )
  expect(result.leaveTypeDays.SL).toBe(6)
  // ADW over 15 Aug – 30 Sep: HK$6,336 × 17/31 (rounded) + HK$6,336, over 47 days.
  const allowance = Math.round((0.8 * 4 * (347_458 + 633_600)) / 47)
  expect(amounts(result.lines).sickness_allowance).toBe(allowance)
  expect(result.leaveTypePays.SL).toBe(allowance)
  const used = payrollMonth(
    fdh({
      employmentStart: '2025-08-15',
      paidSicknessDaysTakenBefore: 4,
      leave: [{ type: 'SL', from: '2025-10-20', to: '2025-10-25' }],
    }),
  )
  expect(amounts(used.lines).sickness_allowance).toBeUndefined()
})

test('a sick run that starts in the previous month is paid for its days in this month', () => {
  const result = payrollMonth(
    fdh({ leave: [{ type: 'SL', from: '2025-09-29', to: '2025-10-03' }] }),
  )
  // 1 Oct is a holiday: 2 and 3 Oct are the October sickness days.
  expect(result.leaveTypeDays.SL).toBe(2)
  expect(amounts(result.lines).sickness_allowance).toBe(Math.round(0.8 * ADW * 2))
})

test('full pay on sick days and rest days as sickness days are options', () => {
  const full = payrollMonth(
    fdh({
      leave: [{ type: 'SL', from: '2025-10-08', to: '2025-10-13' }],
      options: { sickLeavePay: 'full_pay' },
    }),
  )
  expect(amounts(full.lines)).toEqual({ base_salary: 510_000, food_allowance: 123_600 })
  expect(full.leaveTypePays.SL).toBe(Math.round((633_600 * 5) / 31))
  const restSick = payrollMonth(
    fdh({
      leave: [{ type: 'SL', from: '2025-10-08', to: '2025-10-13' }],
      options: { restDayInSickLeave: 'sickness_day' },
    }),
  )
  expect(restSick.leaveTypeDays.SL).toBe(6)
})

test('holiday and annual leave pay are topped up when ADW exceeds the contract rate', () => {
  const wageRecords = Array.from({ length: 12 }, (_, index) => ({
    month: `${index < 3 ? 2024 : 2025}-${String(((index + 9) % 12) + 1).padStart(2, '0')}`,
    wagesCents: 800_000,
  }))
  const result = payrollMonth(
    fdh({ wageRecords, leave: [{ type: 'AN', from: '2025-10-17', to: '2025-10-20' }] }),
  )
  const highAdw = (800_000 * 12) / 365
  const gap = highAdw - ADW
  // 17–20 Oct: Sunday 19 Oct is a rest day, so 3 days of annual leave.
  expect(result.leaveTypeDays.AN).toBe(3)
  expect(amounts(result.lines)).toMatchObject({
    holiday_pay_top_up: Math.round(gap * 3),
    annual_leave_pay_top_up: Math.round(gap * 3),
  })
  const noTopUp = payrollMonth(fdh({ wageRecords, options: { topUpToAdw: false } }))
  expect(amounts(noTopUp.lines).holiday_pay_top_up).toBeUndefined()
  const halfDay = payrollMonth(
    fdh({
      wageRecords,
      leave: [{ type: 'AN', from: '2025-10-17', to: '2025-10-17', durationType: 'PM' }],
    }),
  )
  expect(amounts(halfDay.lines).annual_leave_pay_top_up).toBe(Math.round(gap / 2))
})

test('maternity leave pay replaces the wage after 40 weeks, weeks 11 to 14 capped', () => {
  const leave = [
    { type: 'ML', from: '2025-09-15', to: '2025-12-21', confinementDate: '2025-10-01' },
  ] as const
  const result = payrollMonth(fdh({ leave: [...leave] }))
  // October: 31 days less 3 holidays are maternity leave days, all in weeks 1–10.
  expect(result.leaveTypeDays.ML).toBe(28)
  expect(amounts(result.lines)).toMatchObject({
    maternity_leave_deduction: -Math.round((510_000 * 28) / 31),
    maternity_leave_pay: Math.round(0.8 * ADW * 28),
  })
  const rich = {
    ...fdh({ leave: [...leave] }),
    employeeType: 'local_domestic_worker',
    monthlyWageCents: 15_000_000,
    foodAllowanceCents: 0,
  } as const
  const november = payrollMonth({ ...rich, month: 11 })
  const dailyRich = (0.8 * 15_000_000 * 12) / 365
  // Weeks 11–14 start on 24 Nov: 7 days in November fit under the HK$80,000 cap; December
  // (21 days) gets only what is left of it.
  expect(amounts(november.lines).maternity_leave_pay).toBe(Math.round(dailyRich * 30))
  const december = payrollMonth({ ...rich, month: 12 })
  expect(amounts(december.lines).maternity_leave_pay).toBe(Math.round(8_000_000 - dailyRich * 7))
  const unpaid = payrollMonth(fdh({ employmentStart: '2025-01-01', leave: [...leave] }))
  expect(amounts(unpaid.lines).maternity_leave_pay).toBeUndefined()
  expect(amounts(unpaid.lines).maternity_leave_deduction).toBe(-Math.round((510_000 * 28) / 31))
})

test('paternity leave pays 4/5 ADW for 5 days; extra days are unpaid', () => {
  const result = payrollMonth(
    fdh({
      employeeType: 'driver',
      foodAllowanceCents: 0,
      monthlyWageCents: 1_800_000,
      leave: [{ type: 'PL', from: '2025-10-13', to: '2025-10-18', birthDate: '2025-10-10' }],
    }),
  )
  const adw = (1_800_000 * 12) / 365
  expect(result.leaveTypeDays.PL).toBe(6)
  expect(amounts(result.lines)).toMatchObject({
    paternity_leave_deduction: -Math.round((1_800_000 * 6) / 31),
    paternity_leave_pay: Math.round(0.8 * adw * 5),
  })
})

test('adjacent sick leave records form one run; a run on the first day has no paid days yet', () => {
  const joined = payrollMonth(
    fdh({
      leave: [
        { type: 'SL', from: '2025-10-08', to: '2025-10-09' },
        { type: 'SL', from: '2025-10-10', to: '2025-10-11', pregnancyRelated: true },
      ],
    }),
  )
  expect(amounts(joined.lines).sickness_allowance).toBe(Math.round(0.8 * ADW * 4))
  const first = payrollMonth(
    fdh({
      employmentStart: '2025-10-02',
      leave: [{ type: 'SL', from: '2025-10-02', to: '2025-10-06' }],
    }),
  )
  expect(amounts(first.lines).sickness_allowance).toBeUndefined()
})

test('a confinement before 11 Dec 2020 gives 10 weeks of leave pay in payroll', () => {
  const result = payrollMonth(
    fdh({
      year: 2020,
      month: 11,
      employmentStart: '2019-01-01',
      leave: [{ type: 'ML', from: '2020-11-01', to: '2021-01-09', confinementDate: '2020-11-20' }],
    }),
  )
  expect(result.leaveTypeDays.ML).toBe(30)
  // The ADW period Nov 2019 – Oct 2020 has 366 days.
  expect(amounts(result.lines).maternity_leave_pay).toBe(
    Math.round(((0.8 * 633_600 * 12) / 366) * 30),
  )
})

test('paternity leave respects the expected date of birth', () => {
  const result = payrollMonth(
    fdh({
      leave: [
        {
          type: 'PL',
          from: '2025-10-02',
          to: '2025-10-03',
          birthDate: '2025-11-20',
          expectedBirthDate: '2025-11-05',
        },
      ],
    }),
  )
  // The window opens 4 weeks before 5 Nov (8 Oct): 2 and 3 Oct are unpaid.
  expect(result.leaveTypeDays.PL).toBe(2)
  expect(amounts(result.lines).paternity_leave_pay).toBeUndefined()
})

test('by default a rest day inside sick leave counts towards the 4 consecutive days', () => {
  // Fri 10 – Mon 13 Oct 2025: 4 calendar days, Sunday 12 Oct a paid rest day, 3 sickness days.
  const result = payrollMonth(
    fdh({ leave: [{ type: 'SL', from: '2025-10-10', to: '2025-10-13' }] }),
  )
  expect(result.leaveTypeDays.SL).toBe(3)
  expect(amounts(result.lines)).toMatchObject({
    sick_leave_deduction: -Math.round((510_000 * 3) / 31),
    sickness_allowance: Math.round(0.8 * ADW * 3),
  })
})

test('with restDaysInSicknessRun bridge or break the rest day does not count, so 3 sickness days earn nothing', () => {
  for (const restDaysInSicknessRun of ['bridge', 'break'] as const) {
    const result = payrollMonth(
      fdh({
        leave: [{ type: 'SL', from: '2025-10-10', to: '2025-10-13' }],
        options: { restDaysInSicknessRun },
      }),
    )
    expect(amounts(result.lines).sickness_allowance).toBeUndefined()
    expect(amounts(result.lines).sick_leave_deduction).toBe(-Math.round((510_000 * 3) / 31))
  }
})

test('a holiday and a rest day inside sick leave: count and bridge pay all 6 sickness days, break only the 4 in a row', () => {
  // Mon 6 – Mon 13 Oct 2025: Tue 7 Oct is a holiday, Sun 12 Oct a rest day; sickness days are
  // 6, 8, 9, 10, 11 and 13 Oct. Broken at 7 and 12 Oct, only 8–11 Oct is 4 days in a row.
  const allowance = (restDaysInSicknessRun: 'count' | 'bridge' | 'break') =>
    amounts(
      payrollMonth(
        fdh({
          leave: [{ type: 'SL', from: '2025-10-06', to: '2025-10-13' }],
          options: { restDaysInSicknessRun },
        }),
      ).lines,
    ).sickness_allowance
  expect(allowance('count')).toBe(Math.round(0.8 * ADW * 6))
  expect(allowance('bridge')).toBe(Math.round(0.8 * ADW * 6))
  expect(allowance('break')).toBe(Math.round(0.8 * ADW * 4))
})

test('a rest day taken as a sickness day is a sickness day under every restDaysInSicknessRun rule', () => {
  const result = payrollMonth(
    fdh({
      leave: [{ type: 'SL', from: '2025-10-10', to: '2025-10-13' }],
      options: { restDayInSickLeave: 'sickness_day', restDaysInSicknessRun: 'break' },
    }),
  )
  expect(result.leaveTypeDays.SL).toBe(4)
  expect(amounts(result.lines).sickness_allowance).toBe(Math.round(0.8 * ADW * 4))
  expect(() => payrollMonth(fdh({ options: { restDaysInSicknessRun: 'skip' as never } }))).toThrow(
    /options.restDaysInSicknessRun/,
  )
})

test('a rest day no sick-leave record covers ends the sickness period, even under count', () => {
  // Fri 10 – Sat 11 Oct and Mon 13 Oct 2025 with Sunday 12 Oct outside both records: 2 + 1 days.
  const result = payrollMonth(
    fdh({
      leave: [
        { type: 'SL', from: '2025-10-10', to: '2025-10-11' },
        { type: 'SL', from: '2025-10-13', to: '2025-10-13' },
      ],
    }),
  )
  expect(result.leaveTypeDays.SL).toBe(3)
  expect(amounts(result.lines).sickness_allowance).toBeUndefined()
})

test('a sickness run after an agreed opening draws on its days, not on the accrual before it', () => {
  const run = { type: 'SL' as const, from: '2025-10-08', to: '2025-10-13' }
  // Held on 30 September by the records: far more than the run's 5 sickness days (Sunday rests).
  expect(payrollMonth(fdh({ leave: [run] })).paidSicknessDays).toBe(5)
  // Both parties agreed 2 days were left at the end of 30 September (issue 22).
  const opened = payrollMonth(
    fdh({ leave: [run], paidSicknessOpening: { date: '2025-09-30', days: 2 } }),
  )
  expect(opened.paidSicknessDays).toBe(2)
  // An opening dated after the run does not touch it: the records count.
  const later = payrollMonth(
    fdh({ leave: [run], paidSicknessOpening: { date: '2025-10-31', days: 2 } }),
  )
  expect(later.paidSicknessDays).toBe(5)
})
