import { eq } from 'drizzle-orm'
import { tk } from '@hearth/shared/i18n-keys'
import { users } from '../../db/schema'
import type { UserRow } from '../../lib/auth'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'

/** docs/spec/marketplace.md §5 "Referral": an existing 6-letter code of someone else. */
export async function assertReferralCode(
  deps: AppDeps,
  user: UserRow,
  code: string,
  field = 'referred_by',
) {
  if (code === user.referralCode) {
    throw new AppError('invalid', tk('You cannot use your own referral code.'), {
      fields: { [field]: [tk('You cannot use your own referral code.')] },
    })
  }
  const [owner] = await deps.db
    .select({ uid: users.uid })
    .from(users)
    .where(eq(users.referralCode, code))
  if (!owner) {
    throw new AppError('invalid', tk('Referral code not found.'), {
      fields: { [field]: [tk('Referral code not found.')] },
    })
  }
}
