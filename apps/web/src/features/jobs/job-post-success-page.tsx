import { Link, Navigate, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CircleCheck } from 'lucide-react'
import { tk } from '@hearth/shared/i18n-keys'
import { JOB_STATUSES, type JobStatus } from '@hearth/shared/job-options'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageTitle } from '../../components/ui/page-title'
import { paths } from '../../lib/paths'

/** The route state the create page hands over. */
export type JobPostSuccessState = { uid: string; title: string; status: JobStatus }

function readState(state: unknown): JobPostSuccessState | null {
  if (typeof state !== 'object' || state === null) return null
  const { uid, title, status } = state as Record<string, unknown>
  if (typeof uid !== 'string' || !uid || typeof title !== 'string') return null
  const known = (JOB_STATUSES as readonly unknown[]).includes(status)
  return { uid, title, status: known ? (status as JobStatus) : 'DRAFT' }
}

/** What the heading says: only an ACTIVE posting is posted, one helpers can find (issue 27). */
function headingOf(status: JobStatus): string {
  if (status === 'ACTIVE') return tk('Your job is posted')
  if (status === 'DRAFT') return tk('Your job is saved as a draft')
  return tk('Your job is saved')
}

/**
 * /employer/job-post-success: needs the new posting's uid and title in route state, otherwise
 * back to the create form (docs/spec/marketplace.md §2).
 */
export function JobPostSuccessPage() {
  const { t } = useTranslation()
  const location = useLocation()
  const posted = readState(location.state)
  if (!posted) return <Navigate to={paths.createJobAlias()} replace />
  const viewPath = paths.job(posted.uid)
  const heading = t(headingOf(posted.status))
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <PageTitle title={heading} />
      <div className="rounded-2xl border border-green-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h1 className="mt-3 text-2xl font-bold text-stone-900">{heading}</h1>
        <p className="mt-2 text-lg font-semibold break-words text-stone-800">{posted.title}</p>
        {posted.status === 'ACTIVE' ? (
          <p className="mt-2 text-stone-700">
            {t('Helpers can now find it in their job search and apply.')}
          </p>
        ) : (
          <Alert tone="info" className="mt-4 text-left">
            {t(
              'It is not listed to helpers yet: helpers find a posting only while its status is Active. Edit it to change the status.',
            )}
          </Alert>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={viewPath} className={buttonClasses('primary', 'md')}>
            {t('View the posting')}
          </Link>
          <Link to={paths.myPostings()} className={buttonClasses('secondary', 'md')}>
            {t('My postings')}
          </Link>
        </div>
        <p className="mt-6">
          <Link to={paths.home()} className={LINK_CLASSES}>
            {t('Go to the home page')}
          </Link>
        </p>
      </div>
    </div>
  )
}
