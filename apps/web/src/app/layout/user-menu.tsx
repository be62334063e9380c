import { useEffect, useRef } from 'react'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check, Copy, Flag, Gift, IdCard, LogOut, ShieldCheck, UserRound } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { UserSession } from '@hearth/shared/accounts'
import { ACCOUNT_TYPE_LABELS } from '../../lib/account-display'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { useCopyText } from '../../lib/use-copy-text'
import { referralCopyLabel } from './copy-referral-code'
import { profileLinksFor } from './nav-links'
import { UserMenuButtonContent, displayNameOf, userMenuButtonClasses } from './user-menu-button'

const ITEM_CLASSES =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium text-stone-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-stone-600 data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-900'

type UserMenuProps = {
  user: UserSession
  /** The stand-in button was pressed before this loaded: open at once. */
  defaultOpen: boolean
  /** The stand-in button had the focus: keep it on the button. */
  focusTrigger: boolean
}

/**
 * The account menu with Radix's dropdown (≈30 KB gzip with its positioning code): a chunk of its
 * own, loaded by user-menu-loader.tsx after the page has rendered.
 */
export function UserMenu({ user, defaultOpen, focusTrigger }: UserMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { signOut } = useAuth()
  const { status, copy } = useCopyText()
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus()
  }, [focusTrigger, defaultOpen])
  const displayName = displayNameOf(user)
  const code = user.referral_code

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={t('Account menu for {{name}}', { name: displayName })}
        className={userMenuButtonClasses}
      >
        <UserMenuButtonContent displayName={displayName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-stone-900">
              {displayName}
            </span>
            <span className="block text-sm text-stone-700">
              {t('Account type: {{type}}', { type: t(ACCOUNT_TYPE_LABELS[user.userType]) })}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          {profileLinksFor(user).map((link) => (
            <DropdownMenu.Item
              key={link.to}
              className={ITEM_CLASSES}
              onSelect={() => void navigate(link.to)}
            >
              <IdCard aria-hidden="true" className="size-4 text-orange-700" />
              {t(link.label)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item
            className={ITEM_CLASSES}
            onSelect={() => void navigate(paths.account())}
          >
            <UserRound aria-hidden="true" className="size-4 text-orange-700" />
            {t('My account')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={ITEM_CLASSES}
            onSelect={() => void navigate(paths.referral())}
          >
            <Gift aria-hidden="true" className="size-4 text-orange-700" />
            {t('Referral programme')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={ITEM_CLASSES}
            onSelect={() => void navigate(paths.myReports())}
          >
            <Flag aria-hidden="true" className="size-4 text-orange-700" />
            {t('My reports')}
          </DropdownMenu.Item>
          {user.is_operator ? (
            <DropdownMenu.Item
              className={ITEM_CLASSES}
              onSelect={() => void navigate(paths.operator())}
            >
              <ShieldCheck aria-hidden="true" className="size-4 text-orange-700" />
              {t('Operator console')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className={ITEM_CLASSES}
            disabled={!code}
            onSelect={(event) => {
              // Keep the menu open so that "Copied!" can be seen.
              event.preventDefault()
              if (code) void copy(code)
            }}
          >
            {status === 'copied' ? (
              <Check aria-hidden="true" className="size-4 text-green-700" />
            ) : (
              <Copy aria-hidden="true" className="size-4 text-orange-700" />
            )}
            <span aria-live="polite">{referralCopyLabel(t, code, status)}</span>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            className={ITEM_CLASSES}
            onSelect={() => {
              void signOut()
              void navigate(paths.home())
            }}
          >
            <LogOut aria-hidden="true" className="size-4 text-orange-700" />
            {t('Sign out')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
