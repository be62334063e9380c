import { useEffect, useRef, useState } from 'react'
import { CategoryMenuButtonContent, categoryMenuButtonClasses } from './category-menu-button'
import type { CategoryMenuProps } from './category-menu'
import { loadOnce } from '../../lib/load-once'

const menu = loadOnce(() => import('./category-menu').then((m) => m.CategoryMenu))

/**
 * The "Add category" menu, loaded after the page has rendered (only employers see it): until it
 * arrives a stand-in button of the same look holds its place, and pressing it opens the menu as
 * soon as it is in.
 */
export function CategoryMenu(props: CategoryMenuProps) {
  const [Menu, setMenu] = useState(menu.current)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  const standIn = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (Menu) return
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
  }, [Menu])

  // Keyed by `pressed`: when the menu arrives between the press's pointerdown and its click, the
  // click lands on the real trigger (which opens on pointerdown only), so the menu mounts again,
  // open.
  if (Menu)
    return (
      <Menu
        key={pressed ? 'pressed' : 'idle'}
        {...props}
        defaultOpen={pressed}
        focusTrigger={focused}
      />
    )
  return (
    <button
      ref={standIn}
      type="button"
      disabled={props.busy}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={categoryMenuButtonClasses}
      onPointerDown={() => setPressed(true)}
      onClick={() => {
        setPressed(true)
        menu.load().catch(() => setPressed(false))
      }}
    >
      <CategoryMenuButtonContent />
    </button>
  )
}
