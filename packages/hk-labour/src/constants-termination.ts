// Termination: the rows of `STATUTORY_CONSTANTS` (`constants.ts`) about notice, severance and
// long service payments and an FDH's departure. Never edit a row: add a new one.

import type { StatutoryConstants } from './constant-types'

export const TERMINATION_CONSTANTS: Pick<
  StatutoryConstants,
  'servicePayments' | 'mpfOffsettingAbolition' | 'notice' | 'fdhJourneyAllowance' | 'fdhTermination'
> = {
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
  fdhTermination: [
    {
      effectiveFrom: '2016-01-01',
      value: { immigrationNotificationDays: 7, departureDays: 14 },
      confidence: 'official',
      source: 'LD FDH FAQ; LCQ14 (5 Jun 2019)',
    },
  ],
}
