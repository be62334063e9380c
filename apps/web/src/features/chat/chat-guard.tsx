import type { ReactNode } from 'react'
import { Link, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/ui/alert'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { useAuth } from '../../lib/auth'
import { RequireAuth } from '../../lib/require-auth'

/** Chat needs a signed-in user with a detail profile; a helper without one registers first (docs/spec/marketplace.md §2). */
function ChatProfileCheck({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { user } = useAuth()
  if (user?.detail_profile?.uid) return children
  if (user?.userType === 'helper') return <Navigate to="/register-helper" replace />
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <Alert tone="error">
        <p>{t('Unable to open chat. Participant details are missing.')}</p>
        <Link to="/register-employer" className={LINK_CLASSES}>
          {t('My details')}
        </Link>
      </Alert>
    </div>
  )
}

export function ChatGuard({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <ChatProfileCheck>{children}</ChatProfileCheck>
    </RequireAuth>
  )
}
