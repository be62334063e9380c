import { paths } from './paths'

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/verify-email']

/** Only same-site paths may be used as a post-login destination (no `//evil.example`). */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.home()
  if (
    AUTH_PAGES.some(
      (page) => value === page || value.startsWith(`${page}/`) || value.startsWith(`${page}?`),
    )
  )
    return paths.home()
  return value
}

/** `/login`, remembering where the visitor was so that signing in brings them back. */
export function loginPath(from?: string): string {
  const next = safeRedirectPath(from)
  return next === paths.home() ? paths.login() : paths.login({ next })
}
