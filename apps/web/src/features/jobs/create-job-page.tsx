import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { hasActiveAccess } from '@hearth/shared/accounts'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { JobEditor } from './job-editor'
import { emptyJobForm } from './job-form-values'
import type { JobPostSuccessState } from './job-post-success-page'
import { useCreatePosting, useMyPostings } from './jobs-api'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'

type CreateJobPageProps = { subscriptionPath: string | null }

/** /employer/postings/create (also /employer/create-job and /create-job): employers only. */
export function CreateJobPage({ subscriptionPath }: CreateJobPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const mine = useMyPostings(viewer)
  const create = useCreatePosting()
  const [initial] = useState(emptyJobForm)
  const title = t('Post a job')
  const back = { to: paths.myPostings(), label: t('Back to my postings') }

  if (!user?.detail_profile?.uid)
    return (
      <PageFrame width="max-w-4xl" title={title} back={back}>
        <Alert tone="error">
          <p>{t('Employer profile information is missing. Cannot create job.')}</p>
          <Link to={paths.registerEmployer()} className={LINK_CLASSES}>
            {t('Add your contact details')}
          </Link>
        </Alert>
      </PageFrame>
    )

  const otherActive = (mine.data ?? []).filter((posting) => posting.status === 'ACTIVE').length

  return (
    <PageFrame
      width="max-w-4xl"
      title={title}
      back={back}
      intro={t('Describe the job and your household. Helpers see it once its status is Active.')}
    >
      {hasActiveAccess(user) ? null : (
        <Alert tone="info" className="mb-5">
          {t('Posting a job needs an active access plan. You can fill in the form now.')}
        </Alert>
      )}
      <JobEditor
        mode="create"
        initial={initial}
        otherActivePostings={otherActive}
        save={(input) => create.mutateAsync(input)}
        onSaved={(posting) => {
          const state: JobPostSuccessState = {
            uid: posting.uid,
            title: posting.job_title,
            status: posting.status,
          }
          void navigate(paths.jobPostSuccess(), { state })
        }}
        subscriptionPath={subscriptionPath}
      />
    </PageFrame>
  )
}
