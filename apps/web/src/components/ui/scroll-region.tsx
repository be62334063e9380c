import type { ReactNode } from 'react'

/**
 * A wide table that scrolls sideways on a phone. The keyboard can reach and scroll it (a named,
 * focusable region, WCAG 2.1.1): a plain scrolling box holds nothing focusable, so a keyboard
 * user could not see its right-hand columns (issue 27 item 15).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${className}`}
    >
      {children}
    </div>
  )
}
