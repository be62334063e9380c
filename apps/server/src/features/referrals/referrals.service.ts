import { tk } from '@hearth/shared/i18n-keys'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { referralCodeExists } from '../accounts/users.service'

/** docs/spec/marketplace.md §5 "Referral": an existing 6-letter code of someone else. */
export async function assertReferralCode(
  deps: AppDeps,
  actor: Actor,
  code: string,
  field = 'referred_by',
) {
  if (code === actor.referralCode) {
    throw new AppError('invalid', tk('You cannot use your own referral code.'), {
      fields: { [field]: [tk('You cannot use your own referral code.')] },
    })
  }
  if (!(await referralCodeExists(deps, code))) {
    throw new AppError('invalid', tk('Referral code not found.'), {
      fields: { [field]: [tk('Referral code not found.')] },
    })
  }
}
