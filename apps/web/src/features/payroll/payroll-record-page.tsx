import type { ReactNode } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft } from 'lucide-react'
import type { PayrollRecord } from '@hearth/shared/payrolls'
import { Button } from '../../components/ui/button'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { ApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { usePayrollRecord } from './payroll-api'
import { RecordStatusBadge } from './payroll-badges'
import { EmployerActionsCard, ReceiptButton } from './payroll-record-actions'
import {
  ContributionsCard,
  LeaveCard,
  PaymentSummaryCard,
  RecordInformationCard,
  SalaryBreakdownCard,
} from './payroll-record-cards'
import { AdjustmentsCard, AdwCard, WarningsCard } from './payroll-record-more-cards'
import { recordMonth } from './payroll-records-list'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'

type Party = 'employer' | 'helper'

/** The record handed over by the list (route state), if it is the one asked for. */
function recordFromState(state: unknown, uid: string): PayrollRecord | undefined {
  if (typeof state !== 'object' || state === null || !('record' in state)) return undefined
  const record = (state as { record: PayrollRecord }).record
  return record.uid === uid ? record : undefined
}

/** /employment-management/{employmentId}/payroll-record/{uid} (the employer, §2). */
export function PayrollRecordPage() {
  const { employmentId = '' } = useParams()
  const { search } = useLocation()
  const { t } = useTranslation()
  return (
    <RecordScreen
      party="employer"
      back={{
        to: paths.payroll(employmentId, search),
        label: t('Back to payroll'),
      }}
    />
  )
}

/** /my-employment/payslips/{uid}: the helper's finalised record, read-only. */
export function PayslipPage() {
  const { t } = useTranslation()
  return (
    <RecordScreen party="helper" back={{ to: paths.payslips(), label: t('Back to my payslips') }} />
  )
}

function RecordScreen({ party, back }: { party: Party; back: { to: string; label: string } }) {
  const { t } = useTranslation()
  const { uid = '' } = useParams()
  const { state } = useLocation()
  const navigate = useNavigate()
  const { user } = useAuth()
  const record = usePayrollRecord(viewerOf(user), uid, recordFromState(state, uid))

  if (record.data) return <RecordView record={record.data} party={party} back={back} />
  if (record.isPending)
    return (
      <PageFrame title={t('Payroll record')} back={back}>
        <PageSpinner label={t('Loading…')} />
      </PageFrame>
    )
  if (record.error instanceof ApiError && record.error.status === 404)
    return (
      <PageFrame title={t('No Record Found')} width="max-w-3xl">
        <p className="text-stone-700">
          {t('This payroll record does not exist, or it is not yours to see.')}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void navigate(back.to)}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('Go back')}
        </Button>
      </PageFrame>
    )
  return (
    <PageFrame title={t('Payroll record')} back={back}>
      <LoadFailed
        message={t('Failed to load the payroll record.')}
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    </PageFrame>
  )
}

function RecordView({
  record,
  party,
  back,
}: {
  record: PayrollRecord
  party: Party
  back: { to: string; label: string }
}) {
  const { t } = useTranslation()
  const month = recordMonth(record)
  return (
    <PageFrame
      title={t('Pay period: {{month}}', { month })}
      back={back}
      badge={<RecordStatusBadge finalised={record.finalised} />}
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-start gap-3">
          <ReceiptButton record={record} fileName={`hearth-payslip-${record.month}.pdf`} />
        </div>
        <WarningsCard record={record} />
        {/* One column on a phone in reading order; two balanced columns on a wide screen. */}
        <div className="gap-6 lg:columns-2">
          <Slot>
            <PaymentSummaryCard record={record} />
          </Slot>
          <Slot>
            <SalaryBreakdownCard record={record} />
          </Slot>
          {party === 'employer' ? (
            <Slot>
              <EmployerActionsCard record={record} />
            </Slot>
          ) : null}
          <Slot>
            <LeaveCard record={record} />
          </Slot>
          <Slot>
            <ContributionsCard record={record} />
          </Slot>
          <Slot>
            <RecordInformationCard record={record} />
          </Slot>
          <Slot>
            <AdwCard record={record} />
          </Slot>
          <Slot>
            <AdjustmentsCard record={record} />
          </Slot>
        </div>
      </div>
    </PageFrame>
  )
}

/** A card that a column never splits. */
function Slot({ children }: { children: ReactNode }) {
  return <div className="mb-6 min-w-0 break-inside-avoid last:mb-0">{children}</div>
}
