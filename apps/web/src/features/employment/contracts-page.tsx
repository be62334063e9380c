import { Suspense, lazy } from 'react'
import { Link, useParams } from 'react-router'
import { getI18n, useTranslation } from 'react-i18next'
import { FilePen } from 'lucide-react'
import type { Contract } from '@hearth/shared/employments'
import { FINAL_CONTRACT_STATUSES } from '@hearth/shared/employments'
import { Alert } from '../../components/ui/alert'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ContractStatusBadge } from './employment-badges'
import { useContracts } from './employment-api'
import {
  ACCOMMODATION_LABELS,
  PROFILE_TYPE_LABELS,
  REST_DAY_LABELS,
  formatAmount,
  formatDay,
  labelOf,
} from './employment-format'
import { updateContractPath } from './employment-list'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { useEmployments } from '../../lib/employments-query'

// The opening figures of an employment that began before Hearth (issue 22): a chunk of its own.
const OpeningSummary = lazy(() =>
  Promise.all([import('./opening-summary'), getI18n().loadNamespaces(['openings'])]).then(
    ([m]) => ({ default: m.OpeningSummary }),
  ),
)

/** /employment-management/{employmentId}/contracts (docs/spec/employment.md §2). */
export function ContractsPage() {
  const { t } = useTranslation()
  const { employmentId = '' } = useParams()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const contracts = useContracts(viewer, employmentId)
  const employments = useEmployments(viewer, employmentId !== '')
  const back = { to: paths.employmentHelpers(), label: t('Back to helpers and contracts') }
  const name = employments.data?.find((item) => item.uid === employmentId)?.helper_details.full_name
  const title = name ? t('Contracts of {{name}}', { name }) : t('Contracts')

  if (!employmentId)
    return (
      <PageFrame title={t('Contracts')} back={back}>
        <Alert tone="error">{t('Employment ID is missing from URL.')}</Alert>
      </PageFrame>
    )
  if (contracts.isPending) return <PageSpinner label={t('Loading…')} />
  if (contracts.isError)
    return (
      <PageFrame title={t('Contracts')} back={back}>
        <LoadFailed
          message={t('Failed to fetch data. Please try again.')}
          error={contracts.error}
          notFound={t('This employment was not found, or it is not yours.')}
          onRetry={() => void contracts.refetch()}
          back={back}
        />
      </PageFrame>
    )

  return (
    <PageFrame title={title} back={back}>
      <Suspense fallback={null}>
        <OpeningSummary viewer={viewer} employmentUid={employmentId} name={name ?? ''} />
      </Suspense>
      {contracts.data.length === 0 ? (
        <EmptyNote>{t('This employment has no contracts.')}</EmptyNote>
      ) : (
        <ul className="space-y-4">
          {contracts.data.map((contract) => (
            <li key={contract.uid}>
              <ContractCard contract={contract} name={name ?? ''} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  )
}

function ContractCard({ contract, name }: { contract: Contract; name: string }) {
  const { t } = useTranslation()
  const titleId = `contract-${contract.uid}`
  const isFinal = FINAL_CONTRACT_STATUSES.includes(contract.status)
  const food = Number(contract.food_allowance_amount)
  const facts: [string, string][] = [
    [t('Contract start date'), formatDay(contract.start_date)],
    [t('Contract end date'), contract.end_date ? formatDay(contract.end_date) : t('No end date')],
    [t('Salary a month'), formatAmount(contract.salary_amount)],
    [
      t('Food allowance'),
      food > 0 ? formatAmount(contract.food_allowance_amount) : t('Food provided free'),
    ],
    [
      t('Rest day'),
      contract.exclude_day_type === null
        ? t('No fixed rest day')
        : labelOf(t, REST_DAY_LABELS, String(contract.exclude_day_type)),
    ],
    [
      t('Accommodation'),
      contract.accommodation_type
        ? labelOf(t, ACCOMMODATION_LABELS, contract.accommodation_type)
        : t('Not stated'),
    ],
    [
      t('Employment profile type'),
      labelOf(t, PROFILE_TYPE_LABELS, contract.employment_profile_type),
    ],
    [t('Working hours per week'), String(contract.working_hours_per_week)],
  ]
  if (contract.termination_date)
    facts.push([t('Termination date'), formatDay(contract.termination_date)])
  if (contract.termination_reason && !contract.helper_declined_at)
    facts.push([t('Termination reason'), contract.termination_reason])
  // The helper's say on it (issue 22).
  facts.push([
    t('Helper’s answer'),
    contract.helper_declined_at
      ? t('Declined on {{date}}: {{reason}}', {
          date: formatDay(contract.helper_declined_at),
          reason: contract.helper_decline_reason ?? '',
        })
      : contract.helper_confirmed_at
        ? t('Confirmed on {{date}}', { date: formatDay(contract.helper_confirmed_at) })
        : t('Not confirmed yet'),
  ])
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-bold break-words text-stone-900">
          {contract.job_title}
        </h2>
        <ContractStatusBadge status={contract.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-stone-600">{label}</dt>
            <dd className="mt-0.5 break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        {isFinal ? (
          <p className="text-sm text-stone-600">
            {t('This contract has ended; it can no longer be changed.')}
          </p>
        ) : (
          <Link
            to={updateContractPath(contract.uid, name)}
            className={buttonClasses('secondary', 'sm')}
          >
            <FilePen aria-hidden="true" className="size-4 text-orange-700" />
            {t('Update contract')}
            <span className="sr-only">: {contract.job_title}</span>
          </Link>
        )}
      </div>
    </article>
  )
}
