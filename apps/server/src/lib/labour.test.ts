import fc from 'fast-check'
import Fastify from 'fastify'
import { afterAll, expect, test } from 'vitest'
import { statutoryHolidays } from '@hearth/hk-labour/holidays'
import { payrollMonth } from '@hearth/hk-labour/payroll'
import {
  terminationSettlement,
  type TerminationSettlementInput,
} from '@hearth/hk-labour/termination'
import { AppError, registerErrorHandling } from './errors'
import { citationOf, labourInputError, runLabour, runLabourAsync } from './labour'

const settlement = (overrides: Partial<TerminationSettlementInput> = {}) =>
  terminationSettlement({
    employeeType: 'fdh',
    employmentStart: '2023-10-01',
    terminationDate: '2025-09-30',
    reason: 'contract_expiry',
    monthlyWageCents: 510_000,
    ...overrides,
  })

const FIELDS = { terminationDate: 'termination_date', monthlyWageCents: 'monthly_wage_cents' }

function refusal(calculate: () => unknown, fields = FIELDS): AppError {
  try {
    runLabour(calculate, fields)
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('the calculation was not refused')
}

test('answers the calculation when the engine accepts the input', () => {
  expect(runLabour(() => settlement()).totalCents).toBe(settlement().totalCents)
})

test('an end before its start is invalid under the mapped field', () => {
  const error = refusal(() => settlement({ terminationDate: '2023-09-01' }))
  expect(error.code).toBe('invalid')
  expect(error.message).toBe('An end date is before its start date.')
  expect(error.fields).toEqual({ termination_date: ['An end date is before its start date.'] })
})

test('a negative wage is invalid under the mapped field', () => {
  const error = refusal(() => settlement({ monthlyWageCents: -1 }))
  expect(error.message).toBe('An amount or a number of days is not valid.')
  expect(error.fields).toEqual({
    monthly_wage_cents: ['An amount or a number of days is not valid.'],
  })
})

test('an impossible date is invalid; an unmapped field gives only the detail', () => {
  const error = refusal(() => settlement({ employmentStart: '2025-02-30' }))
  expect(error.message).toBe('This date is not a valid calendar date.')
  expect(error.fields).toEqual({})
})

test('dates outside the rule tables and two records on one day have their own messages', () => {
  expect(refusal(() => statutoryHolidays(2040)).message).toBe(
    'These dates fall outside the period the employment rules cover.',
  )
  const leave = { type: 'AN', from: '2025-10-06', to: '2025-10-07' } as const
  const overlap = refusal(() =>
    payrollMonth({
      employeeType: 'fdh',
      employmentStart: '2024-01-01',
      year: 2025,
      month: 10,
      monthlyWageCents: 510_000,
      leave: [leave, { ...leave, from: '2025-10-07', to: '2025-10-08' }],
    }),
  )
  expect(overlap.message).toBe('Two records cover the same day or month.')
})

test('a refusal it cannot classify gets the general message', () => {
  expect(labourInputError(new RangeError('division by zero')).message).toBe(
    'These details cannot be calculated. Check the dates and amounts.',
  )
})

test('an error that is not the engine refusing input stays an error', () => {
  expect(() =>
    runLabour(() => {
      throw new TypeError('a bug')
    }),
  ).toThrow(TypeError)
})

test('an async calculation: its result, a refusal under the mapped field, a bug unchanged', async () => {
  expect(await runLabourAsync(async () => 7)).toBe(7)
  const refused = runLabourAsync(
    async () => {
      throw new RangeError('asOf is not a valid date')
    },
    { asOf: 'as_of' },
  )
  await expect(refused).rejects.toBeInstanceOf(AppError)
  await expect(refused).rejects.toMatchObject({
    code: 'invalid',
    fields: { as_of: [expect.any(String)] },
  })
  await expect(
    runLabourAsync(async () => {
      throw new TypeError('a bug')
    }),
  ).rejects.toThrow(TypeError)
})

test('no input makes a settlement escape as anything but a result or AppError invalid', () => {
  const date = fc.oneof(
    fc
      .date({ min: new Date('2010-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom('2025-02-30', '2025-13-01', '', 'tomorrow'),
  )
  fc.assert(
    fc.property(date, date, fc.integer({ min: -1_000, max: 10_000_000 }), (start, end, wage) => {
      try {
        runLabour(() =>
          settlement({ employmentStart: start, terminationDate: end, monthlyWageCents: wage }),
        )
      } catch (error) {
        expect(error).toBeInstanceOf(AppError)
        expect((error as AppError).code).toBe('invalid')
      }
    }),
    { numRuns: 300 },
  )
})

const app = Fastify({ logger: false })
registerErrorHandling(app)
app.get('/settlement', async () =>
  runLabour(() => settlement({ terminationDate: '2023-09-01' }), FIELDS),
)
// A route that calls the engine without runLabour (issue 22: every engine refusal is a 400).
app.get('/unwrapped', async () => statutoryHolidays(2099))
// A RangeError of the runtime is a bug, not the caller's input: it stays a 500.
app.get('/bug', async () => new Array(-1))
afterAll(() => app.close())

test('a route answers 400 in the caller’s language, never 500', async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/settlement',
    headers: { 'accept-language': 'zh-TW' },
  })
  expect(response.statusCode).toBe(400)
  const body = response.json<{ code: string; detail: string; termination_date: string[] }>()
  expect(body.code).toBe('invalid')
  expect(body.detail).not.toBe('An end date is before its start date.')
  expect(body.detail).toMatch(/[\u4e00-\u9fff]/)
  expect(body.termination_date).toEqual([body.detail])
})

test('an engine refusal on a route that did not wrap it is still a 400; a runtime RangeError is a 500', async () => {
  const refused = await app.inject({ method: 'GET', url: '/unwrapped' })
  expect(refused.statusCode).toBe(400)
  expect(refused.json()).toEqual({
    code: 'invalid',
    detail: 'These dates fall outside the period the employment rules cover.',
  })
  expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500)
})

test('a rule shown to users keeps the citation and drops the engine’s notes to developers', () => {
  expect(citationOf('EO s.23; prorated by calendar days (spec §11.2)', 'en')).toBe(
    'EO s.23; prorated by calendar days',
  )
  expect(citationOf('EO s.40 (ADW above the day’s wage) [UNCONFIRMED]', 'en')).toBe(
    'EO s.40 (ADW above the day’s wage)',
  )
  expect(citationOf('EO s.31V', 'en')).toBe('EO s.31V')
  expect(citationOf('EO s.31V (HK$390,000 cap)', 'en')).toBe('EO s.31V (cap HK$390,000)')
  expect(citationOf('EO s.31B, s.31G, s.31R, s.31V', 'en')).toBe('EO s.31B, s.31G, s.31R, s.31V')
})

test('a rule shown to a Chinese reader names the Ordinance and the contract in Chinese', () => {
  expect(citationOf('EO s.31G', 'zh-TW')).toBe('《僱傭條例》第 31G 條')
  expect(citationOf('EO s.31G', 'zh-CN')).toBe('《雇佣条例》第 31G 条')
  expect(citationOf('EO s.23, s.25; prorated by calendar days (spec §11.2)', 'zh-TW')).toBe(
    '《僱傭條例》第 23、25 條；按曆日比例計算',
  )
  expect(citationOf('EO s.14 (cap HK$80,000)', 'zh-CN')).toBe(
    '《雇佣条例》第 14 条（上限 HK$80,000）',
  )
  // The MPF line of a driver or local domestic worker (issue 27 item 4).
  expect(citationOf('MPFSO (Cap. 485)', 'zh-TW')).toBe('《強制性公積金計劃條例》（第485章）')
  expect(citationOf('MPFSO (Cap. 485)', 'zh-CN')).toBe('《强制性公积金计划条例》（第485章）')
  expect(citationOf('MPFSO (Cap. 485)', 'en')).toBe('MPFSO (Cap. 485)')
  expect(citationOf('SEC cl.7(a) (repatriation on death)', 'zh-TW')).toBe(
    '標準僱傭合約第 7(a) 條（死亡後遣返）',
  )
  expect(citationOf('Contract', 'zh-TW')).toBe('按合約約定')
  // Text it does not know stays as the engine wrote it.
  expect(citationOf('EO s.41D; 1823 FAQ', 'zh-TW')).toBe('《僱傭條例》第 41D 條；1823 FAQ')
})
