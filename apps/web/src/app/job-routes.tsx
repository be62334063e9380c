import { JobDetailPage } from '../features/jobs/job-detail-page'
import { ReportButton } from '../features/safety/lazy-safety'

// The app composes features (docs/style.md): a posting's page gets Report from the safety feature.

export function JobDetailRoute() {
  return (
    <JobDetailPage
      renderReport={(job) => (
        <ReportButton targetType="job_posting" targetId={job.uid} what="posting" />
      )}
    />
  )
}
