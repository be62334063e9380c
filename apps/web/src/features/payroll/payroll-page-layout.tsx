import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageTitle } from '../../components/ui/page-title'

/** The frame of every payroll page: a width, an optional back link, the title, the content. */
export function PayrollPageLayout({
  title,
  back,
  intro,
  badge,
  width = 'max-w-5xl',
  children,
}: {
  title: string
  back?: { to: string; label: string }
  intro?: ReactNode
  badge?: ReactNode
  width?: string
  children: ReactNode
}) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:px-6 sm:py-10`}>
      <PageTitle title={title} />
      {back ? (
        <Link to={back.to} className={`inline-flex items-center gap-1.5 ${LINK_CLASSES}`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
          {title}
        </h1>
        {badge}
      </div>
      {intro ? <div className="mt-2 max-w-3xl text-stone-700">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </div>
  )
}

/** A card of a payroll page: a titled region (screen readers list it by its heading). */
export function PayrollSection({
  id,
  title,
  actions,
  children,
  className = '',
}: {
  id: string
  title: string
  actions?: ReactNode
  children: ReactNode
  className?: string
}) {
  const headingId = `payroll-${id}`
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}
