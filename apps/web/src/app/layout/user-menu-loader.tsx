import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserSession } from '@hearth/shared/accounts'
import { UserMenuButtonContent, displayNameOf, userMenuButtonClasses } from './user-menu-button'
import { loadOnce } from '../../lib/load-once'

const menu = loadOnce(() => import('./user-menu').then((m) => m.UserMenu))

/** The phone layout hides the button (its menu holds the account links): nothing to load there. */
function isHidden(element: HTMLElement | null): boolean {
  // Browsers without checkVisibility (and jsdom) count the button as shown.
  return element !== null && 'checkVisibility' in element && !element.checkVisibility()
}

/**
 * The account menu, loaded after the page has rendered (docs/decisions/0009): Radix's dropdown
 * and its positioning code (≈30 KB gzip) stay out of every signed-in page's first load. Until
 * they arrive a stand-in button of the same look and name holds the place, and pressing it (or
 * Enter, Space or Arrow Down on it) opens the menu as soon as it is in. Where the layout hides
 * the button (phones), the menu loads only once the pointer or the focus comes to it.
 */
export function UserMenu({ user }: { user: UserSession }) {
  const { t } = useTranslation()
  const [Menu, setMenu] = useState(menu.current)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  const [wanted, setWanted] = useState(false)
  const standIn = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (Menu || (!pressed && !wanted && isHidden(standIn.current))) return
    let current = true
    menu.load().then(
      (menu) => {
        if (!current) return
        setFocused(document.activeElement === standIn.current)
        setMenu(() => menu)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [Menu, pressed, wanted])

  // Keyed by `pressed`: when the menu arrives between the press's pointerdown and its click, the
  // click lands on the real trigger (which opens on pointerdown only), so the menu mounts again,
  // open.
  if (Menu)
    return (
      <Menu
        key={pressed ? 'pressed' : 'idle'}
        user={user}
        defaultOpen={pressed}
        focusTrigger={focused}
      />
    )
  const displayName = displayNameOf(user)
  const open = () => {
    setPressed(true)
    menu.load().catch(() => setPressed(false))
  }
  return (
    <button
      ref={standIn}
      type="button"
      aria-label={t('Account menu for {{name}}', { name: displayName })}
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuButtonClasses}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      onPointerDown={() => setPressed(true)}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        open()
      }}
    >
      <UserMenuButtonContent displayName={displayName} />
    </button>
  )
}
