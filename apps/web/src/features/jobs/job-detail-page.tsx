import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Eye, PencilLine, Users } from 'lucide-react'
import type { JobPosting } from '@hearth/shared/jobs'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { PageLoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ApplyPanel } from './apply-panel'
import { JobSections } from './job-sections'
import { JobSummary } from './job-summary'
import { PageTitle } from '../../components/ui/page-title'
import { useJob } from './jobs-api'
import { useJobLiveUpdates } from './use-job-live-updates'
import { viewerOf } from '../../lib/viewer'
import { BackLink } from '../../components/ui/page-frame'

/** Route state a page hands over after saving a posting. */
export type PostingNotice = { notice: 'updated' }

function readNotice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'notice' in state
}

/** Where the back link goes: the helper's search (filters kept), the owner's list, or home. */
function useBack(isOwner: boolean, isHelper: boolean) {
  const { t } = useTranslation()
  const state: unknown = useLocation().state
  if (isOwner) return { to: paths.myPostings(), label: t('Back to my postings') }
  if (isHelper) {
    const from =
      typeof state === 'object' && state !== null && 'fromSearch' in state
        ? (state as { fromSearch: unknown }).fromSearch
        : null
    const search = typeof from === 'string' && from.startsWith('?') && from.length > 1 ? from : ''
    return { to: paths.findJob(search), label: t('Back to job search') }
  }
  return null
}

/**
 * /view-job/{uid} (helpers) and /jobs/{uid} (the posting view linked from My postings): the
 * posting, the employer's name, Apply / Withdraw / Chat for helpers and Edit for the owner.
 */
export function JobDetailPage({
  renderReport,
}: {
  /** Report this posting (the safety feature, composed in by the app), for anyone but its owner. */
  renderReport?: (job: JobPosting) => ReactNode
} = {}) {
  const { t } = useTranslation()
  const { uid = '' } = useParams()
  const location = useLocation()
  const { user, status } = useAuth()
  const ready = status !== 'loading'
  const job = useJob(viewerOf(user), uid, ready)
  const isHelper = user?.userType === 'helper'
  const isOwner = job.data?.is_owner === true
  const back = useBack(isOwner, isHelper)
  const liveNotice = useJobLiveUpdates(uid)

  if (!ready || job.isPending) return <PageSpinner label={t('Loading…')} />
  if (job.isError)
    return (
      <PageLoadFailed
        message={t('Failed to fetch job details.')}
        error={job.error}
        notFound={t('Job posting not found.')}
        onRetry={() => void job.refetch()}
        back={back ?? { to: paths.home(), label: t('Go to the home page') }}
      />
    )

  const data = job.data
  const employerName =
    data.employer_profile_details.company_name ||
    data.employer_profile_details.contact_person_name ||
    t('Employer')

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={data.job_title} />
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      {readNotice(location.state) && isOwner ? (
        <Alert tone="success" className="mt-4">
          {t('Job posting updated successfully.')}
        </Alert>
      ) : null}

      {!isOwner && data.status !== 'ACTIVE' ? <NoLongerOpen job={data} /> : null}

      {data.moderation ? (
        <Alert tone="error" className="mt-4">
          <p className="font-semibold">
            {t('Hearth has hidden this posting. Helpers cannot find or open it.')}
          </p>
          <p>{t('Reason: {{reason}}', { reason: data.moderation.reason })}</p>
        </Alert>
      ) : null}

      {liveNotice ? (
        <Alert tone="info" className="mt-4">
          {liveNotice}
        </Alert>
      ) : null}

      <JobSummary job={data} employerName={employerName} />

      <div className="mt-4">
        {isOwner ? (
          <OwnerPanel job={data} />
        ) : (
          <ApplyPanel job={data} employerName={employerName} />
        )}
      </div>

      <div className="mt-4 space-y-4">
        <JobSections job={data} />
      </div>

      {isOwner || !renderReport ? null : <div className="mt-6">{renderReport(data)}</div>}

      {back ? (
        <p className="mt-8">
          <BackLink to={back.to} label={back.label} />
        </p>
      ) : null}
    </div>
  )
}

/**
 * A filled, expired or closed posting stays readable at its address (a link shared on WhatsApp,
 * an application's history) and says first that it is no longer open; its page is `noindex`
 * with no JobPosting data (app/public-pages.ts).
 */
function NoLongerOpen({ job }: { job: JobPosting }) {
  const { t } = useTranslation()
  const why =
    job.status === 'FILLED'
      ? t('The employer has found a helper for this job.')
      : job.status === 'EXPIRED'
        ? t('This posting expired without being renewed.')
        : t('The employer has closed this posting.')
  return (
    <Alert tone="info" className="mt-4">
      <strong className="font-semibold">{t('This job is no longer open.')}</strong> {why}
    </Alert>
  )
}

function OwnerPanel({ job }: { job: JobPosting }) {
  const { t } = useTranslation()
  return (
    <section
      aria-label={t('Your posting')}
      className="flex flex-col gap-3 rounded-2xl border border-orange-200 bg-orange-50/60 p-5 sm:flex-row sm:flex-wrap sm:items-center sm:p-6"
    >
      <Link to={paths.editJob(job.uid)} className={buttonClasses('primary', 'md')}>
        <PencilLine aria-hidden="true" className="size-5" />
        {t('Edit posting')}
      </Link>
      <Link to={paths.applications(job.uid)} className={buttonClasses('secondary', 'md')}>
        <Users aria-hidden="true" className="size-5 text-orange-700" />
        {t('View applications ({{number}})', { number: job.applications_count ?? 0 })}
      </Link>
      {job.view_count !== undefined ? (
        <p className="inline-flex items-center gap-1.5 text-stone-800 sm:ml-auto">
          <Eye aria-hidden="true" className="size-5 text-orange-700" />
          {t('Views: {{number}}', { number: job.view_count })}
        </p>
      ) : null}
    </section>
  )
}
