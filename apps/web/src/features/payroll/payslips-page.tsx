import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FileSearch } from 'lucide-react'
import type { Employment } from '@hearth/shared/employments'
import type { PayrollRecord } from '@hearth/shared/payrolls'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LoadFailed } from '../../components/ui/load-failed'
import { Spinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { usePayrollRecords } from './payroll-api'
import { formatDay, formatMoney } from './payroll-format'
import { ReceiptButton } from './payroll-record-actions'
import { recordMonth, sortRecords } from './payroll-records-list'
import { viewerOf } from '../../lib/viewer'
import { SectionCard } from '../../components/ui/section-card'
import { PageFrame } from '../../components/ui/page-frame'
import { useEmployments } from '../../lib/employments-query'
import { QueryState } from '../../components/ui/query-state'

/**
 * /my-employment/payslips: the helper's finalised pay records, per employment, each opening its
 * read-only detail and its receipt (issue 14; the server never shows a helper a draft).
 */
export function PayslipsPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const employments = useEmployments(viewer)
  const content = (
    <QueryState
      query={employments}
      failed={t('Failed to load your employments.')}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyNote>{t('No employment yet, so no payslips.')}</EmptyNote>}
    >
      {(data) => (
        <div className="space-y-6">
          {data.map((employment) => (
            <EmploymentPayslips key={employment.uid} viewer={viewer} employment={employment} />
          ))}
        </div>
      )}
    </QueryState>
  )
  return (
    <PageFrame
      title={t('My payslips')}
      back={{ to: paths.myEmployment(), label: t('Back to my employment') }}
      intro={t(
        'Each month your employer has finalised, with every line of your pay explained and its receipt.',
      )}
    >
      {content}
    </PageFrame>
  )
}

function EmploymentPayslips({ viewer, employment }: { viewer: string; employment: Employment }) {
  const { t } = useTranslation()
  const records = usePayrollRecords(viewer, employment.uid)
  let content
  if (records.isPending) content = <Spinner label={t('Loading…')} />
  else if (records.isError)
    content = (
      <LoadFailed
        message={t('Failed to load the payroll records.')}
        error={records.error}
        onRetry={() => void records.refetch()}
      />
    )
  else {
    const finalised = sortRecords(records.data.filter((record) => record.finalised))
    content =
      finalised.length === 0 ? (
        <EmptyNote>
          {t('No payslips yet: they appear once your employer finalises a month.')}
        </EmptyNote>
      ) : (
        <ul className="space-y-3">
          {finalised.map((record) => (
            <li key={record.uid}>
              <PayslipItem record={record} />
            </li>
          ))}
        </ul>
      )
  }
  return (
    <SectionCard
      title={t('Payslips from {{name}}', { name: employment.employer_details.full_name })}
    >
      {content}
    </SectionCard>
  )
}

function PayslipItem({ record }: { record: PayrollRecord }) {
  const { t } = useTranslation()
  const month = recordMonth(record)
  const titleId = `payslip-${record.uid}`
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-stone-200 p-4 sm:flex sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="min-w-0">
        <h3 id={titleId} className="text-base font-bold text-stone-900">
          {month}
        </h3>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-stone-600">{t('Total pay')}</dt>
            <dd className="text-stone-900">{formatMoney(record.total_salary)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t('Payment date')}</dt>
            <dd className="text-stone-900">{formatDay(record.payment_date)}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-2 sm:mt-0 sm:shrink-0">
        <Link
          to={paths.payslip(record.uid)}
          state={{ record }}
          className={buttonClasses('secondary', 'sm')}
        >
          <FileSearch aria-hidden="true" className="size-4 text-orange-700" />
          {t('View payslip')}
          <span className="sr-only">: {month}</span>
        </Link>
        <ReceiptButton
          record={record}
          fileName={`hearth-payslip-${record.month}.pdf`}
          context={month}
          size="sm"
        />
      </div>
    </article>
  )
}
