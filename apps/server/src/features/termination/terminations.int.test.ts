import { expect, test, vi } from 'vitest'
import { TerminationResultSchema, type TerminationResult } from '@hearth/shared/termination'
import { bearer } from '../../test/accounts-fixtures'
import { pdfText } from '../../test/pdf-text'
import { useTestApp } from '../../test/test-app'
import {
  accrue,
  createdLeave,
  decide,
  employerParty,
  employmentOf,
  helperParty,
  leaveInput,
  type Party,
} from '../leave/leave-fixtures'
import { calculated, patchRecord } from '../payroll/payroll-fixtures'

const t = useTestApp()
// Each test signs up two to four accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

const URL = '/api/v1/payrolls/accrue_calculation/'

/** The example: HK$6,000 a month, Live Out, no food allowance, from 2020-01-01. */
async function exampleSetUp() {
  const employer = await employerParty(t)
  const helper = await helperParty(t)
  const employment = await employmentOf(t, employer, helper, {
    startDate: '2020-01-01',
    signedOn: '2019-12-01',
    salaryCents: 600_000,
    foodAllowanceCents: 0,
    accommodationType: 'Live Out',
    activatedAt: new Date('2020-01-01T00:00:00Z'),
  })
  return { employer, helper, employment }
}

function postTermination(
  party: Party,
  payload: Record<string, unknown>,
  query = '',
  headers: Record<string, string> = {},
) {
  return t.inject({
    method: 'POST',
    url: `${URL}${query}`,
    headers: { ...bearer(party.access), ...headers },
    payload,
  })
}

async function settlement(
  party: Party,
  payload: Record<string, unknown>,
): Promise<TerminationResult> {
  const response = await postTermination(party, payload)
  expect(response.statusCode, response.body).toBe(200)
  return TerminationResultSchema.parse(response.json())
}

function cents(amount: string): number {
  return Math.round(Number(amount) * 100)
}

function itemKeys(result: TerminationResult): string[] {
  return result.items.map((item) => item.key)
}

test('the issue’s example: dismissed with notice after six years, a long service payment of HK$24,000', async () => {
  const { employer, helper, employment } = await exampleSetUp()
  const result = await settlement(employer, {
    termination_date: '2025-12-31',
    helper_profile: helper.profileUid,
    termination_type: 'employer_notice',
  })
  expect(result['Long Service Payment']).toBe('24000.00')
  expect(result['Severance Payment']).toBe('N/A')
  expect(result['Years Worked']).toBe(6)
  expect(result['Months Worked']).toBe(0)
  expect(result.Salary).toBe('6000.00')
  expect(result['Start Date of Employment']).toBe('2020-01-01')
  expect(result['Last Date']).toBe('2025-12-31')
  expect(result['Daily Food Allowance']).toBe('0.00')
  expect(result.employment).toBe(employment)
  expect(result.helper_name).toBe('Maria Santos')
  const lsp = result.items.find((item) => item.key === 'long_service_payment')
  expect(lsp).toMatchObject({ amount: '24000.00', rule: 'EO s.31V', label: 'Long service payment' })
  // With notice given, no payment in lieu; the helper owes nothing.
  expect(itemKeys(result)).not.toContain('payment_in_lieu_of_notice')
  expect(result.payable_by_helper).toEqual([])
  // §9: wage from remaining leave days + LSP; the settlement total is every item.
  expect(cents(result.total)).toBe(cents(result['Wage from remaining Leave Days']) + 2_400_000)
  expect(cents(result.settlement_total)).toBe(
    result.items.reduce((sum, item) => sum + cents(item.amount), 0),
  )
  expect(cents(result.settlement_total)).toBeGreaterThan(cents(result.total))
  expect(result.payment_due_by).toBe('2026-01-07')
  expect(result.immigration_notification_due_by).toBe('2026-01-07')
  expect(result.helper_departure_by).toBe('2026-01-14')
})

test('the employment uid may be given; the type defaults to dismissal with notice', async () => {
  const { employer, helper, employment } = await exampleSetUp()
  const result = await settlement(employer, {
    termination_date: '2025-12-31',
    helper_profile: helper.profileUid,
    employment,
  })
  expect(result.termination_type).toBe('employer_notice')
  expect(result['Long Service Payment']).toBe('24000.00')
})

test('each way of ending decides SP, LSP, notice pay and what the helper owes', async () => {
  const { employer, helper } = await exampleSetUp()
  const run = (termination_type: string, extra: Record<string, unknown> = {}) =>
    settlement(employer, {
      termination_date: '2025-12-31',
      helper_profile: helper.profileUid,
      termination_type,
      ...extra,
    })

  const redundancy = await run('redundancy')
  expect(redundancy['Severance Payment']).toBe('24000.00')
  expect(redundancy['Long Service Payment']).toBe('N/A')
  expect(itemKeys(redundancy)).toContain('severance_payment')
  expect(itemKeys(redundancy)).not.toContain('long_service_payment')
  // §9: no LSP, so the severance payment is added.
  expect(cents(redundancy.total)).toBe(
    cents(redundancy['Wage from remaining Leave Days']) + 2_400_000,
  )

  const summary = await run('summary_dismissal')
  expect(summary['Severance Payment']).toBe('N/A')
  expect(summary['Long Service Payment']).toBe('N/A')
  expect(itemKeys(summary)).not.toContain('payment_in_lieu_of_notice')
  expect(itemKeys(summary)).not.toContain('pro_rata_annual_leave_pay')
  expect(summary.total).toBe(summary['Wage from remaining Leave Days'])

  const resignation = await run('helper_resignation')
  expect(resignation['Long Service Payment']).toBe('N/A')
  expect(resignation['Severance Payment']).toBe('N/A')
  expect(resignation.payable_by_helper).toEqual([])
  // Resigning with no notice: a month's wages in lieu owed by the helper, never deducted.
  const abrupt = await run('helper_resignation', { notice_given_days: 0 })
  expect(abrupt.payable_by_helper).toEqual([
    expect.objectContaining({ key: 'payment_in_lieu_of_notice', amount: '6000.00' }),
  ])
  expect(abrupt.payable_by_helper_total).toBe('6000.00')
  expect(abrupt.settlement_total).toBe(resignation.settlement_total)

  const withoutNotice = await run('employer_without_notice')
  expect(withoutNotice.items).toContainEqual(
    expect.objectContaining({ key: 'payment_in_lieu_of_notice', amount: '6000.00' }),
  )
  expect(withoutNotice['Long Service Payment']).toBe('24000.00')

  const expiry = await run('contract_expiry')
  expect(expiry['Long Service Payment']).toBe('24000.00')
  const death = await run('death')
  expect(death['Long Service Payment']).toBe('24000.00')

  // Journey days: HK$100 a day (SEC cl.7(b)).
  const journey = await run('employer_notice', { journey_days: 3 })
  expect(journey.items).toContainEqual(
    expect.objectContaining({ key: 'food_and_travelling_allowance', amount: '300.00' }),
  )

  // Statutory holidays the helper was not given are paid at ADW (HK$72,000 / 365 a day).
  const holidays = await run('employer_notice', { untaken_statutory_holidays: 2 })
  expect(holidays.items).toContainEqual(
    expect.objectContaining({ key: 'untaken_statutory_holiday_pay', amount: '394.52' }),
  )
})

test('under five years there is no LSP; under 24 months no SP either', async () => {
  const employer = await employerParty(t)
  const helper = await helperParty(t)
  await employmentOf(t, employer, helper, { startDate: '2024-06-01', signedOn: '2024-05-01' })
  const short = await settlement(employer, {
    termination_date: '2025-12-31',
    helper_profile: helper.profileUid,
    termination_type: 'redundancy',
  })
  expect(short['Severance Payment']).toBe('N/A')
  expect(short['Long Service Payment']).toBe('N/A')
  expect(short['Years Worked']).toBe(1)
  expect(short['Months Worked']).toBe(7)
})

test('approved annual leave and leave adjustments lower the leave pay', async () => {
  const { employer, helper, employment } = await exampleSetUp()
  // A last day after the test clock's today (2026-11-22), so that leave can still be requested.
  const payload = { termination_date: '2027-01-31', helper_profile: helper.profileUid }
  const leavePay = async () =>
    cents((await settlement(employer, payload))['Wage from remaining Leave Days'])
  const before = await leavePay()

  // Leave needs a balance: grant the completed leave years first.
  await accrue(t, employer, helper.profileUid)
  expect(await leavePay()).toBe(before)
  const request = await createdLeave(t, helper, leaveInput(employment))
  expect(request.days).toBe(5)
  expect((await decide(t, employer, request.id, { is_approved: true })).statusCode).toBe(200)
  const afterLeave = await leavePay()
  expect(afterLeave).toBeLessThan(before)

  const adjusted = await t.inject({
    method: 'POST',
    url: '/api/v1/leaves/adjustments/',
    headers: bearer(employer.access),
    payload: {
      employment,
      adjustment_amount: -2,
      reason: 'Taken before Hearth',
      effective_date: '2025-06-01',
    },
  })
  expect(adjusted.statusCode, adjusted.body).toBe(201)
  expect(await leavePay()).toBeLessThan(afterLeave)
  const result = await settlement(employer, payload)
  expect(result['Used leaves']).toBe(5)
})

test('approved annual leave after the last day is paid as untaken, leave across it in part', async () => {
  const { employer, helper, employment } = await exampleSetUp()
  await accrue(t, employer, helper.profileUid)
  // The approved leave runs Mon 7 – Fri 11 December 2026.
  const lastDayBefore = { termination_date: '2026-12-04', helper_profile: helper.profileUid }
  const lastDayInside = { termination_date: '2026-12-09', helper_profile: helper.profileUid }
  const before = await settlement(employer, lastDayBefore)
  const inside = await settlement(employer, lastDayInside)
  const request = await createdLeave(t, helper, leaveInput(employment))
  expect((await decide(t, employer, request.id, { is_approved: true })).statusCode).toBe(200)

  // Ending before the leave starts: none of it was taken, so the leave pay is unchanged.
  const afterBefore = await settlement(employer, lastDayBefore)
  expect(afterBefore['Used leaves']).toBe(0)
  expect(afterBefore['Wage from remaining Leave Days']).toBe(
    before['Wage from remaining Leave Days'],
  )
  // Ending on its third day: Mon 7 – Wed 9 were taken, Thu and Fri are still owed.
  const afterInside = await settlement(employer, lastDayInside)
  expect(afterInside['Used leaves']).toBe(3)
  const dayPay =
    cents(inside['Wage from remaining Leave Days']) -
    cents(afterInside['Wage from remaining Leave Days'])
  expect(dayPay).toBeGreaterThan(0)
})

test('missing or invalid fields are 400 on the field', async () => {
  const { employer, helper } = await exampleSetUp()
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { helper_profile: helper.profileUid },
      'termination_date',
      'Please enter the termination date.',
    ],
    [{ termination_date: '2025-12-31' }, 'helper_profile', 'Please choose a helper.'],
    [
      { termination_date: '2025-02-30', helper_profile: helper.profileUid },
      'termination_date',
      'Enter a date as YYYY-MM-DD.',
    ],
    [
      { termination_date: '2025-12-31', helper_profile: helper.profileUid, termination_type: 'x' },
      'termination_type',
      'Choose one of the options.',
    ],
    [
      { termination_date: '2025-12-31', helper_profile: helper.profileUid, notice_given_days: -1 },
      'notice_given_days',
      'Enter a whole number of days, 0 or more.',
    ],
    [
      { termination_date: '2025-12-31', helper_profile: helper.profileUid, journey_days: 1.5 },
      'journey_days',
      'Enter a whole number of days, 0 or more.',
    ],
    [
      { termination_date: '2019-06-30', helper_profile: helper.profileUid },
      'termination_date',
      'This employment has no contract that started by the termination date.',
    ],
  ]
  for (const [payload, field, message] of cases) {
    const response = await postTermination(employer, payload)
    expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    expect(response.json()[field], JSON.stringify(payload)).toEqual([message])
  }
})

test('only the employment’s employer: another employer gets 404, its helper cannot', async () => {
  const { helper, employment } = await exampleSetUp()
  const other = await employerParty(t)
  const payload = { termination_date: '2025-12-31', helper_profile: helper.profileUid }
  expect((await postTermination(other, payload)).statusCode).toBe(404)
  expect((await postTermination(other, { ...payload, employment })).statusCode).toBe(404)
  expect((await postTermination(helper, payload)).statusCode).toBe(403)
  expect((await postTermination(helper, { ...payload, employment })).statusCode).toBe(403)
  const anonymous = await t.inject({ method: 'POST', url: URL, payload })
  expect(anonymous.statusCode).toBe(401)
})

test('?format=pdf gives the termination receipt in English and Chinese', async () => {
  const { employer, helper } = await exampleSetUp()
  const payload = { termination_date: '2025-12-31', helper_profile: helper.profileUid }
  const json = await settlement(employer, payload)
  const total = Number(json.settlement_total).toLocaleString('en-US', {
    minimumFractionDigits: 2,
  })

  const english = await postTermination(employer, payload, '?format=pdf&lang=en')
  expect(english.statusCode, english.body).toBe(200)
  expect(english.headers['content-type']).toBe('application/pdf')
  expect(english.headers['content-disposition']).toBe(
    'attachment; filename="hearth-termination-2025-12-31.pdf"',
  )
  expect(english.headers['content-security-policy']).toBe('sandbox')
  expect(english.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const en = await pdfText(english.rawPayload)
  for (const expected of [
    'Termination payment receipt',
    'Maria Santos',
    'Long service payment',
    '24,000.00',
    'Full settlement total',
    `HK$${total}`,
    'Employer’s signature',
  ])
    expect(en).toContain(expected)
  // The statement fits one A4 page, signature lines included.
  expect(english.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)

  const traditional = await postTermination(employer, payload, '?format=pdf&lang=zh-TW')
  const tw = await pdfText(traditional.rawPayload)
  for (const expected of ['終止僱傭付款收據', 'Maria Santos', '長期服務金', `HK$${total}`])
    expect(tw).toContain(expected)

  // Without ?lang the caller's language decides.
  const simplified = await postTermination(employer, payload, '?format=pdf', {
    'accept-language': 'zh-CN',
  })
  const cn = await pdfText(simplified.rawPayload)
  for (const expected of ['终止雇佣付款收据', 'Maria Santos', '长期服务金', `HK$${total}`])
    expect(cn).toContain(expected)

  // The same settlement gives the same file.
  const again = await postTermination(employer, payload, '?format=pdf&lang=en')
  expect(again.rawPayload.equals(english.rawPayload)).toBe(true)
})

test('the receipt writes the wage, ADW and LSP with thousands separators, as its table does', async () => {
  const { employer, helper } = await exampleSetUp()
  const payload = { termination_date: '2025-12-31', helper_profile: helper.profileUid }
  for (const lang of ['en', 'zh-TW'] as const) {
    const response = await postTermination(employer, payload, `?format=pdf&lang=${lang}`)
    expect(response.statusCode, response.body).toBe(200)
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('HK$6,000.00')
    expect(text).toContain('HK$197.26')
    expect(text).toContain('HK$24,000.00')
    expect(text).not.toContain('HK$24000.00')
  }
})

/** Issue 22: a helper employed since 2023-10-01 at HK$5,100, 12 of her 14 earned days taken. */
async function onboardedSetUp() {
  const employer = await employerParty(t)
  const helper = await helperParty(t)
  const employment = await employmentOf(t, employer, helper, {
    startDate: '2023-10-01',
    signedOn: '2023-09-01',
    salaryCents: 510_000,
    foodAllowanceCents: 0,
    activatedAt: new Date('2023-10-01T00:00:00Z'),
  })
  const adjusted = await t.inject({
    method: 'POST',
    url: '/api/v1/leaves/adjustments/',
    headers: bearer(employer.access),
    payload: {
      employment,
      adjustment_amount: -12,
      reason: 'Taken before Hearth',
      effective_date: '2025-09-30',
    },
  })
  expect(adjusted.statusCode, adjusted.body).toBe(201)
  const payload = {
    termination_date: '2026-03-31',
    helper_profile: helper.profileUid,
    termination_type: 'employer_without_notice',
  }
  return { employer, helper, employment, payload }
}

test('issue 22: wages paid to February, dismissed with payment in lieu on 31 March: HK$11,304.19', async () => {
  const { employer, payload } = await onboardedSetUp()
  const result = await settlement(employer, { ...payload, wages_paid_up_to: '2026-02-28' })
  expect(result.settlement_total).toBe('11304.19')
  expect(result.wages_paid_up_to).toBe('2026-02-28')
  expect(result.items.filter((item) => item.key === 'outstanding_wages')).toEqual([
    expect.objectContaining({
      amount: '5100.00',
      period: { from: '2026-03-01', to: '2026-03-31' },
      note: null,
    }),
  ])
  // Left out, with no finalised payroll month, the final calendar month is owed: the same.
  const defaulted = await settlement(employer, payload)
  expect(defaulted.wages_paid_up_to).toBe('2026-02-28')
  expect(defaulted.settlement_total).toBe('11304.19')
})

test('issue 22: a finalised and paid March is not paid again: HK$6,204.19', async () => {
  const { employer, helper, employment, payload } = await onboardedSetUp()
  const march = await calculated(t, employer, helper, employment, 2026, 3)
  const finalised = await patchRecord(t, employer, march.uid, {
    payment_date: '2026-03-31',
    finalised: true,
  })
  expect(finalised.statusCode, finalised.body).toBe(200)
  const result = await settlement(employer, payload)
  expect(result.wages_paid_up_to).toBe('2026-03-31')
  expect(result.settlement_total).toBe('6204.19')
  expect(itemKeys(result)).not.toContain('outstanding_wages')
  // Even when the employer says wages were paid only to February, March stays paid.
  const told = await settlement(employer, { ...payload, wages_paid_up_to: '2026-02-28' })
  expect(told.settlement_total).toBe('6204.19')
  // A draft month is not a payment: it is owed.
  const {
    employer: other,
    helper: otherHelper,
    employment: draftOnly,
    payload: otherPayload,
  } = await onboardedSetUp()
  await calculated(t, other, otherHelper, draftOnly, 2026, 3)
  expect((await settlement(other, otherPayload)).settlement_total).toBe('11304.19')
})

test('issue 22: a partly paid final month pays only the rest; arrears are listed with their reason', async () => {
  const { employer, payload } = await onboardedSetUp()
  const result = await settlement(employer, {
    ...payload,
    wages_paid_up_to: '2026-03-15',
    unpaid_wages: '450.50',
    unpaid_wages_reason: 'Holiday pay short in January',
  })
  expect(result.items.filter((item) => item.key.startsWith('outstanding_'))).toEqual([
    expect.objectContaining({
      amount: '2632.26',
      period: { from: '2026-03-16', to: '2026-03-31' },
    }),
  ])
  expect(result.items).toContainEqual(
    expect.objectContaining({
      key: 'unpaid_wages',
      amount: '450.50',
      note: 'Holiday pay short in January',
      period: null,
    }),
  )
  expect(cents(result.settlement_total)).toBe(1_130_419 - 510_000 + 263_226 + 45_050)
})

test('issue 22: wages paid up to, arrears and their reason are checked on the field', async () => {
  const { employer, payload } = await onboardedSetUp()
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { wages_paid_up_to: '2026-04-01' },
      'wages_paid_up_to',
      'Wages cannot be paid up to a day after the termination date.',
    ],
    [{ wages_paid_up_to: '2026-02-30' }, 'wages_paid_up_to', 'Enter a date as YYYY-MM-DD.'],
    [
      { unpaid_wages: '-1' },
      'unpaid_wages',
      'Enter an amount in dollars with at most two decimals.',
    ],
    [
      { unpaid_wages: '12.345' },
      'unpaid_wages',
      'Enter an amount in dollars with at most two decimals.',
    ],
    [{ unpaid_wages: '300' }, 'unpaid_wages_reason', 'Say what the unpaid wages are for.'],
    [
      { unpaid_wages: '300', unpaid_wages_reason: 'x'.repeat(201) },
      'unpaid_wages_reason',
      'This text is too long.',
    ],
  ]
  for (const [extra, field, message] of cases) {
    const response = await postTermination(employer, { ...payload, ...extra })
    expect(response.statusCode, JSON.stringify(extra)).toBe(400)
    expect(response.json()[field], JSON.stringify(extra)).toEqual([message])
  }
  // Before the employment started: nothing was paid, everything from the start is owed.
  const early = await settlement(employer, { ...payload, wages_paid_up_to: '2020-01-01' })
  expect(early.items.filter((item) => item.key === 'outstanding_wages')).toHaveLength(30)
})
