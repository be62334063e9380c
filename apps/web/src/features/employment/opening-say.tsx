import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DISPUTE_REASON_MAX_LENGTH,
  OpeningDisputeInputSchema,
} from '@hearth/shared/employment-openings'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api-error'
import { useConfirmOpening, useDisputeOpening, useOpening } from './opening-api'
import { OpeningFigures, OpeningHistory, OpeningStatusBadge } from './opening-figures'
import { formatDay } from './employment-format'
import { ReasonForm } from './reason-form'

/**
 * The helper's say on the opening figures her employer entered (issue 22): she reads them and
 * confirms them, or disputes them with what is wrong. Nothing shows while none were entered.
 */
export function OpeningSay({
  viewer,
  employmentUid,
  employer,
}: {
  viewer: string
  employmentUid: string
  employer: string
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const opening = useOpening(viewer, employmentUid)
  const confirm = useConfirmOpening(viewer, employmentUid)
  const dispute = useDisputeOpening(viewer, employmentUid)
  const [disputing, setDisputing] = useState(false)
  const figures = opening.data
  if (!figures) return null
  const open = figures.helper_status !== 'CONFIRMED'

  const failed = confirm.error ?? dispute.error
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-4 rounded-xl border p-3 sm:p-4 ${
        open ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-stone-50'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-stone-900">
          {t('Opening figures from {{employer}}', { employer })}
        </h3>
        <OpeningStatusBadge status={figures.helper_status} />
      </div>
      <p className="mt-1 text-sm text-stone-800">
        {open
          ? t(
              'You worked for {{employer}} before Hearth. They entered what stood on {{date}}: your leave, paid sickness days, holidays owed and wages paid. Check each figure. They count only after you confirm them.',
              { employer, date: formatDay(figures.as_of) },
            )
          : t(
              'You confirmed these figures on {{date}}. They count in your leave, pay and any termination payment.',
              { date: formatDay(figures.helper_responded_at ?? figures.entered_at) },
            )}
      </p>
      <div className="mt-3">
        <OpeningFigures opening={figures} />
      </div>
      <OpeningHistory opening={figures} />
      {open && disputing ? (
        <ReasonForm
          label={t('What is wrong, and what should it be?')}
          hint={t('Your employer reads this and can correct the figures.')}
          maxLength={DISPUTE_REASON_MAX_LENGTH}
          schema={OpeningDisputeInputSchema}
          submitLabel={t('Send my answer')}
          busy={dispute.isPending}
          onSend={(input) => dispute.mutate(input, { onSuccess: () => setDisputing(false) })}
          onCancel={() => setDisputing(false)}
        />
      ) : open ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            busy={confirm.isPending}
            busyLabel={t('Saving...')}
            onClick={() => confirm.mutate()}
          >
            {t('These figures are right')}
          </Button>
          {figures.helper_status === 'PENDING' ? (
            <Button type="button" size="sm" variant="secondary" onClick={() => setDisputing(true)}>
              {t('Something is wrong')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <Alert tone="error" className="mt-3">
          {failed instanceof ApiError ? failed.detail : t('Failed to save. Please try again.')}
        </Alert>
      ) : null}
    </section>
  )
}
