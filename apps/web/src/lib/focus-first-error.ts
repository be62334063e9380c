import { useEffect, useRef, useState } from 'react'

/** Scrolls to and focuses the first field marked aria-invalid inside `root`, in reading order. */
export function focusFirstError(root: HTMLElement | null): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!target) return false
  target.scrollIntoView?.({ block: 'center' })
  target.focus({ preventScroll: true })
  return true
}

/**
 * Returns a function that asks for focus on the first errored field after the next render (the
 * errors must be on the page before they can be found). Each request moves focus once.
 */
export function useFocusFirstError(getRoot: () => HTMLElement | null) {
  const [request, setRequest] = useState(0)
  const rootRef = useRef(getRoot)
  useEffect(() => {
    rootRef.current = getRoot
  })
  useEffect(() => {
    if (request === 0) return
    // react-hook-form publishes its errors just after the invalid callback: look again for a
    // few frames until the marked fields are on the page.
    let frame = 0
    let attempts = 0
    const attempt = () => {
      if (focusFirstError(rootRef.current()) || ++attempts > 10) return
      frame = window.requestAnimationFrame(attempt)
    }
    attempt()
    return () => window.cancelAnimationFrame(frame)
  }, [request])
  return () => setRequest((count) => count + 1)
}
