import { Link, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ExternalLink, MessageSquareText } from 'lucide-react'
import type { JobApplication } from '@hearth/shared/applications'
import { buttonClasses } from '../../components/ui/button'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ApplicantFacts, applicantName } from './applicant-facts'
import { ApplicationStatusForm } from './application-status-form'
import { CreateContractLink } from './create-contract-link'
import { useApplication, useOwnPosting } from './jobs-api'
import { ApplicationStatusBadge } from './status-badge'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'

/**
 * /employer/application/{uid} (docs/spec/employment.md §2): the application is read by its uid,
 * so the page opens on its own, from a bookmark, an e-mail's link or a new tab (issue 27). The
 * list hands nothing over: the status form starts from what it is given, and a copy from the
 * list could be older than the application. Links to the helper's profile (new tab) and to a
 * chat with them.
 */
export function ApplicationDetailPage() {
  const { t } = useTranslation()
  const { uid = '' } = useParams()
  const { user } = useAuth()
  const query = useApplication(viewerOf(user), uid)
  const title = t('Application')
  const back = { to: paths.myPostings(), label: t('Back to my postings') }

  if (query.data) return <ApplicationView application={query.data} />
  if (query.isPending)
    return (
      <PageFrame width="max-w-4xl" title={title} back={back}>
        <PageSpinner label={t('Loading…')} />
      </PageFrame>
    )
  return (
    <PageFrame width="max-w-4xl" title={title} back={back}>
      <LoadFailed
        message={t('Could not load application details. Please go back and try again.')}
        notFound={t('This application does not exist, or it is not yours to see.')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        back={back}
      />
    </PageFrame>
  )
}

function ApplicationView({ application }: { application: JobApplication }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const isHired = application.status === 'HIRED'
  // The posting's terms fill in the contract of a hire; the link works without them.
  const posting = useOwnPosting(viewerOf(user), application.job_posting, isHired)
  const name = applicantName(application, t('Helper'))
  const helperPath = paths.helper(application.helper_profile)
  return (
    <PageFrame
      width="max-w-4xl"
      title={name}
      back={{
        to: paths.applications(application.job_posting),
        label: t('Back to applications'),
      }}
      intro={t('Application for {{title}}', { title: application.job_title })}
      actions={<ApplicationStatusBadge status={application.status} />}
    >
      <div className="space-y-4">
        <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <ApplicantFacts application={application} />
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <a
              href={helperPath}
              target="_blank"
              rel="noopener"
              className={buttonClasses('secondary', 'md')}
            >
              <ExternalLink aria-hidden="true" className="size-5 text-orange-700" />
              {t('View full profile')}
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </a>
            <Link
              to={paths.chat(application.helper_profile)}
              state={{ partnerUsername: name }}
              className={buttonClasses('secondary', 'md')}
            >
              <MessageSquareText aria-hidden="true" className="size-5 text-orange-700" />
              {t('Chat with {{name}}', { name })}
            </Link>
          </div>
        </section>

        <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 className="text-lg font-bold text-stone-900">{t('Cover letter')}</h2>
          <p className="mt-2 break-words whitespace-pre-line text-stone-800">
            {application.cover_letter || t('The helper did not write a cover letter.')}
          </p>
          {application.helper_notes ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-stone-600">
                {t('Notes from the helper')}
              </h3>
              <p className="mt-1 break-words whitespace-pre-line text-stone-800">
                {application.helper_notes}
              </p>
            </>
          ) : null}
        </section>

        <section
          aria-labelledby="status-heading"
          className="rounded-2xl border border-orange-200 bg-orange-50/60 p-5 sm:p-6"
        >
          <h2 id="status-heading" className="mb-3 text-lg font-bold text-stone-900">
            {t('Status and notes')}
          </h2>
          <ApplicationStatusForm key={application.uid} application={application} name={name} />
          {isHired ? (
            <div className="mt-4 border-t border-orange-200 pt-4">
              <p className="mb-2 text-sm text-stone-700">
                {t('You hired this helper: record the employment terms in a contract.')}
              </p>
              <CreateContractLink application={application} posting={posting.data} name={name} />
            </div>
          ) : null}
        </section>
      </div>
    </PageFrame>
  )
}
