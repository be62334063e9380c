import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { Outcome } from '../../components/ui/outcome'
import { paths } from '../../lib/paths'

/** §2: after a saved contract the page goes to the helpers list after 2 seconds (2000 ms). */
export const RETURN_DELAY_MS = 2000

/** A saved contract returns to the helpers list, after the success message has been read. */
export function useReturnAfterSave(outcome: Outcome | null) {
  const navigate = useNavigate()
  useEffect(() => {
    if (outcome?.kind !== 'success') return
    const timer = window.setTimeout(() => void navigate(paths.employmentHelpers()), RETURN_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [outcome, navigate])
}
