import { Suspense, lazy } from 'react'
import { getI18n } from 'react-i18next'

// The verification request (issue 24) sits below an owner's profile form: its code, its form
// validation and its words (namespace `verification`) load after the page has rendered.
const Panel = lazy(() =>
  Promise.all([
    import('../features/verification/verification-panel'),
    getI18n().loadNamespaces(['verification']),
  ]).then(([m]) => ({ default: m.VerificationPanel })),
)

export function LazyVerificationPanel({ kind }: { kind: 'helper' | 'employer' }) {
  return (
    <Suspense fallback={null}>
      <Panel kind={kind} />
    </Suspense>
  )
}
