import { Suspense, lazy } from 'react'
import type { SafetyFlag } from '@hearth/shared/safety-flags'
import { useAuth } from '../../lib/auth'
import { loadNamespaces } from '../../lib/i18n'
import type { ReportControlProps } from './report-control'

// The safety controls are chunks of their own, with their words (namespace `safety`), fetched
// once a page that offers them is on screen: a visitor's first paint never waits for them.
const load = <T,>(module: Promise<T>) => Promise.all([module, loadNamespaces(['safety'])])
const LazyReport = lazy(() =>
  load(import('./report-control')).then(([m]) => ({ default: m.ReportControl })),
)
const LazyWarning = lazy(() =>
  load(import('./safety-warning')).then(([m]) => ({ default: m.SafetyWarning })),
)
const LazyBlock = lazy(() =>
  load(import('./block-control')).then(([m]) => ({ default: m.BlockControl })),
)

/** Report, for signed-in people only (a visitor cannot report). */
export function ReportButton(props: ReportControlProps) {
  const { user } = useAuth()
  if (!user) return null
  return (
    <Suspense fallback={null}>
      <LazyReport {...props} />
    </Suspense>
  )
}

export function SafetyWarningNote(props: { flags: readonly SafetyFlag[]; messageId: string }) {
  return (
    <Suspense fallback={null}>
      <LazyWarning {...props} />
    </Suspense>
  )
}

export function BlockButton(props: {
  userId: string
  name: string
  blocked: boolean
  onChanged: () => Promise<unknown> | void
}) {
  return (
    <Suspense fallback={null}>
      <LazyBlock {...props} />
    </Suspense>
  )
}
