import { expect, test, vi } from 'vitest'
import type { Employment } from '@hearth/shared/employments'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  accrue,
  balanceOf,
  createdLeave,
  decide,
  employerParty,
  employmentOf,
  helperParty,
  leaveInput,
  leaveSetUp,
  type Party,
} from './leave-fixtures'

// The hub's accrual notice (leave_accrual_due on each employment) and the paid sickness days
// of the balance (EO s.33). The test clock is Sunday 2026-11-22 in Hong Kong.

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

async function employmentsOf(party: Party): Promise<Employment[]> {
  const response = await t.inject({
    method: 'GET',
    url: '/api/v1/employments/detailed-employments/',
    headers: bearer(party.access),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

test('the list names the leave years completed and not yet accrued, until accrual runs', async () => {
  const employer = await employerParty(t)
  const [maria, siti] = [await helperParty(t), await helperParty(t)]
  // Maria since 1 Sep 2025: leave year 1 ended 31 Aug 2026.
  const current = await employmentOf(t, employer, maria)
  // Siti served 15 Mar 2023 – 10 Mar 2025: only leave year 1 completed before the end.
  const ended = await employmentOf(t, employer, siti, {
    startDate: '2023-03-15',
    signedOn: '2023-03-01',
    status: 'COMPLETED',
    endDate: '2025-03-10',
    activatedAt: new Date('2023-03-15T00:00:00Z'),
  })
  const dueOf = async (party: Party) =>
    new Map((await employmentsOf(party)).map((row) => [row.uid, row.leave_accrual_due]))
  const before = await dueOf(employer)
  expect(before.get(current)).toEqual({ leave_years: [1], days: 7 })
  expect(before.get(ended)).toEqual({ leave_years: [1], days: 7 })
  // The helper reads the same figure on their own employment.
  expect((await dueOf(maria)).get(current)).toEqual({ leave_years: [1], days: 7 })

  await accrue(t, employer, maria.profileUid)
  const after = await dueOf(employer)
  expect(after.get(current)).toBeNull()
  expect(after.get(ended)).toEqual({ leave_years: [1], days: 7 })
})

test('three leave years due at once add up the engine’s days; a pending contract owes none', async () => {
  const employer = await employerParty(t)
  const [ana, lia] = [await helperParty(t), await helperParty(t)]
  const long = await employmentOf(t, employer, ana, {
    startDate: '2023-03-15',
    signedOn: '2023-03-01',
    activatedAt: new Date('2023-03-15T00:00:00Z'),
  })
  const pending = await employmentOf(t, employer, lia, { status: 'PENDING', activatedAt: null })
  const rows = new Map((await employmentsOf(employer)).map((row) => [row.uid, row]))
  // Years 1 and 2 give 7 days each, year 3 gives 8 (EO s.41AA).
  expect(rows.get(long)?.leave_accrual_due).toEqual({ leave_years: [1, 2, 3], days: 22 })
  expect(rows.get(long)?.latest_contract_details?.job_title).toBe('Domestic helper')
  expect(rows.get(pending)?.leave_accrual_due).toBeNull()
})

test('sick leave uses paid sickness days only for 4 or more consecutive days', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  // Tue 8 – Thu 10 December 2026: 3 days, no sickness allowance (EO s.33).
  const short = await createdLeave(
    t,
    helper,
    leaveInput(employment, {
      leave_type_code: 'SL',
      from_date: '2026-12-08',
      to_date: '2026-12-10',
    }),
  )
  // Mon 14 – Fri 18 December 2026: 5 days, with a medical certificate (EO s.33(4)).
  const long = await createdLeave(
    t,
    helper,
    leaveInput(employment, {
      leave_type_code: 'SL',
      from_date: '2026-12-14',
      to_date: '2026-12-18',
      medical_certificate: true,
    }),
  )
  expect([short.days, long.days]).toEqual([3, 5])
  const sickOf = async () =>
    (
      (await balanceOf(t, helper, employment, '2026-11-22')) as unknown as {
        sick: { accrued: number; taken: number; balance: number }
      }
    ).sick
  // 14 completed months since 1 Sep 2025: 12 × 2 + 2 × 4 = 32 paid sickness days.
  expect(await sickOf()).toEqual({ accrued: 32, taken: 0, balance: 32 })
  expect((await decide(t, employer, short.id, { is_approved: true })).statusCode).toBe(200)
  expect(await sickOf()).toEqual({ accrued: 32, taken: 0, balance: 32 })
  expect((await decide(t, employer, long.id, { is_approved: true })).statusCode).toBe(200)
  expect(await sickOf()).toEqual({ accrued: 32, taken: 5, balance: 27 })
})
