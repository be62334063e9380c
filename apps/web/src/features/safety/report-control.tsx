import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Flag } from 'lucide-react'
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@hearth/shared/safety'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/textarea-field'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { useReportMutation } from './safety-api'
import { useReasonLabels } from './safety-labels'

export type ReportControlProps = {
  targetType: ReportTargetType
  targetId: string
  /** What is reported, for the button's accessible name ("Report this message"). */
  what: 'profile' | 'posting' | 'message' | 'employer'
  /** `link`: a small text button (under a message); `button`: a secondary button. */
  look?: 'link' | 'button'
  /** The reason chosen at first (a scam warning's Report starts at its kind). */
  initialReason?: ReportReason
}

/**
 * Report (issue 23): a button that opens a dialog with the reason and optional details. After
 * sending, a short note says Hearth's team will review it, with a link to My reports.
 */
export function ReportControl({
  targetType,
  targetId,
  what,
  look = 'button',
  initialReason,
}: ReportControlProps) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const report = useReportMutation(user?.id ?? '')
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<ReportReason | ''>(initialReason ?? '')
  const [details, setDetails] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const [sent, setSent] = useState(false)
  const reasonLabels = useReasonLabels()
  const statusId = useId()

  const names = {
    profile: t('Report this profile'),
    posting: t('Report this job posting'),
    message: t('Report this message'),
    employer: t('Report this employer'),
  }

  function submit() {
    if (!reason) {
      setReasonError(t('Choose a reason for your report.'))
      return
    }
    report.mutate(
      { target_type: targetType, target_id: targetId, reason, details },
      {
        onSuccess: () => {
          setOpen(false)
          setSent(true)
        },
      },
    )
  }

  const error = report.error instanceof ApiError ? report.error : null
  const detailsError = error?.fields.details?.[0]

  return (
    <span className="inline-flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => {
          report.reset()
          setOpen(true)
        }}
        aria-label={names[what]}
        aria-describedby={sent ? statusId : undefined}
        className={
          look === 'link'
            ? 'inline-flex min-h-6 items-center gap-1 rounded text-xs font-semibold text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700'
            : buttonClasses('secondary', 'sm')
        }
      >
        <Flag aria-hidden="true" className={look === 'link' ? 'size-3' : 'size-4'} />
        <span>{t('Report')}</span>
      </button>
      {sent ? (
        <p id={statusId} role="status" className="text-sm text-stone-700">
          {t('Thank you. Hearth’s team will review your report.')}{' '}
          <Link to={paths.myReports()} className={LINK_CLASSES}>
            {t('My reports')}
          </Link>
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        title={names[what]}
        confirmLabel={t('Send report')}
        busy={report.isPending}
        busyLabel={t('Sending…')}
        onCancel={() => setOpen(false)}
        onConfirm={submit}
        error={
          error && !detailsError ? (
            <Alert tone="error">
              <p>{error.fields.reason?.[0] ?? error.detail}</p>
            </Alert>
          ) : null
        }
      >
        <p>
          {t('Tell Hearth what is wrong. The person you report is not told who reported them.')}
        </p>
        <div className="space-y-4 pt-2 text-left">
          <SelectField
            label={t('Reason')}
            placeholder={t('Choose a reason')}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value as ReportReason | '')
              setReasonError(undefined)
            }}
            options={REPORT_REASONS.map((value) => ({ value, label: reasonLabels[value] }))}
          />
          <TextAreaField
            label={t('Details (optional)')}
            value={details}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            rows={4}
            error={detailsError}
            onChange={(event) => setDetails(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </span>
  )
}
