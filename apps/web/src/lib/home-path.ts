import type { UserSession } from '@hearth/shared/accounts'

/** Where a new helper is invited to create a profile (docs/spec/marketplace.md §6). */
export const HELPER_WELCOME_PATH = '/welcome'

/**
 * Where a signed-in user starts, and where a page for the other account type sends them: the
 * home page, except for a helper without a profile, who is first shown how to create one.
 */
export function homePathFor(user: UserSession): string {
  return user.userType === 'helper' && !user.detail_profile?.uid ? HELPER_WELCOME_PATH : '/'
}
