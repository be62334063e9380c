import { tk } from '@hearth/shared/i18n-keys'

/** Top-bar links. Only pages that exist are listed; new capabilities add their own links here. */
export const NAV_LINKS = [
  { to: '/#how-it-works', label: tk('How it works') },
  { to: '/#pricing', label: tk('Pricing') },
  { to: '/#for-helpers', label: tk('For helpers') },
] as const
