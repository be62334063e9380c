import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { Checklist } from '@hearth/shared/checklist'
import { apiRequest } from '../../lib/api-client'
import { clearVisitorChecklist, readVisitorChecklist } from './visitor-checklist'

export const checklistKeys = {
  state: (viewer: string) => ['checklist', viewer] as const,
}

let pending: Promise<Checklist | null> | null = null

/**
 * `POST /checklist/merge/` with what the browser kept while signed out (§4), then forgets the
 * browser's copy; null when there is nothing to merge. A failed merge keeps the copy for the next
 * try. The app shell (right after sign-in) and /checklist may both ask at once: they share one
 * request, so the progress is never sent twice.
 */
export function mergeVisitorChecklist(): Promise<Checklist | null> {
  pending ??= mergeStoredProgress().finally(() => {
    pending = null
  })
  return pending
}

async function mergeStoredProgress(): Promise<Checklist | null> {
  const visitor = readVisitorChecklist()
  if (!visitor) {
    // Nothing readable (none, or not a checklist): drop it, so no start merges it again.
    clearVisitorChecklist()
    return null
  }
  const merged = await apiRequest<Checklist>(apiPath(API_PATHS.checklist.merge), {
    method: 'POST',
    body: visitor,
  })
  clearVisitorChecklist()
  return merged
}
