import { loadDemoPayrollMonths } from '../features/payroll/payrolls.service'
import type { AppDeps } from '../lib/deps'

/**
 * Payroll for the demo employment (issue 14 "Demo data"; idempotent: nothing is added once it
 * has records): last month finalised with a bonus paid, this month a draft. Returns the records
 * written.
 */
export function loadDemoPayroll(deps: AppDeps, employmentUid: string): Promise<number> {
  return loadDemoPayrollMonths(deps, employmentUid, {
    amountCents: 50_000,
    description: 'Thank-you bonus',
  })
}
