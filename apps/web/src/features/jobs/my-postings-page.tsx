import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Eye, FilePlus2, PencilLine, Users } from 'lucide-react'
import type { PostingWithApplications } from '@hearth/shared/applications'
import { LOCATION_AREA_LABELS } from '@hearth/shared/job-options'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LoadFailed } from '../../components/ui/load-failed'
import { Spinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import { paths } from '../../lib/paths'
import { labelOf } from './job-format'
import { useMyPostings } from './jobs-api'
import { useJobLiveUpdates } from './use-job-live-updates'
import { StatusBadge } from '../../components/ui/status-badge'
import { JobStatusBadge } from './status-badge'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'

/** /employer/my-postings: the employer's postings with their applications and views. */
export function MyPostingsPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const postings = useMyPostings(viewerOf(user))
  // New applications show up in the counts as they arrive.
  useJobLiveUpdates()
  const list = postings.data ?? []
  // The server leaves view_count out below the monthly plan (docs/spec/marketplace.md §2).
  const showsViews = list.some((posting) => posting.view_count !== undefined)

  return (
    <PageFrame
      title={t('My postings')}
      width="max-w-5xl"
      actions={
        <Link to={paths.createJob()} className={buttonClasses('primary', 'md')}>
          <FilePlus2 aria-hidden="true" className="size-5" />
          {t('Post a new job')}
        </Link>
      }
    >
      {postings.isPending ? (
        <div className="flex justify-center py-16 text-orange-700">
          <Spinner label={t('Loading your postings…')} className="[&_svg]:size-8" />
        </div>
      ) : postings.isError ? (
        <LoadFailed
          message={t('Failed to fetch job postings with applications')}
          error={postings.error}
          onRetry={() => void postings.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyNote
          title={t('You have not posted a job yet.')}
          action={
            <Link to={paths.createJob()} className={buttonClasses('primary', 'md')}>
              {t('Post a job')}
            </Link>
          }
        >
          {t('Post a job and helpers looking for work can find it and apply.')}
        </EmptyNote>
      ) : (
        <>
          {showsViews ? null : (
            <p className="mb-4 text-sm text-stone-700">
              {t('View counts are shown to employers on a monthly or premium plan.')}
            </p>
          )}
          <ul className="space-y-4">
            {list.map((posting) => (
              <li key={posting.uid}>
                <PostingCard posting={posting} />
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  )
}

function PostingCard({ posting }: { posting: PostingWithApplications }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const applications = posting.applications.length
  const waiting = posting.applications.filter((item) => item.status === 'APPLIED').length
  const area = labelOf(t, LOCATION_AREA_LABELS, posting.location_area)
  const posted = formatHongKongDate(posting.created_at, language)
  const facts = [
    area,
    posted ? t('Posted {{date}}', { date: posted }) : null,
    t('Starts {{date}}', {
      date: formatHongKongDate(posting.expected_start_date, language) ?? '',
    }),
  ].filter(Boolean)
  const titleId = `posting-${posting.uid}`

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-bold break-words text-stone-900">
          <Link
            to={paths.job(posting.uid)}
            className="hover:underline focus-visible:rounded-sm focus-visible:outline-3 focus-visible:outline-orange-700"
          >
            {posting.job_title}
          </Link>
        </h2>
        <span className="flex flex-wrap gap-2">
          {posting.moderation ? (
            <StatusBadge tone="danger" name={t('Job status:')}>
              {t('Hidden by Hearth')}
            </StatusBadge>
          ) : null}
          <JobStatusBadge status={posting.status} />
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700">{facts.join(' · ')}</p>

      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm font-semibold text-stone-600">{t('Applications')}</dt>
          <dd className="text-xl font-bold text-stone-900">
            {applications}
            {waiting > 0 ? (
              <span className="ml-2 text-sm font-semibold text-sky-800">
                {t('{{number}} to review', { number: waiting })}
              </span>
            ) : null}
          </dd>
        </div>
        {posting.view_count !== undefined ? (
          <div>
            <dt className="text-sm font-semibold text-stone-600">{t('Views')}</dt>
            <dd className="text-xl font-bold text-stone-900">{posting.view_count}</dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={paths.applications(posting.uid)} className={buttonClasses('primary', 'sm')}>
          <Users aria-hidden="true" className="size-4" />
          {t('View applications')}
          <span className="sr-only">: {posting.job_title}</span>
        </Link>
        <Link to={paths.job(posting.uid)} className={buttonClasses('secondary', 'sm')}>
          <Eye aria-hidden="true" className="size-4" />
          {t('View details')}
          <span className="sr-only">: {posting.job_title}</span>
        </Link>
        <Link to={paths.editJob(posting.uid)} className={buttonClasses('secondary', 'sm')}>
          <PencilLine aria-hidden="true" className="size-4" />
          {t('Edit')}
          <span className="sr-only">: {posting.job_title}</span>
        </Link>
      </div>
    </article>
  )
}
