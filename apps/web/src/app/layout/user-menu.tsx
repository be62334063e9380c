import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check, ChevronDown, Copy, Gift, IdCard, LogOut, UserRound } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { UserSession } from '@hearth/shared/accounts'
import { ACCOUNT_TYPE_LABELS } from '../../lib/account-display'
import { useAuth } from '../../lib/auth'
import { useCopyText } from '../../lib/use-copy-text'
import { referralCopyLabel } from './copy-referral-code'
import { profileLinksFor } from './nav-links'

const ITEM_CLASSES =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium text-stone-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-stone-600 data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-900'

export function UserMenu({ user }: { user: UserSession }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { signOut } = useAuth()
  const { status, copy } = useCopyText()
  const displayName = user.name || user.email
  const code = user.referral_code

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('Account menu for {{name}}', { name: displayName })}
        className="flex min-h-10 max-w-56 items-center gap-2 rounded-full border border-stone-300 bg-white py-1 pr-2 pl-1 2xl:pr-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 data-[state=open]:bg-stone-100"
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-orange-700 font-bold text-white uppercase"
        >
          {displayName.charAt(0)}
        </span>
        <span className="hidden truncate 2xl:inline">{displayName}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
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
          <DropdownMenu.Item className={ITEM_CLASSES} onSelect={() => void navigate('/account')}>
            <UserRound aria-hidden="true" className="size-4 text-orange-700" />
            {t('My account')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM_CLASSES} onSelect={() => void navigate('/referral')}>
            <Gift aria-hidden="true" className="size-4 text-orange-700" />
            {t('Referral programme')}
          </DropdownMenu.Item>
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
              void navigate('/')
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
