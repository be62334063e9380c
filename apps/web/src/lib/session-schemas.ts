import { LoginResultSchema, UserSessionSchema, type LoginResult } from '@hearth/shared/accounts'
import { setStoredUserCheck } from './session-store'

// The zod side of the session, loaded only when there is one (main.tsx) or one begins (sign-in),
// so that visitors' pages carry no zod.

/** From now on a stored user is read only when it has today's shape. */
export function installStoredUserCheck(): void {
  setStoredUserCheck((value) => {
    const parsed = UserSessionSchema.safeParse(value)
    return parsed.success ? parsed.data : null
  })
}

/** The sign-in answer, or null when it is not one. */
export function parseLoginResult(value: unknown): LoginResult | null {
  const parsed = LoginResultSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
