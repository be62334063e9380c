import { useId, type ReactNode } from 'react'

type SectionCardProps = {
  /** The card's heading (h2): screen readers list the card as a region by it. */
  title: string
  /** A sentence under the heading. */
  description?: ReactNode
  /** Buttons at the heading's end. */
  actions?: ReactNode
  children: ReactNode
  className?: string
  /** Classes of the body under the heading (a form section lays its fields out in a grid). */
  bodyClassName?: string
  /**
   * Named by its heading, the card is a region screen readers list. A form's group of fields is
   * not: its heading often repeats a field's label ("Status of the contract").
   */
  region?: boolean
}

export const CARD_CLASSES = 'rounded-2xl border border-stone-200 bg-white shadow-sm'

/** A titled white card: one part of a page, named by its heading. */
export function SectionCard({
  title,
  description,
  actions,
  children,
  className = '',
  bodyClassName = '',
  region = true,
}: SectionCardProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={region ? headingId : undefined}
      className={`min-w-0 ${CARD_CLASSES} p-4 sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
      <div className={`mt-4 ${bodyClassName}`}>{children}</div>
    </section>
  )
}
