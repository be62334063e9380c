import { expect, test, vi } from 'vitest'
import { balanceOf, leaveSetUp } from '../features/leave/leave-fixtures'
import { bearer } from '../test/accounts-fixtures'
import { useTestApp } from '../test/test-app'
import { loadDemoLeave } from './demo-leaves'

const t = useTestApp()
// Each test signs up two to four accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

test('demo leave shows each reachable state, a grant and an adjustment, once', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  expect(await loadDemoLeave(t.app.deps, employment)).toBe(7)
  expect(await loadDemoLeave(t.app.deps, employment)).toBe(0)
  const list = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/requests/leaves-for-employment/?employment_uid=${employment}`,
    headers: bearer(helper.access),
  })
  const states = new Set(list.json().map((row: { status_type: string }) => row.status_type))
  expect([...states].sort()).toEqual(['AP', 'CA', 'CR', 'PC', 'RJ', 'SU'])
  expect(list.json().every((row: { days: number }) => row.days > 0)).toBe(true)
  const balance = await balanceOf(t, employer, employment)
  expect(balance.annual.granted).toBe(7)
  expect(balance.annual.adjustments).toBe(2)
  expect(balance.annual.balance).toBe(9 - balance.annual.taken)
  expect(balance.annual.pending).toBeGreaterThan(0)
})
