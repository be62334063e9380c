import type { RegistrationInput } from '@hearth/shared/accounts'
import { isLanguage, tk, type Language } from '@hearth/shared/i18n-keys'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { hashPassword } from '../../lib/passwords'
import { LIMITS, assertUnderLimits, reserveHits } from '../../lib/rate-limit'
import { newReferralCode, newUid } from '../../lib/tokens'
import { withTransaction } from '../../lib/transaction'
import { queueMail } from '../../tasks/mail.task'
import { createEmployerProfile } from '../employers/employers.service'
import { alreadyRegisteredEmail } from './accounts.emails'
import { assertNotCommon, mayMail, type RequestInfo } from './accounts.common'
import * as repo from './accounts.repository'
import { queueVerification } from './verification.service'

function isUniqueViolation(error: unknown): boolean {
  const code = error as { code?: string; cause?: { code?: string } } | null
  return code?.code === '23505' || code?.cause?.code === '23505'
}

async function createUser(
  deps: AppDeps,
  input: RegistrationInput,
  passwordHash: string,
  lang: Language,
) {
  // Referral codes are random; a collision (1 in 300 million per pair) just draws again.
  for (let attempt = 0; ; attempt += 1) {
    const code = newReferralCode()
    if (await repo.referralCodeExists(deps.db, code)) continue
    try {
      // One transaction across accounts and employers: no account without its detail profile.
      return await withTransaction(deps, async (tx) => {
        const user = await repo.insertUser(tx.db, {
          uid: newUid(),
          email: input.email,
          username: input.email,
          passwordHash,
          userType: input.userType,
          referralCode: code,
          language: lang,
          // An employer's detail profile records the code at once; a helper's profile comes later.
          signupReferralCode: input.userType === 'helper' ? (input.referred_by ?? null) : null,
        })
        if (user.userType === 'employer')
          await createEmployerProfile(tx, user.uid, input.referred_by ?? null)
        // The account and its verification e-mail commit together: no account without its mail.
        return { user, mail: await queueVerification(tx, user) }
      })
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error
      if (await repo.findUserByEmail(deps.db, input.email)) return undefined
    }
  }
}

/**
 * Creates the account and sends the verification e-mail. An address that already has an account
 * gets the same answer, and its owner an e-mail instead, so the form reveals no accounts.
 */
export async function registerAccount(
  deps: AppDeps,
  input: RegistrationInput,
  info: RequestInfo,
): Promise<void> {
  const now = deps.clock()
  await assertUnderLimits(deps.db, [[LIMITS.registrationsPerIp, info.ip]], now)
  assertNotCommon(input.password1, 'password1')
  await reserveHits(deps.db, [[LIMITS.registrationsPerIp, info.ip]], now)
  // Checked after the attempt is counted, so codes cannot be tried out here without limit. A new
  // account has no code of its own yet, so it cannot name itself.
  if (input.referred_by && !(await repo.referralCodeExists(deps.db, input.referred_by))) {
    throw new AppError('invalid', tk('Referral code not found.'), {
      fields: { referred_by: [tk('Referral code not found.')] },
    })
  }
  const lang = input.language && isLanguage(input.language) ? input.language : info.lang
  // Hash before looking up, so both answers take the same time.
  const passwordHash = await hashPassword(input.password1)
  const existing = await repo.findUserByEmail(deps.db, input.email)
  const created = existing ? undefined : await createUser(deps, input, passwordHash, lang)
  if (created) return deps.tasks.runNow([created.mail])
  const owner = existing ?? (await repo.findUserByEmail(deps.db, input.email))
  // This e-mail goes out on a visitor's request too: it counts like any other (no floods).
  if (!owner || !(await mayMail(deps, owner.email, info.ip, now))) return
  const { appUrl } = deps.config
  const mail = await queueMail(
    deps,
    alreadyRegisteredEmail(owner.email, owner.language, {
      login: `${appUrl}/login`,
      reset: `${appUrl}/forgot-password`,
    }),
  )
  await deps.tasks.runNow([mail])
}
