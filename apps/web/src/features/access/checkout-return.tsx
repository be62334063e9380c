import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { PlanId } from '@hearth/shared/plans'
import { Alert } from '../../components/ui/alert'
import { Button, buttonClasses } from '../../components/ui/button'
import { LoadFailed } from '../../components/ui/load-failed'
import { Spinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { formatHongKongDate } from '../../lib/format-date'
import { useLanguage } from '../../lib/i18n'
import { paths } from '../../lib/paths'
import { SESSION_POLL_DELAYS_MS, planKeys, useCheckoutSession } from './plans-api'

type SuccessReturnProps = {
  viewer: string
  sessionId: string
  planName: (id: PlanId) => string
}

/**
 * The return from a paid checkout: the session is read again, with growing waits, until the
 * payment is confirmed; then the account is re-read, so the top bar and every access check see
 * the new plan without signing in again.
 */
export function SuccessReturn({ viewer, sessionId, planName }: SuccessReturnProps) {
  const { t } = useTranslation()
  const language = useLanguage()
  const queryClient = useQueryClient()
  const { refreshUser } = useAuth()
  const session = useCheckoutSession(viewer, sessionId)
  const { refetch, isFetching } = session
  const status = session.data?.status
  const isPaid = status === 'paid'
  const refreshed = useRef(false)
  // A Stripe webhook may arrive after the payer: read again, waiting longer each time.
  const [attempt, setAttempt] = useState(0)
  const delay = SESSION_POLL_DELAYS_MS[attempt]

  useEffect(() => {
    if (status !== 'open' || isFetching || delay === undefined) return
    const timer = setTimeout(() => {
      setAttempt((value) => value + 1)
      void refetch()
    }, delay)
    return () => clearTimeout(timer)
  }, [status, isFetching, delay, refetch])

  useEffect(() => {
    if (!isPaid || refreshed.current) return
    refreshed.current = true
    void refreshUser()
    void queryClient.invalidateQueries({ queryKey: planKeys.payments(viewer) })
  }, [isPaid, refreshUser, queryClient, viewer])

  if (session.isError)
    return (
      <LoadFailed
        message={t('Failed to process subscription. Please try again.')}
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    )
  const data = session.data
  if (data?.status === 'paid') {
    const date = data.access_end_date ? formatHongKongDate(data.access_end_date, language) : null
    return (
      <Alert tone="success">
        <p className="font-semibold">{t('Payment received. Thank you!')}</p>
        <p>
          {date
            ? t('Your {{plan}} is active until {{date}}.', { plan: planName(data.plan), date })
            : t('Your {{plan}} is active.', { plan: planName(data.plan) })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.findHelpers()} className={buttonClasses('primary', 'sm')}>
            {t('Find helpers')}
          </Link>
          <Link to={paths.chats()} className={buttonClasses('secondary', 'sm')}>
            {t('Messages')}
          </Link>
        </div>
      </Alert>
    )
  }
  if (data?.status === 'expired')
    return (
      <Alert tone="error">
        <p>{t('This checkout expired without a payment. Choose a plan to try again.')}</p>
      </Alert>
    )
  if (status === 'open' && delay === undefined && !isFetching)
    return (
      <Alert tone="info">
        <p>
          {t(
            'Your payment has not been confirmed yet. This can take a minute; your access starts as soon as it is.',
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setAttempt(0)
            void refetch()
          }}
        >
          {t('Check again')}
        </Button>
      </Alert>
    )
  return (
    <Alert tone="info">
      <p className="flex items-center gap-2">
        <Spinner label={t('Loading…')} />
        {t('Waiting for your payment to be confirmed…')}
      </p>
    </Alert>
  )
}

type CanceledReturnProps = { onRetry: () => void }

/** The return from a checkout the payer left: nothing was charged (docs/spec/marketplace.md §8). */
export function CanceledReturn({ onRetry }: CanceledReturnProps) {
  const { t } = useTranslation()
  return (
    <Alert tone="error">
      <p className="font-semibold">{t('Subscription was canceled.')}</p>
      <p>{t('No payment was taken. You can choose a plan and try again.')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </Alert>
  )
}
