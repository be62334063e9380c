import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { hasVisitorChecklist } from '../features/checklist/visitor-checklist-key'

/**
 * Issue 12 (docs/spec/marketplace.md §4): what a visitor ticked in this browser joins the account
 * right after sign-in, or on the next start while signed in, wherever the user is. The checklist's
 * code loads only when a visitor's copy is there to merge; the copy is cleared once the server has
 * it and kept on a failure, for the next start or sign-in to try again.
 */
export function VisitorChecklistMerge({ viewer }: { viewer: string }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!hasVisitorChecklist()) return
    let isCurrent = true
    async function merge() {
      try {
        const { checklistKeys, mergeVisitorChecklist } =
          await import('../features/checklist/checklist-merge')
        const merged = await mergeVisitorChecklist()
        if (merged && isCurrent) queryClient.setQueryData(checklistKeys.state(viewer), merged)
      } catch {
        // Offline or refused: the browser's copy stays for the next try.
      }
    }
    void merge()
    return () => {
      isCurrent = false
    }
  }, [viewer, queryClient])
  return null
}
