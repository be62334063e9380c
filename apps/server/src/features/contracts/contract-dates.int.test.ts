import { expect, test, vi } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { createdContract, employer, helper, postContract } from './employments-fixtures'

// Issue 22 items 5 and 6: dates an employment can carry, and the signing date that picks the
// Minimum Allowable Wage. The test clock's today is 2026-11-22 in Hong Kong.

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

test('the signing date cannot be in the future or after the start; left out, it is the earlier of today and the start', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const future = await postContract(t, boss.access, maria.email, { signed_on: '2026-11-23' })
  expect(future.statusCode).toBe(400)
  expect(future.json().signed_on).toEqual(['This date cannot be in the future.'])
  const afterStart = await postContract(t, boss.access, maria.email, {
    start_date: '2025-10-01',
    signed_on: '2025-10-02',
  })
  expect(afterStart.statusCode).toBe(400)
  expect(afterStart.json().signed_on).toEqual([
    'The contract cannot be signed after its start date.',
  ])

  // A contract that began before today was signed by its start: that date's MAW applies.
  const started = await createdContract(t, boss.access, maria.email, {
    start_date: '2024-10-01',
    end_date: '2026-09-30',
    status: 'COMPLETED',
    salary_amount: '4990.00',
  })
  expect(started.signed_on).toBe('2024-10-01')
  // One starting later is signed today (2026-11-22): HK$5,100 from 2025-09-30.
  const upcoming = await createdContract(t, boss.access, maria.email)
  expect(upcoming.signed_on).toBe('2026-11-22')
})

test('a contract legally signed at an older Minimum Allowable Wage can be entered with its signing date', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  // Signed 2023-09-01 (MAW HK$4,730 then) at HK$4,730, started 2023-10-01.
  const old = await createdContract(t, boss.access, maria.email, {
    start_date: '2023-10-01',
    end_date: '2025-09-30',
    signed_on: '2023-09-01',
    salary_amount: '4730.00',
    food_allowance_amount: '1196.00',
    status: 'COMPLETED',
  })
  expect(old.signed_on).toBe('2023-09-01')
  // The same wage signed a month later is below the MAW in force then.
  const later = await postContract(t, boss.access, maria.email, {
    start_date: '2023-10-01',
    end_date: '2025-09-30',
    signed_on: '2023-10-01',
    salary_amount: '4730.00',
    food_allowance_amount: '1236.00',
    status: 'COMPLETED',
  })
  expect(later.statusCode).toBe(400)
  expect(later.json().salary_amount).toEqual([
    'The salary is below the Minimum Allowable Wage of HK$4,870.00 for contracts signed on or after 30 Sept 2023.',
  ])
})

test('employment dates before 2000 or beyond the window are 400 with a clear message, on every route', async () => {
  const boss = await employer(t)
  const maria = await helper(t)
  const contract = await createdContract(t, boss.access, maria.email, { status: 'ACTIVE' })
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    [
      'POST',
      '/api/v1/employments/contracts/',
      { helper_email: maria.email, start_date: '9999-12-31' },
      'start_date',
      'Enter a date no more than 2 years from today.',
    ],
    [
      'POST',
      '/api/v1/employments/contracts/',
      { helper_email: maria.email, start_date: '1999-12-31' },
      'start_date',
      'Enter a date in 2000 or later.',
    ],
    [
      'POST',
      '/api/v1/employments/contracts/',
      { helper_email: maria.email, end_date: '2099-12-31' },
      'end_date',
      'Enter a date no more than 5 years from today.',
    ],
    [
      'POST',
      '/api/v1/leaves/adjustments/',
      {
        employment: contract.employment,
        adjustment_amount: 1,
        reason: 'Typo',
        effective_date: '9999-01-01',
      },
      'effective_date',
      'Enter a date no more than 2 years from today.',
    ],
    [
      'POST',
      '/api/v1/payrolls/salary-adjustments/',
      {
        employment: contract.employment,
        adjustment_amount: '100',
        description: 'Bonus',
        effective_date: '9999-01-01',
      },
      'effective_date',
      'Enter a date no more than 2 years from today.',
    ],
    [
      'POST',
      '/api/v1/payrolls/accrue_calculation/',
      { helper_profile: maria.profile.uid, termination_date: '9999-12-31' },
      'termination_date',
      'Enter a date no more than 2 years from today.',
    ],
  ]
  for (const [method, url, payload, field, message] of cases) {
    const body = url.endsWith('/contracts/')
      ? { ...baseContract(maria.email), ...payload }
      : payload
    const response = await t.inject({
      method: method as 'POST',
      url,
      headers: bearer(boss.access),
      payload: body,
    })
    expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400)
    expect(response.json()[field], `${url} ${JSON.stringify(payload)}`).toEqual([message])
  }
  const balance = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/balances/?employment_uid=${contract.employment}&as_of=9999-12-31`,
    headers: bearer(boss.access),
  })
  expect(balance.statusCode).toBe(400)
  expect(balance.json().as_of).toEqual(['Enter a date no more than 2 years from today.'])
})

function baseContract(email: string) {
  return {
    helper_email: email,
    employment_profile_type: 'domestic_helper',
    start_date: '2026-12-01',
    job_title: 'Live-in domestic helper',
    salary_amount: '5100.00',
    food_allowance_amount: '1236.00',
    exclude_day_type: 7,
    working_hours_per_week: 48,
  }
}
