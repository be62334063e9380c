import { createBrowserRouter } from 'react-router'
import { onSessionExpired } from '../lib/api-client'
import { loginPath } from '../lib/login-path'
import { routes } from './routes'

/**
 * The browser's router. `basename` is the language prefix of the address (`/zh-hk`, `/zh-cn` or
 * '' for English): every link and navigation keeps the language without naming it.
 */
export function createAppRouter(basename: string) {
  const router = createBrowserRouter(routes, basename ? { basename } : undefined)
  // A refused refresh token ends the session: go to sign-in, remembering where the user was.
  onSessionExpired(() => {
    const { pathname, search, hash } = router.state.location
    void router.navigate(loginPath(pathname + search + hash), { replace: true })
  })
  return router
}
