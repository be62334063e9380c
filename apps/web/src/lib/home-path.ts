import type { UserSession } from '@hearth/shared/accounts'
import { paths } from './paths'

/**
 * Where a signed-in user starts, and where a page for the other account type sends them: the
 * home page, except for newcomers. A helper without a profile is first shown how to create one
 * (/welcome, docs/spec/marketplace.md §6); an employer who has not yet given a contact person
 * gets their first steps (/employer/welcome, issue 27 item 7).
 */
export function homePathFor(user: UserSession): string {
  if (user.userType === 'helper') return user.detail_profile?.uid ? paths.home() : paths.welcome()
  return user.detail_profile?.contact_person_name ? paths.home() : paths.employerWelcome()
}
