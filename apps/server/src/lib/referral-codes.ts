import { tk } from '@hearth/shared/i18n-keys'
import type { Actor } from './actor'
import type { AppDeps } from './deps'
import { AppError } from './errors'

// The rules of giving a referral code to a detail profile (employer details, helper profile).
// The codes are accounts' and the rewards the referrals feature's; both sit above the profiles
// (docs/decisions/0019-feature-dependencies.md), so the rules live here and read the codes
// through `deps.referralCodes`, which app.ts fills from the accounts feature.

/** The referral code a person gave at registration, until their detail profile records it. */
export function signupReferralCodeOf(deps: AppDeps, userUid: string): Promise<string | null> {
  return deps.referralCodes.givenAtSignup(deps, userUid)
}

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
  if (!(await deps.referralCodes.exists(deps, code))) {
    throw new AppError('invalid', tk('Referral code not found.'), {
      fields: { [field]: [tk('Referral code not found.')] },
    })
  }
}

/** 409: the person was referred already, by another code. */
function alreadyReferred(field: string): AppError {
  const message = tk('A referral code was already given and cannot be changed.')
  return new AppError('conflict', message, { fields: { [field]: [message] } })
}

/**
 * docs/spec/marketplace.md §5 and §9: each person can be referred once, so the first valid code
 * stands. Answers the code to record now, or undefined when there is nothing to record (none
 * given, or the code on record again). Another code than the one on record is a 409; leaving the
 * code out, or sending it empty or null, never clears it.
 */
export async function referralToRecord(
  deps: AppDeps,
  actor: Actor,
  current: string | null,
  given: string | null | undefined,
  field = 'referred_by',
): Promise<string | undefined> {
  if (!given || given === current) return undefined
  if (current) throw alreadyReferred(field)
  await assertReferralCode(deps, actor, given, field)
  return given
}

/**
 * Records `code` only while no code is recorded: `setOnce` writes it conditionally and answers
 * the code the row holds afterwards. When a concurrent request recorded another code first, 409.
 */
export async function recordReferralOnce(
  code: string,
  setOnce: (code: string) => Promise<string | null | undefined>,
  field = 'referred_by',
): Promise<void> {
  if ((await setOnce(code)) !== code) throw alreadyReferred(field)
}
