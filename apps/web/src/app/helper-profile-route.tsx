import { HelperProfilePage } from '../features/helpers/helper-profile-page'
import { LazyVerificationPanel } from './verification-panel-lazy'

// The app composes features (docs/style.md): the helper's own profile page gets the verification
// badge's request and status from the verification feature (issue 24).

export function HelperProfileRoute({ mode }: { mode: 'register' | 'edit' }) {
  return (
    <HelperProfilePage
      mode={mode}
      renderVerification={() => <LazyVerificationPanel kind="helper" />}
    />
  )
}
