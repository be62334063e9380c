import type { ReactNode } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { UserSession, UserType } from '@hearth/shared/accounts'
import { Alert } from '../components/ui/alert'
import { LINK_CLASSES } from '../components/ui/link-classes'
import { PageLoadFailed } from '../components/ui/load-failed'
import { PageSpinner } from '../components/ui/spinner'
import { useAuth } from './auth'
import { homePathFor } from './home-path'
import { loginPath } from './login-path'
import { paths } from './paths'

type RequireAuthProps = {
  children: ReactNode
  /** Only this account type sees the page; a user of the other type is sent to their home. */
  role?: UserType
  /** Visitors see the page too; only a signed-in user of the other `role` is sent away. */
  allowVisitors?: boolean
  /**
   * The page needs the user's detail profile (docs/spec/marketplace.md §2): a helper without one
   * registers it first; an employer is pointed to their details.
   */
  requireProfile?: boolean
}

/**
 * The router's one guard for pages that depend on who is signed in: a spinner while the session
 * loads, a retry when it fails, /login (remembering the page) for visitors, and the home page for
 * the wrong account type.
 */
export function RequireAuth({
  children,
  role,
  allowVisitors = false,
  requireProfile = false,
}: RequireAuthProps) {
  const { t } = useTranslation()
  const { user, status, error, refreshUser } = useAuth()
  const location = useLocation()

  // A cached user of the wrong type leaves at once, before anything of the page loads.
  if (user && role && user.userType !== role) return <Navigate to={homePathFor(user)} replace />
  if (status === 'loading') return <PageSpinner label={t('Loading your account…')} />
  if (status === 'error')
    return (
      <PageLoadFailed
        message={t('Your account could not be loaded.')}
        error={error}
        onRetry={() => void refreshUser()}
      />
    )
  if (!user) {
    if (allowVisitors) return children
    return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />
  }
  if (requireProfile && !user.detail_profile?.uid) return <MissingProfile user={user} />
  return children
}

function MissingProfile({ user }: { user: UserSession }) {
  const { t } = useTranslation()
  if (user.userType === 'helper') return <Navigate to={paths.registerHelper()} replace />
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <Alert tone="error">
        <p>{t('Unable to open chat. Participant details are missing.')}</p>
        <Link to={paths.registerEmployer()} className={LINK_CLASSES}>
          {t('My details')}
        </Link>
      </Alert>
    </div>
  )
}
