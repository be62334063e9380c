import { useTranslation } from 'react-i18next'
import {
  APPLICATION_STATUS_LABELS,
  JOB_STATUS_LABELS,
  type ApplicationStatus,
  type JobStatus,
} from '@hearth/shared/job-options'

const JOB_TONES: Record<JobStatus, string> = {
  DRAFT: 'border-stone-300 bg-stone-100 text-stone-800',
  ACTIVE: 'border-green-300 bg-green-50 text-green-800',
  PAUSED: 'border-amber-300 bg-amber-50 text-amber-900',
  FILLED: 'border-sky-300 bg-sky-50 text-sky-900',
  EXPIRED: 'border-stone-300 bg-stone-100 text-stone-700',
  CLOSED: 'border-red-300 bg-red-50 text-red-800',
}

const APPLICATION_TONES: Record<ApplicationStatus, string> = {
  APPLIED: 'border-sky-300 bg-sky-50 text-sky-900',
  SHORTLISTED: 'border-violet-300 bg-violet-50 text-violet-900',
  HIRED: 'border-green-300 bg-green-50 text-green-800',
  REJECTED: 'border-red-300 bg-red-50 text-red-800',
  WITHDRAWN: 'border-stone-300 bg-stone-100 text-stone-700',
}

const BADGE = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold'

/** A posting's status (docs/spec/marketplace.md §4), named for screen readers too. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`${BADGE} ${JOB_TONES[status]}`}>
      <span className="sr-only">{t('Job status:')} </span>
      {t(JOB_STATUS_LABELS[status])}
    </span>
  )
}

/** An application's status (docs/spec/employment.md §4). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`${BADGE} ${APPLICATION_TONES[status]}`}>
      <span className="sr-only">{t('Application status:')} </span>
      {t(APPLICATION_STATUS_LABELS[status])}
    </span>
  )
}
