import { useTranslation } from 'react-i18next'

/** Only web addresses written out with http(s) become links; `javascript:` and the like stay text. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi
/** Sentence punctuation after an address belongs to the sentence, not the address. */
const TRAILING = /[.,;:!?'")\]}>，。；：！？、）】」』]+$/u

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

function countOf(text: string, char: string): number {
  return text.split(char).length - 1
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Splits a message into plain text and safe http(s) links. */
export function splitLinks(content: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of content.matchAll(URL_PATTERN)) {
    const start = match.index
    let text = match[0]
    let trailing = text.match(TRAILING)?.[0] ?? ''
    text = text.slice(0, text.length - trailing.length)
    // Keep a closing bracket that closes one opened inside the address (Wikipedia-style links).
    while (trailing.startsWith(')') && countOf(text, '(') > countOf(text, ')')) {
      text += ')'
      trailing = trailing.slice(1)
    }
    const href = safeHref(text)
    if (!href) continue
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) })
    parts.push({ kind: 'link', text, href })
    last = start + text.length
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) })
  return parts
}

/**
 * A message body as text: React escapes it, line breaks are kept by `whitespace-pre-wrap`, and
 * web addresses open in a new tab without handing this page to the site.
 */
export function MessageText({ content, className = '' }: { content: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {splitLinks(content).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline underline-offset-2 [overflow-wrap:anywhere] focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          >
            {part.text}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}
