import { hongKongToday } from '@hearth/shared/form-values'
import {
  contractsOfEmployment,
  type EmploymentRecord,
} from '../features/contracts/employments.service'
import * as repo from '../features/payroll/payrolls.repository'
import {
  boundsOfMonthKey,
  monthKeyOf,
  servedContracts,
  serviceSpan,
} from '../features/payroll/payroll-inputs'
import { calculateMonth } from '../features/payroll/payrolls.service'
import type { AppDeps } from '../lib/deps'
import { withTransaction } from '../lib/transaction'

const BONUS = { amountCents: 50_000, description: 'Thank-you bonus' }

/**
 * Payroll for the demo employment (issue 14 "Demo data"; idempotent: nothing is added once it
 * has records): last month finalised with a bonus paid (on time), this month a draft, as far as
 * the employment covers them. Returns the records written.
 */
export async function loadDemoPayroll(deps: AppDeps, employmentUid: string): Promise<number> {
  if ((await repo.recordsOfEmployment(deps.db, employmentUid)).length > 0) return 0
  const contracts = await contractsOfEmployment(deps, employmentUid)
  const latest = [...contracts].sort((a, b) => a.startDate.localeCompare(b.startDate)).at(-1)
  if (!latest) return 0
  const employment: EmploymentRecord = {
    uid: employmentUid,
    employerProfileUid: latest.employerProfileUid,
    helperProfileUid: latest.helperProfileUid,
    createdAt: deps.clock(),
    party: 'employer',
    latestContract: latest,
  }
  const today = hongKongToday(deps.clock())
  const [year, month] = today.split('-').map(Number) as [number, number]
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
  const served = servedContracts(contracts)
  if (served.length === 0) return 0
  const span = serviceSpan(served)
  const previousMonth = boundsOfMonthKey(monthKeyOf(previous.year, previous.month))
  const thisMonth = boundsOfMonthKey(monthKeyOf(year, month))
  const covers = (bounds: { from: string; to: string }) =>
    span.start <= bounds.to && (span.end === null || span.end >= bounds.from)
  return withTransaction(deps, async (tx) => {
    await repo.lockEmploymentPayroll(tx.db, employmentUid)
    let written = 0
    if (covers(previousMonth)) {
      await repo.insertAdjustment(tx.db, {
        employmentUid,
        employerProfileUid: employment.employerProfileUid,
        helperProfileUid: employment.helperProfileUid,
        amountCents: BONUS.amountCents,
        description: BONUS.description,
        effectiveDate: previousMonth.to,
        inputDate: previousMonth.to,
      })
      const record = await calculateMonth(tx, employment, previous.year, previous.month)
      const paid = await repo.finaliseDraft(tx.db, record.uid, record.paymentDueDate, deps.clock())
      if (paid)
        await repo.markAdjustmentsPaid(
          tx.db,
          employmentUid,
          previousMonth.from,
          previousMonth.to,
          paid.uid,
        )
      written += 1
    }
    if (covers(thisMonth)) {
      await calculateMonth(tx, employment, year, month)
      written += 1
    }
    return written
  })
}
