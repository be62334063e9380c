import type { UserSession } from '@hearth/shared/auth'
import { tk } from '@hearth/shared/i18n-keys'

type NavLink = { to: string; label: string }

const HOME_SECTIONS: NavLink[] = [
  { to: '/#how-it-works', label: tk('How it works') },
  { to: '/#pricing', label: tk('Pricing') },
  { to: '/#for-helpers', label: tk('For helpers') },
]

/** Top-bar links. Find helpers is for visitors and employers; helpers never see it (marketplace.md §6). */
export function navLinksFor(user: UserSession | null): NavLink[] {
  if (user?.userType === 'helper') return HOME_SECTIONS
  return [{ to: '/find-helpers', label: tk('Find helpers') }, ...HOME_SECTIONS]
}

/** The account's own profile pages, for the user menu and the mobile menu. */
export function profileLinksFor(user: UserSession): NavLink[] {
  if (user.userType === 'employer') return [{ to: '/register-employer', label: tk('My details') }]
  const uid = user.detail_profile?.uid
  if (!uid) return [{ to: '/register-helper', label: tk('Create my profile') }]
  return [
    { to: '/edit-helper-profile', label: tk('My profile') },
    { to: `/helper/${encodeURIComponent(uid)}`, label: tk('View my public profile') },
  ]
}
