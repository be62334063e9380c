import { Suspense, lazy } from 'react'
import { Link } from 'react-router'
import { getI18n, useTranslation } from 'react-i18next'
import { CalendarDays, CheckCircle2, FileText, Wallet } from 'lucide-react'
import type { Employment } from '@hearth/shared/employments'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { QueryState } from '../../components/ui/query-state'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { ContractStatusBadge, EmploymentStatusBadge } from './employment-badges'
import { formatAmount, formatDay, formatDays } from './employment-format'
import { leavePath } from './employment-paths'
import { TimelineSection } from './timeline-section'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { useEmployments } from '../../lib/employments-query'

// The helper's say on a contract (issue 22) is a chunk of its own: most cards never need it.
const ContractSay = lazy(() => import('./contract-say').then((m) => ({ default: m.ContractSay })))
// So are the opening figures of an employment that began before Hearth (issue 22).
// Its code and its words (namespace `openings`) load after the page has rendered.
const OpeningSay = lazy(() =>
  Promise.all([import('./opening-say'), getI18n().loadNamespaces(['openings'])]).then(([m]) => ({
    default: m.OpeningSay,
  })),
)

/**
 * /my-employment: the helper's own employments, read-only (the server answers a helper with
 * theirs only), each with the way to its leave page (docs/spec/employment.md §2).
 */
export function MyEmploymentPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const employments = useEmployments(viewerOf(user))
  const content = (
    <QueryState
      query={employments}
      failed={t('Failed to fetch employment details.')}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyNote>
          {t(
            'No employment yet. When an employer creates a contract with the e-mail address of your Hearth account, it appears here with your leave.',
          )}
        </EmptyNote>
      }
    >
      {(list) => (
        <ul className="space-y-4">
          {list.map((employment) => (
            <li key={employment.uid}>
              <HelperEmploymentCard employment={employment} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
  return (
    <PageFrame
      title={t('My employment')}
      actions={
        <Link to={paths.payslips()} className={buttonClasses('secondary', 'md')}>
          <Wallet aria-hidden="true" className="size-5 text-orange-700" />
          {t('Payslips')}
        </Link>
      }
      intro={t(
        'Your employers, your contracts and your leave. Apply for leave from the leave page.',
      )}
    >
      {content}
    </PageFrame>
  )
}

function HelperEmploymentCard({ employment }: { employment: Employment }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const latest = employment.latest_contract_details
  const employer = employment.employer_details.full_name
  const titleId = `employment-${employment.uid}`
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg font-bold break-words text-stone-900">
          {t('Employer: {{name}}', { name: employer })}
        </h2>
        <EmploymentStatusBadge status={employment.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-semibold text-stone-600">{t('Latest contract')}</dt>
          <dd className="mt-0.5">
            {latest ? <ContractStatusBadge status={latest.status} /> : t('No contract yet')}
          </dd>
        </div>
        {latest ? (
          <>
            <div>
              <dt className="font-semibold text-stone-600">{t('Contract dates')}</dt>
              <dd className="mt-0.5 text-stone-900">
                {latest.end_date
                  ? t('{{start}} to {{end}}', {
                      start: formatDay(latest.start_date),
                      end: formatDay(latest.end_date),
                    })
                  : t('From {{start}}, no end date', { start: formatDay(latest.start_date) })}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-stone-600">{t('Salary a month')}</dt>
              <dd className="mt-0.5 text-stone-900">{formatAmount(latest.salary_amount)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt className="font-semibold text-stone-600">{t('Annual leave balance')}</dt>
          <dd className="mt-0.5 text-stone-900">
            {t('{{days}} days available', { days: formatDays(employment.annual_leave_balance) })}
          </dd>
        </div>
      </dl>
      {latest?.helper_confirmed_at ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          {t('You confirmed this contract on {{date}}.', {
            date: formatDay(latest.helper_confirmed_at),
          })}
        </p>
      ) : latest && (latest.status === 'PENDING' || latest.status === 'ACTIVE') ? (
        <Suspense fallback={null}>
          <ContractSay contract={latest} employer={employer} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <OpeningSay viewer={viewer} employmentUid={employment.uid} employer={employer} />
      </Suspense>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={leavePath('helper', employment)} className={buttonClasses('secondary', 'sm')}>
          <CalendarDays aria-hidden="true" className="size-4 text-orange-700" />
          {t('My leave')}
          <span className="sr-only">: {employer}</span>
        </Link>
        <Link
          to={paths.helperDocuments(employment.uid)}
          className={buttonClasses('secondary', 'sm')}
        >
          <FileText aria-hidden="true" className="size-4 text-orange-700" />
          {t('Documents')}
          <span className="sr-only">: {employer}</span>
        </Link>
      </div>
      <TimelineSection employmentUid={employment.uid} viewer={viewer} employer={employer} />
    </article>
  )
}
