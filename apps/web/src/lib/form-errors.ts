import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-error'

type Fallbacks = {
  /** Shown when the request never reached the server; default: the client's own explanation. */
  network?: string
  /** Shown for anything that is not an API error. */
  unexpected: string
}

/**
 * Puts the server's per-field messages beside the matching inputs, focusing the first, and
 * returns the text for the form's alert: the server's `detail` plus any message that matched no
 * field (`non_field_errors`, or a field the form does not show).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
  fallbacks: Fallbacks,
): string {
  if (!(error instanceof ApiError)) return fallbacks.unexpected
  if (error.isNetworkError) return fallbacks.network ?? error.detail
  const placed = placeServerErrors(error, setError, fieldMap)
  const leftover = Object.entries(error.fields).flatMap(([field, messages]) =>
    placed.has(field) ? [] : messages,
  )
  return [error.detail, ...leftover.filter((message) => message !== error.detail)].join(' ')
}

/**
 * Puts the server's per-field messages beside the matching inputs, focusing the first; returns
 * the server field names it placed, so an alert can leave them out.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): Set<string> {
  const placed = new Set<string>()
  if (!(error instanceof ApiError)) return placed
  for (const [field, messages] of Object.entries(error.fields)) {
    const target = fieldMap[field]
    if (!target || messages.length === 0) continue
    setError(
      target,
      { type: 'server', message: messages.join(' ') },
      { shouldFocus: placed.size === 0 },
    )
    placed.add(field)
  }
  return placed
}
