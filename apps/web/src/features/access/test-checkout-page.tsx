import { FlaskConical } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/ui/alert'
import { Button, buttonClasses } from '../../components/ui/button'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageTitle } from '../../components/ui/page-title'
import { PageSpinner } from '../../components/ui/spinner'
import { ApiError } from '../../lib/api-error'
import { useAuth } from '../../lib/auth'
import { formatHkd } from '../../lib/format-money'
import { paths } from '../../lib/paths'
import { goTo } from './checkout-redirect'
import { planNameKey } from './plan-names'
import { useCheckoutSession, usePayTestCheckout } from './plans-api'

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/**
 * /test-checkout/{sessionId}: the built-in stand-in for Stripe's page, on servers without a Stripe
 * key outside production. Pay fulfils the session exactly as a Stripe payment would; no money moves.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useAuth()
  const sessionId = useParams().sessionId ?? ''
  const viewer = user?.id ?? ''
  const session = useCheckoutSession(viewer, sessionId)
  const pay = usePayTestCheckout(viewer, sessionId)

  let body
  if (session.isPending) body = <PageSpinner label={t('Loading the checkout…')} />
  else if (
    isNotFound(session.error) ||
    isNotFound(pay.error) ||
    (session.data && !session.data.test_mode)
  )
    body = (
      <Alert tone="error">
        <p className="font-semibold">{t('Test checkout is not available')}</p>
        <p>
          {t(
            'This checkout does not exist, is not yours, or test payments are turned off on this server.',
          )}
        </p>
        <Link to={paths.subscription()} className={buttonClasses('secondary', 'sm')}>
          {t('Back to the plans')}
        </Link>
      </Alert>
    )
  else if (session.isError)
    body = (
      <LoadFailed
        message={t('Failed to process subscription. Please try again.')}
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    )
  else {
    const data = session.data
    const isPaid = data.status === 'paid'
    body = (
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <dl className="divide-y divide-stone-200">
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-stone-700">{t('Plan')}</dt>
            <dd className="font-semibold text-stone-900">{t(planNameKey(data.plan))}</dd>
          </div>
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-stone-700">{t('Amount')}</dt>
            <dd className="text-xl font-bold text-stone-900">{formatHkd(data.amount)}</dd>
          </div>
        </dl>
        {isPaid ? (
          <Alert tone="success" className="mt-4">
            <p>{t('This checkout is already paid.')}</p>
            <Button size="sm" onClick={() => goTo(data.success_url, navigate)}>
              {t('Continue')}
            </Button>
          </Alert>
        ) : null}
        {pay.isError && !isNotFound(pay.error) ? (
          <Alert tone="error" className="mt-4">
            <p>
              {pay.error instanceof ApiError
                ? pay.error.detail
                : t('Failed to process subscription. Please try again.')}
            </p>
          </Alert>
        ) : null}
        {isPaid ? null : (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={pay.isPending}
              onClick={() => goTo(data.cancel_url, navigate)}
            >
              {t('Cancel')}
            </Button>
            <Button
              busy={pay.isPending}
              busyLabel={t('Paying…')}
              onClick={() =>
                pay.mutate(undefined, {
                  onSuccess: (paid) => goTo(paid.success_url, navigate),
                })
              }
            >
              {t('Pay {{amount}} (test)', { amount: formatHkd(data.amount) })}
            </Button>
          </div>
        )}
      </div>
    )
  }

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6">
      <PageTitle title={t('Test checkout')} />
      <p className="inline-flex items-center gap-2 rounded-full border-2 border-dashed border-amber-500 bg-amber-50 px-3 py-1 text-sm font-bold tracking-wide text-amber-900 uppercase">
        <FlaskConical aria-hidden="true" className="size-4" />
        {t('Test mode')}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-stone-900">
        {t('Test checkout')}
      </h1>
      <p className="mt-2 text-stone-700">
        {t(
          'No real payment is taken here. This page stands in for the card payment page on servers without payments set up, and grants the plan exactly as a real payment would.',
        )}
      </p>
      <div className="mt-6">{body}</div>
    </section>
  )
}
