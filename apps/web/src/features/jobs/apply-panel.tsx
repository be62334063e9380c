import { useId, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { MessageSquareText, Send } from 'lucide-react'
import { COVER_LETTER_MAX_LENGTH } from '@hearth/shared/applications'
import type { JobPosting } from '@hearth/shared/jobs'
import { Alert } from '../../components/ui/alert'
import { Button, buttonClasses } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { TextAreaField } from '../../components/ui/textarea-field'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { loginPath } from '../../lib/login-path'
import { paths } from '../../lib/paths'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { useApply, useWithdraw } from './jobs-api'
import { ApplicationStatusBadge } from './status-badge'

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.detail : fallback
}

/**
 * A helper's actions on a job (docs/spec/marketplace.md §4 "Application status"): Apply now
 * with an optional cover letter; once applied, the status and Withdraw (after a confirmation,
 * for good); and a chat with the employer. Visitors are asked to sign in.
 */
export function ApplyPanel({ job, employerName }: { job: JobPosting; employerName: string }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const location = useLocation()
  const headingId = useId()

  // A visitor or a helper who never applied has nothing to do on a posting that is no longer
  // open (the page says so above); a helper who applied still sees her application.
  if (job.status !== 'ACTIVE' && !job.my_application) return null
  if (!user)
    return (
      <Panel headingId={headingId}>
        <p className="text-stone-700">{t('Sign in with your helper account to apply.')}</p>
        <Link
          to={loginPath(location.pathname + location.search)}
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          {t('Sign in to apply')}
        </Link>
      </Panel>
    )
  if (user.userType !== 'helper') return null
  const profileUid = user.detail_profile?.uid
  if (!profileUid)
    return (
      <Panel headingId={headingId}>
        <p className="text-stone-700">{t('Create your helper profile to apply for jobs.')}</p>
        <Link
          to={paths.registerHelper()}
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          {t('Create my profile')}
        </Link>
      </Panel>
    )

  return (
    <Panel headingId={headingId}>
      <ApplicationActions job={job} profileUid={profileUid} />
      <Link
        to={paths.chat(job.employer_profile_uid)}
        state={{ partnerUsername: employerName }}
        className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
      >
        <MessageSquareText aria-hidden="true" className="size-5 text-orange-700" />
        {t('Chat with the employer')}
      </Link>
    </Panel>
  )
}

function Panel({ headingId, children }: { headingId: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-orange-200 bg-orange-50/60 p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('Your application')}
      </h2>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  )
}

function ApplicationActions({ job, profileUid }: { job: JobPosting; profileUid: string }) {
  const { t } = useTranslation()
  const apply = useApply()
  const withdraw = useWithdraw()
  const [writing, setWriting] = useState(false)
  const [coverLetter, setCoverLetter] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const mine = job.my_application

  if (mine?.status === 'WITHDRAWN')
    return (
      <>
        <p className="flex flex-wrap items-center gap-2 text-stone-800">
          <ApplicationStatusBadge status="WITHDRAWN" />
        </p>
        <Alert tone="info">
          {t('You withdrew your application to this job. It cannot be submitted again.')}
        </Alert>
      </>
    )

  if (mine)
    return (
      <>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <p className="flex flex-wrap items-center gap-2 text-stone-800">
          {t('You applied to this job.')} <ApplicationStatusBadge status={mine.status} />
        </p>
        <Button
          variant="secondary"
          className="w-full sm:w-auto sm:self-start"
          onClick={() => {
            withdraw.reset()
            setConfirming(true)
          }}
        >
          {t('Withdraw application')}
        </Button>
        <ConfirmDialog
          open={confirming}
          title={t('Withdraw your application?')}
          confirmLabel={t('Withdraw')}
          busy={withdraw.isPending}
          busyLabel={t('Withdrawing…')}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            withdraw.mutate(mine.uid, {
              onSuccess: () => {
                setConfirming(false)
                setNotice(null)
              },
            })
          }
          error={
            withdraw.isError ? (
              <Alert tone="error">
                {messageOf(withdraw.error, t('Failed to withdraw application.'))}
              </Alert>
            ) : null
          }
        >
          <p>
            {t(
              'The employer will no longer see you as an applicant. This cannot be undone: you cannot apply to this job again.',
            )}
          </p>
        </ConfirmDialog>
      </>
    )

  if (job.status !== 'ACTIVE')
    return <p className="text-stone-700">{t('This job is no longer taking applications.')}</p>

  if (!writing)
    return (
      <Button className="w-full sm:w-auto sm:self-start" onClick={() => setWriting(true)}>
        <Send aria-hidden="true" className="size-5" />
        {t('Apply now')}
      </Button>
    )

  return (
    <form
      noValidate
      className="space-y-3"
      aria-label={t('Apply for {{title}}', { title: job.job_title })}
      onSubmit={(event) => {
        event.preventDefault()
        const text = coverLetter.trim()
        apply.mutate(
          {
            job_posting: job.uid,
            helper_profile: profileUid,
            ...(text ? { cover_letter: text } : {}),
          },
          {
            onSuccess: () => {
              setWriting(false)
              setCoverLetter('')
              setNotice(t('Your application was sent to the employer.'))
            },
          },
        )
      }}
    >
      <TextAreaField
        label={t('Cover letter (optional)')}
        rows={5}
        maxLength={COVER_LETTER_MAX_LENGTH}
        autoFocus
        value={coverLetter}
        onChange={(event) => setCoverLetter(event.target.value)}
        hint={t('{{used}} of {{max}} characters. Say why you are a good fit for this family.', {
          used: coverLetter.length,
          max: COVER_LETTER_MAX_LENGTH,
        })}
      />
      {apply.isError ? (
        <Alert tone="error">{messageOf(apply.error, t('Failed to submit application.'))}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button
          variant="secondary"
          disabled={apply.isPending}
          onClick={() => {
            apply.reset()
            setWriting(false)
          }}
        >
          {t('Cancel')}
        </Button>
        <Button type="submit" busy={apply.isPending} busyLabel={t('Sending…')}>
          {t('Submit application')}
        </Button>
      </div>
      <p className="text-sm text-stone-600">
        {t('The employer sees your profile and your cover letter.')}{' '}
        <Link to={paths.editHelperProfile()} className={LINK_CLASSES}>
          {t('Check my profile')}
        </Link>
      </p>
    </form>
  )
}
