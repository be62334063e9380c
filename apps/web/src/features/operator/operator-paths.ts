import { paths } from '../../lib/paths'

/** The console's addresses (issues 23 and 24), as the app's route table declares them in lib/paths.ts. */
export const operatorPaths = {
  reports: paths.operator,
  report: paths.operatorReport,
  suspended: paths.operatorSuspended,
  audit: paths.operatorAudit,
  verifications: paths.operatorVerifications,
  verification: paths.operatorVerification,
}
