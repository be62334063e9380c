import { useEffect, useRef, useState } from 'react'
import { CategoryMenuButtonContent, categoryMenuButtonClasses } from './category-menu-button'
import type { CategoryMenu as LoadedCategoryMenu, CategoryMenuProps } from './category-menu'

type LoadedMenu = typeof LoadedCategoryMenu

let loaded: LoadedMenu | undefined
let loading: Promise<LoadedMenu> | undefined
function loadMenu() {
  loading ??= import('./category-menu').then(
    (m) => (loaded = m.CategoryMenu),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The "Add category" menu, loaded after the page has rendered (only employers see it): until it
 * arrives a stand-in button of the same look holds its place, and pressing it opens the menu as
 * soon as it is in.
 */
export function CategoryMenu(props: CategoryMenuProps) {
  const [Menu, setMenu] = useState(() => loaded)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  const standIn = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (Menu) return
    let current = true
    loadMenu().then(
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
        loadMenu().catch(() => setPressed(false))
      }}
    >
      <CategoryMenuButtonContent />
    </button>
  )
}
