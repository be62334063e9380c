// Pay and deductions for the holidays and leave days of one payroll month (spec §3.4, §4.2,
// §6, §7), worked out in exact fractions of cents.

import { constantOn } from './constants'
import { addDays, completedMonths, daysInclusive, eachDay } from './dates'
import {
  classifyPaternityDays,
  dailyLeavePayRatio,
  maternityPayRatio,
  maternityRule,
  weeksOfServiceBefore,
} from './maternity'
import type { ClassifiedDay, DayClassifier } from './payroll-days'
import { sicknessRuns } from './payroll-days'
import type { LeaveRecord, PayrollMonthInput, ResolvedPayrollOptions } from './payroll-options'
import { add, div, max, mul, ratio, sub, sum, ZERO, type Ratio } from './rational'
import { dailySicknessAllowanceRatio, paidSicknessDaysAccrued } from './sickness'

export type LeaveKind = 'AN' | 'SL' | 'ML' | 'PL' | 'NP' | 'SH'

export const LEAVE_KINDS: readonly LeaveKind[] = ['AN', 'SL', 'ML', 'PL', 'NP', 'SH']

export type MonthRates = {
  /** Daily share of the monthly wage (absence deductions). */
  salary: Ratio
  /** Daily share of the food allowance. */
  food: Ratio
  /** Daily share of all monthly wages: salary plus food allowance when it counts as wages. */
  wages: Ratio
  /**
   * What ADW would be on the contract alone (monthly wages × 12 / 365). Top-ups pay ADW above
   * this, so a fixed wage never gets a top-up just because a month has 31 days [PRACTICE].
   */
  contractDaily: Ratio
}

export type LeaveContext = {
  input: PayrollMonthInput
  options: ResolvedPayrollOptions
  classify: DayClassifier
  days: readonly ClassifiedDay[]
  monthStart: string
  rates: MonthRates
  adw: (date: string) => Ratio
}

export type LeavePay = {
  absence: Record<'NP' | 'SL' | 'ML' | 'PL' | 'SH', Ratio>
  foodDeduction: Ratio
  sicknessAllowance: Ratio
  /** Sickness days of the month paid the allowance (EO s.33, s.35). */
  paidSicknessDays: number
  maternityPay: Ratio
  paternityPay: Ratio
  holidayTopUp: Ratio
  annualLeaveTopUp: Ratio
  days: Record<LeaveKind, Ratio>
  /** What was paid for the days of each kind (their share of wages plus statutory pay). */
  pays: Record<LeaveKind, Ratio>
  /** Days not paid in full and what was paid for them (ADW disregarded periods). */
  disregarded: { date: string; pay: Ratio }[]
}

type AllowanceRun = {
  /** The specified date of the allowance (spec §5.1: the first day if consecutive). */
  firstDay: string
  /** The days of the run that are sickness days, in order. */
  sickDates: string[]
  /** Days that count towards the 4 consecutive days of EO s.33. */
  countedDays: number
  pregnancyRelated: boolean
  medicalCertificate: boolean
}

/**
 * The runs the 4-consecutive-day test is applied to. Adjacent sick-leave records make one
 * period; a day no record covers ends it. Rest days and statutory holidays inside a period
 * count towards the 4 days ('count'), are skipped ('bridge') or end the run ('break'),
 * following options.restDaysInSicknessRun ([UNCONFIRMED] §6).
 */
function allowanceRuns(context: LeaveContext): AllowanceRun[] {
  const { input, classify, options } = context
  const runs: AllowanceRun[] = []
  for (const run of sicknessRuns(input.leave ?? [])) {
    const dates = eachDay(run.from, run.to)
    const isSick = dates.map((date) => classify(date).kind === 'SL')
    const sickDates = dates.filter((_, index) => isSick[index])
    const { pregnancyRelated, medicalCertificate } = run
    if (options.restDaysInSicknessRun === 'count') {
      runs.push({
        firstDay: run.from,
        sickDates,
        countedDays: dates.length,
        pregnancyRelated,
        medicalCertificate,
      })
      continue
    }
    // 'bridge' keeps the sickness days together; 'break' starts again after each gap. Either
    // way the run starts on its first sickness day.
    const pieces: string[][] = []
    dates.forEach((date, index) => {
      if (!isSick[index]) return
      const last = pieces.at(-1)
      const joins =
        last !== undefined &&
        (options.restDaysInSicknessRun === 'bridge' || isSick[index - 1] === true)
      if (joins) last.push(date)
      else pieces.push([date])
    })
    for (const piece of pieces) {
      runs.push({
        firstDay: piece[0] as string,
        sickDates: piece,
        countedDays: piece.length,
        pregnancyRelated,
        medicalCertificate,
      })
    }
  }
  return runs
}

/** The sickness days paid the allowance, each with the specified date of its run. */
function paidSickDates(context: LeaveContext): Map<string, string> {
  const { input } = context
  const rule = constantOn('sicknessAllowance', context.monthStart)
  const paid = new Map<string, string>()
  // Days used before the agreed opening, and after it (which alone draw on its figure).
  let consumed = input.paidSicknessDaysTakenBefore ?? 0
  let consumedAfterOpening = 0
  const opening = input.paidSicknessOpening
  for (const run of allowanceRuns(context)) {
    // EO s.33: at least 4 consecutive days, unless pregnancy-related, and a medical certificate.
    if (!run.pregnancyRelated && run.countedDays < rule.minimumConsecutiveDays) continue
    if (!run.medicalCertificate) continue
    const afterOpening = opening !== undefined && run.firstDay > opening.date
    const available =
      run.firstDay > input.employmentStart
        ? paidSicknessDaysAccrued({
            employmentStart: input.employmentStart,
            asOf: addDays(run.firstDay, -1),
            daysTaken: afterOpening ? consumedAfterOpening : consumed,
            ...(afterOpening ? { opening } : {}),
          })
        : 0
    for (const date of run.sickDates.slice(0, available)) paid.set(date, run.firstDay)
    const used = Math.min(available, run.sickDates.length)
    if (afterOpening) consumedAfterOpening += used
    else consumed += used
  }
  return paid
}

type Rate = { numerator: number; denominator: number }

function paidPaternityDates(context: LeaveContext): Map<string, Rate> {
  const records = (context.input.leave ?? []).filter((record) => record.type === 'PL')
  const paid = new Map<string, Rate>()
  for (const birthDate of new Set(records.map((record) => record.birthDate as string))) {
    const sameBirth = records.filter((record) => record.birthDate === birthDate)
    const leaveDates = sameBirth
      .flatMap((record) => eachDay(record.from, record.to))
      .filter((date) => context.classify(date).kind === 'PL')
    const expected = sameBirth.find(
      (record) => record.expectedBirthDate !== undefined,
    )?.expectedBirthDate
    const { rule, paidDates } = classifyPaternityDays({
      employmentStart: context.input.employmentStart,
      birthDate,
      ...(expected === undefined ? {} : { expectedBirthDate: expected }),
      leaveDates,
    })
    for (const date of paidDates) paid.set(date, rule.rate)
  }
  return paid
}

function maternityPay(context: LeaveContext, record: LeaveRecord): Ratio {
  const rule = maternityRule(record.confinementDate as string)
  if (weeksOfServiceBefore(context.input.employmentStart, record.from) < rule.qualifyingWeeks)
    return ZERO
  const leaveDays = rule.weeks * 7
  const earlyLimit = rule.cappedFromWeek === null ? leaveDays : (rule.cappedFromWeek - 1) * 7
  let early = 0
  let late = 0
  let lateBefore = 0
  for (const date of eachDay(record.from, record.to)) {
    const index = daysInclusive(record.from, date) - 1
    const inMonth = context.days.some((day) => day.date === date && day.kind === 'ML')
    const isMl = inMonth || (date < context.monthStart && context.classify(date).kind === 'ML')
    if (!isMl || index >= leaveDays) continue
    if (index < earlyLimit) early += inMonth ? 1 : 0
    else if (inMonth) late += 1
    else lateBefore += 1
  }
  const daily = dailyLeavePayRatio(context.adw(record.from), rule.rate)
  const pay = maternityPayRatio(daily, rule, early, lateBefore, late)
  return add(pay.early, pay.late)
}

function emptyByKind(): Record<LeaveKind, Ratio> {
  return { AN: ZERO, SL: ZERO, ML: ZERO, PL: ZERO, NP: ZERO, SH: ZERO }
}

/** Deductions, statutory pay and top-ups for the leave and holidays of the month. */
export function monthLeavePay(context: LeaveContext): LeavePay {
  const { input, options, rates } = context
  const result: LeavePay = {
    absence: { NP: ZERO, SL: ZERO, ML: ZERO, PL: ZERO, SH: ZERO },
    foodDeduction: ZERO,
    sicknessAllowance: ZERO,
    paidSicknessDays: 0,
    maternityPay: ZERO,
    paternityPay: ZERO,
    holidayTopUp: ZERO,
    annualLeaveTopUp: ZERO,
    days: emptyByKind(),
    pays: emptyByKind(),
    disregarded: [],
  }
  const sickPaid = paidSickDates(context)
  const paternityPaid = paidPaternityDates(context)
  const qualifyingMonths = constantOn('holidayPayQualifyingMonths', context.monthStart)
  const topUp = (date: string, weight: Ratio): Ratio =>
    options.topUpToAdw ? mul(max(sub(context.adw(date), rates.contractDaily), ZERO), weight) : ZERO
  const foodIsWages = options.foodAllowanceIsWages
  for (const day of context.days) {
    if (day.kind === 'work' || day.kind === 'rest') continue
    result.days[day.kind] = add(result.days[day.kind], day.weight)
    const record = day.record as LeaveRecord
    if (day.kind === 'SH') {
      const holidayDate = day.holiday?.date as string
      if (completedMonths(input.employmentStart, addDays(holidayDate, -1)) >= qualifyingMonths) {
        const extra = topUp(holidayDate, ratio(1))
        result.holidayTopUp = add(result.holidayTopUp, extra)
        result.pays.SH = add(result.pays.SH, add(rates.wages, extra))
      } else if (options.deductUnpaidHolidays) {
        // Spec §3.4: an SH in the first 3 months is granted but unpaid; the day is disregarded.
        result.absence.SH = add(result.absence.SH, rates.salary)
        result.disregarded.push({ date: day.date, pay: sub(rates.wages, rates.salary) })
      } else {
        result.pays.SH = add(result.pays.SH, rates.wages)
      }
    } else if (day.kind === 'AN') {
      const extra = topUp(record.from, day.weight)
      result.annualLeaveTopUp = add(result.annualLeaveTopUp, extra)
      result.pays.AN = add(result.pays.AN, add(mul(rates.wages, day.weight), extra))
    } else if (day.kind === 'NP') {
      const deductFood = options.deductFoodAllowanceForNoPayLeave
      const salaryCut = mul(rates.salary, day.weight)
      const foodCut = deductFood ? mul(rates.food, day.weight) : ZERO
      result.absence.NP = add(result.absence.NP, salaryCut)
      result.foodDeduction = add(result.foodDeduction, foodCut)
      result.disregarded.push({
        date: day.date,
        pay: sub(sub(rates.wages, salaryCut), foodIsWages ? foodCut : ZERO),
      })
    } else if (day.kind === 'SL') {
      const firstDay = sickPaid.get(day.date)
      if (firstDay !== undefined) result.paidSicknessDays += 1
      const allowance =
        firstDay === undefined ? ZERO : dailySicknessAllowanceRatio(context.adw(firstDay), day.date)
      if (options.sickLeavePay === 'full_pay') {
        const extra = max(sub(allowance, rates.contractDaily), ZERO)
        result.sicknessAllowance = add(result.sicknessAllowance, extra)
        result.pays.SL = add(result.pays.SL, add(rates.wages, extra))
      } else {
        result.absence.SL = add(result.absence.SL, rates.salary)
        result.sicknessAllowance = add(result.sicknessAllowance, allowance)
        result.pays.SL = add(result.pays.SL, allowance)
        result.disregarded.push({
          date: day.date,
          pay: add(sub(rates.wages, rates.salary), allowance),
        })
      }
    } else if (day.kind === 'PL') {
      const rate = paternityPaid.get(day.date)
      const pay = rate ? dailyLeavePayRatio(context.adw(record.from), rate) : ZERO
      result.absence.PL = add(result.absence.PL, rates.salary)
      result.paternityPay = add(result.paternityPay, pay)
      result.pays.PL = add(result.pays.PL, pay)
      result.disregarded.push({ date: day.date, pay: add(sub(rates.wages, rates.salary), pay) })
    } else {
      result.absence.ML = add(result.absence.ML, rates.salary)
    }
  }
  const maternityRecords = (input.leave ?? []).filter((record) => record.type === 'ML')
  result.maternityPay = sum(maternityRecords.map((record) => maternityPay(context, record)))
  result.pays.ML = result.maternityPay
  const mlDays = context.days.filter((day) => day.kind === 'ML')
  for (const day of mlDays) {
    const share = div(result.maternityPay, ratio(mlDays.length))
    result.disregarded.push({ date: day.date, pay: add(sub(rates.wages, rates.salary), share) })
  }
  return result
}
