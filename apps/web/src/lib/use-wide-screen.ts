import { useSyncExternalStore } from 'react'

/** The desktop layout's breakpoint (Tailwind's `lg`). */
const WIDE = '(min-width: 64rem)'

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** A browser that cannot tell (no matchMedia, as in jsdom) counts as wide. */
export function isWideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches
}

/**
 * True on a screen with the desktop layout. False while the server renders and while the
 * browser hydrates that HTML (the server cannot know the screen), then the screen's answer: a
 * part only the desktop layout shows can wait for it, and a phone never builds that part.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen, () => false)
}
