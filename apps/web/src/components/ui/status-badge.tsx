import type { ReactNode } from 'react'

/** What a status means to the reader; each tone has one colour across the product. */
export type BadgeTone = 'neutral' | 'muted' | 'info' | 'success' | 'warning' | 'danger' | 'accent'

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-stone-300 bg-stone-100 text-stone-800',
  muted: 'border-stone-300 bg-stone-100 text-stone-700',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  success: 'border-green-300 bg-green-50 text-green-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  danger: 'border-red-300 bg-red-50 text-red-800',
  accent: 'border-violet-300 bg-violet-50 text-violet-900',
}

/**
 * A record's status as a pill. `label` is what it reads (translated); `name` is said before it to
 * screen readers ("Leave status:") so the word is not read out of context.
 */
export function StatusBadge({
  tone,
  name,
  children,
}: {
  tone: BadgeTone
  name?: string
  children: ReactNode
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {name ? <span className="sr-only">{name} </span> : null}
      {children}
    </span>
  )
}
