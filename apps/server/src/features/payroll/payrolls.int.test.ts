import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import type { PayrollRecord, SalaryAdjustment } from '@hearth/shared/payrolls'
import { employerProfiles } from '../../db/schema'
import { bearer } from '../../test/accounts-fixtures'
import { pdfText } from '../../test/pdf-text'
import { useTestApp } from '../../test/test-app'
import { employerParty } from '../leave/leave-fixtures'
import {
  approvedLeave,
  calculate,
  calculated,
  createdAdjustment,
  getRecord,
  linesTotalCents,
  listRecords,
  patchRecord,
  payrollSetUp,
  postAdjustment,
} from './payroll-fixtures'

const t = useTestApp()
// Each test signs up two or three accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

test('a full month of HK$5,100 and a HK$1,236 food allowance pays "6336.00", line by line', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  expect(record).toMatchObject({
    employment,
    month: '2026-11',
    from_date: '2026-11-01',
    to_date: '2026-11-30',
    amount: '5100.00',
    reference_salary: '5100.00',
    food_allowance_calculated_amount: '1236.00',
    salary_considerleave: '5100.00',
    total_deduction: '0.00',
    total_salary: '6336.00',
    total_employee_contri: '0.00',
    total_employer_contri: '0.00',
    currency: 'HKD',
    proration_method: 'calendar_days',
    payment_due_date: '2026-12-07',
    payment_date: null,
    finalised: false,
    calculatedbyhirlab: true,
    effective_date: '2026-11-01',
    input_date: '2026-11-22',
  })
  expect(record.lines.map((line) => [line.key, line.label, line.amount])).toEqual([
    ['base_salary', 'Base salary', '5100.00'],
    ['food_allowance', 'Food allowance', '1236.00'],
  ])
  expect(record.lines[0]?.rule).toMatch(/calendar days/)
  expect(linesTotalCents(record)).toBe(633_600)
  // No MPF line for a foreign domestic helper.
  expect(record.lines.some((line) => line.key.startsWith('mpf'))).toBe(false)
})

test('a contract starting on 16 November pays a November base of "2550.00" and food "618.00"', async () => {
  const { employer, helper, employment } = await payrollSetUp(t, {
    salaryCents: 510_000,
    foodAllowanceCents: 123_600,
    startDate: '2026-11-16',
    signedOn: '2026-10-01',
  })
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  expect(record).toMatchObject({
    from_date: '2026-11-16',
    to_date: '2026-11-30',
    amount: '2550.00',
    food_allowance_calculated_amount: '618.00',
    total_salary: '3168.00',
  })
  expect(record.lines.find((line) => line.key === 'base_salary')?.amount).toBe('2550.00')
  expect(record.lines.find((line) => line.key === 'food_allowance')?.amount).toBe('618.00')
  // October is before the employment: nothing to calculate.
  const before = await calculate(t, employer, {
    employmentId: employment,
    helper_profile_id: helper.profileUid,
    year: 2026,
    month: 10,
  })
  expect(before.statusCode).toBe(400)
})

test('one approved full no-pay day in a 30-day month deducts "170.00"', async () => {
  const parties = await payrollSetUp(t)
  const { employer, helper, employment } = parties
  // Tuesday 10 November 2026: a working day, no holiday.
  await approvedLeave(t, parties, { type: 'NP', from: '2026-11-10', to: '2026-11-10', days: 1 })
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  expect(record.lines.find((line) => line.key === 'no_pay_leave_deduction')?.amount).toBe('-170.00')
  expect(record).toMatchObject({
    amount: '5100.00',
    salary_considerleave: '4930.00',
    total_deduction: '170.00',
    total_salary: '6166.00',
  })
  expect(record.leavetype_days.NP).toBe(1)
  expect(linesTotalCents(record)).toBe(616_600)
})

test('calculating again replaces the draft; a finalised month is 409', async () => {
  const parties = await payrollSetUp(t)
  const { employer, helper, employment } = parties
  const first = await calculated(t, employer, helper, employment, 2026, 11)
  await approvedLeave(t, parties, { type: 'NP', from: '2026-11-10', to: '2026-11-10', days: 1 })
  const second = await calculated(t, employer, helper, employment, 2026, 11)
  expect(second.uid).toBe(first.uid)
  expect(second.total_salary).toBe('6166.00')
  const list = await listRecords(t, employer, employment)
  expect(list.statusCode).toBe(200)
  expect(list.json().map((record: PayrollRecord) => [record.uid, record.total_salary])).toEqual([
    [first.uid, '6166.00'],
  ])

  const finalised = await patchRecord(t, employer, first.uid, {
    payment_date: '2026-12-01',
    finalised: true,
  })
  expect(finalised.statusCode, finalised.body).toBe(200)
  const again = await calculate(t, employer, {
    employmentId: employment,
    helper_profile_id: helper.profileUid,
    year: 2026,
    month: 11,
  })
  expect(again.statusCode).toBe(409)
  expect((await getRecord(t, employer, first.uid)).json().total_salary).toBe('6166.00')
})

test('finalising needs a payment date, is irreversible, and the payment date is then fixed', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 10)
  const noDate = await patchRecord(t, employer, record.uid, { finalised: true })
  expect(noDate.statusCode).toBe(400)
  expect(noDate.json().detail).toBe('Please set a payment date before finalising the record.')

  const dated = await patchRecord(t, employer, record.uid, { payment_date: '2026-11-05' })
  expect(dated.statusCode, dated.body).toBe(200)
  expect(dated.json()).toMatchObject({ payment_date: '2026-11-05', finalised: false })
  const invalid = await patchRecord(t, employer, record.uid, { payment_date: '' })
  expect(invalid.statusCode).toBe(400)

  const done = await patchRecord(t, employer, record.uid, { finalised: true })
  expect(done.statusCode, done.body).toBe(200)
  expect(done.json()).toMatchObject({ finalised: true, payment_date: '2026-11-05' })
  expect(done.json().warnings).not.toContain('payment_date_late')
  expect(done.json().finalised_at).not.toBeNull()

  expect((await patchRecord(t, employer, record.uid, { finalised: true })).statusCode).toBe(409)
  expect(
    (await patchRecord(t, employer, record.uid, { payment_date: '2026-11-06' })).statusCode,
  ).toBe(409)
  expect((await patchRecord(t, employer, record.uid, { finalised: false })).statusCode).toBe(409)
})

test('a payment date more than 7 days after the period is accepted with a warning (EO s.23)', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 10)
  expect(record.payment_due_date).toBe('2026-11-07')
  const onTime = await patchRecord(t, employer, record.uid, { payment_date: '2026-11-07' })
  expect(onTime.json().warnings).not.toContain('payment_date_late')
  const late = await patchRecord(t, employer, record.uid, {
    payment_date: '2026-11-08',
    finalised: true,
  })
  expect(late.statusCode, late.body).toBe(200)
  expect(late.json()).toMatchObject({ finalised: true, payment_date: '2026-11-08' })
  expect(late.json().warnings).toContain('payment_date_late')
})

test('of 50 concurrent finalise requests exactly one succeeds', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      patchRecord(t, employer, record.uid, { payment_date: '2026-12-01', finalised: true }),
    ),
  )
  const codes = answers.map((answer) => answer.statusCode)
  expect(codes.filter((code) => code === 200)).toHaveLength(1)
  expect(codes.filter((code) => code === 409)).toHaveLength(49)
})

test('only drafts can be deleted', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const draft = await calculated(t, employer, helper, employment, 2026, 10)
  const kept = await calculated(t, employer, helper, employment, 2026, 11)
  const remove = (uid: string) =>
    t.inject({
      method: 'DELETE',
      url: `/api/v1/payrolls/pay-period-records/${uid}/`,
      headers: bearer(employer.access),
    })
  const deleted = await remove(draft.uid)
  expect(deleted.statusCode, deleted.body).toBe(200)
  expect(deleted.json().detail).toBe('Payroll record deleted.')
  expect((await getRecord(t, employer, draft.uid)).statusCode).toBe(404)

  await patchRecord(t, employer, kept.uid, { payment_date: '2026-12-01', finalised: true })
  const refused = await remove(kept.uid)
  expect(refused.statusCode).toBe(409)
  expect((await getRecord(t, employer, kept.uid)).statusCode).toBe(200)
})

test('adjustments of the month are paid on finalise and then cannot be deleted', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const bonus = await createdAdjustment(t, employer, {
    helper_profile: helper.profileUid,
    employment,
    adjustment_amount: '500',
    description: 'Festival bonus',
    effective_date: '2026-11-15',
    adjustment_currency: 'HKD',
  })
  expect(bonus).toMatchObject({
    adjustment_amount: '500.00',
    adjustment_currency: 'HKD',
    paid: false,
    deduction_kind: null,
    input_date: '2026-11-22',
  })
  const spare = await createdAdjustment(t, employer, {
    employment,
    adjustment_amount: '100',
    description: 'Taxi fare',
    effective_date: '2026-12-03',
  })
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  expect(record.lines.find((line) => line.key === 'salary_adjustment')?.amount).toBe('500.00')
  expect(record.total_salary).toBe('6836.00')
  expect(record.adjustments.map((adjustment) => adjustment.id)).toEqual([bonus.id])

  // A deduction added to the drafted month recalculates the draft.
  await createdAdjustment(t, employer, {
    employment,
    adjustment_amount: '-200',
    description: 'Advance repaid',
    effective_date: '2026-11-20',
    deduction_kind: 'advance_or_overpayment',
  })
  const redrafted = (await getRecord(t, employer, record.uid)).json() as PayrollRecord
  expect(redrafted.total_salary).toBe('6636.00')
  expect(redrafted.lines.find((line) => line.key === 'deduction_advance_or_overpayment')).toEqual(
    expect.objectContaining({ amount: '-200.00' }),
  )

  const done = await patchRecord(t, employer, record.uid, {
    payment_date: '2026-12-01',
    finalised: true,
  })
  expect(done.statusCode, done.body).toBe(200)
  expect(done.json().adjustments.map((a: SalaryAdjustment) => a.paid)).toEqual([true, true])

  const remove = (id: number) =>
    t.inject({
      method: 'DELETE',
      url: `/api/v1/payrolls/salary-adjustments/${id}/`,
      headers: bearer(employer.access),
    })
  const paid = await remove(bonus.id)
  expect(paid.statusCode).toBe(409)
  expect(paid.json().detail).toBe('Cannot delete paid adjustment')
  const unpaid = await remove(spare.id)
  expect(unpaid.statusCode, unpaid.body).toBe(200)

  const list = await t.inject({
    method: 'GET',
    url: `/api/v1/payrolls/salary-adjustments/by-employment/?employment_uid=${employment}`,
    headers: bearer(employer.access),
  })
  expect(list.json().map((a: SalaryAdjustment) => [a.description, a.paid])).toEqual([
    ['Festival bonus', true],
    ['Advance repaid', true],
  ])
  // The finalised month takes no more adjustments.
  const late = await postAdjustment(t, employer, {
    employment,
    adjustment_amount: '50',
    description: 'Late bonus',
    effective_date: '2026-11-25',
  })
  expect(late.statusCode).toBe(409)
})

test('deductions must name an EO s.32 kind; refused ones are 400, limited ones are listed', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const base = { employment, description: 'Deduction', effective_date: '2026-11-12' }
  const noKind = await postAdjustment(t, employer, { ...base, adjustment_amount: '-100' })
  expect(noKind.statusCode).toBe(400)
  expect(noKind.json().deduction_kind).toEqual([
    'A deduction must name what it is for under EO s.32.',
  ])
  const accommodation = await postAdjustment(t, employer, {
    ...base,
    adjustment_amount: '-300',
    deduction_kind: 'accommodation',
  })
  expect(accommodation.statusCode).toBe(400)
  expect(accommodation.json().detail).toBe(
    'This deduction is not allowed under EO s.32: Not allowed for a foreign domestic helper.',
  )
  const missing = await postAdjustment(t, employer, { employment, adjustment_amount: '10' })
  expect(missing.statusCode).toBe(400)

  await createdAdjustment(t, employer, {
    ...base,
    description: 'Broken vase',
    adjustment_amount: '-500',
    deduction_kind: 'damage_or_loss',
  })
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  expect(record.deductions).toEqual([
    {
      kind: 'damage_or_loss',
      description: 'Broken vase',
      requested: '500.00',
      applied: '300.00',
      disallowed: '200.00',
      limited_by: 'damage_per_case',
    },
  ])
  expect(record.total_salary).toBe('6036.00')
  expect(record.total_deduction).toBe('300.00')
  expect(linesTotalCents(record)).toBe(603_600)
})

test('another employer gets 404; the helper sees only finalised records and cannot write', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const stranger = await employerParty(t)
  const october = await calculated(t, employer, helper, employment, 2026, 10)
  const november = await calculated(t, employer, helper, employment, 2026, 11)
  await patchRecord(t, employer, october.uid, { payment_date: '2026-11-03', finalised: true })

  expect((await listRecords(t, stranger, employment)).statusCode).toBe(404)
  expect((await getRecord(t, stranger, october.uid)).statusCode).toBe(404)
  expect(
    (
      await calculate(t, stranger, {
        employmentId: employment,
        helper_profile_id: helper.profileUid,
        year: 2026,
        month: 9,
      })
    ).statusCode,
  ).toBe(404)
  expect(
    (await patchRecord(t, stranger, november.uid, { payment_date: '2026-12-01' })).statusCode,
  ).toBe(404)
  const strangerReceipt = await t.inject({
    method: 'GET',
    url: `/api/v1/payrolls/pay-period-records/${october.uid}/receipt/`,
    headers: bearer(stranger.access),
  })
  expect(strangerReceipt.statusCode).toBe(404)

  const helperList = await listRecords(t, helper, employment)
  expect(helperList.statusCode).toBe(200)
  expect(helperList.json().map((record: PayrollRecord) => record.uid)).toEqual([october.uid])
  expect((await getRecord(t, helper, october.uid)).statusCode).toBe(200)
  expect((await getRecord(t, helper, november.uid)).statusCode).toBe(404)
  const draftReceipt = await t.inject({
    method: 'GET',
    url: `/api/v1/payrolls/pay-period-records/${november.uid}/receipt/`,
    headers: bearer(helper.access),
  })
  expect(draftReceipt.statusCode).toBe(404)
  expect(
    (
      await calculate(t, helper, {
        employmentId: employment,
        helper_profile_id: helper.profileUid,
        year: 2026,
        month: 9,
      })
    ).statusCode,
  ).toBe(403)
  expect((await patchRecord(t, helper, october.uid, { finalised: true })).statusCode).toBe(403)
})

test('the wage receipt is a PDF with the helper, the lines and the total, in English and Chinese', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  await t.app.deps.db
    .update(employerProfiles)
    .set({ contactPersonName: '陳大文' })
    .where(eq(employerProfiles.uid, employer.profileUid))
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  await patchRecord(t, employer, record.uid, { payment_date: '2026-12-01', finalised: true })
  const receipt = (lang: string, access: string) =>
    t.inject({
      method: 'GET',
      url: `/api/v1/payrolls/pay-period-records/${record.uid}/receipt/?lang=${lang}`,
      headers: bearer(access),
    })

  const english = await receipt('en', employer.access)
  expect(english.statusCode, english.body).toBe(200)
  expect(english.headers['content-type']).toMatch(/^application\/pdf/)
  expect(english.headers['content-disposition']).toMatch(/^attachment; /)
  expect(english.headers['content-security-policy']).toBe('sandbox')
  expect(english.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF')
  const en = await pdfText(english.rawPayload)
  for (const expected of [
    'Wage receipt',
    'Maria Santos',
    '陳大文',
    'Base salary',
    'Food allowance',
    '6,336.00',
    '2026-12-01',
    'Signature of employee',
  ])
    expect(en).toContain(expected)

  // The helper reads the finalised record's receipt too.
  const chinese = await receipt('zh-TW', helper.access)
  expect(chinese.statusCode).toBe(200)
  const tw = await pdfText(chinese.rawPayload)
  for (const expected of ['工資收據', 'Maria Santos', '6,336.00', '僱員簽署'])
    expect(tw).toContain(expected)

  const simplified = await pdfText((await receipt('zh-CN', employer.access)).rawPayload)
  for (const expected of ['工资收据', 'Maria Santos', '6,336.00'])
    expect(simplified).toContain(expected)
})

test('line labels follow the caller’s language', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const response = await calculate(
    t,
    employer,
    { employmentId: employment, helper_profile_id: helper.profileUid, year: 2026, month: 11 },
    'zh-TW',
  )
  expect(response.statusCode).toBe(200)
  const labels = (response.json() as PayrollRecord).lines.map((line) => line.label)
  expect(labels).toHaveLength(2)
  for (const label of labels) expect(label).toMatch(/[\u4e00-\u9fff]/)
})

test('maternity leave and a half sick day are calculated, not refused', async () => {
  const parties = await payrollSetUp(t)
  const { employer, helper, employment } = parties
  await approvedLeave(t, parties, { type: 'ML', from: '2026-11-02', to: '2026-11-30', days: 29 })
  await approvedLeave(t, parties, {
    type: 'SL',
    from: '2026-10-20',
    to: '2026-10-20',
    days: 0.5,
    durationType: 'AM',
  })
  const record = await calculated(t, employer, helper, employment, 2026, 11)
  expect(record.leavetype_days.ML).toBeGreaterThan(0)
  expect(linesTotalCents(record)).toBe(Math.round(Number(record.total_salary) * 100))
  const october = await calculated(t, employer, helper, employment, 2026, 10)
  expect(october.leavetype_days.SL).toBe(0)
  expect(october.total_salary).toBe('6336.00')
})

test('a malformed id is a record that does not exist (404); a missing employment_uid says so', async () => {
  const { employer } = await payrollSetUp(t)
  const headers = { ...bearer(employer.access), 'accept-language': 'zh-TW' }
  const unknown = await t.inject({
    method: 'DELETE',
    url: '/api/v1/payrolls/salary-adjustments/abc/',
    headers,
  })
  expect(unknown.statusCode).toBe(404)
  expect(unknown.json()).toMatchObject({ code: 'not_found', detail: '找不到薪金調整。' })
  for (const url of [
    '/api/v1/payrolls/pay-period-records/by-employment/',
    '/api/v1/payrolls/salary-adjustments/by-employment/?employment_uid=',
  ]) {
    const missing = await t.inject({ method: 'GET', url, headers })
    expect(missing.statusCode, url).toBe(400)
    expect(missing.json(), url).toMatchObject({
      code: 'invalid',
      detail: '此欄位為必填。',
      employment_uid: ['此欄位為必填。'],
    })
  }
})

test('an adjustment dated in a finalised month is 409 and says why', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 10)
  const finalised = await patchRecord(t, employer, record.uid, {
    payment_date: '2026-11-03',
    finalised: true,
  })
  expect(finalised.statusCode, finalised.body).toBe(200)
  const late = await postAdjustment(t, employer, {
    employment,
    adjustment_amount: '200',
    description: 'Late bonus',
    effective_date: '2026-10-20',
  })
  expect(late.statusCode).toBe(409)
  expect(late.json()).toMatchObject({
    code: 'conflict',
    detail: 'This month is finalised: no salary adjustment can be added to it.',
  })
})
