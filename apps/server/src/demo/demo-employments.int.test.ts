import { expect, test } from 'vitest'
import type { Contract, Employment } from '@hearth/shared/employments'
import { login } from '../test/accounts-fixtures'
import { useTestApp } from '../test/test-app'
import { DEMO_EMPLOYER_EMAIL, DEMO_HELPER_EMAIL, DEMO_PASSWORD, loadDemoData } from './demo-data'
import { monthsBefore } from './demo-employments'

const t = useTestApp()

async function get<T>(email: string, url: string): Promise<T> {
  const session = await login(t, email, DEMO_PASSWORD)
  const response = await t.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${session.json().access}` },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

test('counts months back to the same day, or the month’s last day', () => {
  expect(monthsBefore('2026-11-22', 14)).toBe('2025-09-22')
  expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28')
  expect(monthsBefore('2024-01-15', -24)).toBe('2026-01-15')
})

test('the demo employer employs the demo helper since 14 months, after a completed contract with another helper', async () => {
  await loadDemoData(t.app.deps, t.app.log, { helperCount: 15 })
  await loadDemoData(t.app.deps, t.app.log, { helperCount: 15 })

  const employments = await get<Employment[]>(
    DEMO_EMPLOYER_EMAIL,
    '/employments/detailed-employments/',
  )
  expect(employments).toHaveLength(2)
  const [active, past] = [
    employments.find((row) => row.status === 'active')!,
    employments.find((row) => row.status === 'inactive')!,
  ]
  // The test clock is 2026-11-22 in Hong Kong.
  expect(active).toMatchObject({
    overall_start_date: '2025-09-22',
    helper_details: { full_name: 'Maria Santos' },
    latest_contract_details: { status: 'ACTIVE', end_date: null },
  })
  // The demo leave (loaded on this employment) shows in the list: SU and PC await the employer.
  expect(active.pending_leave_requests_count).toBe(2)
  expect(active.annual_leave_balance).toBeGreaterThan(0)
  expect(past.latest_contract_details).toMatchObject({
    status: 'COMPLETED',
    end_date: '2025-07-21',
  })
  const contracts = await get<Contract[]>(
    DEMO_EMPLOYER_EMAIL,
    `/employments/contracts/?employment__uid=${active.uid}`,
  )
  expect(contracts).toHaveLength(1)
  // Signed before the start, at least the Minimum Allowable Wage then in force (HK$4,990).
  expect(contracts[0]).toMatchObject({ signed_on: '2025-08-08', salary_amount: '5190.00' })

  const own = await get<Employment[]>(DEMO_HELPER_EMAIL, '/employments/detailed-employments/')
  expect(own.map((row) => row.uid)).toEqual([active.uid])
}, 180_000)
