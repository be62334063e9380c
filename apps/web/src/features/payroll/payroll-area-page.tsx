import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Wallet } from 'lucide-react'
import type { Employment } from '@hearth/shared/employments'
import { buttonClasses } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { QueryState } from '../../components/ui/query-state'
import { useAuth } from '../../lib/auth'
import { employmentQuery, paths } from '../../lib/paths'
import { formatDay, formatMoney } from './payroll-format'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { useEmployments } from '../../lib/employments-query'

/**
 * /manage-employment/payroll and /payroll (docs/spec/employment.md §2, area pages of the hub):
 * the employer's employments, each leading to its payroll page.
 */
export function PayrollAreaPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const employments = useEmployments(viewerOf(user))
  const content = (
    <QueryState
      query={employments}
      failed={t('Failed to load the helpers you employ.')}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyNote>
          {t('No helpers employed yet: payroll starts once you have a contract with a helper.')}
        </EmptyNote>
      }
    >
      {(list) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {[...list]
            .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'))
            .map((employment) => (
              <li key={employment.uid}>
                <PayrollEmploymentCard employment={employment} />
              </li>
            ))}
        </ul>
      )}
    </QueryState>
  )
  return (
    <PageFrame
      title={t('Payroll records')}
      back={{ to: paths.manageEmployment(), label: t('Back to manage employment') }}
      intro={t(
        'Choose a helper to generate a month’s pay, add bonuses or deductions, and finalise the record with its payment date.',
      )}
    >
      {content}
    </PageFrame>
  )
}

function PayrollEmploymentCard({ employment }: { employment: Employment }) {
  const { t } = useTranslation()
  const name = employment.helper_details.full_name
  const latest = employment.latest_contract_details
  const titleId = `payroll-employment-${employment.uid}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold break-words text-stone-900">
        {name}
      </h2>
      <dl className="mt-2 grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-stone-600">{t('Employment status')}</dt>
          <dd className="text-stone-900">
            {employment.status === 'active' ? t('Active employment now') : t('Employment ended')}
          </dd>
        </div>
        {latest ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-stone-600">{t('Contract salary a month')}</dt>
            <dd className="text-stone-900">{formatMoney(latest.salary_amount)}</dd>
          </div>
        ) : null}
        {employment.overall_start_date ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-stone-600">{t('Employed since')}</dt>
            <dd className="text-stone-900">{formatDay(employment.overall_start_date)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-1 items-end">
        <Link
          to={paths.payroll(employment.uid, employmentQuery(employment))}
          className={buttonClasses('secondary', 'sm')}
        >
          <Wallet aria-hidden="true" className="size-4 text-orange-700" />
          {t('Open payroll')}
          <span className="sr-only">: {name}</span>
        </Link>
      </div>
    </article>
  )
}
