/** A visitor's checklist progress lives in the browser (docs/spec/marketplace.md §4). */
export const VISITOR_CHECKLIST_KEY = 'hearth.checklist'

/**
 * Whether the browser still holds a visitor's copy, without parsing it: the app shell asks on
 * every start, so this module imports nothing (no schema, no steps).
 */
export function hasVisitorChecklist(): boolean {
  try {
    return window.localStorage.getItem(VISITOR_CHECKLIST_KEY) !== null
  } catch {
    return false
  }
}
