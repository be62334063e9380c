import type { ReactNode } from 'react'
import { CircleAlert, CircleCheck, Info } from 'lucide-react'

export type AlertTone = 'error' | 'success' | 'info'

const TONES: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
}

const ICONS = { error: CircleAlert, success: CircleCheck, info: Info }

type AlertProps = {
  tone: AlertTone
  children: ReactNode
  className?: string
  id?: string
}

/**
 * A message box: red for errors (announced at once, role="alert"), green for success and blue for
 * information (announced politely, role="status").
 */
export function Alert({ tone, children, className = '', id }: AlertProps) {
  const Icon = ICONS[tone]
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border px-4 py-3 text-sm leading-6 ${TONES[tone]} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  )
}
