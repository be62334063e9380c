import { Suspense, lazy, useEffect, useState } from 'react'
import type { ConfirmDialogProps } from './confirm-dialog-content'

const loadContent = () => import('./confirm-dialog-content')
const ConfirmDialogContent = lazy(() =>
  loadContent().then((m) => ({ default: m.ConfirmDialogContent })),
)

/**
 * A question with Cancel (focused first, the safe choice) and one action. The dialog (Radix,
 * ≈14 KB gzip) is a chunk of its own, fetched once the page is on screen: the page's first
 * render does not wait for it (docs/decisions/0009).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.open)
  if (props.open && !used) setUsed(true)
  useEffect(() => {
    loadContent().catch(() => undefined)
  }, [])
  return used ? (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  ) : null
}
