import type { DehydratedState } from '@tanstack/react-query'
import { isLanguage, type Language } from '@hearth/shared/i18n-keys'
import { SSR_PAYLOAD_ID } from './i18n'

/** What a server render hands the browser (a `type="application/json"` block, never run). */
export type SsrPayload = {
  language: Language
  signedInHint: boolean
  queries: DehydratedState
}

/**
 * JSON that is safe inside an HTML script element: `<`, `>`, `&`, U+2028 and U+2029 are escaped,
 * so user text can neither end the element nor open a comment.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

export function serializeSsrPayload(payload: SsrPayload): string {
  return jsonForHtml(payload)
}

export function readSsrPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_PAYLOAD_ID)
  if (!element?.textContent) return null
  try {
    const value = JSON.parse(element.textContent) as Partial<SsrPayload>
    if (!isLanguage(value.language) || typeof value.queries !== 'object' || !value.queries)
      return null
    return {
      language: value.language,
      signedInHint: value.signedInHint === true,
      queries: value.queries,
    }
  } catch {
    return null
  }
}
