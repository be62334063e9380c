import { useTranslation } from 'react-i18next'
import {
  APPLICATION_STATUS_LABELS,
  JOB_STATUS_LABELS,
  type ApplicationStatus,
  type JobStatus,
} from '@hearth/shared/job-options'
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge'

const JOB_TONES: Record<JobStatus, BadgeTone> = {
  DRAFT: 'neutral',
  ACTIVE: 'success',
  PAUSED: 'warning',
  FILLED: 'info',
  EXPIRED: 'muted',
  CLOSED: 'danger',
}

const APPLICATION_TONES: Record<ApplicationStatus, BadgeTone> = {
  APPLIED: 'info',
  SHORTLISTED: 'accent',
  HIRED: 'success',
  REJECTED: 'danger',
  WITHDRAWN: 'muted',
}

/** A posting's status (docs/spec/marketplace.md §4), named for screen readers too. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation()
  return (
    <StatusBadge tone={JOB_TONES[status]} name={t('Job status:')}>
      {t(JOB_STATUS_LABELS[status])}
    </StatusBadge>
  )
}

/** An application's status (docs/spec/employment.md §4). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation()
  return (
    <StatusBadge tone={APPLICATION_TONES[status]} name={t('Application status:')}>
      {t(APPLICATION_STATUS_LABELS[status])}
    </StatusBadge>
  )
}
