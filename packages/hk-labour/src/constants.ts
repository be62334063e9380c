// Every statutory constant, in ONE dated table. Each key holds rows ordered by `effectiveFrom`;
// a lookup takes the latest row in force on the date it is asked about (the contract signing
// date for the FDH wage, otherwise the event date). Never edit a row: add a new one.
// Rows dated 2016-01-01 were already in force then; the engine's tables start in 2016.

import { assertDate } from './dates'

export type Confidence = 'official' | 'secondary' | 'unconfirmed' | 'practice'

export type Dated<T> = {
  effectiveFrom: string
  value: T
  confidence: Confidence
  source: string
}

export type HolidayKey =
  | 'first_day_of_january'
  | 'lunar_new_year'
  | 'ching_ming_festival'
  | 'labour_day'
  | 'tuen_ng_festival'
  | 'hksar_establishment_day'
  | 'day_following_mid_autumn_festival'
  | 'chung_yeung_festival'
  | 'national_day'
  | 'winter_solstice_or_christmas'
  | 'buddhas_birthday'
  | 'first_weekday_after_christmas'
  | 'easter_monday'
  | 'good_friday'
  | 'day_following_good_friday'

type Fraction = { numerator: number; denominator: number }

export type StatutoryConstants = {
  fdhMinimumAllowableWage: Dated<{
    monthlyWageCents: number
    foodAllowanceCents: number
    graceDeadline: string | null
  }>[]
  statutoryHolidays: Dated<readonly HolidayKey[]>[]
  holidayPayQualifyingMonths: Dated<number>[]
  annualLeaveDaysByCompletedYear: Dated<readonly number[]>[]
  proRataAnnualLeaveMinimumMonths: Dated<number>[]
  sicknessDayAccrual: Dated<{
    firstYearMonths: number
    firstYearDaysPerMonth: number
    laterDaysPerMonth: number
    maximumDays: number
  }>[]
  sicknessAllowance: Dated<{ rate: Fraction; minimumConsecutiveDays: number }>[]
  maternityLeave: Dated<{
    weeks: number
    rate: Fraction
    qualifyingWeeks: number
    cappedFromWeek: number | null
    capCents: number | null
  }>[]
  paternityLeave: Dated<{
    days: number
    rate: Fraction
    qualifyingWeeks: number
    weeksBeforeExpectedBirth: number
    weeksAfterBirth: number
  }>[]
  servicePayments: Dated<{
    severanceQualifyingMonths: number
    longServiceQualifyingYears: number
    longServiceResignationAge: number
    monthlyWageCapCents: number
    wageFraction: Fraction
    dailyRatedDays: number
    totalCapCents: number
  }>[]
  mpfOffsettingAbolition: Dated<{ transitionDate: string }>[]
  notice: Dated<{ fdhMonths: number; defaultMonths: number; minimumAgreedDays: number }>[]
  fdhJourneyAllowance: Dated<{ centsPerDay: number }>[]
  mpf: Dated<{
    rate: Fraction
    minimumRelevantIncomeCents: number
    maximumRelevantIncomeCents: number
    employeeHolidayDays: number
    minimumEmploymentDays: number
    minimumAge: number
    maximumAge: number
  }>[]
  wageDeductionLimits: Dated<{
    damagePerCaseCents: number
    damageShare: Fraction
    advanceShare: Fraction
    totalShare: Fraction
  }>[]
  paymentDeadlines: Dated<{ wageDays: number; terminationDays: number }>[]
  fdhTermination: Dated<{ immigrationNotificationDays: number; departureDays: number }>[]
  statutoryMinimumWage: Dated<{ hourlyCents: number }>[]
}

const BASE_HOLIDAYS: readonly HolidayKey[] = [
  'first_day_of_january',
  'lunar_new_year',
  'ching_ming_festival',
  'labour_day',
  'tuen_ng_festival',
  'hksar_establishment_day',
  'day_following_mid_autumn_festival',
  'chung_yeung_festival',
  'national_day',
  'winter_solstice_or_christmas',
]
const WITH_BUDDHA: readonly HolidayKey[] = [...BASE_HOLIDAYS, 'buddhas_birthday']
const WITH_BOXING: readonly HolidayKey[] = [...WITH_BUDDHA, 'first_weekday_after_christmas']
const WITH_EASTER: readonly HolidayKey[] = [...WITH_BOXING, 'easter_monday']
const WITH_GOOD_FRIDAY: readonly HolidayKey[] = [...WITH_EASTER, 'good_friday']
const FOUR_FIFTHS: Fraction = { numerator: 4, denominator: 5 }
const EAO_2021 = 'EO s.39 as amended by the Employment (Amendment) Ordinance 2021'

function maw(
  effectiveFrom: string,
  wage: number,
  food: number,
  grace: string | null,
  confidence: Confidence,
  source: string,
) {
  return {
    effectiveFrom,
    value: { monthlyWageCents: wage * 100, foodAllowanceCents: food * 100, graceDeadline: grace },
    confidence,
    source,
  }
}

export const STATUTORY_CONSTANTS: StatutoryConstants = {
  // Spec §1.2, keyed by contract signing date. Add next September's level as one more row.
  fdhMinimumAllowableWage: [
    maw('2016-10-01', 4310, 1037, null, 'secondary', 'helperplace.com; SCMP 2166231'),
    maw('2017-09-30', 4410, 1053, '2017-10-27', 'official', 'news.gov.hk 20170929'),
    maw('2018-09-29', 4520, 1075, '2018-10-26', 'secondary', 'SCMP 2166231'),
    maw('2019-09-28', 4630, 1121, '2019-10-25', 'secondary', '881903.com 2292394'),
    // 2020 review: unchanged, so no row. 2021: the effective date is unconfirmed.
    maw('2021-09-30', 4630, 1173, null, 'unconfirmed', 'SCMP 3150735'),
    maw('2022-10-01', 4730, 1196, '2022-10-28', 'official', 'news.gov.hk 20220930'),
    maw('2023-09-30', 4870, 1236, '2023-10-27', 'secondary', 'SCMP 3236294'),
    maw('2024-09-28', 4990, 1236, '2024-10-25', 'official', 'fdh.labour.gov.hk/en/faq.html'),
    maw(
      '2025-09-30',
      5100,
      1236,
      '2025-10-27',
      'secondary',
      'announced 29 Sep 2025 (hk01, Ming Pao)',
    ),
  ],
  statutoryHolidays: [
    {
      effectiveFrom: '2016-01-01',
      value: BASE_HOLIDAYS,
      confidence: 'official',
      source: 'EO s.39',
    },
    { effectiveFrom: '2022-01-01', value: WITH_BUDDHA, confidence: 'official', source: EAO_2021 },
    { effectiveFrom: '2024-01-01', value: WITH_BOXING, confidence: 'official', source: EAO_2021 },
    { effectiveFrom: '2026-01-01', value: WITH_EASTER, confidence: 'official', source: EAO_2021 },
    {
      effectiveFrom: '2028-01-01',
      value: WITH_GOOD_FRIDAY,
      confidence: 'official',
      source: EAO_2021,
    },
    {
      effectiveFrom: '2030-01-01',
      value: [...WITH_GOOD_FRIDAY, 'day_following_good_friday'],
      confidence: 'official',
      source: EAO_2021,
    },
  ],
  holidayPayQualifyingMonths: [
    { effectiveFrom: '2016-01-01', value: 3, confidence: 'official', source: 'EO s.40' },
  ],
  annualLeaveDaysByCompletedYear: [
    {
      effectiveFrom: '2016-01-01',
      value: [7, 7, 8, 9, 10, 11, 12, 13, 14],
      confidence: 'official',
      source: 'EO s.41AA',
    },
  ],
  proRataAnnualLeaveMinimumMonths: [
    { effectiveFrom: '2016-01-01', value: 3, confidence: 'official', source: 'EO s.41D; 1823 FAQ' },
  ],
  sicknessDayAccrual: [
    {
      effectiveFrom: '2016-01-01',
      value: {
        firstYearMonths: 12,
        firstYearDaysPerMonth: 2,
        laterDaysPerMonth: 4,
        maximumDays: 120,
      },
      confidence: 'official',
      source: 'EO s.33',
    },
  ],
  sicknessAllowance: [
    {
      effectiveFrom: '2016-01-01',
      value: { rate: FOUR_FIFTHS, minimumConsecutiveDays: 4 },
      confidence: 'official',
      source: 'EO s.33, s.35',
    },
  ],
  // Keyed by the date of confinement.
  maternityLeave: [
    {
      effectiveFrom: '2016-01-01',
      value: {
        weeks: 10,
        rate: FOUR_FIFTHS,
        qualifyingWeeks: 40,
        cappedFromWeek: null,
        capCents: null,
      },
      confidence: 'official',
      source: 'EO s.12, s.14',
    },
    {
      effectiveFrom: '2020-12-11',
      value: {
        weeks: 14,
        rate: FOUR_FIFTHS,
        qualifyingWeeks: 40,
        cappedFromWeek: 11,
        capCents: 8_000_000,
      },
      confidence: 'official',
      source: 'EO s.12, s.14; labour.gov.hk/eng/labour/ebs.htm',
    },
  ],
  // Keyed by the child's date of birth.
  paternityLeave: [
    {
      effectiveFrom: '2015-02-27',
      value: {
        days: 3,
        rate: FOUR_FIFTHS,
        qualifyingWeeks: 40,
        weeksBeforeExpectedBirth: 4,
        weeksAfterBirth: 10,
      },
      confidence: 'official',
      source: 'EO Part IIIA',
    },
    {
      effectiveFrom: '2019-01-18',
      value: {
        days: 5,
        rate: FOUR_FIFTHS,
        qualifyingWeeks: 40,
        weeksBeforeExpectedBirth: 4,
        weeksAfterBirth: 10,
      },
      confidence: 'official',
      source: 'EO s.15B; cap57n',
    },
    {
      effectiveFrom: '2020-12-11',
      value: {
        days: 5,
        rate: FOUR_FIFTHS,
        qualifyingWeeks: 40,
        weeksBeforeExpectedBirth: 4,
        weeksAfterBirth: 14,
      },
      confidence: 'official',
      source: 'EO s.15B; cap57n',
    },
  ],
  // Keyed by the termination date. The HK$390,000 cap applies from 1 Oct 2003.
  servicePayments: [
    {
      effectiveFrom: '2003-10-01',
      value: {
        severanceQualifyingMonths: 24,
        longServiceQualifyingYears: 5,
        longServiceResignationAge: 65,
        monthlyWageCapCents: 2_250_000,
        wageFraction: { numerator: 2, denominator: 3 },
        dailyRatedDays: 18,
        totalCapCents: 39_000_000,
      },
      confidence: 'official',
      source: 'EO s.31B, s.31G, s.31R, s.31V',
    },
  ],
  mpfOffsettingAbolition: [
    {
      effectiveFrom: '2025-05-01',
      value: { transitionDate: '2025-05-01' },
      confidence: 'official',
      source: 'Offsetting Arrangement (Amendment) Ordinance 2022',
    },
  ],
  notice: [
    {
      effectiveFrom: '2016-01-01',
      value: { fdhMonths: 1, defaultMonths: 1, minimumAgreedDays: 7 },
      confidence: 'official',
      source: 'SEC cl.10; EO s.6',
    },
  ],
  fdhJourneyAllowance: [
    {
      effectiveFrom: '2016-01-01',
      value: { centsPerDay: 10_000 },
      confidence: 'secondary',
      source: 'SEC cl.7(b)',
    },
  ],
  mpf: [
    {
      effectiveFrom: '2014-06-01',
      value: {
        rate: { numerator: 5, denominator: 100 },
        minimumRelevantIncomeCents: 710_000,
        maximumRelevantIncomeCents: 3_000_000,
        employeeHolidayDays: 30,
        minimumEmploymentDays: 60,
        minimumAge: 18,
        maximumAge: 64,
      },
      confidence: 'secondary',
      source: 'MPFSO (Cap. 485); min since 2013-11-01 (official), max since 2014-06-01',
    },
  ],
  wageDeductionLimits: [
    {
      effectiveFrom: '2016-01-01',
      value: {
        damagePerCaseCents: 30_000,
        damageShare: { numerator: 1, denominator: 4 },
        advanceShare: { numerator: 1, denominator: 4 },
        totalShare: { numerator: 1, denominator: 2 },
      },
      confidence: 'official',
      source: 'EO s.32',
    },
  ],
  paymentDeadlines: [
    {
      effectiveFrom: '2016-01-01',
      value: { wageDays: 7, terminationDays: 7 },
      confidence: 'official',
      source: 'EO s.23, s.25',
    },
  ],
  fdhTermination: [
    {
      effectiveFrom: '2016-01-01',
      value: { immigrationNotificationDays: 7, departureDays: 14 },
      confidence: 'official',
      source: 'LD FDH FAQ; LCQ14 (5 Jun 2019)',
    },
  ],
  statutoryMinimumWage: [
    {
      effectiveFrom: '2025-05-01',
      value: { hourlyCents: 4210 },
      confidence: 'secondary',
      source: 'Cap. 608',
    },
    {
      effectiveFrom: '2026-05-01',
      value: { hourlyCents: 4310 },
      confidence: 'secondary',
      source: 'Cap. 608',
    },
  ],
}

/** The row of `key` in force on `date`; throws a RangeError before the first row. */
export function constantEntryOn<K extends keyof StatutoryConstants>(
  key: K,
  date: string,
): StatutoryConstants[K][number] {
  assertDate(date)
  const rows: StatutoryConstants[K][number][] = STATUTORY_CONSTANTS[key]
  const row = rows.filter((entry) => entry.effectiveFrom <= date).at(-1)
  if (!row) {
    throw new RangeError(
      `no ${key} rule is known for ${date} (the table starts ${rows[0]?.effectiveFrom})`,
    )
  }
  return row
}

/** The value of `key` in force on `date`. */
export function constantOn<K extends keyof StatutoryConstants>(
  key: K,
  date: string,
): StatutoryConstants[K][number]['value'] {
  return constantEntryOn(key, date).value
}

/** The newest row of `key`, for rules that do not depend on a date. */
export function latestConstant<K extends keyof StatutoryConstants>(
  key: K,
): StatutoryConstants[K][number]['value'] {
  const rows: StatutoryConstants[K][number][] = STATUTORY_CONSTANTS[key]
  return (rows.at(-1) as StatutoryConstants[K][number]).value
}
