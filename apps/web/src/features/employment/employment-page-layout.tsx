import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { PageTitle } from '../../components/ui/page-title'

/** The frame of every employment page: a width, an optional back link, the title, the content. */
export function EmploymentPageLayout({
  title,
  back,
  intro,
  actions,
  width = 'max-w-5xl',
  children,
}: {
  title: string
  back?: { to: string; label: string }
  intro?: ReactNode
  actions?: ReactNode
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
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
          {title}
        </h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {intro ? <div className="mt-2 max-w-3xl text-stone-700">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </div>
  )
}
