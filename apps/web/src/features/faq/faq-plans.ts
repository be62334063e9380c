import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { API_PATHS } from '@hearth/shared/api-paths'
// Types only: the plan schemas (zod) and their words stay out of this page.
import type { Plan } from '@hearth/shared/plans'
import { apiRequest } from '../../lib/api-client'
import { useLanguage } from '../../lib/i18n'

/**
 * The plans as checkout charges them (`GET /hirlabusers/plans/`, in the reader's language), as
 * one phrase for the FAQ: the answer never states a price the server does not charge.
 */
export function usePlanSummary(): string {
  const { t } = useTranslation()
  const language = useLanguage()
  const plans = useQuery({
    queryKey: ['plans', 'list', language],
    queryFn: ({ signal }) => apiRequest<Plan[]>(API_PATHS.plans.list, { signal, auth: false }),
    staleTime: 60 * 60_000,
  })
  if (plans.isPending) return '…'
  if (plans.isError) return t('see the plans page for the current prices')
  return plans.data
    .map((plan) =>
      t('{{plan}}, HK${{price}} for {{days}} days', {
        plan: plan.name,
        price: plan.price.toLocaleString('en-HK'),
        days: plan.interval_days,
      }),
    )
    .join(t('; '))
}
