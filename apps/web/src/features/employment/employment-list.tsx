import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Calculator, CalendarDays, FilePen, FileText, UserPlus, Wallet } from 'lucide-react'
import type { Employment } from '@hearth/shared/employments'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { QueryState } from '../../components/ui/query-state'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ContractStatusBadge, EmploymentStatusBadge } from './employment-badges'
import { formatAmount, formatDay, formatDays } from './employment-format'
import { leavePath, payrollPath } from './employment-paths'
import { accrualDueText } from './leave-accrual-notice'
import { TimelineLink } from './timeline-section'
import { viewerOf } from '../../lib/viewer'
import { useEmployments } from '../../lib/employments-query'

/**
 * The termination payment calculator of the employment with this helper
 * (docs/spec/employment.md §2).
 */
export function terminationPath(employment: Pick<Employment, 'helper_profile' | 'helper_details'>) {
  return paths.termination(employment.helper_profile, { name: employment.helper_details.full_name })
}

/**
 * The employer's employments (docs/spec/employment.md §2 "Helper management"): each helper
 * with the status, the latest contract, the annual leave balance and the requests waiting for a
 * decision, and the ways to their contracts and leave. Active employments come first.
 */
export function EmploymentList() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const employments = useEmployments(viewerOf(user))

  return (
    <QueryState
      query={employments}
      failed={t('Failed to fetch employment details.')}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyNote
          title={t('No helpers employed yet.')}
          action={
            <Link to={paths.createContract()} className={buttonClasses('primary', 'md')}>
              <UserPlus aria-hidden="true" className="size-5" />
              {t('Create a contract')}
            </Link>
          }
        >
          {t(
            'A helper appears here once you create their first contract. The helper must already have a Hearth helper account; you will need the e-mail address they registered with.',
          )}
        </EmptyNote>
      }
    >
      {(list) => (
        <ul className="space-y-4">
          {[...list]
            .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'))
            .map((employment) => (
              <li key={employment.uid}>
                <EmploymentCard employment={employment} />
              </li>
            ))}
        </ul>
      )}
    </QueryState>
  )
}

function EmploymentCard({ employment }: { employment: Employment }) {
  const { t } = useTranslation()
  const name = employment.helper_details.full_name
  const latest = employment.latest_contract_details
  const titleId = `employment-${employment.uid}`
  const pending = employment.pending_leave_requests_count
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-bold break-words text-stone-900">
          {name}
        </h2>
        <EmploymentStatusBadge status={employment.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('Latest contract')}>
          {latest ? <ContractStatusBadge status={latest.status} /> : t('No contract yet')}
        </Fact>
        {latest ? (
          <>
            <Fact label={t('Job title')}>
              <span className="break-words">{latest.job_title}</span>
            </Fact>
            <Fact label={t('Contract dates')}>
              {latest.end_date
                ? t('{{start}} to {{end}}', {
                    start: formatDay(latest.start_date),
                    end: formatDay(latest.end_date),
                  })
                : t('From {{start}}, no end date', { start: formatDay(latest.start_date) })}
            </Fact>
            <Fact label={t('Salary a month')}>{formatAmount(latest.salary_amount)}</Fact>
          </>
        ) : null}
        <Fact label={t('Annual leave balance')}>
          {t('{{days}} days available', { days: formatDays(employment.annual_leave_balance) })}
        </Fact>
        <Fact label={t('Leave requests awaiting you')}>
          {pending > 0 ? (
            <span className="font-semibold text-amber-900">{pending}</span>
          ) : (
            t('None waiting')
          )}
        </Fact>
      </dl>
      {employment.leave_accrual_due ? (
        <p className="mt-3 rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <span className="font-semibold">{t('Yearly accrual due')}</span>
          {': '}
          {accrualDueText(t, employment.leave_accrual_due)} {t('Run it from Leave and balances.')}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={paths.contracts(employment.uid)} className={buttonClasses('secondary', 'sm')}>
          <FileText aria-hidden="true" className="size-4 text-orange-700" />
          {t('Contracts')}
          <span className="sr-only">: {name}</span>
        </Link>
        <Link to={leavePath('employer', employment)} className={buttonClasses('secondary', 'sm')}>
          <CalendarDays aria-hidden="true" className="size-4 text-orange-700" />
          {t('Leave and balances')}
          <span className="sr-only">: {name}</span>
        </Link>
        <TimelineLink employment={employment} />
        <Link to={payrollPath(employment)} className={buttonClasses('secondary', 'sm')}>
          <Wallet aria-hidden="true" className="size-4 text-orange-700" />
          {t('Monthly payroll')}
          <span className="sr-only">: {name}</span>
        </Link>
        <Link
          to={paths.documentsArea({ employment: employment.uid })}
          className={buttonClasses('secondary', 'sm')}
        >
          <FileText aria-hidden="true" className="size-4 text-orange-700" />
          {t('Documents')}
          <span className="sr-only">: {name}</span>
        </Link>
        {latest ? (
          <Link
            to={updateContractPath(latest.uid, name)}
            className={buttonClasses('secondary', 'sm')}
          >
            <FilePen aria-hidden="true" className="size-4 text-orange-700" />
            {t('Update contract')}
            <span className="sr-only">: {name}</span>
          </Link>
        ) : null}
        <Link to={terminationPath(employment)} className={buttonClasses('secondary', 'sm')}>
          <Calculator aria-hidden="true" className="size-4 text-orange-700" />
          {t('Termination payment')}
          <span className="sr-only">: {name}</span>
        </Link>
      </div>
    </article>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  )
}

/** The update page takes the helper's name along for its title (§2 "Update contract page"). */
export function updateContractPath(contractUid: string, name: string): string {
  return paths.updateContract(contractUid, { name })
}
