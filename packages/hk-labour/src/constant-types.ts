// The shapes of the dated statutory table (`constants.ts` holds the table and its lookups; the
// rows live by topic in `constants-wages.ts`, `constants-leave.ts` and `constants-termination.ts`).

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

export type Fraction = { numerator: number; denominator: number }

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
