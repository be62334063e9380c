import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { useLanguage } from '../../lib/i18n'
import { formatHkd } from '../../lib/format-money'
import { paths } from '../../lib/paths'
import { useHomePlans } from './home-plans'

// A long plan name wraps beside its price on a phone; the price never leaves the card.
const ROW = 'flex min-h-8 items-baseline justify-between gap-4 sm:justify-end'

/**
 * The real plans with the prices checkout charges (never a figure typed here). While they load,
 * three rows of the same height hold their place, so nothing below moves.
 */
export function PlanPrices() {
  const { t } = useTranslation()
  const language = useLanguage()
  const plans = useHomePlans(language)

  if (plans.isError)
    return (
      <p className={ROW}>
        <Link to={paths.subscription()} className={LINK_CLASSES}>
          {t('See the plans')}
        </Link>
      </p>
    )
  if (!plans.data)
    return (
      <ul aria-busy="true" aria-label={t('Loading the prices…')} className="space-y-1">
        {[0, 1, 2].map((index) => (
          <li key={index} className={ROW}>
            <span className="h-5 w-40 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    )
  return (
    <ul className="space-y-1">
      {plans.data.map((plan) => (
        <li key={plan.id} className={ROW}>
          <span className="min-w-0 text-sm text-stone-700">
            {plan.name} · {t('{{days}} days', { days: plan.interval_days })}
          </span>
          <span className="shrink-0 text-2xl font-bold whitespace-nowrap text-orange-800">
            {formatHkd(plan.price)}
          </span>
        </li>
      ))}
    </ul>
  )
}
