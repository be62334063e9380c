import type { AppDeps } from '../../lib/deps'
import type { DocumentExpiry, PayrollMonth } from './timeline-events'
import { payrollMonthsOf } from '../payrolls/payrolls.service'

// What the timeline reads from other features, through their services (docs/decisions 0004):
// document expiries (employment-documents) and payroll months (payrolls, to mark months paid).

export type TimelineSources = {
  documentExpiriesOf(deps: AppDeps, employmentUid: string): Promise<DocumentExpiry[]>
  payrollMonthsOf(deps: AppDeps, employmentUid: string): Promise<PayrollMonth[]>
}

export const timelineSources: TimelineSources = {
  // INTERIM: employment-documents has not committed `documentExpiriesOf` yet (issue 14 plan);
  // until it does, no document has an expiry to show. Replaced by the call when it lands.
  documentExpiriesOf: () => Promise.resolve([]),
  payrollMonthsOf: (deps, employmentUid) => payrollMonthsOf(deps, employmentUid),
}
