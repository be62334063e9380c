// Holidays and leave: the rows of `STATUTORY_CONSTANTS` (`constants.ts`) about statutory
// holidays, annual leave, sickness days and maternity and paternity leave. Never edit a row: add a
// new one.

import type { Fraction, HolidayKey, StatutoryConstants } from './constant-types'

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

export const LEAVE_CONSTANTS: Pick<
  StatutoryConstants,
  | 'statutoryHolidays'
  | 'holidayPayQualifyingMonths'
  | 'annualLeaveDaysByCompletedYear'
  | 'proRataAnnualLeaveMinimumMonths'
  | 'sicknessDayAccrual'
  | 'sicknessAllowance'
  | 'maternityLeave'
  | 'paternityLeave'
> = {
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
}
