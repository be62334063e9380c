import { EmployerProfilePage } from '../features/employers/employer-profile-page'
import { LazyVerificationPanel } from './verification-panel-lazy'

// The app composes features (docs/style.md): the employer's details page gets the verification
// badge's request and status from the verification feature (issue 24).

export function EmployerProfileRoute() {
  return (
    <EmployerProfilePage renderVerification={() => <LazyVerificationPanel kind="employer" />} />
  )
}
