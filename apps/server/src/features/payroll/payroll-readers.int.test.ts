import { expect, test, vi } from 'vitest'
import type { PayrollRecord } from '@hearth/shared/payrolls'
import { bearer } from '../../test/accounts-fixtures'
import { pdfText } from '../../test/pdf-text'
import { useTestApp } from '../../test/test-app'
import type { Party } from '../leave/leave-fixtures'
import { calculated, listRecords, patchRecord, payrollSetUp } from './payroll-fixtures'

const t = useTestApp()
// Two accounts per test: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

// What each party reads of one pay record (issue 27 items 4 and 5): the warnings meant for them,
// and every line and rule in their own language, on the page and in the receipt.

const FOOD_AS_WAGES = 'The food allowance is counted as wages for the average daily wage.'
const LATE = 'The payment date is more than 7 days after the end of the wage period (EO s.23).'

function read(party: Party, path: string, lang = 'en') {
  return t.inject({
    method: 'GET',
    url: `/api/v1/payrolls/pay-period-records/${path}`,
    headers: { ...bearer(party.access), 'accept-language': lang },
  })
}

async function receiptText(party: Party, uid: string, lang: string): Promise<string> {
  const response = await read(party, `${uid}/receipt/?lang=${lang}`)
  expect(response.statusCode, response.body).toBe(200)
  // A sentence may wrap onto the next line of the PDF.
  return (await pdfText(response.rawPayload)).replace(/\s+/g, ' ')
}

test('the helper never receives the employer’s advice; both are told of a late payment', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 10)
  // A HK$1,236 food allowance counts as wages for the ADW: a note on how the employer's figures
  // are worked out. Paid on 20 November, 13 days after the due date (EO s.23).
  expect(record.warnings).toContain('food_allowance_counted_as_wages')
  const done = await patchRecord(t, employer, record.uid, {
    payment_date: '2026-11-20',
    finalised: true,
  })
  expect(done.statusCode, done.body).toBe(200)

  const employerSees = (await read(employer, `${record.uid}/`)).json() as PayrollRecord
  expect(employerSees.warnings).toEqual(['food_allowance_counted_as_wages', 'payment_date_late'])

  const payslip = await read(helper, `${record.uid}/`)
  expect(payslip.statusCode).toBe(200)
  expect((payslip.json() as PayrollRecord).warnings).toEqual(['payment_date_late'])
  const payslips = (await listRecords(t, helper, employment)).json() as PayrollRecord[]
  expect(payslips.map((item) => item.warnings)).toEqual([['payment_date_late']])

  // The receipt both sign and keep carries the notes meant for both, whoever downloads it.
  for (const party of [helper, employer]) {
    const text = await receiptText(party, record.uid, 'en')
    expect(text).toContain(LATE)
    expect(text).not.toContain(FOOD_AS_WAGES)
  }
})

test('each party reads the lines and their rules in their own language, page and receipt', async () => {
  const { employer, helper, employment } = await payrollSetUp(t)
  const record = await calculated(t, employer, helper, employment, 2026, 10)
  await patchRecord(t, employer, record.uid, { payment_date: '2026-11-03', finalised: true })

  const expected = {
    'zh-TW': [
      '基本薪金',
      '《僱傭條例》第 23 條；按曆日比例計算',
      '膳食津貼',
      '標準僱傭合約第 5(b) 條',
    ],
    'zh-CN': [
      '基本薪金',
      '《雇佣条例》第 23 条；按历日比例计算',
      '膳食津贴',
      '标准雇佣合约第 5(b) 条',
    ],
  }
  for (const [lang, [base, baseRule, food, foodRule]] of Object.entries(expected))
    for (const party of [employer, helper]) {
      const seen = (await read(party, `${record.uid}/`, lang)).json() as PayrollRecord
      expect(
        seen.lines.map((line) => [line.key, line.label, line.rule]),
        lang,
      ).toEqual([
        ['base_salary', base, baseRule],
        ['food_allowance', food, foodRule],
      ])
      const text = await receiptText(party, record.uid, lang)
      for (const words of [base, baseRule, food, foodRule]) expect(text, lang).toContain(words)
      expect(text, lang).not.toMatch(/Base salary|Food allowance|EO s\.|SEC cl\./)
    }
})
