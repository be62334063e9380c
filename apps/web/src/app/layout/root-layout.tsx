import { Suspense, lazy, useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { scrollKey } from './scroll-key'
import { useTranslation } from 'react-i18next'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { loadNamespaces } from '../../lib/i18n'
import { canUseChat } from '../../lib/realtime'
import { VisitorChecklistMerge } from '../visitor-checklist-merge'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Moves keyboard and screen-reader focus to the new page after client-side navigation. */
// Live chat (socket events, new-message toasts) only for users who can chat, with its words.
const ChatLiveUpdates = lazy(() =>
  Promise.all([import('../chat-live-updates'), loadNamespaces(['chat'])]).then(([m]) => ({
    default: m.ChatLiveUpdates,
  })),
)

function useFocusMainOnNavigate() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const main = document.getElementById('main-content')
    // Leave focus alone if a dialog (such as the mobile menu) or an open menu still holds it: a
    // page that finishes loading after the account menu was opened must not close it.
    if (main && !document.activeElement?.closest('[role="dialog"], [role="menu"]'))
      main.focus({ preventScroll: true })
  }, [pathname])
}

export function RootLayout() {
  const { t } = useTranslation()
  const { user } = useAuth()
  useFocusMainOnNavigate()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-orange-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-3 focus:outline-offset-2 focus:outline-stone-900"
      >
        {t('Skip to main content')}
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold: a page whose content arrives
          after its first paint (a profile, a list) grows without shifting what is in view. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-dvh flex-1 flex-col focus:outline-none"
      >
        <Suspense fallback={<PageSpinner label={t('Loading…')} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {user ? <VisitorChecklistMerge viewer={user.id} /> : null}
      {canUseChat(user) ? (
        <Suspense fallback={null}>
          <ChatLiveUpdates />
        </Suspense>
      ) : null}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  )
}
