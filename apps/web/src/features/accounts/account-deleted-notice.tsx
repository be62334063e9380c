import type { ReactNode } from 'react'
import { Alert } from '../../components/ui/alert'
import { useHydrating } from '../../lib/render-context'

// After an account is deleted (issue 25) the app loads the home page afresh (every session and
// socket of the account has ended; a fresh load leaves nothing of it running) and shows the
// server's confirmation, already in the person's language, once.

const KEY = 'hearth.account-deleted'

/** Keeps `message` for the home page that the next load shows. */
export function rememberAccountDeleted(message: string): void {
  try {
    sessionStorage.setItem(KEY, message)
  } catch {
    // Private mode without storage: the home page simply shows no confirmation.
  }
}

function takeMessage(): string | null {
  try {
    const message = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return message || null
  } catch {
    return null
  }
}

let taken: string | null = null

/** The confirmation of this page load: taken from storage once found, then kept for re-renders. */
function deletedMessage(): string | null {
  taken ??= takeMessage()
  return taken
}

/** The page (`children`), under the confirmation of a deletion just made. */
export function AccountDeletedNotice({ children }: { children: ReactNode }) {
  // Read after hydration, so the server's HTML and the first render match.
  const message = useHydrating() ? null : deletedMessage()
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
