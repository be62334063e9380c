import type { UserSession } from '@hearth/shared/auth'
import type { employerProfiles, users } from '../../db/schema'

type UserRow = typeof users.$inferSelect
type EmployerProfileRow = typeof employerProfiles.$inferSelect

/** The spec's "User session" object (marketplace.md §3). */
export function presentUserSession(
  user: UserRow,
  employerProfile: EmployerProfileRow | undefined,
): UserSession {
  const detail = employerProfile
    ? {
        uid: employerProfile.uid,
        contact_person_name: employerProfile.contactPersonName,
        referred_by: employerProfile.referredBy,
        contact_phone: employerProfile.contactPhone,
      }
    : null
  return {
    id: user.uid,
    email: user.email,
    username: user.username,
    userType: user.userType,
    name: employerProfile?.contactPersonName ?? user.email.split('@')[0] ?? user.email,
    referral_code: user.referralCode,
    language: user.language,
    profile: {
      is_helperprofile: user.userType === 'helper',
      subscription_type: user.subscriptionType,
      access_end_date: user.accessEndDate?.toISOString() ?? null,
      user: { id: user.uid },
    },
    detail_profile: detail,
  }
}
