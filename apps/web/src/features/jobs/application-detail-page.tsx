import { Link, useLocation, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ExternalLink, MessageSquareText } from 'lucide-react'
import type { JobApplication } from '@hearth/shared/applications'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ApplicantFacts, applicantName } from './applicant-facts'
import { ApplicationStatusForm } from './application-status-form'
import { CreateContractLink } from './create-contract-link'
import { useApplications } from './jobs-api'
import { ApplicationStatusBadge } from './status-badge'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'

/** The route state the applications list hands over. */
export type ApplicationDetailState = { application: JobApplication }

function readState(state: unknown, uid: string): JobApplication | null {
  if (typeof state !== 'object' || state === null || !('application' in state)) return null
  const application = (state as { application: unknown }).application
  if (typeof application !== 'object' || application === null) return null
  const candidate = application as JobApplication
  return candidate.uid === uid && typeof candidate.job_posting === 'string' ? candidate : null
}

/**
 * /employer/application/{uid}, reached from the applications list with the application in route
 * state (docs/spec/employment.md §2); the list is read again so the status is current. Links to
 * the helper's profile (new tab) and to a chat with them.
 */
export function ApplicationDetailPage() {
  const { t } = useTranslation()
  const { uid = '' } = useParams()
  const location = useLocation()
  const { user } = useAuth()
  const passed = readState(location.state, uid)
  const fresh = useApplications(viewerOf(user), passed?.job_posting ?? '', passed !== null)

  if (!passed)
    return (
      <PageFrame width="max-w-4xl" title={t('Application')}>
        <Alert tone="error">
          <p>{t('Could not load application details. Please go back and try again.')}</p>
          <Link to={paths.myPostings()} className={LINK_CLASSES}>
            {t('Back to my postings')}
          </Link>
        </Alert>
      </PageFrame>
    )

  const application = fresh.data?.find((item) => item.uid === uid) ?? passed
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
          {application.status === 'HIRED' ? (
            <div className="mt-4 border-t border-orange-200 pt-4">
              <p className="mb-2 text-sm text-stone-700">
                {t('You hired this helper: record the employment terms in a contract.')}
              </p>
              <CreateContractLink application={application} name={name} />
            </div>
          ) : null}
        </section>
      </div>
    </PageFrame>
  )
}
