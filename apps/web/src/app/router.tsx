import { createBrowserRouter } from 'react-router'
import { onSessionExpired } from '../lib/api-client'
import { loginPath } from '../lib/login-path'
import { routes } from './routes'

export const router = createBrowserRouter(routes)

// A refused refresh token ends the session: go to sign-in, remembering where the user was.
onSessionExpired(() => {
  const { pathname, search, hash } = router.state.location
  void router.navigate(loginPath(pathname + search + hash), { replace: true })
})
