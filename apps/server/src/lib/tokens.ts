import { createHash, randomBytes, randomInt } from 'node:crypto'

/** An unguessable identifier for records exposed in URLs (docs/spec/api-conventions.md: uid). */
export function newUid(): string {
  return randomBytes(16).toString('base64url')
}

/** A secret handed to a user once (refresh token, e-mail key); only its hash is stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** docs/spec/marketplace.md §9: the referral code has 6 letters. */
export function newReferralCode(): string {
  let code = ''
  for (let i = 0; i < 6; i += 1) code += LETTERS[randomInt(LETTERS.length)]
  return code
}
