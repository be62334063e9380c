import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CalendarDays, ChevronRight, FilePlus2, FileText, Users, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClasses } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { EmploymentList } from './employment-list'
import { AccrualDueNotice } from './leave-accrual-notice'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { useEmployments } from '../../lib/employments-query'

/**
 * /manage-employment (docs/spec/employment.md §2): the employer's hub. Tiles lead to the areas
 * that exist (helpers and contracts, leave); the list shows every employment from the server.
 */
export function ManageEmploymentPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  // The same query as the list below: one request.
  const employments = useEmployments(viewerOf(user))
  return (
    <PageFrame
      title={t('Manage employment')}
      intro={t(
        'Contracts and leave of the helpers you employ, with balances computed under the Employment Ordinance.',
      )}
      actions={
        <Link to={paths.createContract()} className={buttonClasses('primary', 'md')}>
          <FilePlus2 aria-hidden="true" className="size-5" />
          {t('Create a contract')}
        </Link>
      }
    >
      {employments.data ? (
        <AccrualDueNotice employments={employments.data} className="mb-6" />
      ) : null}
      <nav aria-label={t('Employment areas')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          <Tile
            to={paths.employmentHelpers()}
            icon={<Users aria-hidden="true" className="size-6" />}
            title={t('Helpers and contracts')}
            description={t('Every helper you employ, their contracts and updates to them.')}
          />
          <Tile
            to={paths.leaveArea()}
            icon={<CalendarDays aria-hidden="true" className="size-6" />}
            title={t('Leave and balances')}
            description={t(
              'Approve or reject leave requests, run the yearly accrual and adjust balances of each helper.',
            )}
          />
          <Tile
            to={paths.payrollArea()}
            icon={<Wallet aria-hidden="true" className="size-6" />}
            title={t('Monthly payroll')}
            description={t(
              'Generate each month’s pay, explained line by line, finalise it and download the receipt.',
            )}
          />
          <Tile
            to={paths.documentsArea()}
            icon={<FileText aria-hidden="true" className="size-6" />}
            title={t('Documents')}
            description={t(
              'Keep contracts, visas and insurance policies of each helper, with their expiry dates.',
            )}
          />
        </ul>
      </nav>
      <section aria-labelledby="employments" className="mt-8">
        <h2 id="employments" className="mb-4 text-xl font-bold text-stone-900">
          {t('Your helpers')}
        </h2>
        <EmploymentList />
      </section>
    </PageFrame>
  )
}

function Tile({
  to,
  icon,
  title,
  description,
}: {
  to: string
  icon: ReactNode
  title: string
  description: string
}) {
  const className =
    'flex h-full items-start gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm hover:border-orange-300 hover:bg-orange-50/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700'
  const lastWord = title.lastIndexOf(' ') + 1
  const body = (
    <>
      <span className="rounded-xl bg-orange-100 p-2.5 text-orange-800">{icon}</span>
      <span className="min-w-0 flex-1">
        {/* A title that wraps keeps its chevron after its last word, as on one line. */}
        <span className="block text-lg font-bold text-stone-900">
          {title.slice(0, lastWord)}
          <span className="whitespace-nowrap">
            {title.slice(lastWord)}
            <ChevronRight
              aria-hidden="true"
              className="ml-1 inline size-5 align-[-0.2em] text-orange-700"
            />
          </span>
        </span>
        <span className="mt-1 block text-sm text-stone-700">{description}</span>
      </span>
    </>
  )
  return (
    <li>
      {to.startsWith('#') ? (
        <a href={to} className={className}>
          {body}
        </a>
      ) : (
        <Link to={to} className={className}>
          {body}
        </Link>
      )}
    </li>
  )
}
