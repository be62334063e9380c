import { Link, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FileText } from 'lucide-react'
import type { JobApplication } from '@hearth/shared/applications'
import type { JobPosting } from '@hearth/shared/jobs'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ApplicantFacts, applicantName } from './applicant-facts'
import { ApplicationStatusForm } from './application-status-form'
import { CreateContractLink } from './create-contract-link'
import { useApplications, useOwnPosting } from './jobs-api'
import { useJobLiveUpdates } from './use-job-live-updates'
import { ApplicationStatusBadge } from './status-badge'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'

/** /employer/postings/{uid}/applications: every application to one posting (the owner's). */
export function ApplicationsPage() {
  const { t } = useTranslation()
  const { uid = '' } = useParams()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const posting = useOwnPosting(viewer, uid)
  const applications = useApplications(viewer, uid)
  const liveNotice = useJobLiveUpdates(uid)
  const back = { to: paths.myPostings(), label: t('Back to my postings') }
  const jobTitle = posting.data?.job_title ?? applications.data?.[0]?.job_title ?? ''

  if (applications.isPending || posting.isPending) return <PageSpinner label={t('Loading…')} />
  if (applications.isError || posting.isError || !posting.data.is_owner)
    return (
      <PageFrame width="max-w-4xl" title={t('Applications')} back={back}>
        <LoadFailed
          message={t('Could not load application data. Please go back and try again.')}
          error={applications.error ?? posting.error}
          onRetry={() => {
            void posting.refetch()
            void applications.refetch()
          }}
          back={back}
        />
      </PageFrame>
    )

  const list = applications.data
  return (
    <PageFrame
      title={t('Applications')}
      back={back}
      width="max-w-5xl"
      intro={
        <p>
          <Link to={paths.job(uid)} className={LINK_CLASSES}>
            {jobTitle}
          </Link>
          {' · '}
          {t('Applications: {{number}}', { number: list.length })}
        </p>
      }
    >
      {liveNotice ? (
        <Alert tone="info" className="mb-4">
          {liveNotice}
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <EmptyNote title={t('No applications yet.')}>
          {posting.data.status === 'ACTIVE'
            ? t('Helpers who apply appear here, and we e-mail you about each one.')
            : t('Helpers can apply only while the posting is Active.')}
        </EmptyNote>
      ) : (
        <ul className="space-y-4">
          {list.map((application) => (
            <li key={application.uid}>
              <ApplicationCard application={application} posting={posting.data} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  )
}

function ApplicationCard({
  application,
  posting,
}: {
  application: JobApplication
  posting: JobPosting
}) {
  const { t } = useTranslation()
  const name = applicantName(application, t('Helper'))
  const titleId = `application-${application.uid}`
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-bold break-words text-stone-900">
          {name}
        </h2>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <div className="mt-3">
        <ApplicantFacts application={application} />
      </div>
      {application.cover_letter ? (
        <p className="mt-3 line-clamp-3 text-sm break-words whitespace-pre-line text-stone-700">
          {application.cover_letter}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={paths.application(application.uid)} className={buttonClasses('secondary', 'sm')}>
          <FileText aria-hidden="true" className="size-4 text-orange-700" />
          {t('View application')}
          <span className="sr-only">: {name}</span>
        </Link>
        <CreateContractLink application={application} posting={posting} name={name} />
      </div>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <ApplicationStatusForm application={application} name={name} />
      </div>
    </article>
  )
}
