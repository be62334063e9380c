// Wages, MPF and deductions: the rows of `STATUTORY_CONSTANTS` (`constants.ts`) about pay.
// Never edit a row: add a new one.

import type { Confidence, StatutoryConstants } from './constant-types'

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

export const WAGE_CONSTANTS: Pick<
  StatutoryConstants,
  | 'fdhMinimumAllowableWage'
  | 'mpf'
  | 'wageDeductionLimits'
  | 'paymentDeadlines'
  | 'statutoryMinimumWage'
> = {
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
