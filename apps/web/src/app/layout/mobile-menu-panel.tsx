import { useEffect, useRef } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import {
  Flag,
  Gift,
  IdCard,
  LogIn,
  LogOut,
  ShieldCheck,
  UserPlus,
  UserRound,
  X,
} from 'lucide-react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../components/ui/button'
import { ACCOUNT_TYPE_LABELS } from '../../lib/account-display'
import { useAuth } from '../../lib/auth'
import { loginPath } from '../../lib/login-path'
import { paths } from '../../lib/paths'
import { CopyReferralCodeButton } from './copy-referral-code'
import { LanguageSelector } from './language-selector'
import { navLinksFor, profileLinksFor } from './nav-links'
import { PlanBadge } from './plan-badge'
import { UnreadBadge } from '../unread-badge'

/** docs/spec/marketplace.md §9: the mobile menu closes 0.8 s after a link is chosen. */
const CLOSE_DELAY_MS = 800

const ROW_CLASSES =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-base font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-orange-700'

type MobileMenuPanelProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** The phone menu itself, fetched the first time the menu button is used (mobile-menu.tsx). */
export function MobileMenuPanel({ open, onOpenChange: setOpen }: MobileMenuPanelProps) {
  const { t } = useTranslation()
  const { user, signOut } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  const closeTimer = useRef<number | undefined>(undefined)
  const focusMainOnClose = useRef(false)

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  function closeSoon() {
    focusMainOnClose.current = true
    window.clearTimeout(closeTimer.current)
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!focusMainOnClose.current) return
            // After following a link, continue from the new page rather than the menu button.
            focusMainOnClose.current = false
            event.preventDefault()
            document.getElementById('main-content')?.focus({ preventScroll: true })
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-stone-900">{t('Menu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('Close menu')}
              className="flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-orange-700"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          {user ? (
            <div className="space-y-2 border-b border-stone-200 px-4 py-4">
              <p className="truncate font-semibold text-stone-900">{user.name || user.email}</p>
              <p className="text-sm text-stone-700">
                {t('Account type: {{type}}', { type: t(ACCOUNT_TYPE_LABELS[user.userType]) })}
              </p>
              <PlanBadge user={user} />
            </div>
          ) : null}

          <nav aria-label={t('Main')} className="px-2 py-3">
            <ul className="space-y-1">
              <li>
                <Link to={paths.home()} onClick={closeSoon} className={ROW_CLASSES}>
                  {t('Home')}
                </Link>
              </li>
              {navLinksFor(user).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={closeSoon} className={ROW_CLASSES}>
                    {t(link.label)}
                    {link.showsUnread ? <UnreadBadge className="ml-auto" /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="space-y-1 border-t border-stone-200 px-2 py-3">
            {user ? (
              <>
                {profileLinksFor(user).map((link) => (
                  <Link key={link.to} to={link.to} onClick={closeSoon} className={ROW_CLASSES}>
                    <IdCard aria-hidden="true" className="size-5 text-orange-700" />
                    {t(link.label)}
                  </Link>
                ))}
                <Link to={paths.account()} onClick={closeSoon} className={ROW_CLASSES}>
                  <UserRound aria-hidden="true" className="size-5 text-orange-700" />
                  {t('My account')}
                </Link>
                <Link to={paths.referral()} onClick={closeSoon} className={ROW_CLASSES}>
                  <Gift aria-hidden="true" className="size-5 text-orange-700" />
                  {t('Referral programme')}
                </Link>
                <Link to={paths.myReports()} onClick={closeSoon} className={ROW_CLASSES}>
                  <Flag aria-hidden="true" className="size-5 text-orange-700" />
                  {t('My reports')}
                </Link>
                {user.is_operator ? (
                  <Link to={paths.operator()} onClick={closeSoon} className={ROW_CLASSES}>
                    <ShieldCheck aria-hidden="true" className="size-5 text-orange-700" />
                    {t('Operator console')}
                  </Link>
                ) : null}
                <CopyReferralCodeButton code={user.referral_code} />
                <button
                  type="button"
                  className={ROW_CLASSES}
                  onClick={() => {
                    void signOut()
                    void navigate(paths.home())
                    closeSoon()
                  }}
                >
                  <LogOut aria-hidden="true" className="size-5 text-orange-700" />
                  {t('Sign out')}
                </button>
              </>
            ) : (
              <div className="grid gap-2 px-1">
                <Link
                  to={loginPath(location.pathname + location.search)}
                  onClick={closeSoon}
                  className={buttonClasses('secondary', 'md', 'w-full')}
                >
                  <LogIn aria-hidden="true" className="size-5" />
                  {t('Login')}
                </Link>
                <Link
                  to={paths.register()}
                  onClick={closeSoon}
                  className={buttonClasses('primary', 'md', 'w-full')}
                >
                  <UserPlus aria-hidden="true" className="size-5" />
                  {t('Register')}
                </Link>
              </div>
            )}
          </div>

          <div className="mt-auto border-t border-stone-200 px-4 py-4">
            <LanguageSelector />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
