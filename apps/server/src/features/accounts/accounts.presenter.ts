import type { UserSession } from '@hearth/shared/accounts'
import type { employerProfiles, helperProfiles, users } from '../../db/schema'

type UserRow = typeof users.$inferSelect
type EmployerProfileRow = typeof employerProfiles.$inferSelect
type HelperProfileRow = typeof helperProfiles.$inferSelect

function detailProfile(
  employer?: EmployerProfileRow,
  helper?: HelperProfileRow,
): UserSession['detail_profile'] {
  if (employer) {
    return {
      uid: employer.uid,
      contact_person_name: employer.contactPersonName,
      referred_by: employer.referredBy,
      contact_phone: employer.contactPhone,
    }
  }
  if (helper) {
    return {
      uid: helper.uid,
      contact_person_name: [helper.firstName, helper.lastName].filter(Boolean).join(' ') || null,
      referred_by: helper.referredBy,
      contact_phone: helper.whatsappContact,
    }
  }
  return null
}

/** The spec's "User session" object (docs/spec/marketplace.md §3); the detail profile is the employer's or the helper's. */
export function presentUserSession(
  user: UserRow,
  profiles: {
    employer?: EmployerProfileRow | undefined
    helper?: HelperProfileRow | undefined
  } = {},
  isOperator = false,
): UserSession {
  const detail = detailProfile(profiles.employer, profiles.helper)
  return {
    id: user.uid,
    email: user.email,
    username: user.username,
    userType: user.userType,
    name: detail?.contact_person_name ?? user.email.split('@')[0] ?? user.email,
    referral_code: user.referralCode,
    language: user.language,
    profile: {
      is_helperprofile: user.userType === 'helper',
      subscription_type: user.subscriptionType,
      access_end_date: user.accessEndDate?.toISOString() ?? null,
      user: { id: user.uid },
    },
    detail_profile: detail,
    is_operator: isOperator,
  }
}
