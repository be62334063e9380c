import { expect, test, vi } from 'vitest'
import { OpeningSchema, type Opening } from '@hearth/shared/employment-openings'
import { TerminationResultSchema, type TerminationResult } from '@hearth/shared/termination'
import { bearer } from '../../test/accounts-fixtures'
import type { TestApp } from '../../test/test-app'
import { useTestApp } from '../../test/test-app'
import { createdContract, employer, helper } from '../contracts/employments-fixtures'
import { balanceOf } from '../leave/leave-fixtures'
import { calculated, patchRecord } from '../payroll/payroll-fixtures'

// Issue 22 item 1: an employment already under way comes onto Hearth through the API alone.
// The test clock is 2026-11-22 in Hong Kong.

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

type Party = { access: string; email: string; profileUid: string }

async function parties(app: TestApp): Promise<{ employer: Party; helper: Party }> {
  const boss = await employer(app)
  const maid = await helper(app)
  return {
    employer: { access: boss.access, email: boss.email, profileUid: boss.profileUid },
    helper: { access: maid.access, email: maid.email, profileUid: maid.profile.uid },
  }
}

/** A helper employed since 2023-10-01 at HK$5,100 (signed 2023-09-01), entered today. */
async function underWay(earlier = false) {
  const { employer: boss, helper: maid } = await parties(t)
  const base = {
    salary_amount: '5100.00',
    food_allowance_amount: '0',
    accommodation_type: 'Live In - Separate room',
  }
  if (earlier) {
    // Her first contract with the same household, two years before: continuous service.
    await createdContract(t, boss.access, maid.email, {
      ...base,
      status: 'COMPLETED',
      start_date: '2021-10-01',
      end_date: '2023-09-30',
      signed_on: '2021-09-01',
      salary_amount: '4630.00',
    })
  }
  const contract = await createdContract(t, boss.access, maid.email, {
    ...base,
    status: 'ACTIVE',
    start_date: '2023-10-01',
    signed_on: '2023-09-01',
  })
  return { employer: boss, helper: maid, employment: contract.employment }
}

const url = (employment: string, action = '') =>
  `/api/v1/employments/${employment}/opening-balances/${action ? `${action}/` : ''}`

function call(party: Party, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) {
  return t.inject({ method, url: path, headers: bearer(party.access), payload })
}

/** 2 days left of the 2nd leave year, 10 paid sickness days, wages paid to February. */
const FIGURES = {
  as_of: '2026-02-28',
  annual_leave: [
    { leave_year: 1, days_left: 0 },
    { leave_year: 2, days_left: 2 },
  ],
  sick_days_left: 10,
  statutory_holidays_owed: 0,
  wages_paid_up_to: '2026-02-28',
  past_wages: [],
}

async function entered(party: Party, employment: string, figures: object = FIGURES) {
  const response = await call(party, 'PUT', url(employment), figures)
  expect(response.statusCode, response.body).toBe(200)
  return OpeningSchema.parse(response.json())
}

async function answered(party: Party, employment: string, action: string, payload?: object) {
  const response = await call(party, 'POST', url(employment, action), payload)
  expect(response.statusCode, response.body).toBe(200)
  return OpeningSchema.parse(response.json())
}

async function sickOf(party: Party, employment: string) {
  const figures = (await balanceOf(t, party, employment)) as unknown as {
    sick: { accrued: number; taken: number; balance: number }
  }
  return figures.sick
}

async function settlement(party: Party, helperProfile: string, extra: object = {}) {
  const response = await call(party, 'POST', '/api/v1/payrolls/accrue_calculation/', {
    termination_date: '2026-03-31',
    helper_profile: helperProfile,
    termination_type: 'employer_without_notice',
    ...extra,
  })
  expect(response.statusCode, response.body).toBe(200)
  return TerminationResultSchema.parse(response.json()) as TerminationResult
}

test('issue 22: onboarded through the API alone, confirmed by her, the final pay is HK$11,304.19, and HK$6,204.19 with March finalised', async () => {
  const { employer: boss, helper: maid, employment } = await underWay()
  // None entered yet: null, to either party.
  const none = await call(boss, 'GET', url(employment))
  expect([none.statusCode, none.json()]).toEqual([200, null])
  expect((await call(maid, 'GET', url(employment))).json()).toBeNull()

  const opening = await entered(boss, employment)
  expect(opening).toMatchObject({
    service_start: '2023-10-01',
    annual_leave_days_left: 2,
    helper_status: 'PENDING',
    counts: false,
    history: [expect.objectContaining({ action: 'ENTERED', role: 'employer' })],
  })
  // Not yet confirmed: the records alone count, and none says the 12 days were taken.
  const unconfirmed = await settlement(boss, maid.profileUid)
  expect(unconfirmed.settlement_total).not.toBe('11304.19')
  expect(unconfirmed['Annual Leave Total Allocated Balance']).toBeGreaterThan(2)

  // She sees the same figures, and confirms them.
  const seen = OpeningSchema.parse((await call(maid, 'GET', url(employment))).json())
  expect(seen).toEqual(opening)
  const confirmed = await answered(maid, employment, 'confirm')
  expect(confirmed).toMatchObject({ helper_status: 'CONFIRMED', counts: true })
  expect(confirmed.history.map((event) => [event.action, event.role])).toEqual([
    ['ENTERED', 'employer'],
    ['CONFIRMED', 'helper'],
  ])
  expect(confirmed.helper_responded_at).not.toBeNull()
  // Again: the same answer, no second event.
  expect((await answered(maid, employment, 'confirm')).history).toHaveLength(2)

  const result = await settlement(boss, maid.profileUid)
  expect(result.wages_paid_up_to).toBe('2026-02-28')
  expect(result.settlement_total).toBe('11304.19')

  // March calculated, dated and finalised: it is never paid again.
  const march = await calculated(t, boss, maid, employment, 2026, 3)
  const finalised = await patchRecord(t, boss, march.uid, {
    payment_date: '2026-03-31',
    finalised: true,
  })
  expect(finalised.statusCode, finalised.body).toBe(200)
  const paid = await settlement(boss, maid.profileUid)
  expect(paid.wages_paid_up_to).toBe('2026-03-31')
  expect(paid.settlement_total).toBe('6204.19')
})

test('the opening balances count only while confirmed: a correction asks her again, and she may dispute it', async () => {
  const { employer: boss, helper: maid, employment } = await underWay()
  await entered(boss, employment)
  await answered(maid, employment, 'confirm')
  const confirmedSick = await sickOf(boss, employment)
  // 10 held at the end of February, then 4 a month from March to October (8 months).
  expect(confirmedSick.balance).toBe(42)

  const corrected = await entered(boss, employment, { ...FIGURES, sick_days_left: 12 })
  expect(corrected).toMatchObject({ helper_status: 'PENDING', counts: false })
  expect(corrected.history.map((event) => event.action)).toEqual([
    'ENTERED',
    'CONFIRMED',
    'ENTERED',
  ])
  // Unconfirmed, the records alone give the statutory 120 days.
  expect((await sickOf(boss, employment)).balance).toBe(120)

  const disputed = await answered(maid, employment, 'dispute', {
    reason: 'I had 14 sick days left, not 12.',
  })
  expect(disputed).toMatchObject({
    helper_status: 'DISPUTED',
    counts: false,
    helper_dispute_reason: 'I had 14 sick days left, not 12.',
  })
  expect((await call(maid, 'POST', url(employment, 'dispute'), { reason: ' ' })).statusCode).toBe(
    400,
  )
  await entered(boss, employment, { ...FIGURES, sick_days_left: 14 })
  await answered(maid, employment, 'confirm')
  expect((await sickOf(maid, employment)).balance).toBe(46)
  // Confirmed figures cannot be disputed afterwards by her; only a correction reopens them.
  const late = await call(maid, 'POST', url(employment, 'dispute'), { reason: 'Changed my mind' })
  expect(late.statusCode).toBe(409)
})

test('only the employer enters and only the helper answers; anyone else finds nothing', async () => {
  const { employer: boss, helper: maid, employment } = await underWay()
  const { employer: stranger, helper: otherHelper } = await parties(t)
  expect((await call(maid, 'PUT', url(employment), FIGURES)).statusCode).toBe(403)
  expect((await call(stranger, 'PUT', url(employment), FIGURES)).statusCode).toBe(404)
  expect((await call(otherHelper, 'PUT', url(employment), FIGURES)).statusCode).toBe(404)
  // Nothing entered: there is nothing to confirm.
  expect((await call(maid, 'POST', url(employment, 'confirm'))).statusCode).toBe(404)
  await entered(boss, employment)
  for (const party of [stranger, otherHelper]) {
    expect((await call(party, 'GET', url(employment))).statusCode).toBe(404)
    expect((await call(party, 'POST', url(employment, 'confirm'))).statusCode).toBe(404)
  }
  expect((await call(boss, 'POST', url(employment, 'confirm'))).statusCode).toBe(403)
  const dispute = await call(boss, 'POST', url(employment, 'dispute'), { reason: 'No' })
  expect(dispute.statusCode).toBe(403)
  const anonymous = await t.inject({ method: 'GET', url: url(employment) })
  expect(anonymous.statusCode).toBe(401)
  const unknown = await call(boss, 'GET', url('no-such-employment'))
  expect(unknown.statusCode).toBe(404)
})

test('figures the service cannot have had are refused on their field', async () => {
  const { employer: boss, employment } = await underWay()
  const refused = async (figures: object, field: string) => {
    const response = await call(boss, 'PUT', url(employment), { ...FIGURES, ...figures })
    expect(response.statusCode, response.body).toBe(400)
    expect(Object.keys(response.json())).toContain(field)
    return response.json() as { detail: string }
  }
  // The 3rd leave year ends on 2026-09-30: not completed on 2026-02-28.
  await refused({ annual_leave: [{ leave_year: 3, days_left: 1 }] }, 'annual_leave')
  // The 1st leave year gives 7 days.
  const over = await refused({ annual_leave: [{ leave_year: 1, days_left: 8 }] }, 'annual_leave')
  expect(over.detail).toContain('7')
  await refused({ annual_leave: [{ leave_year: 1, days_left: 1.25 }] }, 'annual_leave')
  await refused(
    {
      annual_leave: [
        { leave_year: 1, days_left: 1 },
        { leave_year: 1, days_left: 2 },
      ],
    },
    'annual_leave',
  )
  // 2 a month for 12 months, then 4 a month for 17: 92 could be held on 2026-02-28.
  const sick = await refused({ sick_days_left: 93 }, 'sick_days_left')
  expect(sick.detail).toContain('92')
  await refused({ sick_days_left: 2.5 }, 'sick_days_left')
  await refused({ statutory_holidays_owed: -1 }, 'statutory_holidays_owed')
  await refused({ as_of: '2023-09-30' }, 'as_of')
  await refused({ as_of: '2027-01-01' }, 'as_of')
  await refused({ as_of: '9999-12-31' }, 'as_of')
  await refused({ wages_paid_up_to: '2023-09-29' }, 'wages_paid_up_to')
  await refused({ past_wages: [{ month: '2025-02', amount: '5100' }] }, 'past_wages')
  await refused({ past_wages: [{ month: '2026-03', amount: '5100' }] }, 'past_wages')
  await refused({ past_wages: [{ month: '2026-13', amount: '5100' }] }, 'past_wages')
  await refused({ past_wages: [{ month: '2026-01', amount: '-1' }] }, 'past_wages')
  // The last 12 months are accepted, and nothing of the refusals was stored.
  expect((await call(boss, 'GET', url(employment))).json()).toBeNull()
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 2) % 12) + 1
    const year = month >= 3 ? 2025 : 2026
    return { month: `${year}-${String(month).padStart(2, '0')}`, amount: '5000' }
  })
  const stored = await entered(boss, employment, { ...FIGURES, past_wages: months })
  expect(stored.past_wages[0]).toEqual({ month: '2025-03', amount: '5000.00' })
  expect(stored.past_wages).toHaveLength(12)
})

test('continuous service counts from an earlier contract, and confirmed past wages feed the average daily wage', async () => {
  const { employer: boss, helper: maid, employment } = await underWay(true)
  const lower = Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 2) % 12) + 1
    const year = month >= 3 ? 2025 : 2026
    return { month: `${year}-${String(month).padStart(2, '0')}`, amount: '4000' }
  })
  const opening = await entered(boss, employment, {
    ...FIGURES,
    // Service from 2021-10-01: four leave years completed by 2026-02-28.
    annual_leave: [{ leave_year: 4, days_left: 3 }],
    past_wages: lower,
  })
  expect(opening.service_start).toBe('2021-10-01')
  const before = await settlement(boss, maid.profileUid)
  expect(before['Start Date of Employment']).toBe('2021-10-01')
  expect(before['Average Daily Wage']).toBe('167.67')
  await answered(maid, employment, 'confirm')
  const after = await settlement(boss, maid.profileUid)
  // The 12 months before March (2025-03 to 2026-02), all at HK$4,000: 4,000 × 12 / 365.
  expect(after['Average Daily Wage']).toBe('131.51')
  expect(after['Annual Leave Total Allocated Balance']).toBeLessThan(
    before['Annual Leave Total Allocated Balance'],
  )
})

test('a sickness run after the opening is paid from its days, in the payroll as in the balance', async () => {
  const { employer: boss, helper: maid, employment } = await underWay()
  const sick = {
    employment,
    leave_type_code: 'SL',
    // Mon 9 – Fri 13 March 2026: five sickness days, with a certificate.
    from_date: '2026-03-09',
    to_date: '2026-03-13',
    reason: 'Dengue fever',
    medical_certificate: true,
  }
  const recorded = await call(boss, 'POST', '/api/v1/leaves/back-entries/', sick)
  expect(recorded.statusCode, recorded.body).toBe(201)
  const allowance = async () => {
    const march = await calculated(t, boss, maid, employment, 2026, 3)
    const line = march.lines.find((candidate) => candidate.key === 'sickness_allowance')
    return Math.round(Number(line?.amount ?? 0) * 100)
  }
  const fromRecords = await allowance()
  expect(fromRecords).toBeGreaterThan(0)
  await entered(boss, employment, { ...FIGURES, sick_days_left: 2 })
  await answered(maid, employment, 'confirm')
  const fromOpening = await allowance()
  // Two of the five days are paid, at the same daily rate.
  expect(Math.abs(fromOpening * 5 - fromRecords * 2)).toBeLessThanOrEqual(5)
  const balance = await sickOf(boss, employment)
  expect(balance.taken).toBe(2)
})

export type { Opening }
