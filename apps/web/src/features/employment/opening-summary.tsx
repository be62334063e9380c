import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { History } from 'lucide-react'
import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../lib/paths'
import { formatDay, formatDays } from './employment-format'
import { useOpening } from './opening-api'
import { OpeningStatusBadge } from './opening-figures'

/**
 * On the employer's contracts page (issue 22): where the opening figures stand, or the way to
 * enter them for a helper who worked for them before Hearth.
 */
export function OpeningSummary({
  viewer,
  employmentUid,
  name,
}: {
  viewer: string
  employmentUid: string
  name: string
}) {
  const { t } = useTranslation()
  const opening = useOpening(viewer, employmentUid)
  if (opening.isPending || opening.isError) return null
  const figures = opening.data
  return (
    <section
      aria-label={t('Opening figures')}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="min-w-0 text-sm text-stone-800">
        {figures ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-stone-900">
                {t('Opening figures as of {{date}}', { date: formatDay(figures.as_of) })}
              </span>
              <OpeningStatusBadge status={figures.helper_status} />
            </div>
            <p className="mt-1">
              {t(
                '{{leave}} annual leave days, {{sick}} paid sickness days, wages paid up to {{paid}}.',
                {
                  leave: formatDays(figures.annual_leave_days_left),
                  sick: formatDays(figures.sick_days_left),
                  paid: formatDay(figures.wages_paid_up_to),
                },
              )}
            </p>
          </>
        ) : (
          <p>
            {t(
              'Did {{name}} work for you before Hearth? Enter her earlier contracts and the balances that stood when you started here.',
              { name: name || t('the helper') },
            )}
          </p>
        )}
      </div>
      <Link to={paths.onboarding(employmentUid)} className={buttonClasses('secondary', 'sm')}>
        <History aria-hidden="true" className="size-4 text-orange-700" />
        {figures ? t('See the opening figures') : t('Enter opening balances')}
      </Link>
    </section>
  )
}
