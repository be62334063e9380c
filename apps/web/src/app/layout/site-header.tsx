import { Suspense, lazy } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../components/ui/button'
import { summarisePlan } from '../../lib/account-display'
import { useAuth } from '../../lib/auth'
import { loginPath } from '../../lib/login-path'
import { paths } from '../../lib/paths'
import { canUseChat } from '../../lib/realtime'
import { HearthLogo } from './hearth-logo'
import { LanguageSelector } from './language-selector'
import { MobileMenu } from './mobile-menu'
import { navLinksFor } from './nav-links'
import { PlanBadge } from './plan-badge'

// Only users who can chat see unread counts; the chat code behind them stays out of other pages.
const UnreadBadge = lazy(() => import('../unread-badge').then((m) => ({ default: m.UnreadBadge })))
const MessagesIconLink = lazy(() =>
  import('../unread-badge').then((m) => ({ default: m.MessagesIconLink })),
)

// Only signed-in users have the account menu: its stand-in button stays out of visitors' pages,
// and the dropdown itself loads after the first render (user-menu-loader.tsx).
const UserMenu = lazy(() => import('./user-menu-loader').then((m) => ({ default: m.UserMenu })))

export function SiteHeader() {
  const { t } = useTranslation()
  const { user, status } = useAuth()
  const location = useLocation()

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={paths.home()}
          className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          <HearthLogo className="size-9" />
          <span className="text-xl font-bold tracking-tight text-stone-900">Hearth</span>
          <span className="sr-only">{t('Home')}</span>
        </Link>

        <nav aria-label={t('Main')} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {/* Signed in, the bar also holds Messages, the plan and the account menu: the home-page
                anchors (on the home page and in the phone menu) give way so nothing is pushed off. */}
            {navLinksFor(user)
              .filter((link) => !link.menuOnly && !(user && link.homeSection))
              .map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap xl:px-3 text-stone-700 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-3 focus-visible:outline-orange-700"
                  >
                    {t(link.label)}
                    {link.showsUnread ? (
                      <Suspense fallback={null}>
                        <UnreadBadge />
                      </Suspense>
                    ) : null}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {user ? (
            <>
              {/* Beside the desktop links (up to five) only the date fits; the bar's width is capped. */}
              <div className="hidden md:block lg:hidden">
                <PlanBadge user={user} compact />
              </div>
              <div className="hidden xl:block">
                <PlanBadge user={user} dateOnly />
              </div>
            </>
          ) : null}
          {/* An employer without active access can buy it from every page
              (docs/spec/marketplace.md §2). */}
          {user?.userType === 'employer' && !summarisePlan(user)?.isActive ? (
            <Link
              to={paths.subscription()}
              className={buttonClasses(
                'primary',
                'sm',
                'hidden sm:inline-flex lg:hidden xl:inline-flex',
              )}
            >
              {t('Subscribe')}
            </Link>
          ) : null}
          <LanguageSelector className="hidden w-32 lg:flex" />
          {user ? (
            <div className="hidden lg:block">
              <Suspense fallback={<span aria-hidden="true" className="block h-10 w-[4.5rem]" />}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : status === 'anonymous' ? (
            <div className="flex items-center gap-2">
              <Link
                to={loginPath(location.pathname + location.search + location.hash)}
                className={buttonClasses('ghost', 'sm')}
              >
                {t('Login')}
              </Link>
              <Link to={paths.register()} className={buttonClasses('primary', 'sm')}>
                {t('Register')}
              </Link>
            </div>
          ) : null}
          {canUseChat(user) ? (
            <div className="lg:hidden">
              <Suspense fallback={<span aria-hidden="true" className="block size-11" />}>
                <MessagesIconLink />
              </Suspense>
            </div>
          ) : null}
          <div className="lg:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  )
}
