import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { LoginInput, UserSession } from '@hearth/shared/accounts'
import { API_PATHS } from '@hearth/shared/api-paths'
import { apiRequest, clearSessionExpiredNotice, onSessionExpired } from './api-client'
import { ApiError } from './api-error'
import { currentLanguage, i18n, onLanguageChosen, preferLanguage } from './i18n'
import { useHydrating, useRenderFacts } from './render-context'
import {
  SESSION_STORAGE_KEY,
  clearSession,
  readSession,
  saveSession,
  updateStoredUser,
} from './session-store'

export const sessionKeys = { user: ['session', 'user'] as const }

const USER_PATH = API_PATHS.accounts.user

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'error'

export type AuthContextValue = {
  user: UserSession | null
  status: AuthStatus
  /** Why the user could not be loaded (status 'error'), e.g. offline on first load. */
  error: ApiError | null
  signIn: (input: LoginInput) => Promise<UserSession>
  signOut: () => Promise<void>
  refreshUser: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

async function fetchCurrentUser(): Promise<UserSession> {
  const user = await apiRequest<UserSession>(USER_PATH)
  updateStoredUser(user)
  return user
}

/** Best effort: the server writes e-mails in the account's language. */
async function saveLanguagePreference(queryClient: QueryClient, language: string) {
  try {
    const user = await apiRequest<UserSession>(USER_PATH, { method: 'PATCH', body: { language } })
    updateStoredUser(user)
    queryClient.setQueryData(sessionKeys.user, user)
  } catch {
    // The interface already switched; the next switch or sign-in tries again.
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [hasSession, setHasSession] = useState(() => readSession() !== null)

  const userQuery = useQuery({
    queryKey: sessionKeys.user,
    queryFn: fetchCurrentUser,
    enabled: hasSession,
    // Show the cached user at once, and check it with the server in the background.
    initialData: () => readSession()?.user ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  })

  useEffect(
    () =>
      onSessionExpired(() => {
        setHasSession(false)
        queryClient.clear()
      }),
    [queryClient],
  )

  // Signing in or out in another tab applies here too (remembered sessions only).
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
      const session = readSession()
      setHasSession(session !== null)
      if (!session) queryClient.clear()
      else if (session.user) queryClient.setQueryData(sessionKeys.user, session.user)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [queryClient])

  // A language picked while signed in becomes the account's (its e-mails), before the page moves.
  useEffect(
    () =>
      onLanguageChosen(async (language) => {
        const user = queryClient.getQueryData<UserSession>(sessionKeys.user)
        if (user && readSession() && user.language !== language)
          await saveLanguagePreference(queryClient, language)
      }),
    [queryClient],
  )

  const signIn = useCallback(
    async (input: LoginInput) => {
      const remember = input.remember_me === true
      const response = await apiRequest<unknown>(API_PATHS.accounts.login, {
        method: 'POST',
        body: { username: input.username, password: input.password, remember_me: remember },
        auth: false,
      })
      const { installStoredUserCheck, parseLoginResult } = await import('./session-schemas')
      installStoredUserCheck()
      const result = parseLoginResult(response)
      if (!result)
        throw new ApiError({
          status: 200,
          code: 'invalid_response',
          detail: i18n.t('Login failed: User data not found'),
        })
      clearSessionExpiredNotice()
      saveSession({ access: result.access, refresh: result.refresh, user: result.user }, remember)
      queryClient.setQueryData(sessionKeys.user, result.user)
      setHasSession(true)
      // On a device with no language chosen yet, the account's language becomes the choice: the
      // next page load opens in it (the address names this page's language, so it stays).
      if (result.user.language !== currentLanguage()) preferLanguage(result.user.language)
      return result.user
    },
    [queryClient],
  )

  const signOut = useCallback(async () => {
    const session = readSession()
    clearSession()
    setHasSession(false)
    queryClient.clear()
    if (!session) return
    try {
      await apiRequest(API_PATHS.accounts.logout, {
        method: 'POST',
        body: { refresh: session.refresh },
        bearer: session.access,
        keepalive: true,
      })
    } catch {
      // Signed out here already; the server-side refresh token expires on its own.
    }
  }, [queryClient])

  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
    [queryClient],
  )

  // A server render knows no session (it lives in browser storage), only whether the "signed in"
  // cookie came along; hydration repeats that view, and the stored session applies right after.
  const hydrating = useHydrating()
  const { signedInHint } = useRenderFacts()
  const user = hasSession && !hydrating ? (userQuery.data ?? null) : null
  let status: AuthStatus = 'anonymous'
  if (hydrating) status = signedInHint ? 'loading' : 'anonymous'
  else if (user) status = 'authenticated'
  else if (hasSession) status = userQuery.isError ? 'error' : 'loading'
  const error = !hydrating && userQuery.error instanceof ApiError ? userQuery.error : null

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, error, signIn, signOut, refreshUser }),
    [user, status, error, signIn, signOut, refreshUser],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>')
  return context
}
