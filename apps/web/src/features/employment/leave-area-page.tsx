import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CalendarDays } from 'lucide-react'
import type { Employment } from '@hearth/shared/employments'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { QueryState } from '../../components/ui/query-state'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { EmploymentStatusBadge } from './employment-badges'
import { formatDays } from './employment-format'
import { leavePath } from './employment-paths'
import { AccrualDueNotice, accrualDueText } from './leave-accrual-notice'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { useEmployments } from '../../lib/employments-query'

/**
 * /manage-employment/leaves (docs/spec/employment.md §2, an area page of the hub): the
 * employer picks an employment and goes to its leave page. Each one shows the requests waiting
 * for a decision, the annual leave balance and any yearly accrual that is due; active ones first.
 */
export function LeaveAreaPage() {
  const { t } = useTranslation()
  return (
    <PageFrame
      title={t('Leave and balances')}
      back={{ to: paths.manageEmployment(), label: t('Back to Manage employment') }}
      intro={t(
        'Choose a helper to decide their leave requests, run the yearly accrual or adjust their balance.',
      )}
    >
      <LeaveAreaList />
    </PageFrame>
  )
}

function LeaveAreaList() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const employments = useEmployments(viewerOf(user))
  return (
    <QueryState
      query={employments}
      failed={t('Failed to fetch employment details.')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyNote>{t('No helpers employed yet.')}</EmptyNote>}
    >
      {(list) => {
        const sorted = [...list].sort(
          (a, b) => Number(b.status === 'active') - Number(a.status === 'active'),
        )
        return (
          <>
            <AccrualDueNotice employments={sorted} className="mb-6" />
            <ul className="space-y-3">
              {sorted.map((employment) => (
                <li key={employment.uid}>
                  <LeaveAreaItem employment={employment} />
                </li>
              ))}
            </ul>
          </>
        )
      }}
    </QueryState>
  )
}

function LeaveAreaItem({ employment }: { employment: Employment }) {
  const { t } = useTranslation()
  const name = employment.helper_details.full_name
  const pending = employment.pending_leave_requests_count
  const titleId = `leave-area-${employment.uid}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-lg font-bold break-words text-stone-900">
            {name}
          </h2>
          <EmploymentStatusBadge status={employment.status} />
        </div>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-stone-600">{t('Annual leave balance')}</dt>
            <dd className="text-stone-900">
              {t('{{days}} days available', { days: formatDays(employment.annual_leave_balance) })}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t('Leave requests awaiting you')}</dt>
            <dd className="text-stone-900">
              {pending > 0 ? (
                <span className="font-semibold text-amber-900">{pending}</span>
              ) : (
                t('None waiting')
              )}
            </dd>
          </div>
        </dl>
        {employment.leave_accrual_due ? (
          <p className="mt-2 text-sm text-sky-900">
            {accrualDueText(t, employment.leave_accrual_due)}
          </p>
        ) : null}
      </div>
      <Link
        to={leavePath('employer', employment)}
        className={`shrink-0 ${buttonClasses('secondary', 'sm')}`}
      >
        <CalendarDays aria-hidden="true" className="size-4 text-orange-700" />
        {t('Leave and balances')}
        <span className="sr-only">: {name}</span>
      </Link>
    </article>
  )
}
