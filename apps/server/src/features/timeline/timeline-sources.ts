import type { AppDeps } from '../../lib/deps'
import type { DocumentExpiry, PayrollMonth } from './timeline-events'
import { documentExpiriesOf } from '../documents/documents.service'
import { payrollMonthsOf } from '../payroll/payrolls.service'

// What the timeline reads from other features, through their services (docs/decisions 0004):
// document expiries (employment-documents) and payroll months (payrolls, to mark months paid).

export type TimelineSources = {
  documentExpiriesOf(deps: AppDeps, employmentUid: string): Promise<DocumentExpiry[]>
  payrollMonthsOf(deps: AppDeps, employmentUid: string): Promise<PayrollMonth[]>
}

export const timelineSources: TimelineSources = {
  documentExpiriesOf: (deps, employmentUid) => documentExpiriesOf(deps, employmentUid),
  payrollMonthsOf: (deps, employmentUid) => payrollMonthsOf(deps, employmentUid),
}
