import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Alert } from '../components/ui/alert'
import { Button } from '../components/ui/button'
import { PageSpinner } from '../components/ui/spinner'
import { useAuth } from './auth'
import { loginPath } from './login-path'

/**
 * Renders its children only for a signed-in user: a spinner while the session loads, otherwise a
 * redirect to /login that remembers where the visitor was.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { status, error, refreshUser } = useAuth()
  const location = useLocation()

  if (status === 'loading') return <PageSpinner label={t('Loading your account…')} />
  if (status === 'error')
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <Alert tone="error">
          <p>{error?.detail ?? t('Something went wrong on our side. Please try again.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refreshUser()}>
            {t('Try again')}
          </Button>
        </Alert>
      </div>
    )
  if (status === 'anonymous')
    return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />
  return children
}
