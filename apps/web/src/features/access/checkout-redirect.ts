import { paths } from '../../lib/paths'

/** The placeholder Stripe (and the test checkout) replaces with the session id on the return. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'

/**
 * The return addresses for a checkout; both must be on this site (the server refuses others).
 * The query is a ready string: URLSearchParams would encode the placeholder's braces and Stripe
 * would not see it.
 */
export function checkoutReturnUrls(origin: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${origin}${paths.subscription(`success=1&session_id=${SESSION_ID_PLACEHOLDER}`)}`,
    cancelUrl: `${origin}${paths.subscription('canceled=1')}`,
  }
}

/** The path of `url` when it is on this site (the test checkout, a return), otherwise null. */
export function sameSitePath(url: string, origin: string): string | null {
  try {
    const target = new URL(url, origin)
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null
  } catch {
    return null
  }
}

/**
 * Goes to `url`: a page of this app through the router (the session and its cache stay as they
 * are), anything else (Stripe's hosted checkout) by loading it.
 */
export function goTo(url: string, navigate: (path: string) => unknown) {
  const path = sameSitePath(url, window.location.origin)
  if (path) void navigate(path)
  else window.location.assign(url)
}
