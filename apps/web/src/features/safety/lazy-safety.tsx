import { Suspense, lazy } from 'react'
import type { SafetyFlag } from '@hearth/shared/safety-flags'
import { useAuth } from '../../lib/auth'
import { getI18n } from 'react-i18next'
import type { ReportControlProps } from './report-control'

// The safety controls are chunks of their own, with their words (namespace `safety`), fetched
// once a page that offers them is on screen: a visitor's first paint never waits for them.
// Through react-i18next's instance (the app's), not lib/i18n: pages compose this module in, and
// importing lib/i18n here splits that module into a chunk of its own on every page (+0.3 KB).
const load = <T,>(module: Promise<T>) => Promise.all([module, getI18n().loadNamespaces(['safety'])])
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
