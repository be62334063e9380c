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
  const leftover: string[] = []
  let focused = false
  for (const [field, messages] of Object.entries(error.fields)) {
    const target = fieldMap[field]
    if (target && messages.length > 0) {
      setError(target, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused })
      focused = true
    } else leftover.push(...messages)
  }
  return [error.detail, ...leftover.filter((message) => message !== error.detail)].join(' ')
}
