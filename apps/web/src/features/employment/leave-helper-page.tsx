import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CalendarPlus } from 'lucide-react'
import type { LeaveRequest } from '@hearth/shared/leaves'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { formatDay } from './employment-format'
import { useCancelLeaveRequest } from './leave-api'
import { ContractWarning, LeaveRequestsSection, useLeaveFacts } from './leave-page-shared'
import { LeaveRequestDialog } from './leave-request-dialog'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'
import { useEmployments } from '../../lib/employments-query'

type HelperTab = 'pending' | 'processed' | 'all'

/** /helper/{employmentId}/leave (docs/spec/employment.md §2 "Helper leave page"). */
export function HelperLeavePage() {
  const { t } = useTranslation()
  const { employmentId = '' } = useParams()
  const [search] = useSearchParams()
  const { user } = useAuth()
  const employments = useEmployments(viewerOf(user), employmentId !== '')
  const employment = employments.data?.find((item) => item.uid === employmentId)
  const employer = employment?.employer_details.full_name
  const [tab, setTab] = useState<HelperTab>('pending')
  const [editing, setEditing] = useState<LeaveRequest | null | undefined>(undefined)
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const cancel = useCancelLeaveRequest(employmentId)
  const facts = useLeaveFacts(employmentId)
  const back = { to: paths.myEmployment(), label: t('Back to my employment') }
  const title = employer
    ? t('My leave with {{name}}', { name: employer })
    : search.get('name')
      ? t('My leave with {{name}}', { name: search.get('name') })
      : t('My leave')

  if (!employmentId)
    return (
      <PageFrame title={t('My leave')} back={back}>
        <Alert tone="error">{t('Employment ID is missing from URL.')}</Alert>
      </PageFrame>
    )

  function confirmCancel() {
    if (!cancelling) return
    cancel.mutate(cancelling, {
      onSuccess: (saved) => {
        setCancelling(null)
        setOutcome({
          kind: 'success',
          text:
            saved.status_type === 'PC'
              ? t('Cancellation requested. Your employer will approve or reject it.')
              : t('Leave request cancelled.'),
        })
      },
      onError: (error) => {
        setCancelling(null)
        setOutcome(outcomeOf(error, t('Failed to cancel the leave request.')))
      },
    })
  }

  return (
    <PageFrame
      title={title}
      back={back}
      actions={
        <Button
          onClick={() => {
            setOutcome(null)
            setEditing(null)
          }}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('Apply for leave')}
        </Button>
      }
    >
      <div className="space-y-6">
        <ContractWarning employment={employment} />
        <OutcomeAlert outcome={outcome} />
        {facts.balance}
        <LeaveRequestsSection
          employmentUid={employmentId}
          tabs={[
            { key: 'pending', label: t('Pending requests'), statuses: ['SU', 'PC'] },
            {
              key: 'processed',
              label: t('Processed requests'),
              statuses: ['AP', 'RJ', 'CA', 'RE', 'CR'],
            },
            { key: 'all', label: t('All requests'), statuses: null },
          ]}
          current={tab}
          onTab={setTab}
          actionsOf={(request) => (
            <>
              {request.status_type === 'SU' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setOutcome(null)
                    setEditing(request)
                  }}
                >
                  {t('Edit request')}
                  <span className="sr-only">: {formatDay(request.from_date)}</span>
                </Button>
              ) : null}
              {request.status_type === 'SU' || request.status_type === 'AP' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setOutcome(null)
                    setCancelling(request)
                  }}
                >
                  {t('Cancel leave')}
                  <span className="sr-only">: {formatDay(request.from_date)}</span>
                </Button>
              ) : null}
            </>
          )}
        />
        {facts.adjustments}
        {facts.holidays}
      </div>
      <LeaveRequestDialog
        open={editing !== undefined}
        employmentUid={employmentId}
        request={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(text) => {
          setEditing(undefined)
          setOutcome({ kind: 'success', text })
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('Cancel this leave?')}
        confirmLabel={t('Cancel leave')}
        busy={cancel.isPending}
        busyLabel={t('Sending…')}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        <p>
          {cancelling?.status_type === 'AP'
            ? t('This leave is approved: your employer must approve the cancellation.')
            : t('The request is withdrawn at once.')}
        </p>
      </ConfirmDialog>
    </PageFrame>
  )
}
