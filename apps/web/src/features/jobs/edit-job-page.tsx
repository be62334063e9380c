import { useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PageLoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { JobEditor } from './job-editor'
import { jobFormFrom } from './job-form-values'
import type { PostingNotice } from './job-detail-page'
import { useMyPostings, useOwnPosting, useUpdatePosting } from './jobs-api'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'

type EditJobPageProps = { subscriptionPath: string | null }

/** /employer/postings/{uid}/edit: the owner edits any field, the status included. */
export function EditJobPage({ subscriptionPath }: EditJobPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { uid = '' } = useParams()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const posting = useOwnPosting(viewer, uid)
  const mine = useMyPostings(viewer)
  const update = useUpdatePosting(uid)
  const back = { to: paths.myPostings(), label: t('Back to my postings') }

  if (posting.isPending) return <PageSpinner label={t('Loading…')} />
  // Only the owner edits: another employer's ACTIVE posting is readable, but not theirs to edit.
  if (posting.isError || !posting.data.is_owner)
    return (
      <PageLoadFailed
        message={t('Failed to fetch job details.')}
        error={posting.error}
        forceNotFound={!posting.isError}
        notFound={t('Job posting not found.')}
        onRetry={() => void posting.refetch()}
        back={back}
      />
    )

  const otherActive = (mine.data ?? []).filter(
    (item) => item.status === 'ACTIVE' && item.uid !== uid,
  ).length

  return (
    <PageFrame
      width="max-w-4xl"
      title={t('Edit job posting')}
      back={back}
      intro={posting.data.job_title}
    >
      <JobEditor
        // A fresh form for each posting, filled from what the server has.
        key={posting.data.uid}
        mode="edit"
        initial={jobFormFrom(posting.data)}
        otherActivePostings={otherActive}
        save={async (input) => (await update.mutateAsync(input)).data}
        onSaved={(saved) => {
          const state: PostingNotice = { notice: 'updated' }
          void navigate(paths.job(saved.uid), { state })
        }}
        subscriptionPath={subscriptionPath}
      />
    </PageFrame>
  )
}
