import type { UserSession } from '@hearth/shared/accounts'
import { paths } from './paths'

/**
 * Where a signed-in user starts, and where a page for the other account type sends them: the
 * home page, except for a helper without a profile, who is first shown how to create one
 * (/welcome, docs/spec/marketplace.md §6).
 */
export function homePathFor(user: UserSession): string {
  return user.userType === 'helper' && !user.detail_profile?.uid ? paths.welcome() : paths.home()
}
