import { Suspense, lazy, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Check, X } from 'lucide-react'
import type { LeaveRequest } from '@hearth/shared/leaves'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { formatDay } from './employment-format'
import { useDecideLeave } from './leave-api'
import { LeaveAccrualForm, LeaveAdjustmentForm } from './leave-employer-forms'
import { ContractWarning, LeaveRequestsSection, useLeaveFacts } from './leave-page-shared'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { type Outcome, OutcomeAlert, outcomeOf } from '../../components/ui/outcome'
import { useEmployments } from '../../lib/employments-query'

// Recording past leave is occasional: its form is a chunk of its own.
const LeaveBackEntryForm = lazy(() =>
  import('./leave-back-entry-form').then((m) => ({ default: m.LeaveBackEntryForm })),
)

type EmployerTab = 'pending' | 'approved' | 'all'
type Decision = { request: LeaveRequest; approve: boolean }

/** /employment-management/{employmentId}/leave (docs/spec/employment.md §2). */
export function EmployerLeavePage() {
  const { t } = useTranslation()
  const { employmentId = '' } = useParams()
  const [search] = useSearchParams()
  const { user } = useAuth()
  const employments = useEmployments(viewerOf(user), employmentId !== '')
  const employment = employments.data?.find((item) => item.uid === employmentId)
  const name = employment?.helper_details.full_name ?? search.get('name')
  const helperProfile = employment?.helper_profile ?? search.get('helper_profile') ?? ''
  const [tab, setTab] = useState<EmployerTab>('pending')
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const decide = useDecideLeave(employmentId)
  const facts = useLeaveFacts(employmentId)
  const back = { to: paths.employmentHelpers(), label: t('Back to helpers and contracts') }
  const title = name ? t('Leave of {{name}}', { name }) : t('Helper’s leave')

  if (!employmentId)
    return (
      <PageFrame title={t('Helper’s leave')} back={back}>
        <Alert tone="error">{t('Employment ID is missing from URL.')}</Alert>
      </PageFrame>
    )

  // Another employer's employment, or none: say so, and show none of the forms (they would only
  // answer 404 one by one).
  if (employments.isSuccess && !employment)
    return (
      <PageFrame title={t('Helper’s leave')} back={back}>
        <Alert tone="error">{t('This employment was not found, or it is not yours.')}</Alert>
      </PageFrame>
    )

  const cancellation = deciding?.request.status_type === 'PC'

  function confirmDecision() {
    if (!deciding) return
    const { request, approve } = deciding
    const isCancellation = request.status_type === 'PC'
    decide.mutate(
      { id: request.id, approve, cancellation: isCancellation },
      {
        onSuccess: () => {
          setDeciding(null)
          const text = isCancellation
            ? approve
              ? t('Cancellation approved: the leave is cancelled.')
              : t('Cancellation rejected: the leave stays approved.')
            : approve
              ? t('Leave approved.')
              : t('Leave rejected.')
          setOutcome({ kind: 'success', text })
        },
        onError: (error) => {
          setDeciding(null)
          setOutcome(outcomeOf(error, t('Failed to manage leave approval.')))
        },
      },
    )
  }

  const ask = (request: LeaveRequest, approve: boolean) => {
    setOutcome(null)
    setDeciding({ request, approve })
  }

  return (
    <PageFrame title={title} back={back}>
      <div className="space-y-6">
        <ContractWarning employment={employment} />
        <OutcomeAlert outcome={outcome} />
        {facts.balance}
        <LeaveRequestsSection
          employmentUid={employmentId}
          tabs={[
            { key: 'pending', label: t('Pending requests'), statuses: ['SU', 'PC'] },
            { key: 'approved', label: t('Approved requests'), statuses: ['AP', 'CR'] },
            { key: 'all', label: t('All requests'), statuses: null },
          ]}
          current={tab}
          onTab={setTab}
          actionsOf={(request) => {
            if (request.status_type !== 'SU' && request.status_type !== 'PC') return null
            const which = <span className="sr-only">: {formatDay(request.from_date)}</span>
            const isCancellation = request.status_type === 'PC'
            return (
              <>
                <Button size="sm" onClick={() => ask(request, true)}>
                  <Check aria-hidden="true" className="size-4" />
                  {isCancellation ? t('Approve cancellation') : t('Approve')}
                  {which}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => ask(request, false)}>
                  <X aria-hidden="true" className="size-4" />
                  {isCancellation ? t('Reject cancellation') : t('Reject')}
                  {which}
                </Button>
              </>
            )
          }}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <LeaveAccrualForm employmentUid={employmentId} helperProfile={helperProfile} />
          <LeaveAdjustmentForm employmentUid={employmentId} helperProfile={helperProfile} />
          <Suspense fallback={null}>
            <LeaveBackEntryForm employmentUid={employmentId} />
          </Suspense>
        </div>
        {facts.adjustments}
        {facts.holidays}
      </div>
      <ConfirmDialog
        open={deciding !== null}
        title={
          cancellation
            ? deciding?.approve
              ? t('Approve the cancellation?')
              : t('Reject the cancellation?')
            : deciding?.approve
              ? t('Approve this leave?')
              : t('Reject this leave?')
        }
        confirmLabel={deciding?.approve ? t('Approve') : t('Reject')}
        busy={decide.isPending}
        busyLabel={t('Sending…')}
        onConfirm={confirmDecision}
        onCancel={() => setDeciding(null)}
      >
        <p>
          {deciding
            ? t('{{from}} to {{to}}', {
                from: formatDay(deciding.request.from_date),
                to: formatDay(deciding.request.to_date),
              })
            : null}
        </p>
        {deciding ? <p className="break-words">{deciding.request.reason}</p> : null}
      </ConfirmDialog>
    </PageFrame>
  )
}
