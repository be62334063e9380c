import { useCallback, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { isAccessActive } from '@hearth/shared/access'
import type { PlanId } from '@hearth/shared/plans'
import { Alert } from '../../components/ui/alert'
import { LoadFailed } from '../../components/ui/load-failed'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import { CanceledReturn, SuccessReturn } from './checkout-return'
import { checkoutReturnUrls, goTo } from './checkout-redirect'
import { isPlanId, planNameKey } from './plan-names'
import { PlanPicker } from './plan-picker'
import { PlansSkeleton } from './plans-skeleton'
import { useCreateCheckoutSession, usePlans } from './plans-api'
import { PurchaseHistory } from './purchase-history'
import { PageFrame } from '../../components/ui/page-frame'

/**
 * /subscription (docs/spec/marketplace.md §2): the three plans, the return from a checkout
 * (`?success=1&session_id=…` or `?canceled=1`) and the employer's purchases. The router lets
 * only a signed-in employer in.
 */
export function SubscriptionPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useAuth()
  const [params] = useSearchParams()
  const language = useLanguage()
  const plans = usePlans(language)
  const checkout = useCreateCheckoutSession()
  const [missingSession, setMissingSession] = useState(false)
  const submitRef = useRef<HTMLButtonElement>(null)

  const planList = plans.data
  const planName = useCallback(
    (id: PlanId) => planList?.find((plan) => plan.id === id)?.name ?? t(planNameKey(id)),
    [planList, t],
  )
  if (!user) return null

  const sessionId = params.get('session_id') ?? ''
  const canceled = params.get('canceled') !== null && sessionId === ''
  const { subscription_type: type, access_end_date: end } = user.profile
  const isActive = isAccessActive(end, new Date())
  const currentPlan = isActive && isPlanId(type) ? type : null
  const endDate = isActive && end ? formatHongKongDate(end, language) : null

  function subscribe(planId: PlanId) {
    setMissingSession(false)
    checkout.mutate(
      { planId, ...checkoutReturnUrls(window.location.origin) },
      {
        onSuccess: (created) => {
          if (!created.url || !created.sessionId) setMissingSession(true)
          else goTo(created.url, navigate)
        },
      },
    )
  }

  let checkoutError: string | null = null
  if (missingSession) checkoutError = t('Could not retrieve a checkout session ID.')
  else if (checkout.error instanceof ApiError) checkoutError = checkout.error.detail
  else if (checkout.error) checkoutError = t('Failed to process subscription. Please try again.')

  return (
    <PageFrame
      title={t('Choose your access plan')}
      tabTitle={t('Plans')}
      intro={t(
        'A plan lets you chat with helpers and post jobs. You pay once; buying again adds the days to your current access.',
      )}
    >
      {currentPlan && endDate && !sessionId ? (
        <p className="mb-3 font-medium text-green-800">
          {t('Your {{plan}} is active until {{date}}.', {
            plan: planName(currentPlan),
            date: endDate,
          })}
        </p>
      ) : null}

      <div className="mt-6 space-y-4 empty:hidden">
        {sessionId ? (
          <SuccessReturn viewer={user.id} sessionId={sessionId} planName={planName} />
        ) : null}
        {canceled ? (
          <CanceledReturn
            onRetry={() => {
              // Focusing scrolls the button into view too.
              submitRef.current?.focus()
            }}
          />
        ) : null}
        {checkoutError ? (
          <Alert tone="error">
            <p>{checkoutError}</p>
          </Alert>
        ) : null}
      </div>

      <div className="mt-8">
        {plans.isPending ? (
          <PlansSkeleton label={t('Loading the plans…')} />
        ) : plans.isError ? (
          <LoadFailed
            message={t('Failed to load the plans.')}
            error={plans.error}
            onRetry={() => void plans.refetch()}
          />
        ) : (
          <PlanPicker
            plans={plans.data}
            currentPlan={currentPlan}
            busy={checkout.isPending}
            onSubscribe={subscribe}
            submitRef={submitRef}
          />
        )}
      </div>

      <PurchaseHistory viewer={user.id} planName={planName} />
    </PageFrame>
  )
}
