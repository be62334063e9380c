const STORAGE_KEY = 'hearth.referralInvite'
const CODE = /^[A-Z]{6}$/

/**
 * Remembers the referral code of a sign-up link (`/register?ref=ABCDEF`) in this browser, so the
 * employer details or helper profile filled in after the e-mail check start with it (the code is
 * recorded there, docs/spec/marketplace.md §5). Answers the code, or null when it is not one.
 */
export function rememberReferralInvite(given: string | null): string | null {
  const code = given?.trim().toUpperCase() ?? ''
  if (!CODE.test(code)) return null
  try {
    window.localStorage.setItem(STORAGE_KEY, code)
  } catch {
    // Storage may be off (private mode): the person can still type the code.
  }
  return code
}

/** The remembered code of a sign-up link, or '' without one. */
export function referralInvite(): string {
  try {
    const code = window.localStorage.getItem(STORAGE_KEY) ?? ''
    return CODE.test(code) ? code : ''
  } catch {
    return ''
  }
}

/** Forgets the remembered code (the server did not know it), so signing up works without it. */
export function forgetReferralInvite(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing was stored.
  }
}
