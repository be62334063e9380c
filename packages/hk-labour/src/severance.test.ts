import fc from 'fast-check'
import { expect, test } from 'vitest'
import { addDays } from './dates'
import { longServicePayment, severancePayment, type ServicePaymentInput } from './severance'
import { TERMINATION_REASONS } from './types'

const fdh = (overrides: Partial<ServicePaymentInput> = {}): ServicePaymentInput => ({
  employmentStart: '2019-01-01',
  terminationDate: '2024-12-31',
  reason: 'employer_notice',
  lastMonthWagesCents: 510_000,
  ...overrides,
})

test('an FDH on HK$5,100 dismissed after exactly 6 years gets LSP of HK$20,400', () => {
  const lsp = longServicePayment(fdh())
  expect(lsp).toMatchObject({
    eligible: true,
    completedYears: 6,
    extraDays: 0,
    reckonableYears: 6,
    monthlyBaseCents: 340_000,
  })
  expect(lsp.amountCents).toBe(2_040_000)
  expect(lsp.breakdown).toEqual([
    { labelKey: 'long_service_payment', amountCents: 2_040_000, rule: 'EO s.31V' },
  ])
  expect(severancePayment(fdh())).toMatchObject({
    eligible: false,
    ineligibleReason: 'not_redundancy',
    amountCents: 0,
    breakdown: [],
  })
})

test('severance needs 24 months of service', () => {
  const redundancy = fdh({ employmentStart: '2023-01-01', reason: 'redundancy' })
  expect(severancePayment(redundancy).amountCents).toBe(680_000)
  expect(severancePayment({ ...redundancy, terminationDate: '2024-12-30' })).toMatchObject({
    eligible: false,
    ineligibleReason: 'service_under_24_months',
  })
})

test('an incomplete year counts pro rata over the days of that service year', () => {
  const result = severancePayment(
    fdh({ employmentStart: '2022-01-01', terminationDate: '2024-06-30', reason: 'redundancy' }),
  )
  expect(result).toMatchObject({ completedYears: 2, extraDays: 182, daysInServiceYear: 366 })
  expect(result.amountCents).toBe(Math.round(340_000 * (2 + 182 / 366)))
})

test('with serviceYearDivisor always_365 the incomplete year is divided by 365 even in a leap service year', () => {
  const result = severancePayment(
    fdh({
      employmentStart: '2022-01-01',
      terminationDate: '2024-06-30',
      reason: 'redundancy',
      serviceYearDivisor: 'always_365',
    }),
  )
  expect(result).toMatchObject({ completedYears: 2, extraDays: 182, daysInServiceYear: 365 })
  expect(result.reckonableYears).toBeCloseTo(2 + 182 / 365, 12)
  // HK$3,400 × (2 + 182/365) = HK$8,495.34, against HK$8,490.71 with the default 366
  expect(result.amountCents).toBe(849_534)
  expect(() => severancePayment(fdh({ serviceYearDivisor: '366' as never }))).toThrow(
    /serviceYearDivisor/,
  )
})

test('the monthly base is capped at 2/3 of HK$22,500', () => {
  const result = longServicePayment(
    fdh({ employmentStart: '2015-01-01', lastMonthWagesCents: 3_000_000 }),
  )
  expect(result.monthlyBaseCents).toBe(1_500_000)
  expect(result.amountCents).toBe(1_500_000 * 10)
})

test('the total is capped at HK$390,000', () => {
  const result = longServicePayment(
    fdh({ employmentStart: '1995-01-01', lastMonthWagesCents: 3_000_000 }),
  )
  expect(result.grossAmountCents).toBe(39_000_000)
  expect(result.breakdown).toEqual([
    { labelKey: 'long_service_payment', amountCents: 45_000_000, rule: 'EO s.31V' },
    {
      labelKey: 'statutory_cap_reduction',
      amountCents: -6_000_000,
      rule: 'EO s.31V (HK$390,000 cap)',
    },
  ])
})

test('the employee may elect the 12-month average monthly wages', () => {
  const input = fdh({ averageMonthlyWagesCents: 600_000 })
  expect(longServicePayment(input).amountCents).toBe(2_400_000)
  expect(longServicePayment({ ...input, wageBasis: 'last_month' }).amountCents).toBe(2_040_000)
  expect(longServicePayment({ ...input, wageBasis: 'twelve_month_average' }).amountCents).toBe(
    2_400_000,
  )
  expect(longServicePayment({ ...input, averageMonthlyWagesCents: 400_000 }).amountCents).toBe(
    2_040_000,
  )
  expect(() => longServicePayment(fdh({ wageBasis: 'twelve_month_average' }))).toThrow(
    /averageMonthlyWagesCents/,
  )
})

test('a daily-rated employee uses the wages of 18 chosen days', () => {
  expect(longServicePayment(fdh({ eighteenDaysWagesCents: 900_000 })).amountCents).toBe(5_400_000)
  expect(longServicePayment(fdh({ eighteenDaysWagesCents: 2_000_000 })).monthlyBaseCents).toBe(
    1_500_000,
  )
})

test('an MPF-covered driver splits at 1 May 2025 and mandatory MPF offsets only the earlier part', () => {
  const result = severancePayment({
    employmentStart: '2020-05-01',
    terminationDate: '2026-04-30',
    reason: 'redundancy',
    lastMonthWagesCents: 2_400_000,
    mpfCovered: true,
    preTransitionWages: { lastMonthWagesCents: 1_800_000 },
    offsets: { mpfMandatoryBenefitsCents: 7_000_000, mpfVoluntaryBenefitsCents: 1_000_000 },
  })
  expect(result.splitAtTransition).toBe(true)
  expect(result.breakdown).toEqual([
    { labelKey: 'severance_payment_pre_transition', amountCents: 6_000_000, rule: 'EO s.31G' },
    { labelKey: 'severance_payment_post_transition', amountCents: 1_500_000, rule: 'EO s.31G' },
    { labelKey: 'offset_mpf_mandatory_benefits', amountCents: -6_000_000, rule: 'EO s.31I' },
    { labelKey: 'offset_mpf_voluntary_benefits', amountCents: -1_000_000, rule: 'EO s.31I' },
  ])
  expect(result.amountCents).toBe(500_000)
})

test('with a split the post-transition part gives way to the cap first', () => {
  const result = longServicePayment({
    employmentStart: '1990-01-01',
    terminationDate: '2026-12-31',
    reason: 'employer_notice',
    lastMonthWagesCents: 3_000_000,
    mpfCovered: true,
    preTransitionWages: { lastMonthWagesCents: 3_000_000 },
  })
  expect(result.grossAmountCents).toBe(39_000_000)
  expect(result.breakdown.at(-1)?.labelKey).toBe('statutory_cap_reduction')
  expect(() =>
    longServicePayment({ ...fdh(), terminationDate: '2026-01-31', mpfCovered: true }),
  ).toThrow(/preTransitionWages/)
})

test('an FDH is never split at 1 May 2025', () => {
  const result = longServicePayment(
    fdh({ employmentStart: '2019-06-01', terminationDate: '2025-11-30' }),
  )
  expect(result.splitAtTransition).toBe(false)
  expect(result.breakdown.map((line) => line.labelKey)).toEqual(['long_service_payment'])
})

test('mandatory MPF benefits cannot offset an employment that began on or after 1 May 2025', () => {
  const result = severancePayment({
    employmentStart: '2025-05-01',
    terminationDate: '2027-04-30',
    reason: 'redundancy',
    lastMonthWagesCents: 1_800_000,
    mpfCovered: true,
    offsets: { mpfMandatoryBenefitsCents: 500_000, lengthOfServiceGratuityCents: 100_000 },
  })
  expect(result.amountCents).toBe(2_400_000 - 100_000)
  expect(result.breakdown.map((line) => line.labelKey)).toEqual([
    'severance_payment',
    'offset_length_of_service_gratuity',
  ])
})

test('before 1 May 2025 all MPF benefits could offset the whole payment', () => {
  const result = longServicePayment({
    employmentStart: '2015-01-01',
    terminationDate: '2025-03-31',
    reason: 'employer_without_notice',
    lastMonthWagesCents: 1_800_000,
    mpfCovered: true,
    offsets: { mpfMandatoryBenefitsCents: 500_000 },
  })
  expect(result.amountCents).toBe(Math.round(1_200_000 * (10 + 90 / 365)) - 500_000)
})

test('offsets never take a payment below zero', () => {
  const result = longServicePayment(fdh({ offsets: { lengthOfServiceGratuityCents: 9_999_999 } }))
  expect(result.amountCents).toBe(0)
  expect(result.breakdown.at(-1)).toEqual({
    labelKey: 'offset_length_of_service_gratuity',
    amountCents: -2_040_000,
    rule: 'EO s.31Y',
  })
  expect(() => longServicePayment(fdh({ offsets: { mpfVoluntaryBenefitsCents: 1 } }))).toThrow(
    /MPF-exempt/,
  )
})

test('long service payment follows the ways an employment may end', () => {
  const reasons = {
    summary_dismissal: 'summary_dismissal',
    redundancy: 'redundancy_gives_severance',
    helper_resignation: 'resignation_without_qualifying_ground',
    employer_notice: null,
    employer_without_notice: null,
    contract_expiry: null,
    death: null,
  } as const
  for (const [reason, expected] of Object.entries(reasons)) {
    expect(
      longServicePayment(fdh({ reason: reason as keyof typeof reasons })).ineligibleReason,
    ).toBe(expected)
  }
  expect(
    longServicePayment(fdh({ reason: 'helper_resignation', resignationGround: 'aged_65_or_over' }))
      .eligible,
  ).toBe(true)
  expect(
    longServicePayment(fdh({ reason: 'contract_expiry', contractExpiryDueToRedundancy: true }))
      .ineligibleReason,
  ).toBe('redundancy_gives_severance')
  expect(longServicePayment(fdh({ terminationDate: '2023-12-30' })).ineligibleReason).toBe(
    'service_under_5_years',
  )
})

test('a contract not renewed because of redundancy gives severance, a refused renewal gives nothing', () => {
  expect(
    severancePayment(fdh({ reason: 'contract_expiry', contractExpiryDueToRedundancy: true }))
      .amountCents,
  ).toBe(2_040_000)
  const refused = fdh({ reason: 'contract_expiry', renewalOfferUnreasonablyRefused: true })
  expect(longServicePayment(refused).ineligibleReason).toBe('renewal_offer_refused')
  expect(
    severancePayment({ ...refused, contractExpiryDueToRedundancy: true }).ineligibleReason,
  ).toBe('renewal_offer_refused')
})

test('service payments reject invalid input', () => {
  expect(() => longServicePayment(fdh({ lastMonthWagesCents: -1 }))).toThrow(RangeError)
  expect(() => longServicePayment(fdh({ averageMonthlyWagesCents: -1 }))).toThrow(RangeError)
  expect(() => longServicePayment(fdh({ eighteenDaysWagesCents: 1.5 }))).toThrow(RangeError)
  expect(() => longServicePayment(fdh({ terminationDate: '2018-12-31' }))).toThrow(RangeError)
  expect(() => longServicePayment(fdh({ reason: 'quit' as never }))).toThrow(RangeError)
  expect(() => longServicePayment(fdh({ wageBasis: 'best' as never }))).toThrow(RangeError)
  expect(() => longServicePayment(fdh({ offsets: { lengthOfServiceGratuityCents: -5 } }))).toThrow(
    RangeError,
  )
  expect(() =>
    longServicePayment(
      fdh({
        mpfCovered: true,
        terminationDate: '2025-06-30',
        preTransitionWages: { lastMonthWagesCents: -1 },
      }),
    ),
  ).toThrow(RangeError)
})

const serviceInputs = fc.record({
  days: fc.integer({ min: 0, max: 16_000 }),
  wage: fc.integer({ min: 0, max: 20_000_000 }),
  reason: fc.constantFrom(...TERMINATION_REASONS),
  gratuity: fc.integer({ min: 0, max: 50_000_000 }),
})

test('severance and long service payments are never negative and never above HK$390,000', () => {
  fc.assert(
    fc.property(serviceInputs, ({ days, wage, reason, gratuity }) => {
      const input = fdh({
        employmentStart: '2004-01-01',
        terminationDate: addDays('2004-01-01', days),
        reason,
        lastMonthWagesCents: wage,
        offsets: { lengthOfServiceGratuityCents: gratuity },
      })
      return [severancePayment(input), longServicePayment(input)].every(
        (result) =>
          result.amountCents >= 0 &&
          result.amountCents <= 39_000_000 &&
          result.grossAmountCents <= 39_000_000,
      )
    }),
  )
})

test('severance and long service payment are never both due', () => {
  fc.assert(
    fc.property(serviceInputs, fc.boolean(), ({ days, reason }, redundantExpiry) => {
      const input = fdh({
        employmentStart: '2004-01-01',
        terminationDate: addDays('2004-01-01', days),
        reason,
        contractExpiryDueToRedundancy: redundantExpiry,
      })
      return !(severancePayment(input).eligible && longServicePayment(input).eligible)
    }),
  )
})

test('longer service never lowers LSP for the same wage', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 15_000 }),
      fc.integer({ min: 0, max: 800 }),
      fc.integer({ min: 0, max: 5_000_000 }),
      (days, more, wage) => {
        const shorter = longServicePayment(
          fdh({
            employmentStart: '2004-01-01',
            terminationDate: addDays('2004-01-01', days),
            lastMonthWagesCents: wage,
          }),
        )
        const longer = longServicePayment(
          fdh({
            employmentStart: '2004-01-01',
            terminationDate: addDays('2004-01-01', days + more),
            lastMonthWagesCents: wage,
          }),
        )
        return longer.amountCents >= shorter.amountCents
      },
    ),
  )
})
