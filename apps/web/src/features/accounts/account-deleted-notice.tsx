import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Alert } from '../../components/ui/alert'
import { useHydrating } from '../../lib/render-context'

// After an account is deleted (issue 25) the app goes home carrying the server's confirmation in
// the history entry's state: the words are already in the person's language, and a later visit
// to the home page (a new entry) no longer shows them.

type AccountDeletedState = { accountDeleted: string }

/** The navigation state that makes the home page confirm the deletion with `message`. */
export function accountDeletedState(message: string): AccountDeletedState {
  return { accountDeleted: message }
}

function readMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null
  const message = (state as Partial<AccountDeletedState>).accountDeleted
  return typeof message === 'string' && message ? message : null
}

/** The page (`children`), under the confirmation of a deletion when the app just made one. */
export function AccountDeletedNotice({ children }: { children: ReactNode }) {
  const state: unknown = useLocation().state
  // A reload keeps the history entry's state, but the server's HTML never shows the notice: the
  // hydrating render matches it, and the notice follows.
  const message = useHydrating() ? null : readMessage(state)
  return (
    <>
      {message ? (
        <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
          <Alert tone="success">
            <p>{message}</p>
          </Alert>
        </div>
      ) : null}
      {children}
    </>
  )
}
