import { ChecklistProgressSchema, type ChecklistProgress } from '@hearth/shared/checklist'
import { VISITOR_CHECKLIST_KEY } from './visitor-checklist-key'

export { VISITOR_CHECKLIST_KEY }

export function readVisitorChecklist(): ChecklistProgress | null {
  try {
    const raw = window.localStorage.getItem(VISITOR_CHECKLIST_KEY)
    if (!raw) return null
    const parsed = ChecklistProgressSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function saveVisitorChecklist(progress: ChecklistProgress): void {
  try {
    window.localStorage.setItem(VISITOR_CHECKLIST_KEY, JSON.stringify(progress))
  } catch {
    // Storage full or blocked: the progress stays for this visit only.
  }
}

export function clearVisitorChecklist(): void {
  try {
    window.localStorage.removeItem(VISITOR_CHECKLIST_KEY)
  } catch {
    // Nothing to clear.
  }
}
